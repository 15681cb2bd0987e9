import Foundation
import KamishibaiTesting
import Testing

/// Moving a story on the real binary, at 100×30 on the Sheets tab: a press held on the first
/// story lifts it (its grip shows), a drag to the third place and the release move it there
/// (`rowMoved` 0 → 2, and the list shows the new order); Esc mid-drag puts it back; Space ↓ ↓
/// Space does the same by keys; and the same drag in a pty that reports pixels. Each hold is
/// polled for on screen (the lifted row's grip), and the rest of the drag sent as one burst.
@Suite("Reordering, end to end")
struct ReorderEndToEndTests {
    /// Stories are three lines apart, the first's title on the pane's fourth row (1-based): tab
    /// bar, blank, card border. Two places down is six rows down.
    static let column = 20, firstTitle = 4, thirdTitle = 10

    /// The titles of the first three stories, top to bottom, as the screen shows them.
    static func firstThree(_ screen: String) -> [String] {
        let lines = rows(screen)
        return [3, 6, 9].map { index in
            guard index < lines.count else { return "" }
            let text = lines[index].dropFirst(2).trimmingCharacters(in: CharacterSet(charactersIn: " ▌│┃"))
            return String(text.prefix { !"0123456789".contains($0) }).trimmingCharacters(in: .whitespaces)
        }
    }

    /// A pty's screen as text, a line per row.
    static func text(_ screen: ANSIScreenModel) -> String {
        screen.lines.map { $0.map(\.glyph).joined() }.joined(separator: "\n")
    }

    static let start = ["Momotarō", "Urashima Tarō", "Kaguya-hime"]
    static let moved = ["Urashima Tarō", "Kaguya-hime", "Momotarō"]

    /// Presses on the first story and waits until it is lifted: its grip, `≡`, shows at its
    /// end (the tests' terminal has NO_COLOR, where the shadow does not show).
    private func pressAndHold(_ tmux: TmuxSession) throws {
        try tmux.sendMouse(button: 0, column: Self.column, row: Self.firstTitle)
        try tmux.waitForScreen(containing: "≡")
    }

    /// The drag down to the third story's place, a row at a time, in one burst.
    private var dragToThird: [MouseReport] {
        (Self.firstTitle + 1...Self.thirdTitle).map { (32, Self.column, $0, false) }
    }

    @Test func aHeldDragMovesTheFirstStoryToThird() throws {
        let tmux = try TmuxSession(appArguments: [], columns: 100, rows: 30)
        let screen = try tmux.waitForList()
        #expect(Self.firstThree(screen) == Self.start)
        try pressAndHold(tmux)
        try tmux.drag(dragToThird + [(0, Self.column, Self.thirdTitle, true)])
        let line = try tmux.trace.waitForEvent(.rowMoved)
        #expect(line.event == .rowMoved(from: 0, to: 2))
        let after = try tmux.waitForScreen("the new order") { Self.firstThree($0) == Self.moved }
        #expect(after.contains(" 3 of 24 "), "the selection moved with the story")
    }

    @Test func escapeMidDragPutsItBack() throws {
        let tmux = try TmuxSession(appArguments: [], columns: 100, rows: 30)
        try tmux.waitForList()
        try pressAndHold(tmux)
        try tmux.drag(dragToThird)
        try tmux.waitForScreen("the lifted story under the pointer") { Self.firstThree($0) == Self.moved }
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("the story flown back") { Self.firstThree($0) == Self.start }
        try tmux.sendMouse(button: 0, column: Self.column, row: Self.thirdTitle, release: true)
        // A key after the release: once it is traced, the release was read and moved nothing.
        try tmux.sendKeys("Down")
        try tmux.waitForScreen(containing: " 2 of 24 ")
        #expect(try tmux.trace.events().allSatisfy { $0.kind != .rowMoved })
        #expect(Self.firstThree(try tmux.capture()) == Self.start)
    }

    @Test func spaceDownDownSpaceMovesItByKeys() throws {
        let tmux = try TmuxSession(appArguments: [], columns: 100, rows: 30)
        try tmux.waitForList()
        try tmux.sendKeys("Space", "Down", "Down", "Space")
        let line = try tmux.trace.waitForEvent(.rowMoved)
        #expect(line.event == .rowMoved(from: 0, to: 2))
        try tmux.waitForScreen("the new order") { Self.firstThree($0) == Self.moved }
    }

    /// xterm at 100×30 cells of 8×16 pixels, reporting the pointer in pixels: the hold, then
    /// a drag of 96 pixels (six rows) in one write, moves the first story to third.
    @Test func theSameDragInPixels() throws {
        let terminal = try PtyTerminal.xterm(rows: 30)
        try terminal.pump(until: "SGR-Pixels on") { terminal.output.firstRange(of: Escape.pixelsOn) != nil }
        try terminal.pump(until: "the story list") { Self.text(terminal.screen).contains(" of 24 ") }
        try terminal.pumpUntilQuiet()
        #expect(Self.firstThree(Self.text(terminal.screen)) == Self.start)
        // The centre pixel of the first story's title cell, counted from 1.
        let (x, y) = PtyTerminal.xtermPixel(column: Self.column, row: Self.firstTitle)
        try terminal.sendMouse(button: 0, column: x, row: y)
        try terminal.pump(until: "the first story lifted (its grip shown)") { Self.text(terminal.screen).contains("≡") }
        let drag = MouseDrag.line(from: (x, y), to: (x, y + 96), step: 8).map { (32, $0.0, $0.1, false) }
        try terminal.drag(drag + [(0, x, y + 96, true)])
        let line = try terminal.waitForEvent(.rowMoved)
        #expect(line.event == .rowMoved(from: 0, to: 2))
        try terminal.pump(until: "the new order") { Self.firstThree(Self.text(terminal.screen)) == Self.moved }
        try terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
    }
}
