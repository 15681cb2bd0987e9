import SnapshotTesting
import Testing

@Suite struct MainListSnapshotTests {
    @Test func mainListAt80x24() {
        let harness = DemoHarness()
        harness.run([])
        assertSnapshot(of: harness.screen, as: .lines, named: "text")
        assertSnapshot(of: harness.terminal.screen.styleMap, as: .lines, named: "style")
    }

    @Test func helpOverlayAt80x24() {
        let harness = DemoHarness()
        harness.run([.key(.character("?"))])
        assertSnapshot(of: harness.screen, as: .lines)
    }

    @Test func tooSmallAt19x6() {
        let harness = DemoHarness(columns: 19, rows: 6)
        harness.run([])
        assertSnapshot(of: harness.screen, as: .lines)
    }
}
