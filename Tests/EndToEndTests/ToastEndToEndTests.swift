import Foundation
import KamishibaiTesting
import Testing

/// Toasts in a real terminal at 120×40 on the Modals tab: Enter on the "Toast" row shows one at
/// the top that times out; Enter again shows one at the bottom with an Undo, which an SGR drag
/// sideways throws away; then the app is idle again (no CPU in 2 s).
@Suite("Toasts, end to end")
struct ToastEndToEndTests {
    /// The toast lines of the trace so far: (state, reason).
    private func toasts(_ tmux: TmuxSession) throws -> [(state: String, reason: String?)] {
        try named(.toast, tmux.trace.events()).compactMap { line in
            guard case .toast(let state, let reason) = line.event else { return nil }
            return (state, reason)
        }
    }

    /// Waits for the `count`th toast line; returns it.
    @discardableResult
    private func waitForToastLine(_ tmux: TmuxSession, _ count: Int, timeout: Double = 10) throws -> (state: String, reason: String?) {
        try waitFor(timeout: timeout, "\(count) toast lines", lastSeen: { "trace:\n\(tmux.trace.text)" }) {
            try toasts(tmux).count >= count
        }
        return try toasts(tmux)[count - 1]
    }

    /// The 0-based row and the columns of the first screen row holding `text`.
    private func row(of text: String, in screen: String) -> (row: Int, line: String)? {
        let lines = screen.components(separatedBy: "\n")
        return lines.firstIndex { $0.contains(text) }.map { ($0, lines[$0]) }
    }

    @Test func oneTimesOutAnotherIsDraggedAwayThenTheAppIsIdle() throws {
        let tmux = try TmuxSession(appArguments: ["--start", "modals"], columns: 120, rows: 40)
        let list = try tmux.waitForScreen("the Modals list with its Toast row") { $0.contains("Toast") }
        let toastRow = try #require(row(of: "Toast", in: list), "screen:\n\(list)")

        // A click on the row selects and presents it: the first toast, at the top.
        let title = try #require(toastRow.line.range(of: "Toast"))
        let column = toastRow.line.distance(from: toastRow.line.startIndex, to: title.lowerBound) + 3
        try tmux.sendMouse(button: 0, column: column, row: toastRow.row + 1)
        try tmux.sendMouse(button: 0, column: column, row: toastRow.row + 1, release: true)
        #expect(try waitForToastLine(tmux, 1) == ("shown", nil))
        try tmux.waitForScreen(containing: "Toast 1")
        let timedOut = try waitForToastLine(tmux, 2, timeout: 10)
        #expect(timedOut == ("hidden", "timeout"), "trace:\n\(tmux.trace.text)")

        // Enter on the row: the second, at the bottom, with its Undo; dragged 40 columns right.
        try tmux.sendKeys("Enter")
        #expect(try waitForToastLine(tmux, 3) == ("shown", nil))
        let shown = try tmux.waitForScreen("the second toast at rest") { screen in
            screen.contains("u Undo") && row(of: "u Undo", in: screen).map { $0.row > 20 } == true
        }
        let undoRow = try #require(row(of: "u Undo", in: shown)).row + 1
        // One burst: no velocity, so it is thrown by the distance, not a flick.
        try tmux.drag(MouseDrag.straight(from: (55, undoRow), to: (95, undoRow), step: 4))
        let dragged = try waitForToastLine(tmux, 4)
        #expect(dragged == ("hidden", "drag"), "trace:\n\(tmux.trace.text)")
        try tmux.waitForScreen("no toast left") { !$0.contains("u Undo") && !$0.contains("Toast 1") }

        // Gone, it leaves nothing to run: an idle app blocks with no timeout.
        let pid = try tmux.appPID()
        let before = try cpuTicks(of: pid)
        Thread.sleep(forTimeInterval: 2)  // the measurement itself, not a wait for state
        let used = try cpuTicks(of: pid) - before
        #expect(used <= 1, "the app used \(used) ticks of CPU in 2 s with its toasts gone")
        #expect(try toasts(tmux).count == 4, "nothing was undone: the drag is no click")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExitStatus() == 0)
    }
}
