import Foundation
import KamishibaiTesting
import Testing

/// A story swiped across on the Sheets tab of the real binary at 100×30, in tmux (cells) and
/// in a pty that reports pixels: a drag left opens its trailing actions and a drag back
/// closes them; a full swipe deletes the story; a vertical drag still scrolls. Each drag is
/// one burst (one write: press, moves, release), so how fast the machine reads it cannot make
/// a flick of it: its reports arrive together, which no velocity can be read from.
@Suite("Swipe actions, end to end")
struct SwipeActionsEndToEndTests {
    /// The first story's title row, 0-based: tab bar, blank, the card's border.
    static let firstRow = 3

    static func opened(_ row: Int) -> TraceEvent { .swipeActions(row: row, edge: "trailing", state: "opened", action: nil) }
    static func closed(_ row: Int) -> TraceEvent { .swipeActions(row: row, edge: "trailing", state: "closed", action: nil) }
    static let deleted = TraceEvent.swipeActions(row: 0, edge: "trailing", state: "performed", action: "Delete")

    /// Columns (1-based) from 90 leftwards by `by`, in steps of 5, on `row` (1-based).
    static func leftwards(by: Int, row: Int, from: Int = 90) -> [(Int, Int)] {
        stride(from: from - 5, through: from - by, by: -5).map { ($0, row) }
    }

    @Test func aStoryIsSwipedOpenClosedAndDeletedInTmux() throws {
        let tmux = try TmuxSession(appArguments: [], columns: 100, rows: 30)
        try tmux.waitForList()
        try tmux.waitForScreen(containing: " 1 of 24 ")
        let row = Self.firstRow + 1
        try tmux.drag(MouseDrag.reports(from: (90, row), through: Self.leftwards(by: 25, row: row)))
        try tmux.trace.waitForEvent(.swipeActions) { $0.event == Self.opened(0) }
        let open = try tmux.waitForScreen(containing: "Delete")
        #expect(open.contains("Archive"), "both actions beside the row: \(open)")

        try tmux.drag(MouseDrag.reports(from: (60, row), through: [(70, row), (85, row)]))
        try tmux.trace.waitForEvent(.swipeActions) { $0.event == Self.closed(0) }
        try tmux.waitForScreen("the actions covered again") { !$0.contains("Delete") }

        try tmux.drag(MouseDrag.reports(from: (90, row), through: Self.leftwards(by: 80, row: row)))
        try tmux.trace.waitForEvent(.swipeActions) { $0.event == Self.deleted }
        try tmux.waitForScreen(containing: " 1 of 23 ")
        // The rows below slide up over its place.
        try tmux.waitForScreen("the next story in its place") { rows($0)[Self.firstRow].contains("Urashima Tarō") }
    }

    @Test func aVerticalDragOnAStoryScrollsInTmux() throws {
        let tmux = try TmuxSession(appArguments: [], columns: 100, rows: 30)
        try tmux.waitForList()
        let steps = (1...6).map { (51, 16 - $0) }
        try tmux.drag(MouseDrag.reports(from: (50, 16), through: steps))
        let screen = try tmux.waitForScreen("the first story scrolled away") { !$0.contains("Momotarō") }
        #expect(screen.contains(" 1 of 24 "), "nothing deleted, nothing selected")
        #expect(try tmux.trace.events().allSatisfy { $0.kind != .swipeActions })
    }

    /// The same in pixels: the drags move by a few pixels at a time.
    @Test func theSameWithPixels() throws {
        let terminal = try PtyTerminal.xterm(rows: 30)
        try terminal.pump(until: "SGR-Pixels on") { terminal.output.ranges(of: Escape.pixelsOn).count == 1 }
        try terminal.pumpUntilQuiet()
        // Centre pixels on the first story's title row, four pixels a step.
        let row = Self.firstRow + 1
        try terminal.drag(MouseDrag.straightInPixels(from: (90, row), to: (65, row)))
        try terminal.waitForEvent(.swipeActions) { $0.event == Self.opened(0) }
        try terminal.drag(MouseDrag.straightInPixels(from: (60, row), to: (85, row)))
        try terminal.waitForEvent(.swipeActions) { $0.event == Self.closed(0) }
        try terminal.drag(MouseDrag.straightInPixels(from: (90, row), to: (10, row)))
        try terminal.waitForEvent(.swipeActions) { $0.event == Self.deleted }
        try terminal.pump(until: "the count drops") {
            terminal.screen.lines.contains { TerminalFeaturesEndToEndTests.text($0).contains(" 1 of 23 ") }
        }
        try terminal.pump(until: "the next story in its place") {
            TerminalFeaturesEndToEndTests.text(terminal.screen.lines[Self.firstRow]).contains("Urashima Tarō")
        }

        let down = (1...12).map { (50 * 8 + 5 + $0 / 4, 15 * 16 + 9 - 8 * $0) }
        try terminal.drag(MouseDrag.reports(from: (50 * 8 + 5, 15 * 16 + 9), through: down))
        try terminal.pump(until: "the list scrolled") {
            !terminal.screen.lines.contains { TerminalFeaturesEndToEndTests.text($0).contains("Urashima Tarō") }
        }
        try terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
    }
}
