import KamishibaiTesting
import KamishibaiUI
import SnapshotTesting
import Testing

/// The detail sheet at 80×24 at chosen virtual times. The sheet rests on whole rows (y = 11),
/// its rounded border on top; while it moves its edge is drawn in eighths of a row.
@Suite struct SheetSnapshotTests {
    @Test func midSlideShowsAnEighthBlockEdge() {
        let harness = DemoHarness()
        harness.run(timed: [(0.1, .key(.enter))])
        let frame = harness.frame(at: 0.2)
        #expect("▂▃▄▅▆▔".contains { frame.text.contains($0) }, "a partial row, not a whole one")
        assertSnapshot(of: frame.text, as: .lines)
    }

    @Test func atRest() {
        let harness = DemoHarness()
        harness.run(timed: [(0.1, .key(.enter))])
        assertSnapshot(of: harness.screen, as: .lines, named: "text")
        assertSnapshot(of: harness.terminal.screen.styleMap, as: .lines, named: "style")
    }

    @Test func halfwayThroughADrag() {
        let harness = DemoHarness()
        // 6 rows of 12: 50 %, held (not released) when the frame is taken.
        harness.run(
            timed: [(0.1, .key(.enter))]
                + InputScript.drag(from: CellPoint(x: 40, y: 13), to: CellPoint(x: 40, y: 19), start: 1, step: 0.1, rest: nil))
        assertSnapshot(of: harness.screen, as: .lines, named: "text")
        assertSnapshot(of: harness.terminal.screen.styleMap, as: .lines, named: "style")
    }

    @Test func afterACancelledDragTheSheetIsBackAtRest() {
        let harness = DemoHarness()
        harness.run(timed: [(0.1, .key(.enter))] + DemoHarness.drag(from: 13, to: 15, start: 1, step: 0.1))
        let rest = DemoHarness()
        rest.run(timed: [(0.1, .key(.enter))])
        #expect(harness.screen == rest.screen)
        assertSnapshot(of: harness.screen, as: .lines)
    }
}
