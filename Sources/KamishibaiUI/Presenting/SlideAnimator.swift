import KamishibaiGeometry
import KamishibaiMotion

/// Slides the presented view in from beyond one edge of the container and back out past it:
/// from below the bottom edge (UIKit's cover vertical), from the right (a sidebar), or from
/// the top or left. A dismissal starts from wherever the view is, so it follows a cancelled or
/// scrubbed drag.
public final class SlideAnimator: AnimatedTransitioning {
    public enum Direction: Sendable { case present, dismiss }
    public let direction: Direction
    public let edge: Edge
    public let duration: Double
    public let curve: TimingCurve
    private var current: (context: TransitionContext, animator: PropertyAnimator)?

    /// Presentation 0.35 s ease-out (ours); dismissal 0.2 s ("iOS Custom Presentation & Transition (3)"). Slowed by
    /// `--slow-animations` through the context's animation driver.
    public init(direction: Direction, edge: Edge = .bottom, duration: Double? = nil, curve: TimingCurve? = nil) {
        self.direction = direction
        self.edge = edge
        self.duration = duration ?? (direction == .present ? 0.35 : 0.2)
        self.curve = curve ?? (direction == .present ? .easeOut : .easeInOut)
    }

    /// The presentation of "UIViewControllerカスタムトランジションを理解する 1": up from the bottom on a spring with damping ratio 0.5 over
    /// 0.5 s, overshooting its resting place and settling back.
    public static func springPresentation() -> SlideAnimator {
        SlideAnimator(direction: .present, duration: 0.5, curve: .spring(dampingRatio: 0.5))
    }

    public func transitionDuration(using context: TransitionContext) -> Double {
        duration
    }

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        if let current, current.context === context { return current.animator }
        let screen = context.presentedViewController
        let view = screen.view
        let container = context.containerView.bounds
        let start: Rect, end: Rect
        switch direction {
        case .present:
            end = context.finalFrame(for: screen)
            start = offscreen(end, in: container)
        case .dismiss:
            start = context.initialFrame(for: screen)
            end = offscreen(start, in: container)
        }
        let animator = context.makeFrameAnimator(
            moving: view, from: start, to: end, duration: transitionDuration(using: context), curve: curve)
        current = (context, animator)
        return animator
    }

    /// `frame` moved just past the edge: below the bottom (`y = container height`), beyond
    /// the right (`x = container width`), or above the top or left of the container.
    private func offscreen(_ frame: Rect, in container: Rect) -> Rect {
        switch edge {
        case .bottom: Rect(x: frame.minX, y: container.height, width: frame.width, height: frame.height)
        case .right: Rect(x: container.width, y: frame.minY, width: frame.width, height: frame.height)
        case .top: Rect(x: frame.minX, y: -frame.height, width: frame.width, height: frame.height)
        case .left: Rect(x: -frame.width, y: frame.minY, width: frame.width, height: frame.height)
        }
    }
}
