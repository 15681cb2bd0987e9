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
    public var percentComplete: Double { drive.percentComplete }
    /// The fade's timing once the drag lets go.
    public var completionCurve: TimingCurve = .easeInOut
    /// How fast the rest of the fade runs once the drag lets go: set at each release so that
    /// it lasts as long as the flight (1 when there is no picture to fly).
    public private(set) var completionSpeed = 1.0
    private var drive = InteractiveDrive()
    /// The picture's flight after the last release, until it lands or the next drag begins.
    private var flight: PropertyAnimator?
    /// The delegate whose animator's picture flies; it owns this interactor.
    weak var transitioningDelegate: ZoomTransitioningDelegate?

    /// An idle interactor; give it to a `ZoomTransitioningDelegate`, which makes it its own.
    public init() {}

    /// From `begin` until the drag lets go: the delegate hands the interactor out only then.
    public var wantsInteractiveStart: Bool { drive.wantsInteractiveStart }

    /// Whether a dismissal is in the interactor's hands and still being scrubbed.
    public var isDriving: Bool { drive.context != nil }

    /// Begins a driven dismissal: a flight still under way stops where it is, and `trigger`
    /// dismisses while `wantsInteractiveStart` is set. False — and idle again — when the
    /// dismissal did not come to the interactor, or while it drives another.
    func begin(_ trigger: () -> Void) -> Bool {
        guard !isDriving else { return false }
        flight?.stopAnimation()
        flight = nil
        drive.willTrigger()
        trigger()
        return drive.didTrigger()
    }

    /// Takes the dismissal, paused at 0.
    public func startInteractiveTransition(_ context: TransitionContext) {
        drive.start(context)
    }

    /// The picture is `percent` of the way from where it rests, shrunk to `scale`.
    func update(_ percent: Double, scale: Double) {
        drive.update(percent, scale: scale)
    }

    /// Lets go: the picture flies to its thumbnail when `closing` (the dismissal finishes),
    /// otherwise back to `full` (it is cancelled), in `flightDuration` seconds times the
    /// window's animation scale; the rest of the fade is timed to end with it.
    func release(closing: Bool, returningTo full: Rect, flightDuration: Double) {
        if let context = drive.context { fly(to: closing ? nil : full, duration: flightDuration, in: context) }
        drive.release(finishing: closing)
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
