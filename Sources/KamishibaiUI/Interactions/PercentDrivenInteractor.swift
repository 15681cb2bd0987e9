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
    /// How far the gesture has taken the transition, 0…1.
    public var percentComplete: Double { drive.percentComplete }
    public var completionCurve: TimingCurve = .easeInOut
    /// Above 1 the finish or cancel runs faster.
    public var completionSpeed = 1.0
    private var drive = InteractiveDrive()

    public init() {}

    /// Whether a transition that begins now should be driven by this interactor (UIKit's
    /// name): from `begin` until the gesture lets go. A transitioning delegate hands the
    /// interactor out only then — a key or button dismissal has no gesture to drive it.
    public var wantsInteractiveStart: Bool { drive.wantsInteractiveStart }

    /// Whether a transition is in the interactor's hands and still being scrubbed: from its
    /// start until `finish` or `cancel`, or until the transition ends on its own (a resize
    /// lands it).
    public var isDriving: Bool { drive.context != nil }

    /// Begins a driven transition: `trigger` presents, dismisses or pops while
    /// `wantsInteractiveStart` is set, and the transition must then be in the interactor's
    /// hands, paused at 0. False — and idle again — when it is not (nothing began, or the
    /// transitioning delegate kept the interactor back), or while it drives another.
    public func begin(_ trigger: () -> Void) -> Bool {
        guard !isDriving else { return false }
        drive.willTrigger()
        trigger()
        return drive.didTrigger()
    }

    /// Takes the transition, paused at 0 (its runner calls this once the delegate has handed
    /// the interactor out).
    public func startInteractiveTransition(_ context: TransitionContext) {
        drive.start(context)
    }

    /// Scrubs the transition to `percent` of the way (clamped to 0…1).
    public func update(_ percent: Double) {
        drive.update(percent)
    }

    /// Runs the rest of the transition to its end.
    public func finish() {
        drive.release(finishing: true)
    }

    /// Runs the transition back to its start; it then completes with `didComplete == false`.
    public func cancel() {
        drive.release(finishing: false)
    }

    /// The gesture let go: `finish()` when `finishing`, `cancel()` otherwise.
    public func end(finishing: Bool) {
        drive.release(finishing: finishing)
    }
}
