import Foundation
import KamishibaiTesting
import Testing

/// The Modals tab's alert and action sheet driven through a real terminal at 120×40: Esc
/// performs the alert's cancel action and Enter its preferred one, a click on the backdrop
/// leaves it up, and the action sheet dragged down leaves through the interactor as its cancel
/// action — all read from the trace and the screen.
@Suite("Alerts, end to end")
struct AlertEndToEndTests {
    static let alertTitle = "Delete the draft?"
    static let sheetTitle = "Share the story"

    /// Starts the app on the Modals tab at 120×40, its list drawn.
    private func start() throws -> TmuxSession {
        let tmux = try TmuxSession(appArguments: ["--start", "modals"], columns: 120, rows: 40)
        try tmux.waitForScreen(containing: "Action sheet")
        return tmux
    }

    /// How many `kind` lines matching `matches` the trace holds now.
    private func count(_ tmux: TmuxSession, _ kind: TraceEvent.Kind, _ matches: (TraceLine) -> Bool = { _ in true }) throws -> Int {
        try named(kind, tmux.trace.events()).filter(matches).count
    }

    /// Presents the row under the selection with Enter and waits until `screen` has landed and
    /// `title` shows.
    private func present(_ tmux: TmuxSession, screen: String, title: String) throws {
        let before = try count(tmux, .presentationDidEnd) { $0.screen == screen }
        try tmux.sendKeys("Enter")
        try waitFor("\(screen) presented", lastSeen: { tmux.trace.text }) {
            try count(tmux, .presentationDidEnd) { $0.screen == screen && $0.completed == true } > before
        }
        try tmux.waitForScreen(containing: title)
    }

    /// Waits for the `number`th completed dismissal of `screen`.
    private func waitForDismissal(_ tmux: TmuxSession, screen: String, number: Int) throws {
        try waitFor("dismissal \(number) of \(screen)", lastSeen: { tmux.trace.text }) {
            try count(tmux, .dismissalDidEnd) { $0.screen == screen && $0.completed == true } >= number
        }
    }

    /// The 0-based row where `text` is on screen.
    private func row(of text: String, in screen: String) throws -> Int {
        try #require(rows(screen).firstIndex { $0.contains(text) })
    }

    @Test func escPerformsCancelEnterThePreferredActionAndTheBackdropNothing() throws {
        let tmux = try start()
        try present(tmux, screen: "alert", title: Self.alertTitle)
        let presented = try #require(named(.presentationDidEnd, tmux.trace.events()).last)
        #expect(presented.event == .presentationDidEnd(screen: "alert", completed: true, style: "alert", adaptedFrom: nil, frame: nil))
        try tmux.sendKeys("Escape")
        try waitForDismissal(tmux, screen: "alert", number: 1)
        #expect(try named(.alertAction, tmux.trace.events()).map(\.event) == [.alertAction(title: "Cancel", style: "cancel")])

        try present(tmux, screen: "alert", title: Self.alertTitle)
        try tmux.sendKeys("Enter")
        try waitForDismissal(tmux, screen: "alert", number: 2)
        #expect(try named(.alertAction, tmux.trace.events()).last?.event == .alertAction(title: "Delete", style: "destructive"))

        try present(tmux, screen: "alert", title: Self.alertTitle)
        try tmux.sendMouse(button: 0, column: 4, row: 4)
        try tmux.sendMouse(button: 0, column: 4, row: 4, release: true)
        // The click leaves the alert up: the Esc after it is what dismisses it, as its cancel
        // action (had the click dismissed it, the Esc would find no alert and trace nothing).
        try tmux.sendKeys("Escape")
        try waitForDismissal(tmux, screen: "alert", number: 3)
        #expect(
            try named(.alertAction, tmux.trace.events()).map(\.event).suffix(2) == [
                .alertAction(title: "Delete", style: "destructive"), .alertAction(title: "Cancel", style: "cancel"),
            ])
    }

    @Test func theActionSheetDraggedDownDismissesAsCancel() throws {
        let tmux = try start()
        try tmux.sendKeys("Down")
        try present(tmux, screen: "actionSheet", title: Self.sheetTitle)
        let screen = try tmux.capture()
        // 1-based rows for the mouse: from the sheet's title down to the last row, a row at a time.
        let from = try row(of: Self.sheetTitle, in: screen) + 1
        try tmux.drag(MouseDrag.straight(from: (60, from), to: (60, 40)))
        try waitForDismissal(tmux, screen: "actionSheet", number: 1)
        let events = try tmux.trace.events()
        let began = try #require(index(of: .interactionBegan, in: events))
        let finish = try #require(index(of: .interactionFinish, in: events))
        let ended = try #require(events.firstIndex { $0.kind == .dismissalDidEnd && $0.screen == "actionSheet" })
        #expect(began < finish && finish < ended, "the drag's interaction, then the dismissal's end")
        if case .dismissalDidEnd(_, _, let style, let adaptedFrom, _) = events[ended].event {
            #expect(style == "actionSheet" && adaptedFrom == nil)
        }
        #expect(named(.interactionUpdate, events).count > 1)
        #expect(named(.alertAction, events).map(\.event) == [.alertAction(title: "Cancel", style: "cancel")])
        try tmux.waitForScreen("the sheet gone") { !$0.contains(Self.sheetTitle) }
    }
}
