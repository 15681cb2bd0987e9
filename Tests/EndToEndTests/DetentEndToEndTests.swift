import Foundation
import KamishibaiTesting
import Testing

/// A story's sheet resting at detents, in a real terminal at 100×40 with SGR drags on its
/// grabber, read from the trace. The container is the 39 rows above the footer: medium is
/// 19.5 rows tall, so the sheet's border (and grabber) is on row 21 (1-based); large leaves 2
/// rows, its border on row 3.
@Suite("Detents, end to end")
struct DetentEndToEndTests {
    private func openSheet(_ arguments: [String] = []) throws -> TmuxSession {
        let tmux = try TmuxSession(appArguments: arguments, columns: 100, rows: 40)
        try tmux.waitForList()
        try tmux.waitForScreen(containing: "q quit")
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "detail-1" && $0.completed == true }
        return tmux
    }

    /// A drag on column 50 (the grabber's) from row `from` to `to` and the release, in one
    /// burst: no velocity, so the detent is chosen by where it ends, on any machine.
    private func drag(_ tmux: TmuxSession, from: Int, to: Int) throws {
        try tmux.drag(MouseDrag.straight(from: (50, from), to: (50, to)))
    }

    private func detents(_ tmux: TmuxSession) throws -> [String] {
        try tmux.trace.events().compactMap {
            guard case .detentChanged(_, let detent) = $0.event else { return nil }
            return detent
        }
    }

    @Test func upToLargeDownToMediumAndOnToDismiss() throws {
        let tmux = try openSheet()
        try drag(tmux, from: 21, to: 9)
        try tmux.trace.waitForEvent(.detentChanged) { $0.event == .detentChanged(screen: "detail-1", detent: "large") }
        try tmux.waitForScreen("the sheet at large") { $0.split(separator: "\n", omittingEmptySubsequences: false)[2].contains("━━━━━━") }
        try drag(tmux, from: 3, to: 15)
        try tmux.trace.waitForEvent(.detentChanged) { $0.event == .detentChanged(screen: "detail-1", detent: "medium") }
        #expect(try detents(tmux) == ["large", "medium"])
        // Past 40 % of medium's 19.5 rows: 9 rows.
        try tmux.waitForScreen("the sheet back at medium") {
            $0.split(separator: "\n", omittingEmptySubsequences: false)[20].contains("━━━━━━")
        }
        try drag(tmux, from: 21, to: 30)
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "detail-1" && $0.completed == true }
    }

    @Test func belowTheUndimmedDetentTheListTakesAClick() throws {
        let tmux = try openSheet(["--undimmed", "medium"])
        // Kaguya-hime, the third story, is on rows 10–11.
        try tmux.sendMouse(button: 0, column: 20, row: 10)
        try tmux.sendMouse(button: 0, column: 20, row: 10, release: true)
        try tmux.waitForScreen("Kaguya-hime selected behind the sheet") { screen in
            screen.split(separator: "\n").contains { $0.contains("▌Kaguya-hime") }
        }
        #expect(try named(.dismissalWillBegin, tmux.trace.events()).isEmpty, "the sheet stays")
    }

    @Test func reduceMotionFromTheEnvironmentCutsThePresentation() throws {
        let tmux = try TmuxSession(
            appArguments: ["--slow-animations", "20"], appEnvironment: ["KAMISHIBAI_REDUCE_MOTION": "1"], columns: 100, rows: 40)
        try tmux.waitForList()
        try tmux.waitForScreen(containing: "q quit")
        try tmux.sendKeys("Enter")
        // Slowed 20 times, the presentation lasts 7 s; cut, the sheet is in place at once.
        let screen = try tmux.waitForScreen(timeout: 3, containing: "⊕ On top")
        #expect(try named(.presentationDidEnd, tmux.trace.events()).isEmpty, "still fading: \(screen.count)")
        try tmux.sendKeys("C-c")
    }
}
