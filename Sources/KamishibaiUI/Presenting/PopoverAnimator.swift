import KamishibaiGeometry
import KamishibaiMotion

/// Unfolds a popover from its arrow and folds it back: the popover's frame grows from its
/// arrow's side to its full length along the arrow's axis (down from a source above it, up
/// from one below, sideways from one beside it), keeping its width across, so the box opens
/// as a menu drops. Cells cannot fade or scale a view, and a short unfolding reads as the
/// popover coming out of its source. Under Reduce Motion it cuts. A popover without an arrow
/// (no source) unfolds from its top.
final class PopoverAnimator: AnimatedTransitioning {
    enum Direction { case present, dismiss }
    let direction: Direction
    /// Presentation 0.15 s ease-out, dismissal 0.1 s ease-in: a popover is small and near what
    /// opened it, so it comes and goes faster than a sheet's 0.35 s slide.
    static let presentDuration = 0.15
    static let dismissDuration = 0.1
    private var current: (context: TransitionContext, animator: PropertyAnimator)?

    init(direction: Direction) {
        self.direction = direction
    }

    func transitionDuration(using context: TransitionContext) -> Double {
        direction == .present ? Self.presentDuration : Self.dismissDuration
    }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        if let current, current.context === context { return current.animator }
        let screen = context.presentedViewController
        let view = screen.view
        let arrow = (screen.presentationController as? PopoverPresentationController)?.arrowDirection ?? .unknown
        let open = direction == .present ? context.finalFrame(for: screen) : context.initialFrame(for: screen)
        let folded = Self.folded(open, toward: arrow)
        let (start, end) = direction == .present ? (folded, open) : (open, folded)
        let curve: TimingCurve = direction == .present ? .easeOut : .easeIn
        let animator = context.makeFrameAnimator(
            moving: view, from: start, to: end, duration: transitionDuration(using: context), curve: curve)
        current = (context, animator)
        return animator
    }

    /// `frame` with no length along the arrow's axis, on the arrow's side.
    static func folded(_ frame: Rect, toward arrow: PopoverArrowDirection) -> Rect {
        switch arrow {
        case .down: Rect(x: frame.minX, y: frame.maxY, width: frame.width, height: 0)
        case .left: Rect(x: frame.minX, y: frame.minY, width: 0, height: frame.height)
        case .right: Rect(x: frame.maxX, y: frame.minY, width: 0, height: frame.height)
        default: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 0)
        }
    }
}
