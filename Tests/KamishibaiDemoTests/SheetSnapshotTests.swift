import KamishibaiTesting
import KamishibaiUI
import SnapshotTesting
import Testing

/// The detail sheet at 80×24 at chosen virtual times. The sheet rests on whole rows (y = 11),
/// its rounded border on top; while it moves its edge is drawn in eighths of a row.
@Suite struct SheetSnapshotTests {
    @Test func midSlideShowsAnEighthBlockEdge() throws {
        let harness = DemoHarness()
        harness.run(timed: [(0.1, .key(.enter))])
        // The first frame of the slide whose top row the sheet covers in part.
        let frames = stride(from: 0.15, through: 0.45, by: 1.0 / 60).map { harness.frame(at: $0) }
        let frame = try #require(frames.first { frame in "▂▃▄▅▆▔".contains { frame.text.contains($0) } }, "a partial row")
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
