import KamishibaiMotion
import KamishibaiUI
import Testing

/// Quitting (a key, Ctrl-C or a signal all end in `quit()`) while a transition runs: the
/// trace still gets the transition's end, as not completed, and nothing runs after it.
@Suite struct QuitMidTransitionTests {
    final class Lines { var all: [String] = [] }

    func window() -> (Window, ManualClock, Lines) {
        let clock = ManualClock()
        let lines = Lines()
        let window = Window(columns: 40, rows: 12, clock: clock, trace: Trace(clock: clock) { lines.all.append($0) })
        window.transitions.onViolation = { Issue.record("protocol violation: \($0)") }
        return (window, clock, lines)
    }

    func run(_ window: Window, _ clock: ManualClock, for seconds: Double) {
        for _ in 0..<Int(seconds * 60) {
            clock.advance(by: 1.0 / 60)
            window.advance()
        }
    }

    /// A sheet presented on `window`, sliding in or already in place.
    @discardableResult
    func presentSheet(on window: Window, animated: Bool) -> ViewController {
        let sheet = ViewController(name: "sheet")
        sheet.transitioningDelegate = StyledTransitioningDelegate(style: .sheet)
        window.rootViewController.present(sheet, animated: animated)
        return sheet
    }

    @Test func quittingMidPresentationEndsItAsNotCompleted() {
        let (window, clock, lines) = window()
        presentSheet(on: window, animated: true)
        run(window, clock, for: 0.1)
        window.quit()
        #expect(window.isFinished)
        #expect(window.transitions.active == nil)
        #expect(lines.all.last == #"{"t":0.1,"event":"presentationDidEnd","screen":"sheet","completed":false,"style":"sheet"}"#)
        run(window, clock, for: 1)
        #expect(lines.all.filter { $0.contains("DidEnd") }.count == 1, "the stopped animation ends nothing twice")
    }

    @Test func quittingMidDismissalEndsItAsNotCompleted() {
        let (window, clock, lines) = window()
        presentSheet(on: window, animated: false).dismiss(animated: true)
        run(window, clock, for: 0.05)
        window.quit()
        let ends = lines.all.filter { $0.contains("dismissalDidEnd") }
        #expect(ends.count == 1)
        #expect(ends.first?.hasSuffix(#""screen":"sheet","completed":false,"style":"sheet"}"#) == true, "\(ends)")
    }

    @Test func quittingAtRestRecordsNothing() {
        let (window, _, lines) = window()
        window.quit()
        #expect(lines.all.isEmpty)
    }
}
