import Foundation
import Testing

/// `--accessible` in a real terminal at 100×30, as a screen reader sees it: the terminal's
/// cursor, read from tmux, stays visible and rests on the focused element; the trace's `focus`
/// events say what a reader would speak.
@Suite("Accessibility, end to end")
struct AccessibilityEndToEndTests {
    /// Polls until the cursor shows on the screen row holding `text`, at `column` (by default
    /// where `text` starts); returns that row.
    @discardableResult
    private func waitForCursor(_ tmux: TmuxSession, on text: String, column: Int? = nil) throws -> Int {
        var seen = "", row = -1
        try waitFor("the cursor on \"\(text)\"", lastSeen: { seen }) {
            let cursor = try tmux.cursor()
            let lines = try tmux.capture().components(separatedBy: "\n")
            seen = "cursor \(cursor), screen:\n" + lines.joined(separator: "\n")
            guard cursor.shown, let found = lines.firstIndex(where: { $0.contains(text) }) else { return false }
            row = found
            // Every cell left of the texts looked for is one column wide.
            let start = lines[found].distance(from: lines[found].startIndex, to: lines[found].range(of: text)!.lowerBound)
            return cursor.y == found && cursor.x == (column ?? start)
        }
        return row
    }

    /// The label the trace gave the last element the focus came to.
    private func lastLabel(_ tmux: TmuxSession) throws -> String? {
        try tmux.trace.events().last { if case .focus(_, true, _) = $0.event { true } else { false } }
            .flatMap { if case .focus(_, _, let label) = $0.event { label } else { nil } }
    }

    @Test func theCursorFollowsTheFocus() throws {
        let tmux = try TmuxSession(appArguments: ["--accessible"], columns: 100, rows: 30)
        try tmux.waitForList()
        // On the selected story's row, where its title starts.
        try waitForCursor(tmux, on: "Momotarō")
        #expect(try lastLabel(tmux) == "Momotarō, A boy born from a giant peach sails for Ogre Island")
        // ↓: the next story.
        try tmux.sendKeys("Down")
        try waitForCursor(tmux, on: "Urashima Tarō")
        try tmux.trace.waitForEvent(.focus) {
            $0.event == .focus(view: "list", focused: true, label: "Urashima Tarō, A fisherman visits the palace under the sea")
        }
        // `/`: the search field's caret, following the typing.
        try tmux.sendKeys("/")
        try tmux.trace.waitForEvent(.focus) { $0.event == .focus(view: "search", focused: true, label: "Search stories") }
        // The bar's row reads "  Search / " (tmux trims the blank the caret is on).
        try waitForCursor(tmux, on: "Search /", column: 11)
        try tmux.sendKeys("m", "o", "o")
        try waitForCursor(tmux, on: "Search / moo", column: 14)
        // Enter opens the story found: the cursor goes inside its sheet, on the selected scene.
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd)
        let scene = try waitForCursor(tmux, on: " 1. A glowing stalk")
        // The sheet's top edge is the row of its grabber.
        let sheetTop = try #require(try tmux.capture().components(separatedBy: "\n").firstIndex { $0.contains("━━━━━━") })
        #expect(scene > sheetTop, "the cursor is inside the sheet")
        #expect(try lastLabel(tmux) == "1. A glowing stalk")
        // Esc: back on the story, which the list selected.
        try tmux.sendKeys("Escape")
        try tmux.trace.waitForEvent(.dismissalDidEnd)
        try waitForCursor(tmux, on: "Kaguya-hime")
        #expect(try lastLabel(tmux) == "Kaguya-hime, The moon princess found in a stalk of bamboo")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExitStatus() == 0)
    }

    /// Without `--accessible` the cursor stays hidden, as before.
    @Test func withoutItTheCursorStaysHidden() throws {
        let tmux = try TmuxSession(appArguments: [], columns: 100, rows: 30)
        try tmux.waitForList()
        try tmux.sendKeys("Down")
        try tmux.waitForScreen(containing: "▌Urashima Tarō")
        #expect(try tmux.cursor().shown == false)
        #expect(try tmux.trace.events().allSatisfy { if case .focus = $0.event { false } else { true } })
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExitStatus() == 0)
    }
}
