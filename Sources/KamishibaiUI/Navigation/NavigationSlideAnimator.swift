import KamishibaiGeometry
import KamishibaiMotion

/// A navigation stack's push and pop: the new page slides in from the right edge while the
/// one it covers drifts a third of the width to the left, and a pop runs it backwards — so
/// an interactive pop (a drag from the left edge) scrubs the same motion. Between them, as in
/// UIKit, the covered page dims and the upper one casts a shadow on its leading edge.
public final class NavigationSlideAnimator: AnimatedTransitioning {
    /// UIKit's push is about this long.
    public static let duration = 0.35
    /// How far the covered page drifts, as a share of the width.
    public static let parallax = 1.0 / 3
    private var current: (context: TransitionContext, animator: PropertyAnimator)?

    public init() {}

    public func transitionDuration(using context: TransitionContext) -> Double {
        Self.duration
    }

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        if let current, current.context === context { return current.animator }
        let bounds = context.containerView.bounds
        let rest = Rect(origin: bounds.origin, size: bounds.size)
        let covered = rest.offsetBy(dx: -bounds.width * Self.parallax, dy: 0)
        let offRight = rest.offsetBy(dx: bounds.width, dy: 0)
        // The upper page (pushed, or being popped) and the page beneath it.
        let upper: View, beneath: View, upperPath: (Rect, Rect), beneathPath: (Rect, Rect)
        if context.kind == .navigation(.pop) {
            (upper, beneath) = (context.fromViewController.view, context.toViewController.view)
            (upperPath, beneathPath) = ((rest, offRight), (covered, rest))
        } else {
            (upper, beneath) = (context.toViewController.view, context.fromViewController.view)
            (upperPath, beneathPath) = ((offRight, rest), (rest, covered))
        }
        // Between the pages: the one beneath dims, the upper one casts a shadow to its left.
        let dimming = ParallaxDimmingView(upperView: upper)
        dimming.frame = bounds
        context.containerView.insertSubview(dimming, at: context.containerView.subviews.firstIndex { $0 === upper } ?? 0)
        let animator = context.animations.makeAnimator(duration: transitionDuration(using: context), curve: .easeOut)
        animator.addAnimations { [weak context] progress in
            let shown = context?.cuts == true ? (progress > 0 ? 1 : 0) : progress
            upper.frame = upperPath.0.interpolated(to: upperPath.1, by: shown)
            beneath.frame = beneathPath.0.interpolated(to: beneathPath.1, by: shown)
        }
        animator.addCompletion { [weak context] _ in
            dimming.removeFromSuperview()
            guard let context else { return }
            context.completeTransition(!context.transitionWasCancelled)
        }
        current = (context, animator)
        return animator
    }
}
