import Foundation
import KamishibaiTesting
import Testing

/// `Examples/InboxExample`, a list whose rows open a sheet with a reply page pushed inside it,
/// built outside this package on its public products only and run in tmux with
/// `KAMISHIBAI_TRACE` set.
///
/// The whole screen is the container: on `rows` rows the medium sheet's border is on row
/// `rows / 2` (0-based) and the large one's on row 2.
@Suite("Inbox example, end to end")
struct InboxExampleEndToEndTests {
    /// Where the pointer drags the sheet: clear of the button, on the page's blank rows.
    static let column = 40

    /// Starts the example at `columns`×`rows` with the trace on, once its list is drawn.
    private func start(columns: Int, rows: Int) throws -> TmuxSession {
        let binary = try inboxExampleBinary()
        let tmux = try TmuxSession(columns: columns, rows: rows) { directory in
            let run = "KAMISHIBAI_TRACE=\(shellQuoted(TraceFile(in: directory).path)) \(shellQuoted(binary))"
            return ["sh", "-c", run + "; echo \"EXIT=$?\"; sleep 600"]
        }
        try tmux.waitForScreen("the inbox") { $0.contains("The kamishibai performance") && $0.contains("↑↓ select") }
        return tmux
    }

    /// Waits for the sheet to be presented and at rest with its top edge across the `columns`
    /// on `row` (0-based) and `title` in its bar below.
    private func waitForSheet(_ tmux: TmuxSession, columns: Int, row: Int, title: String) throws {
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "sheet" && $0.completed == true }
        try waitForSheetAt(tmux, columns: columns, row: row, showing: title)
    }

    private func waitForSheetAt(_ tmux: TmuxSession, columns: Int, row: Int, showing text: String) throws {
        try tmux.waitForScreen("the sheet's top edge on row \(row), \"\(text)\" below it") { screen in
            let lines = rows(screen)
            return lines.count > row + 1 && isSheetTop(lines[row], columns: columns) && lines[row + 1].contains(text)
        }
    }

    /// A press on the sheet at 1-based `from`, a row at a time to `to` and the release, in one
    /// burst: no velocity (no flick) on any machine.
    private func drag(_ tmux: TmuxSession, from: Int, to: Int) throws {
        try tmux.drag(MouseDrag.straight(from: (Self.column, from), to: (Self.column, to)))
    }

    /// Enter opens the selected message at medium; a drag up takes it to large; `r` pushes the
    /// reply page, whose field has the focus and shows what is typed; Esc pops, and Esc again
    /// dismisses the sheet; q quits cleanly.
    @Test func enterOpensTheSheetWhichGrowsPushesTheReplyAndClosesOnEsc() throws {
        let tmux = try start(columns: 80, rows: 24)
        try tmux.sendKeys("Down")
        try tmux.waitForScreen("the second message selected") { rows($0).contains { $0.contains("▌Momotarō, the new cards") } }
        try tmux.sendKeys("Enter")
        try waitForSheet(tmux, columns: 80, row: 12, title: "Momotarō, the new cards")
        try tmux.waitForScreen(containing: "From Hanako")
        // From the blank row under "From Hanako", ten rows up: large leaves two rows.
        try drag(tmux, from: 17, to: 7)
        try tmux.trace.waitForEvent(.detentChanged) { $0.event == .detentChanged(screen: "sheet", detent: "large") }
        try waitForSheetAt(tmux, columns: 80, row: 2, showing: "Momotarō, the new cards")

        try tmux.sendKeys("r")
        try tmux.trace.waitForEvent(.navigationPush) { $0.screen == "sheet/reply" && $0.completed == true }
        #expect(try tmux.trace.events().contains { $0.event == .focus(view: "reply", focused: true, label: "Write a reply…") })
        // The back control at the bar's leading edge, the page's title centred on it.
        try waitForSheetAt(tmux, columns: 80, row: 2, showing: "‹ Momotarō, the new cards")
        try waitForSheetAt(tmux, columns: 80, row: 2, showing: "Reply")
        try tmux.sendKeys("-l", "Dear Hanako, a fine peach")
        // The field is the row two below "To Hanako", the focused field's cursor after the text.
        try tmux.waitForScreen("the text in the field") { screen in
            let lines = rows(screen)
            guard let to = lines.firstIndex(where: { $0.contains("To Hanako") }), lines.count > to + 2 else { return false }
            return lines[to + 2].contains("│  Dear Hanako, a fine peach ")
        }

        try tmux.sendKeys("Escape")
        try tmux.trace.waitForEvent(.navigationPop) { $0.screen == "sheet/reply" && $0.completed == true }
        try waitForSheetAt(tmux, columns: 80, row: 2, showing: "Momotarō, the new cards")
        try tmux.waitForScreen(containing: "From Hanako")
        try tmux.sendKeys("Escape")
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "sheet" && $0.completed == true }
        // No grabber and no message page: the sheet's edge has no line to look for in 256 colours.
        try tmux.waitForScreen("the sheet gone") { !$0.contains("━━━━━━") && !$0.contains("From Hanako") && $0.contains("↑↓ select") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExitStatus() == 0)
        #expect(try tmux.paneFlags() == .restored)
    }

    /// At 120×40, a click on a row opens it; the reply sent with Enter pops back to the
    /// message, which shows it; a drag down past 40 % of the medium sheet dismisses it.
    @Test func aClickOpensTheSheetEnterSendsTheReplyAndADragDismisses() throws {
        let tmux = try start(columns: 120, rows: 40)
        // "Saturday's festival", the third message, is on row 10 (1-based).
        try tmux.sendMouse(button: 0, column: 20, row: 10)
        try tmux.sendMouse(button: 0, column: 20, row: 10, release: true)
        try waitForSheet(tmux, columns: 120, row: 20, title: "Saturday's festival")
        try tmux.sendKeys("r")
        try tmux.trace.waitForEvent(.navigationPush) { $0.screen == "sheet/reply" && $0.completed == true }
        try tmux.typeLine("We will be there")
        try tmux.trace.waitForEvent(.navigationPop) { $0.screen == "sheet/reply" && $0.completed == true }
        try tmux.waitForScreen(containing: "You replied: We will be there")

        // From the margin under the bar, 12 of the medium sheet's 20 rows down.
        try drag(tmux, from: 23, to: 35)
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "sheet" && $0.completed == true }
        let finish = try named(.interactionFinish, tmux.trace.events())
        #expect(finish.count == 1 && isNear(finish[0].percent ?? .nan, 0.6, tolerance: 1e-9), "finish: \(finish)")
        try tmux.waitForScreen("the inbox alone") {
            !$0.contains("━━━━━━") && !$0.contains("You replied") && $0.contains("▌Saturday's festival")
        }
    }
}
