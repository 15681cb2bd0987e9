import KamishibaiGeometry
import KamishibaiMotion

/// A menu unfolds from the edge at its anchor (its top, or its bottom when it opens upwards)
/// in 0.12 s, ease-out, and folds back in 0.08 s, as desktop menus roll out; under Reduce
/// Motion it appears and goes at once.
final class ContextMenuAnimator: AnimatedTransitioning {
    static let presentationDuration = 0.12
    static let dismissalDuration = 0.08

    private let presenting: Bool
    private var current: (context: TransitionContext, animator: PropertyAnimator)?

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using context: TransitionContext) -> Double {
        presenting ? Self.presentationDuration : Self.dismissalDuration
    }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        if let current, current.context === context { return current.animator }
        let screen = context.presentedViewController
        let view = screen.view
        let upwards = Self.opensUpwards(screen.presentationController)
        (view as? MenuView)?.unfoldsUpwards = upwards
        let full = presenting ? context.finalFrame(for: screen) : context.initialFrame(for: screen)
        // One row of it, at the edge it unfolds from.
        let folded = Rect(x: full.minX, y: upwards ? full.maxY - 1 : full.minY, width: full.width, height: 1)
        let start = presenting ? folded : full, end = presenting ? full : folded
        let animator = context.makeFrameAnimator(
            moving: view, from: start, to: end, duration: transitionDuration(using: context), curve: presenting ? .easeOut : .easeIn)
        current = (context, animator)
        return animator
    }

    private static func opensUpwards(_ controller: PresentationController?) -> Bool {
        switch controller {
        case let root as ContextMenuPresentationController: root.opensUpwards
        case let submenu as SubmenuPresentationController: submenu.opensUpwards
        default: false
        }
    }
}
