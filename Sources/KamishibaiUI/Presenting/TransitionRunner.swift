import KamishibaiGeometry
import KamishibaiMotion

/// Runs one transition at a time for its owner — a window's presentations and dismissals, a
/// navigation stack's pushes and pops, a tab bar controller's switches — and is the one place a
/// `TransitionContext` is made. It builds the context and the coordinator, makes the appearance
/// calls (the will-calls at the start; the did-calls at the end, or after a cancel the reverse
/// pairs), hands the animator to an interactor or steps it every frame, lands it at once on a
/// resize, catches an animator that stops without `completeTransition`, and calls the
/// completion handlers once the transition has completed.
final class TransitionRunner {
    /// One transition from its start to its end.
    private struct Running {
        let coordinator: TransitionCoordinator
        let appearances: AppearanceCalls
        let steps: Steps
        var completions: [() -> Void]
    }

    /// Whether a transition runs; one at a time.
    private enum State {
        case idle
        case running(Running)
    }

    private var state = State.idle
    /// Called when an animator breaks the protocol (completes twice, or never).
    var onViolation: (String) -> Void
    /// Called once a transition has ended and its completion handlers have run: the owner may
    /// start what waited for it.
    var whenIdle: () -> Void = {}

    init(onViolation: @escaping (String) -> Void) {
        self.onViolation = onViolation
    }

    /// What one transition changes, around the runner's own steps. Each runs once.
    struct Steps {
        /// The context and the coordinator exist, before the will-calls (links, trace lines).
        var willBegin: (TransitionCoordinator) -> Void = { _ in }
        /// After the will-calls, before the animator runs (views placed in the container).
        var didBegin: (TransitionCoordinator) -> Void = { _ in }
        /// After the did-calls or the reverse pairs, while the transition is still the one
        /// running: the outcome is applied (views, links, trace lines).
        var didEnd: (TransitionContext, _ completed: Bool) -> Void
        /// The runner is idle again and the coordinator's completions have run; before the
        /// completion handlers.
        var afterEnd: (TransitionContext, _ completed: Bool) -> Void = { _, _ in }
    }

    /// What begins a transition: its kind, its two screens and where it happens.
    struct Setup {
        var kind: TransitionContext.Kind
        var from: ViewController
        var to: ViewController
        var container: View
        var animated: Bool
        var frames: (ViewController) -> (initial: Rect, final: Rect) = { _ in (.zero, .zero) }
        var appearances = AppearanceCalls()
    }

    /// The transition in progress, if any.
    var context: TransitionContext? { running?.coordinator.context }
    var animator: PropertyAnimator? { running?.coordinator.animator }
    var isRunning: Bool { running != nil }

    private var running: Running? {
        guard case .running(let running) = state else { return nil }
        return running
    }

    /// Runs a transition: `animator` gives the motion, `interactor` (asked once the animator is
    /// made) may take it over, `completion` runs once it has completed — never if it is
    /// cancelled. The window (nil: not in one) gives the clock, the scale, the trace and the
    /// frames; without one the transition is not animated. False while another runs.
    @discardableResult
    func run(
        _ setup: Setup, in window: Window?, animator: AnimatedTransitioning,
        interactor: (AnimatedTransitioning) -> InteractiveTransitioning? = { _ in nil },
        completion: (() -> Void)? = nil, steps: Steps
    ) -> Bool {
        guard !isRunning else { return false }
        // Outside a window (a stack not yet shown) nothing animates: any driver will do.
        let animations = window?.animations ?? Animations(clock: ManualClock())
        let context = TransitionContext(
            kind: setup.kind, containerView: setup.container, from: setup.from, to: setup.to,
            isAnimated: setup.animated && window != nil, animations: animations,
            trace: window?.trace ?? .disabled(clock: animations.clock), frames: setup.frames,
            onViolation: { [weak self] in self?.onViolation($0) },
            onComplete: { [weak self] in self?.transitionDidEnd($0) })
        let propertyAnimator = animator.interruptibleAnimator(using: context)
        let coordinator = TransitionCoordinator(context: context, animator: propertyAnimator)
        state = .running(
            Running(coordinator: coordinator, appearances: setup.appearances, steps: steps, completions: completion.map { [$0] } ?? []))
        steps.willBegin(coordinator)
        setup.appearances.willBegin(animated: context.isAnimated, trace: window?.trace)
        steps.didBegin(coordinator)
        if context.isAnimated, let interactor = interactor(animator) {
            start(context, propertyAnimator, drivenBy: interactor, in: window)
        } else if context.isAnimated {
            propertyAnimator.startAnimation()
            drive(propertyAnimator, context, in: window)
        } else {
            propertyAnimator.pauseAnimation()
            propertyAnimator.finishAnimation(at: .end)
            ensureCompleted(context)
        }
        return true
    }

