import KamishibaiMotion

/// Lets a gesture scrub a transition (UIKit's `UIPercentDrivenInteractiveTransition`), and
/// owns each driven transition's life, so no gesture keeps flags of its own: `begin` presents,
/// dismisses or pops with `wantsInteractiveStart` set and reports whether the transition came
/// to it; `update(_:)` scrubs it while the pointer (or the held key) moves; `finish()` or
/// `cancel()` lets it run to its end or back to its start. The scrub is linear; the rest runs
/// in the remaining share of the duration, ease-in-out. Owned by the presented screen (or
/// the stack that pops), so it outlives each gesture.
public final class PercentDrivenInteractor {
    public private(set) var percentComplete = 0.0
    public var completionCurve: TimingCurve = .easeInOut
    /// Above 1 the finish or cancel runs faster.
    public var completionSpeed = 1.0
    /// The scale a zoom's picture has, for each `interactionUpdate` trace line; nil for others.
    public var updateScale: (() -> Double)?

    /// The transition in the interactor's hands. Weak: the window's transitions own the running
    /// transition. The screen owns this interactor, and the context holds the screen, so strong
    /// references here would keep a transition and its screens alive for good once the window
    /// is gone mid-drag.
    private struct Attachment {
        weak var context: TransitionContext?
        weak var animator: PropertyAnimator?
        let trace: Trace
        /// Hands the animator back, to be stepped to its end or its start.
        let resume: (PropertyAnimator) -> Void
    }

    /// Where the interactor is in a driven transition's life.
    private enum State {
        /// No gesture drives a transition.
        case idle
        /// `begin` is presenting, dismissing or popping: a transitioning delegate asked now
        /// hands this interactor out.
        case beginning
        /// A gesture scrubs the transition; it ends with `finish`, `cancel` or `abandon`.
        case driving(Attachment)
    }

    private var state = State.idle

    public init() {}

    /// Whether a transition that begins now should be driven by this interactor (UIKit's
    /// name): from `begin` until the gesture lets go. A transitioning delegate hands the
    /// interactor out only then — a key or button dismissal has no gesture to drive it.
    public var wantsInteractiveStart: Bool {
        if case .idle = state { return false }
        return true
    }

    /// Whether a transition is in the interactor's hands and still being scrubbed.
    public var isDriving: Bool {
        guard case .driving(let attachment) = state, let context = attachment.context, let animator = attachment.animator
        else { return false }
        return !context.isCompleted && !animator.isRunning
    }

    /// Begins a driven transition: `trigger` presents, dismisses or pops while
    /// `wantsInteractiveStart` is set, and the transition must then be in the interactor's
    /// hands, paused at 0. False — and idle again — when it is not (nothing began, or the
    /// transitioning delegate kept the interactor back), or while it drives another.
    public func begin(_ trigger: () -> Void) -> Bool {
        guard !isDriving else { return false }
        state = .beginning
        trigger()
        guard isDriving else {
            state = .idle
            return false
        }
        return true
    }

    /// Takes the transition, paused at 0 (its runner calls this once the delegate has handed
    /// the interactor out).
    func start(context: TransitionContext, animator: PropertyAnimator, trace: Trace, resume: @escaping (PropertyAnimator) -> Void) {
        state = .driving(Attachment(context: context, animator: animator, trace: trace, resume: resume))
        context.isInteractive = true
        percentComplete = 0
        animator.pauseAnimation()
        animator.fractionComplete = 0
        trace.record(.interactionBegan(percent: 0))
    }

    public func update(_ percent: Double) {
        guard isDriving, case .driving(let attachment) = state, let animator = attachment.animator else { return }
        percentComplete = min(max(percent, 0), 1)
        animator.fractionComplete = percentComplete
        attachment.trace.record(.interactionUpdate(percent: percentComplete, scale: updateScale?()))
    }

    /// Runs the rest of the transition to its end.
    public func finish() {
        release(reversed: false)
    }

    /// Runs the transition back to its start; it then completes with `didComplete == false`.
    public func cancel() {
        release(reversed: true)
    }

    /// The gesture let go: `finish()` when `finishing`, `cancel()` otherwise.
    public func end(finishing: Bool) {
        release(reversed: !finishing)
    }

    /// Lets go of the transition without moving it: whatever ends it now (a resize lands a
    /// pop at once) does so on its own.
    func abandon() {
        state = .idle
    }

    /// Hands the animator back to run forwards or backwards; idle either way, and nothing else
    /// when nothing is driven (the gesture never got its transition, or it already ended).
    private func release(reversed: Bool) {
        guard isDriving, case .driving(let attachment) = state, let context = attachment.context,
            let animator = attachment.animator
        else {
            state = .idle
            return
        }
        state = .idle
        attachment.trace.record(
            reversed ? .interactionCancel(percent: percentComplete) : .interactionFinish(percent: percentComplete))
        if reversed { context.transitionWasCancelled = true }
        animator.isReversed = reversed
        animator.continueAnimation(curve: completionCurve, durationFactor: 1 / completionSpeed)
        context.isInteractive = false
        attachment.resume(animator)
    }
}
