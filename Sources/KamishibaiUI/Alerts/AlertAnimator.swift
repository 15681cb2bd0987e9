import KamishibaiGeometry
import KamishibaiMotion

/// An alert's short motion: it drops into place from two rows above (0.2 s, ease-out) and
/// leaves sinking a row (0.15 s, ease-in), while its backdrop fades in or out alongside. Under
/// Reduce Motion the card cuts to where it goes; the backdrop still fades.
final class AlertAnimator: AnimatedTransitioning {
    typealias Direction = SlideAnimator.Direction
    let direction: Direction
    /// Rows the card travels as it appears, and as it leaves.
    static let drop = 2.0, sink = 1.0
    private var current: (context: TransitionContext, animator: PropertyAnimator)?

    init(direction: Direction) {
        self.direction = direction
    }

    func transitionDuration(using context: TransitionContext) -> Double {
        direction == .present ? 0.2 : 0.15
    }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        if let current, current.context === context { return current.animator }
        let screen = context.presentedViewController
        let view = screen.view
        let start: Rect, end: Rect
        switch direction {
        case .present:
            end = context.finalFrame(for: screen)
            start = end.offsetBy(dx: 0, dy: -Self.drop)
        case .dismiss:
            start = context.initialFrame(for: screen)
            end = start.offsetBy(dx: 0, dy: Self.sink)
        }
        let animator = context.makeFrameAnimator(
            moving: view, from: start, to: end, duration: transitionDuration(using: context),
            curve: direction == .present ? .easeOut : .easeIn)
        current = (context, animator)
        return animator
    }
}
