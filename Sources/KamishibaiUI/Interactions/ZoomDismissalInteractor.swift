import KamishibaiGeometry
import KamishibaiMotion

/// The zoom's dismissal under a drag: a custom ``InteractiveTransitioning``, beside the
/// ready-made ``PercentDrivenInteractor``. While the drag goes on, the picture's distance
/// scrubs the transition (the backdrop's fade) and each `interactionUpdate` trace line carries
/// the picture's scale. On release the picture flies on a spring of its own — to its
/// thumbnail, or back to fill the container — and the rest of the fade is timed to end with
/// the flight (``completionSpeed``). A ``ZoomTransitioningDelegate`` owns one and hands it out
/// while its ``ZoomDismissalInteraction`` begins a drag.
public final class ZoomDismissalInteractor: InteractiveTransitioning {
    /// How far the drag has taken the dismissal, 0–1: the picture's distance over half the
    /// container's height.
    public private(set) var percentComplete = 0.0
    /// The fade's timing once the drag lets go.
    public var completionCurve: TimingCurve = .easeInOut
    /// How fast the rest of the fade runs once the drag lets go: set at each release so that
    /// it lasts as long as the flight (1 when there is no picture to fly).
    public private(set) var completionSpeed = 1.0

    /// Where the interactor is in a driven transition's life, as a `PercentDrivenInteractor`.
    private enum State {
        case idle
        /// `begin` is dismissing: the delegate asked now hands this interactor out.
        case beginning
        /// The drag scrubs the transition, held weakly: the runner owns it.
        case driving(Weak)
    }

    private struct Weak {
        weak var context: TransitionContext?
    }

    private var state = State.idle
    /// The picture's flight after the last release, until it lands or the next drag begins.
    private var flight: PropertyAnimator?
    /// The delegate whose animator's picture flies; it owns this interactor.
    weak var transitioningDelegate: ZoomTransitioningDelegate?

    /// An idle interactor; give it to a `ZoomTransitioningDelegate`, which makes it its own.
    public init() {}

    /// From `begin` until the drag lets go: the delegate hands the interactor out only then.
    public var wantsInteractiveStart: Bool {
        switch state {
        case .idle: false
        case .beginning: true
        case .driving: isDriving
        }
    }

    /// Whether a dismissal is in the interactor's hands and still being scrubbed.
    public var isDriving: Bool { drivenContext != nil }

    private var drivenContext: TransitionContext? {
        guard case .driving(let held) = state, let context = held.context, context.isInteractive, !context.isCompleted
        else { return nil }
        return context
    }

    /// Begins a driven dismissal: a flight still under way stops where it is, and `trigger`
    /// dismisses while `wantsInteractiveStart` is set. False — and idle again — when the
    /// dismissal did not come to the interactor, or while it drives another.
    func begin(_ trigger: () -> Void) -> Bool {
        guard !isDriving else { return false }
        flight?.stopAnimation()
        flight = nil
        state = .beginning
        trigger()
        guard isDriving else {
            state = .idle
            return false
        }
        return true
    }

    /// Takes the dismissal, paused at 0.
    public func startInteractiveTransition(_ context: TransitionContext) {
        state = .driving(Weak(context: context))
        percentComplete = 0
        context.trace.record(.interactionBegan(percent: 0))
    }

    /// The picture is `percent` of the way from where it rests, shrunk to `scale`.
    func update(_ percent: Double, scale: Double) {
        guard let context = drivenContext else { return }
        percentComplete = min(max(percent, 0), 1)
        context.updateInteractiveTransition(percentComplete)
        context.trace.record(.interactionUpdate(percent: percentComplete, scale: scale))
    }

    /// Lets go: the picture flies to its thumbnail when `closing` (the dismissal finishes),
    /// otherwise back to `full` (it is cancelled), in `flightDuration` seconds times the
    /// window's animation scale; the rest of the fade is timed to end with it.
    func release(closing: Bool, returningTo full: Rect, flightDuration: Double) {
        guard let context = drivenContext else {
            state = .idle
            return
        }
        fly(to: closing ? nil : full, duration: flightDuration, in: context)
        state = .idle
        context.trace.record(
            closing ? .interactionFinish(percent: percentComplete) : .interactionCancel(percent: percentComplete))
        if closing {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
        }
    }

    /// The flight: to `target`, or to the thumbnail (read every frame) when nil, on a spring;
    /// the fade's remaining share is timed to take as long. Every release sets the speed, so
    /// none is left from an earlier one.
    private func fly(to target: Rect?, duration flightDuration: Double, in context: TransitionContext) {
        // Without a picture to fly, the fade runs at its own pace.
        completionSpeed = 1
        guard let window = context.containerView.window, let animator = transitioningDelegate?.activeAnimator,
            let picture = animator.picture, let container = picture.superview
        else { return }
        // Both in the animation's own time: the window's driver stretches them alike.
        let remaining = target == nil ? 1 - percentComplete : percentComplete
        let fade = animator.duration * remaining
        completionSpeed = flightDuration > 0 && fade > 0 ? fade / flightDuration : 1
        let start = picture.frame
        // Under Reduce Motion it lands without overshooting.
        let animations = window.animations
        let flight = animations.makeAnimator(
            duration: flightDuration, curve: .spring(dampingRatio: animations.isReduceMotionEnabled ? 1 : 0.85))
        flight.addAnimations { [weak animator, weak picture, weak container] progress in
            guard let animator, let picture, let container else { return }
            picture.frame = start.interpolated(to: target ?? animator.thumbnail(in: container), by: progress)
        }
        flight.startAnimation()
        window.animations.add { [weak flight, weak picture] in
            guard let flight, picture?.superview != nil else { return false }
            flight.update()
            return flight.isRunning
        }
        self.flight = flight
    }
}
