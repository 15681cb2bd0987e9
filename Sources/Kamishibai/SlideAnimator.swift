import Geometry
import Motion

/// Cover vertical: presents by sliding up from below the container's bottom edge, dismisses
/// by sliding from wherever the view is to `y = container height` (SPEC §2).
public final class SlideAnimator: AnimatedTransitioning {
    public enum Direction: Sendable { case present, dismiss }

    public let direction: Direction
    public let duration: Double
    public let curve: TimingCurve
    private var current: (context: TransitionContext, animator: PropertyAnimator)?

    /// Presentation 0.35 s ease-out (ours); dismissal 0.2 s (article 000). Scaled by
    /// `--slow-animations` through the context.
    public init(direction: Direction, duration: Double? = nil, curve: TimingCurve? = nil) {
        self.direction = direction
        self.duration = duration ?? (direction == .present ? 0.35 : 0.2)
        self.curve = curve ?? (direction == .present ? .easeOut : .easeInOut)
    }

    public func transitionDuration(using context: TransitionContext) -> Double {
        duration * context.durationScale
    }

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        if let current, current.context === context { return current.animator }
        let screen = context.presentedViewController
        let view = screen.view
        let offscreenY = context.containerView.bounds.height
        let start: Rect, end: Rect
        switch direction {
        case .present:
            end = context.finalFrame(for: screen)
            start = Rect(x: end.minX, y: offscreenY, width: end.width, height: end.height)
        case .dismiss:
            start = context.initialFrame(for: screen)
            end = Rect(x: start.minX, y: offscreenY, width: start.width, height: start.height)
        }
        let animator = PropertyAnimator(duration: transitionDuration(using: context), curve: curve, clock: context.clock)
        animator.addAnimations { progress in
            view.frame = Rect(x: start.minX, y: start.minY + (end.minY - start.minY) * progress, width: end.width, height: end.height)
        }
        animator.addCompletion { [unowned context] _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
        current = (context, animator)
        return animator
    }
}
