import KamishibaiGeometry
import KamishibaiMotion
import Testing

@testable import KamishibaiUI

/// The interactor on its own: a 1 s animator scrubbed, then finished or cancelled, on a
/// manual clock, with its trace lines.
@Suite struct PercentDrivenInteractorTests {
    final class Lines { var all: [String] = [] }

    let clock = ManualClock()
    let lines = Lines()
    let interactor = PercentDrivenInteractor()
    let animator: PropertyAnimator
    let context: TransitionContext
    final class Outcome {
        var completed: Bool?
        var progress: [Double] = []
        /// `wantsInteractiveStart` while `begin` presented (what a delegate would see).
        var wanted = false
    }
    let outcome = Outcome()

    init() {
        animator = PropertyAnimator(duration: 1, curve: .linear, clock: clock)
        let outcome = outcome
        context = TransitionContext(
            kind: .dismissal, containerView: View(), from: ViewController(name: "a"), to: ViewController(name: "b"),
            isAnimated: true, clock: clock, trace: Trace(clock: clock) { [lines] in lines.all.append($0) }, durationScale: 1,
            frames: { _ in (.zero, .zero) }, onViolation: { _ in },
            onComplete: { outcome.completed = $0 })
        animator.addAnimations { outcome.progress.append($0) }
        animator.addCompletion { [context] _ in context.completeTransition(!context.transitionWasCancelled) }
        let (interactor, context, animator) = (interactor, context, animator)
        began = interactor.begin {
            outcome.wanted = interactor.wantsInteractiveStart
            // What the runner does once a delegate has handed the interactor out.
            context.isInteractive = true
            context.interactiveAnimator = animator
            context.interactor = interactor
            animator.pauseAnimation()
            interactor.startInteractiveTransition(context)
        }
    }

    /// What `begin` returned: the transition came to the interactor.
    let began: Bool

    func run(until time: Double) {
        while clock.now < time {
            clock.advance(by: 0.05)
            animator.update()
        }
    }

    @Test func beginWantsAnInteractiveStartThenDrivesWhatStarted() {
        #expect(outcome.wanted && began)
        #expect(interactor.wantsInteractiveStart && interactor.isDriving)
        #expect(!interactor.begin {}, "one transition at a time")
        #expect(interactor.isDriving)
    }

    @Test func aBeginThatStartsNothingIsIdleAgain() {
        let other = PercentDrivenInteractor()
        var wanted = false
        #expect(!other.begin { wanted = other.wantsInteractiveStart })
        #expect(wanted && !other.wantsInteractiveStart && !other.isDriving)
    }

    @Test func endFinishesOrCancelsAndGoesIdle() {
        interactor.update(0.5)
        interactor.end(finishing: false)
        #expect(context.transitionWasCancelled && !interactor.wantsInteractiveStart && !interactor.isDriving)
        #expect(lines.all.last?.contains("\"event\":\"interactionCancel\",\"percent\":0.5") == true)
    }

    @Test func aTransitionEndedElsewhereIsNoLongerDriven() {
        interactor.update(0.5)
        animator.stopAnimation()
        context.completeTransition(false)
        #expect(!interactor.isDriving && !interactor.wantsInteractiveStart, "a key may dismiss again at once")
        let count = lines.all.count
        interactor.cancel()
        #expect(lines.all.count == count && !interactor.wantsInteractiveStart)
    }

    @Test func startPausesAtZeroAndUpdatesScrubLinearlyAndClamp() {
        #expect(context.isInteractive && interactor.isDriving && !animator.isRunning)
        interactor.update(0.25)
        #expect(animator.fractionComplete == 0.25 && outcome.progress.last == 0.25)
        interactor.update(1.7)
        #expect(interactor.percentComplete == 1, "clamped")
        interactor.update(-1)
        #expect(interactor.percentComplete == 0)
        #expect(lines.all.first?.contains("\"event\":\"interactionBegan\",\"percent\":0") == true)
        #expect(lines.all.filter { $0.contains("interactionUpdate") }.count == 3)
    }

    @Test func finishRunsTheRemainingShareOfTheDuration() {
        interactor.update(0.6)
        interactor.finish()
        #expect(!context.isInteractive && !interactor.isDriving)
        // 40 % of 1 s left, ease-in-out: half way through those 0.4 s, half way there.
        clock.set(to: 0.2)
        animator.update()
        #expect(abs(animator.progress - 0.8) < 1e-9)
        run(until: 0.4)
        #expect(outcome.completed == true && animator.progress == 1)
        #expect(lines.all.last?.contains("\"event\":\"interactionFinish\",\"percent\":0.6") == true)
    }

    @Test func completionSpeedShortensTheRest() {
        interactor.completionSpeed = 2
        interactor.update(0.6)
        interactor.finish()
        clock.set(to: 0.2)
        animator.update()
        #expect(animator.progress == 1 && outcome.completed == true, "0.4 s of rest at double speed: 0.2 s")
    }

    @Test func cancelRunsBackAndCompletesAsNotDone() {
        interactor.completionCurve = .linear
        interactor.update(0.3)
        interactor.cancel()
        #expect(context.transitionWasCancelled)
        clock.set(to: 0.15)
        animator.update()
        #expect(abs(animator.progress - 0.15) < 1e-9, "back at the same pace it would have gone on")
        run(until: 0.3)
        #expect(outcome.completed == false && animator.progress == 0)
    }

    @Test func nothingAfterTheGestureEnded() {
        interactor.finish()
        let count = lines.all.count
        interactor.update(0.5)
        interactor.cancel()
        #expect(lines.all.count == count && !context.transitionWasCancelled)
    }
}
