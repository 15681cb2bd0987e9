import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// Animations alongside a transition follow it exactly: as it runs, as a drag scrubs it, and
/// back when it is cancelled; the completions run once, after. A 60×20 window, a sheet whose
/// drag to dismiss scrubs the dismissal, and an alongside animation recording its progress.
@Suite struct TransitionCoordinatorTests {
    final class Record {
        var progress: [Double] = []
        var completions: [Bool] = []
    }

    let clock = ManualClock()
    let window: Window
    let sheet = ViewController(name: "sheet")
    let dismissal = DismissalInteraction()
    let record = Record()

    init() {
        window = Window(columns: 60, rows: 20, clock: clock, trace: .disabled(clock: clock))
        let delegate = StyledTransitioningDelegate(style: .sheet, interactor: dismissal.interactor)
        delegate.detents = [.medium]
        sheet.transitioningDelegate = delegate
        sheet.addInteraction(dismissal)
        window.rootViewController.present(sheet, animated: false)
    }

    func step(until time: Double) {
        while clock.now < time - 1e-9 {
            clock.advance(by: 1.0 / 60)
            window.advance()
        }
    }

    /// Starts a dismissal and joins it with an animation that records each progress.
    func alongside() {
        let record = record
        sheet.presentationController?.transitionCoordinator?.animate(
            alongsideTransition: { record.progress.append($0) },
            completion: { record.completions.append(!$0.transitionWasCancelled) })
    }

    @Test func followsAnAnimatedTransitionAndCompletesOnce() {
        sheet.dismiss(animated: true)
        alongside()
        #expect(record.progress == [0], "called at once with where it is")
        step(until: 0.1)
        // The dismissal's 0.2 s ease-in-out, half way through.
        #expect(abs(record.progress.last! - TimingCurve.easeInOut.value(at: 0.5)) < 1e-9)
        step(until: 0.3)
        #expect(record.progress.last == 1 && record.completions == [true])
    }

    @Test func followsAScrubAndRunsBackOnACancel() {
        // The sheet rests on rows 10–19; a drag down 2 rows is 20 % of its 10.
        window.handle(.mouse(MouseEvent(.press(.left), column: 30, row: 12)))
        clock.advance(by: 0.05)
        window.handle(.mouse(MouseEvent(.drag(.left), column: 30, row: 13)))
        alongside()
        clock.advance(by: 0.05)
        window.handle(.mouse(MouseEvent(.drag(.left), column: 30, row: 14)))
        #expect(record.progress == [0.1, 0.2])
        clock.advance(by: 0.5)
        window.handle(.mouse(MouseEvent(.release(.left), column: 30, row: 14)))
        step(until: 2)
        #expect(record.progress.last == 0 && record.completions == [false], "back to 0, completed as cancelled")
        #expect(zip(record.progress.dropFirst(2), record.progress.dropFirst(3)).allSatisfy { $0 >= $1 }, "only backwards")
    }
}
