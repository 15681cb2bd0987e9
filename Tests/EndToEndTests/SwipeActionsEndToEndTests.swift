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

    /// A press at `from`, moves through `through`, a release at the last, as SGR reports
    /// (1-based), in cells or in pixels as the caller's numbers are: for `sendMouseBurst`.
    static func drag(from: (Int, Int), through: [(Int, Int)]) -> [(button: Int, column: Int, row: Int, release: Bool)] {
        let last = through.last ?? from
        return [(0, from.0, from.1, false)] + through.map { (32, $0.0, $0.1, false) } + [(0, last.0, last.1, true)]
    }

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
        try tmux.sendMouseBurst(Self.drag(from: (90, row), through: Self.leftwards(by: 25, row: row)))
        try tmux.trace.waitForEvent(.swipeActions) { $0.event == Self.opened(0) }
        let open = try tmux.waitForScreen(containing: "Delete")
        #expect(open.contains("Archive"), "both actions beside the row: \(open)")

        try tmux.sendMouseBurst(Self.drag(from: (60, row), through: [(70, row), (85, row)]))
        try tmux.trace.waitForEvent(.swipeActions) { $0.event == Self.closed(0) }
        try tmux.waitForScreen("the actions covered again") { !$0.contains("Delete") }

        try tmux.sendMouseBurst(Self.drag(from: (90, row), through: Self.leftwards(by: 80, row: row)))
        try tmux.trace.waitForEvent(.swipeActions) { $0.event == Self.deleted }
        try tmux.waitForScreen(containing: " 1 of 23 ")
        // The rows below slide up over its place.
        try tmux.waitForScreen("the next story in its place") { rows($0)[Self.firstRow].contains("Urashima Tarō") }
    }

    @Test func aVerticalDragOnAStoryScrollsInTmux() throws {
        let tmux = try TmuxSession(appArguments: [], columns: 100, rows: 30)
        try tmux.waitForList()
        let steps = (1...6).map { (51, 16 - $0) }
        try tmux.sendMouseBurst(Self.drag(from: (50, 16), through: steps))
        let screen = try tmux.waitForScreen("the first story scrolled away") { !$0.contains("Momotarō") }
        #expect(screen.contains(" 1 of 24 "), "nothing deleted, nothing selected")
        #expect(try tmux.trace.events().allSatisfy { $0.kind != .swipeActions })
    }

    /// xterm at 100×30 cells of 8×16 pixels, which reports the pointer in pixels.
    static func xterm() throws -> PtyTerminal {
        try PtyTerminal(
            modeState: 0, columns: 100, rows: 30,
            answers: [
                ("\u{1B}[>0q", "\u{1B}P>|XTerm(379)\u{1B}\\"), ("\u{1B}[?1016$p", "\u{1B}[?1016;2$y"), ("\u{1B}[16t", "\u{1B}[6;16;8t"),
            ],
            deviceAttributes: "\u{1B}[?64;4;22c")
    }

    /// The same in pixels: the drags move by a few pixels at a time.
    @Test func theSameWithPixels() throws {
        let terminal = try Self.xterm()
        try terminal.pump(until: "SGR-Pixels on") { terminal.output.ranges(of: Escape.pixelsOn).count == 1 }
        try terminal.pumpUntilQuiet()
        // The centre pixel of the first story's title row, 1-based.
        let y = Self.firstRow * 16 + 9
        func pixels(from column: Int, by columns: Double) -> [(Int, Int)] {
            (1...Int(abs(columns) * 2)).map { (column * 8 + 5 + Int((columns < 0 ? -4.0 : 4.0) * Double($0)), y) }
        }
        try terminal.sendMouseBurst(Self.drag(from: (89 * 8 + 5, y), through: pixels(from: 89, by: -25)))
        try terminal.waitForEvent(.swipeActions) { $0.event == Self.opened(0) }
        try terminal.sendMouseBurst(Self.drag(from: (59 * 8 + 5, y), through: pixels(from: 59, by: 25)))
        try terminal.waitForEvent(.swipeActions) { $0.event == Self.closed(0) }
        try terminal.sendMouseBurst(Self.drag(from: (89 * 8 + 5, y), through: pixels(from: 89, by: -80)))
        try terminal.waitForEvent(.swipeActions) { $0.event == Self.deleted }
        try terminal.pump(until: "the count drops") {
            terminal.screen.lines.contains { TerminalFeaturesEndToEndTests.text($0).contains(" 1 of 23 ") }
        }
        try terminal.pump(until: "the next story in its place") {
            TerminalFeaturesEndToEndTests.text(terminal.screen.lines[Self.firstRow]).contains("Urashima Tarō")
        }

        let down = (1...12).map { (50 * 8 + 5 + $0 / 4, 15 * 16 + 9 - 8 * $0) }
        try terminal.sendMouseBurst(Self.drag(from: (50 * 8 + 5, 15 * 16 + 9), through: down))
        try terminal.pump(until: "the list scrolled") {
            !terminal.screen.lines.contains { TerminalFeaturesEndToEndTests.text($0).contains("Urashima Tarō") }
        }
        try terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
    }
}
