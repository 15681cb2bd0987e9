import KamishibaiMotion

/// Lets a gesture scrub a transition (UIKit's `UIPercentDrivenInteractiveTransition`), the
/// ready-made ``InteractiveTransitioning``, and owns each driven transition's life, so no
/// gesture keeps flags of its own: `begin` presents, dismisses or pops with
/// `wantsInteractiveStart` set and reports whether the transition came to it; `update(_:)`
/// scrubs it while the pointer (or the held key) moves; `finish()` or `cancel()` lets it run to
/// its end or back to its start. The scrub is linear; the rest runs in the remaining share of
/// the duration, ease-in-out. Owned by the presented screen (or the stack that pops), so it
/// outlives each gesture.
public final class PercentDrivenInteractor: InteractiveTransitioning {
    public private(set) var percentComplete = 0.0
    public var completionCurve: TimingCurve = .easeInOut
    /// Above 1 the finish or cancel runs faster.
    public var completionSpeed = 1.0

    /// Where the interactor is in a driven transition's life.
    private enum State {
        /// No gesture drives a transition.
        case idle
        /// `begin` is presenting, dismissing or popping: a transitioning delegate asked now
        /// hands this interactor out.
        case beginning
        /// A gesture scrubs the transition; it ends with `finish` or `cancel`, or when the
        /// transition ends on its own (a resize lands it). Weak: the runner owns the running
        /// transition. The screen owns this interactor, and the context holds the screen, so
        /// a strong reference here would keep a transition and its screens alive for good once
        /// the window is gone mid-drag.
        case driving(Weak)
    }

    private struct Weak {
        weak var context: TransitionContext?
    }

    private var state = State.idle

    public init() {}

    /// Whether a transition that begins now should be driven by this interactor (UIKit's
    /// name): from `begin` until the gesture lets go. A transitioning delegate hands the
    /// interactor out only then — a key or button dismissal has no gesture to drive it.
    public var wantsInteractiveStart: Bool {
        switch state {
        case .idle: false
        case .beginning: true
        case .driving: isDriving
        }
    }

    /// Whether a transition is in the interactor's hands and still being scrubbed.
    public var isDriving: Bool { drivenContext != nil }

    private var drivenContext: TransitionContext? {
        guard case .driving(let held) = state, let context = held.context, context.isInteractive, !context.isCompleted
        else { return nil }
        return context
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
    public func startInteractiveTransition(_ context: TransitionContext) {
        state = .driving(Weak(context: context))
        percentComplete = 0
        context.trace.record(.interactionBegan(percent: 0))
    }

    public func update(_ percent: Double) {
        guard let context = drivenContext else { return }
        percentComplete = min(max(percent, 0), 1)
        context.updateInteractiveTransition(percentComplete)
        context.trace.record(.interactionUpdate(percent: percentComplete, scale: nil))
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

    /// Hands the transition back to run forwards or backwards; idle either way, and nothing
    /// else when nothing is driven (the gesture never got its transition, or it already ended).
    private func release(reversed: Bool) {
        let context = drivenContext
        state = .idle
        guard let context else { return }
        context.trace.record(
            reversed ? .interactionCancel(percent: percentComplete) : .interactionFinish(percent: percentComplete))
        if reversed {
            context.cancelInteractiveTransition()
        } else {
            context.finishInteractiveTransition()
        }
    }
}
