import KamishibaiMotion

/// The window's one animation driver: everything that moves on its own — transitions, a
/// sheet settling, a flick's deceleration and bounce, a morph — is stepped here once per
/// frame, and times itself through it. The run loop ticks at the frame rate only while this
/// is active, and blocks on input when it is empty.
///
/// `--slow-animations` (``animationScale``) and Reduce Motion are applied here and nowhere
/// else: an animation built on a ``makeAnimator(duration:curve:)`` animator, or one that reads
/// its time from ``elapsedTime(since:)``, runs `animationScale` times slower without knowing
/// it, as the iOS simulator's slow animations slow every animation the same way. What a
/// gesture drives follows the pointer in real time.
public final class Animations {
    /// The window's clock: real time, which animation time is derived from.
    public let clock: TimeSource
    /// How many times longer every animation takes than it says (`--slow-animations`): 1 is
    /// real time, 3 three times slower; at 0 every animation ends on its next frame.
    public let animationScale: Double
    /// As iOS's `UIAccessibility.isReduceMotionEnabled`: transitions cut instead of sliding
    /// and springs settle without overshoot; what a gesture drives still follows the pointer.
    public let isReduceMotionEnabled: Bool
    /// Each step is handed the driver, so none needs to keep it: a step that captured the
    /// driver that stores it would keep both alive once the window is gone.
    private var steps: [(Animations) -> Bool] = []

    /// The window makes its own driver from its `WindowSetup`; an app never makes one.
    init(clock: TimeSource, animationScale: Double = 1, isReduceMotionEnabled: Bool = false) {
        precondition(animationScale >= 0, "an animation scale cannot be negative")
        self.clock = clock
        self.animationScale = animationScale
        self.isReduceMotionEnabled = isReduceMotionEnabled
    }

    /// Whether anything moves: the run loop ticks at the frame rate while it does.
    public var isActive: Bool { !steps.isEmpty }

    /// How many steps run: one per thing that moves, however often it starts moving.
    var stepCount: Int { steps.count }

    /// Adds a step that runs every frame until it returns false.
    public func add(_ step: @escaping () -> Bool) {
        steps.append { _ in step() }
    }

    /// Adds a step that is handed this driver every frame (to read the animation time) until
    /// it returns false.
    func add(_ step: @escaping (Animations) -> Bool) {
        steps.append(step)
    }

    /// Steps every animation once; drops those that are done. Steps added meanwhile run next
    /// frame. The window calls it once a frame.
    func tick() {
        let current = steps
        steps = []
        var kept: [(Animations) -> Bool] = []
        for step in current where step(self) { kept.append(step) }
        steps = kept + steps
    }

    // MARK: Time

    /// The animation time since `start`, a moment on ``clock``: the real time divided by
    /// ``animationScale`` (infinite at scale 0, so a motion evaluated at it has ended). What a
    /// motion written as a function of time (a deceleration, a spring) is evaluated at.
    public func elapsedTime(since start: Double) -> Double {
        guard animationScale > 0 else { return .infinity }
        return (clock.now - start) / animationScale
    }

    /// An animator of `duration` seconds of animation time along `curve` on ``clock`` (UIKit's
    /// `UIViewPropertyAnimator(duration:curve:)`): it takes `duration × animationScale`
    /// seconds. Step it with ``add(_:)``.
    public func makeAnimator(duration: Double, curve: TimingCurve = .easeInOut) -> PropertyAnimator {
        PropertyAnimator(duration: duration * animationScale, curve: curve, clock: clock)
    }
}
