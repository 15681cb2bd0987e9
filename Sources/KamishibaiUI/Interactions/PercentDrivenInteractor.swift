import KamishibaiMotion

/// Lets a gesture scrub a transition: `update(percent)` while the finger (or the held key)
/// moves, then `finish()` or `cancel()` (UIKit's `UIPercentDrivenInteractiveTransition`).
/// The scrub is linear; the rest runs in the remaining share of the duration, ease-in-out.
/// Owned by the presented screen, so it outlives each gesture.
public final class PercentDrivenInteractor {
    /// Set by the gesture's owner while a gesture drives the transition. The transitioning
    /// delegate hands this interactor out only while it is true.
    public var interactionInProgress = false
    public private(set) var percentComplete = 0.0
    public var completionCurve: TimingCurve = .easeInOut
    /// Above 1 the finish or cancel runs faster.
    public var completionSpeed = 1.0
    /// The scale a zoom's picture has, for each `interactionUpdate` trace line; nil for others.
    public var updateScale: (() -> Double)?

    // Weak: the window's transitions own the running transition. The screen owns this
    // interactor, and the context holds the screen, so strong references here would keep a
    // transition and its screens alive for good once the window is gone mid-drag.
    private weak var context: TransitionContext?
    private weak var animator: PropertyAnimator?
    private var trace: Trace?
    private var resume: ((PropertyAnimator) -> Void)?

    public init() {}

    /// Whether a transition is attached and still being scrubbed.
    public var isDriving: Bool {
        guard let context, let animator else { return false }
        return !context.isCompleted && !animator.isRunning
    }

    func start(context: TransitionContext, animator: PropertyAnimator, trace: Trace, resume: @escaping (PropertyAnimator) -> Void) {
        self.context = context
        self.animator = animator
        self.trace = trace
        self.resume = resume
        context.isInteractive = true
        percentComplete = 0
        animator.pauseAnimation()
        animator.fractionComplete = 0
        trace.record(.interactionBegan(percent: 0))
    }

    public func update(_ percent: Double) {
        guard isDriving, let animator else { return }
        percentComplete = min(max(percent, 0), 1)
        animator.fractionComplete = percentComplete
        trace?.record(.interactionUpdate(percent: percentComplete, scale: updateScale?()))
    }

    /// Runs the rest of the transition to its end.
    public func finish() {
        guard isDriving, let animator else { return }
        trace?.record(.interactionFinish(percent: percentComplete))
        animator.isReversed = false
        animator.continueAnimation(curve: completionCurve, durationFactor: 1 / completionSpeed)
        detach(animator)
    }

    /// Runs the transition back to its start; it then completes with `didComplete == false`.
    public func cancel() {
        guard isDriving, let animator, let context else { return }
        trace?.record(.interactionCancel(percent: percentComplete))
        context.transitionWasCancelled = true
        animator.isReversed = true
        animator.continueAnimation(curve: completionCurve, durationFactor: 1 / completionSpeed)
        detach(animator)
    }

    private func detach(_ animator: PropertyAnimator) {
        context?.isInteractive = false
        resume?(animator)
        context = nil
        self.animator = nil
        resume = nil
    }
}
