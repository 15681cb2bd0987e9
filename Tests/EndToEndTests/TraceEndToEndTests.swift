import Foundation
import KamishibaiTesting
import Testing

/// The trace when the app ends in the middle of something, and when it cannot be written.
@Suite("Trace endings, end to end")
struct TraceEndToEndTests {
    /// The last `…DidEnd` of the trace: the transition the app was in when it ended.
    private func lastEnd(_ tmux: TmuxSession) throws -> TraceLine? {
        try tmux.trace.events().last { [.presentationDidEnd, .dismissalDidEnd].contains($0.kind) }
    }

    @Test func aSignalMidPresentationEndsItAsNotCompleted() throws {
        let tmux = try TmuxSession(appArguments: ["--slow-animations", "50"])
        try tmux.waitForList()
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationWillBegin)
        #expect(kill(try tmux.appPID(), SIGTERM) == 0)
        #expect(try tmux.waitForExitStatus() == 128 + SIGTERM)
        let end = try #require(try lastEnd(tmux), "trace:\n\(tmux.trace.text)")
        #expect(end.kind == .presentationDidEnd)
        #expect(end.screen == "detail-1" && end.completed == false)
        #expect(try tmux.paneFlags() == .restored)
    }

    @Test func ctrlCMidDragEndsTheDismissalAsNotCompleted() throws {
        let tmux = try TmuxSession(appArguments: [], columns: 100, rows: 30)
        try tmux.waitForList()
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.completed == true }
        // Press on the sheet's body (row 20 of 30) and pull it down two rows, never releasing.
        try tmux.drag(MouseDrag.straight(from: (50, 20), to: (50, 22), release: false))
        try tmux.trace.waitForEvent(.interactionUpdate) { ($0.percent ?? .nan) > 0.1 }
        try tmux.sendKeys("C-c")
        #expect(try tmux.waitForExitStatus() == 0)
        let end = try #require(try lastEnd(tmux), "trace:\n\(tmux.trace.text)")
        #expect(end.kind == .dismissalDidEnd)
        #expect(end.screen == "detail-1" && end.completed == false)
    }

    /// Every write to /dev/full fails: the app runs as usual, and once the terminal is back
    /// the reason is printed once and the status is 1.
    @Test func aTraceThatCannotBeWrittenIsReportedAfterTheRestore() throws {
        let tmux = try TmuxSession(appArguments: ["--trace", "/dev/full"])
        try tmux.waitForList()
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the sheet", { $0.contains("Close") })
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("the sheet gone", { !$0.contains("Close") && $0.contains("q quit") })
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExitStatus() == 1)
        let screen = try tmux.capture()
        #expect(screen.components(separatedBy: "could not be written").count == 2, "reported once:\n\(screen)")
        #expect(screen.contains("/dev/full") && screen.contains("No space left on device"), "screen:\n\(screen)")
        #expect(try tmux.paneFlags() == .restored)
    }
}
