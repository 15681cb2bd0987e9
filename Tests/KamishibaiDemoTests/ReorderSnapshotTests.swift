import KamishibaiCanvas
import KamishibaiTerminal
import KamishibaiTesting
import SnapshotTesting
import Testing

/// The story list mid-drag at 100×30: the first story held half way to the third place, above
/// the others (its shadow, its grip), the second story slid up into its place; in truecolor
/// and in 16 colours.
@Suite struct ReorderSnapshotTests {
    /// A press held on the first story's title, then a drag four rows down, not released.
    static let events: [InputScript.Timed] = [
        (0.5, .mouse(MouseEvent(.press(.left), column: 20, row: 3))),
        (1.2, .mouse(MouseEvent(.drag(.left), column: 20, row: 5))),
        (1.3, .mouse(MouseEvent(.drag(.left), column: 20, row: 7))),
    ]

    @Test(arguments: [ColorMode.truecolor, .palette16])
    func aStoryLiftedMidDrag(mode: ColorMode) {
        let harness = DemoHarness(columns: 100, rows: 30, colorMode: mode)
        harness.run(timed: Self.events)
        let name = mode == .truecolor ? "truecolor" : "16"
        assertSnapshot(of: harness.screen, as: .lines, named: "text-\(name)")
        assertSnapshot(of: harness.terminal.screen.styleMap, as: .lines, named: "style-\(name)")
    }
}