    /// Adds `completion` to the running transition's, to run once it has completed.
    func addCompletion(_ completion: @escaping () -> Void) {
        guard case .running(var running) = state else { return }
        running.completions.append(completion)
        state = .running(running)
    }

    /// Hands the transition, paused at 0, to `interactor`, which moves it through the context
    /// and, once its gesture ends, lets it run to the end or back to the start.
    private func start(
        _ context: TransitionContext, _ animator: PropertyAnimator, drivenBy interactor: InteractiveTransitioning, in window: Window?
    ) {
        context.isInteractive = true
        context.interactiveAnimator = animator
        context.interactor = interactor
        context.onInteractiveRelease = { [weak self, weak context, weak animator, weak window] in
            guard let self, let context, let animator else { return }
            drive(animator, context, in: window)
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0
        interactor.startInteractiveTransition(context)
    }

    /// Steps the animator every frame until it stops.
    private func drive(_ animator: PropertyAnimator, _ context: TransitionContext, in window: Window?) {
        guard let window else {
            animator.finishAnimation(at: animator.isReversed ? .start : .end)
            ensureCompleted(context)
            return
        }
        // The context weakly: it holds the window's driver, which holds this step.
        window.animations.add { [weak self, weak context] in
            animator.update()
            guard !animator.isRunning else { return true }
            if let context { self?.ensureCompleted(context) }
            return false
        }
    }

    /// An animator that stops without calling `completeTransition` would leave the transition
    /// running for good (and a presentation's container swallowing input): caught and
    /// reported, then completed as cancelled so the app stays usable. A transition still in
    /// an interactor's hands is not stopped, only paused.
    private func ensureCompleted(_ context: TransitionContext) {
        guard !context.isCompleted, !context.isInteractive else { return }
        onViolation("the animator finished without calling completeTransition")
        context.transitionWasCancelled = true
        context.completeTransition(false)
    }

    /// The container changed size: the running transition ends at once — an animation lands
    /// where it was heading, a scrubbed one is cancelled.
    func land() {
        guard let context, let animator, !context.isCompleted else { return }
        if context.isInteractive {
            context.transitionWasCancelled = true
            context.isInteractive = false
        }
        animator.pauseAnimation()
        animator.finishAnimation(at: context.transitionWasCancelled ? .start : .end)
        ensureCompleted(context)
    }

    /// The app is ending mid-transition: the animation stops where it is and the transition
    /// ends as not completed, so that every `…WillBegin` in the trace has its `…DidEnd`.
    func abandon() {
        guard let context, let animator, !context.isCompleted else { return }
        animator.stopAnimation()
        context.transitionWasCancelled = true
        context.completeTransition(false)
    }

    private func transitionDidEnd(_ completed: Bool) {
        guard let running else { return }
        let context = running.coordinator.context
        running.appearances.didEnd(completed: completed, animated: context.isAnimated, trace: context.trace)
        running.steps.didEnd(context, completed)
        state = .idle
        running.coordinator.transitionDidEnd()
        running.steps.afterEnd(context, completed)
        // UIKit's: a completion handler runs once the transition has completed, never after a cancel.
        if completed { for completion in running.completions { completion() } }
        if !isRunning { whenIdle() }
    }
}
