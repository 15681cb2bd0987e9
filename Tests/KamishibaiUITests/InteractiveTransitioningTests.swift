import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// An app's own interactor, not a `PercentDrivenInteractor`: handed out by its delegate, it gets
/// the dismissal paused at 0, moves it through the context, and lets go at its own speed and
/// curve. A 1 s linear slide, on a manual clock.
@Suite struct InteractiveTransitioningTests {
    /// Drives whatever it is given, from the test.
    final class Interactor: InteractiveTransitioning {
        var armed = false
        /// Weak, as an interactor should hold it: the runner owns the running transition.
        weak var context: TransitionContext?
        var wantsInteractiveStart: Bool { armed }
        let completionSpeed = 2.0
        let completionCurve = TimingCurve.linear

        func startInteractiveTransition(_ context: TransitionContext) {
            self.context = context
            armed = false
        }
    }

    final class Delegate: TransitioningDelegate {
        let interactor = Interactor()

        func presentationController(presented: ViewController, presenting: ViewController) -> PresentationController {
            PresentationController(presented: presented, presenting: presenting)
        }
        func animator(forPresented presented: ViewController) -> AnimatedTransitioning {
            SlideAnimator(direction: .present, duration: 1, curve: .linear)
        }
        func animator(forDismissed dismissed: ViewController) -> AnimatedTransitioning {
            SlideAnimator(direction: .dismiss, duration: 1, curve: .linear)
        }
        func interactionController(forDismissal animator: AnimatedTransitioning) -> InteractiveTransitioning? {
            interactor.wantsInteractiveStart ? interactor : nil
        }
    }

    let clock = ManualClock()
    let window: Window
    let screen = ViewController(name: "sheet")
    let delegate = Delegate()

    init() {
        window = Window(columns: 40, rows: 20, clock: clock, trace: .disabled(clock: clock))
        screen.transitioningDelegate = delegate
        window.rootViewController.present(screen, animated: false)
    }

    func frame(at time: Double) {
        clock.set(to: time)
        window.advance()
    }

    /// Begins the dismissal under the interactor's control; the completion counts its calls.
    func beginDrivenDismissal(_ calls: Counter) -> TransitionContext? {
        delegate.interactor.armed = true
        screen.dismiss(animated: true) { calls.value += 1 }
        return delegate.interactor.context
    }

    final class Counter { var value = 0 }

    @Test func itGetsTheTransitionPausedAtZeroAndMovesIt() throws {
        let calls = Counter()
        let context = try #require(beginDrivenDismissal(calls))
        #expect(context.isInteractive && context.kind == .modal(.dismissal))
        frame(at: 0.5)
        #expect(window.transitions.percentComplete == 0, "paused: time alone does not move it")
        context.updateInteractiveTransition(0.5)
        #expect(window.transitions.percentComplete == 0.5 && screen.view.frame.minY == 10)
        context.updateInteractiveTransition(2)
        #expect(window.transitions.percentComplete == 1, "clamped")
        context.updateInteractiveTransition(0.5)
        #expect(calls.value == 0)
    }

    @Test func letGoTheRestRunsAtItsSpeedAndCompletes() throws {
        let calls = Counter()
        let context = try #require(beginDrivenDismissal(calls))
        context.updateInteractiveTransition(0.5)
        frame(at: 1)
        context.finishInteractiveTransition()
        #expect(!context.isInteractive)
        // Half of 1 s left, at double speed: 0.25 s, linear.
        frame(at: 1.125)
        #expect(window.transitions.percentComplete == 0.75)
        context.updateInteractiveTransition(0.1)
        #expect(window.transitions.percentComplete == 0.75, "no longer its to move")
        frame(at: 1.25)
        #expect(window.transitions.active == nil && window.rootViewController.presentedViewController == nil)
        #expect(calls.value == 1)
    }

    @Test func cancelledItRunsBackAndTheCompletionNeverComes() throws {
        let calls = Counter()
        let context = try #require(beginDrivenDismissal(calls))
        context.updateInteractiveTransition(0.4)
        frame(at: 1)
        context.cancelInteractiveTransition()
        #expect(context.transitionWasCancelled)
        frame(at: 1.1)
        #expect(abs((window.transitions.percentComplete ?? -1) - 0.2) < 1e-9)
        frame(at: 1.2)
        #expect(window.transitions.active == nil && window.rootViewController.presentedViewController === screen)
        #expect(calls.value == 0)
    }
}
