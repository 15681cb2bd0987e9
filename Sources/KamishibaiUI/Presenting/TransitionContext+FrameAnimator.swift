import KamishibaiGeometry
import KamishibaiMotion

extension TransitionContext {
    /// An animator that moves `view` from `start` to `end` over `duration` on `curve` — or cuts
    /// there under Reduce Motion, unless a gesture drives it — and completes the transition
    /// when it stops (as cancelled if it was): what every animator that moves the presented
    /// view's frame (a slide, an alert's drop, a popover's or a menu's unfolding) hands out.
    func makeFrameAnimator(moving view: View, from start: Rect, to end: Rect, duration: Double, curve: TimingCurve) -> PropertyAnimator {
        let animator = animations.makeAnimator(duration: duration, curve: curve)
        animator.addAnimations { [weak self] progress in
            view.frame = self?.cuts == true ? (progress > 0 ? end : start) : start.interpolated(to: end, by: progress)
        }
        animator.addCompletion { [weak self] _ in
            guard let self else { return }
            completeTransition(!transitionWasCancelled)
        }
        return animator
    }
}
