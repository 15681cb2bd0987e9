import KamishibaiGeometry
import KamishibaiMotion

// Transitional, until the merge of the branches that rewrite the last three hand-rolled
// drivers (`Transitions`, `NavigationController`, `ZoomDismissalInteraction`): what they
// still read, derived from the window's one driver. At the merge they move onto
// `Window.animations` and this file goes (docs/decisions/055-one-animation-driver.md).

extension Window {
    var animationScale: Double { animations.animationScale }
    var reduceMotion: Bool { animations.isReduceMotionEnabled }
}

extension TransitionContext {
    /// A context whose animators are scaled by `durationScale` on `clock`.
    convenience init(
        kind: Kind, containerView: View, from: ViewController, to: ViewController, isAnimated: Bool,
        clock: TimeSource, durationScale: Double,
        frames: @escaping (ViewController) -> (initial: Rect, final: Rect),
        onViolation: @escaping (String) -> Void, onComplete: @escaping (Bool) -> Void
    ) {
        self.init(
            kind: kind, containerView: containerView, from: from, to: to, isAnimated: isAnimated,
            animations: Animations(clock: clock, animationScale: durationScale), frames: frames,
            onViolation: onViolation, onComplete: onComplete)
    }
}
