/// The life of one gesture-driven transition, as an interactor keeps it: idle; beginning, while
/// the interactor's `begin` presents, dismisses or pops (a transitioning delegate asked then
/// hands the interactor out); driving, from `startInteractiveTransition` until the gesture lets
/// go or the transition ends on its own (a resize lands it). Shared by `PercentDrivenInteractor`
/// and `ZoomDismissalInteractor`, which differ only in what a move and a release do besides.
struct InteractiveDrive {
    private enum Phase {
        case idle
        case beginning
        /// Weak: the runner owns the running transition. The screen owns the interactor and
        /// the context holds the screen, so a strong reference here would keep a transition and
        /// its screens alive for good once the window is gone mid-drag.
        case driving(Weak)
    }

    private struct Weak {
        weak var context: TransitionContext?
    }

    private var phase = Phase.idle
    /// How far the gesture has taken the transition, 0…1.
    private(set) var percentComplete = 0.0

    /// From `begin` until the gesture lets go.
    var wantsInteractiveStart: Bool {
        switch phase {
        case .idle: false
        case .beginning: true
        case .driving: context != nil
        }
    }

    /// The transition in the gesture's hands, while it is still scrubbed.
    var context: TransitionContext? {
        guard case .driving(let held) = phase, let context = held.context, context.isInteractive, !context.isCompleted
        else { return nil }
        return context
    }

    /// `begin` is about to present, dismiss or pop.
    mutating func willTrigger() {
        phase = .beginning
    }

    /// `begin`'s trigger has run: true when the transition came to the interactor, otherwise
    /// idle again.
    mutating func didTrigger() -> Bool {
        guard context != nil else {
            phase = .idle
            return false
        }
        return true
    }

    /// The runner hands the transition over, paused at 0.
    mutating func start(_ context: TransitionContext) {
        phase = .driving(Weak(context: context))
        percentComplete = 0
        context.trace.record(.interactionBegan(percent: 0))
    }

    /// The gesture moved the transition to `percent` (clamped to 0…1); `scale` goes to the trace.
    mutating func update(_ percent: Double, scale: Double? = nil) {
        guard let context else { return }
        percentComplete = min(max(percent, 0), 1)
        context.updateInteractiveTransition(percentComplete)
        context.trace.record(.interactionUpdate(percent: percentComplete, scale: scale))
    }

    /// The gesture let go: the transition runs on to its end when `finishing`, back otherwise;
    /// idle either way, and nothing else when nothing is driven.
    mutating func release(finishing: Bool) {
        let context = self.context
        phase = .idle
        guard let context else { return }
        context.trace.record(
            finishing ? .interactionFinish(percent: percentComplete) : .interactionCancel(percent: percentComplete))
        if finishing {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
        }
    }
}
