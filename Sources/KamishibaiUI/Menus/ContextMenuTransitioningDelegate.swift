/// A context menu's roles, for ``ModalPresentationStyle/contextMenu``: its presentation
/// controller (the root menu's, or a submenu's), and the short unfolding motion both ways; no
/// gesture scrubs it. Another screen asking for the style fills the container, unfolding.
final class ContextMenuTransitioningDelegate: TransitioningDelegate {
    nonisolated(unsafe) static let shared = ContextMenuTransitioningDelegate()

    func presentationController(presented: ViewController, presenting: ViewController) -> PresentationController {
        guard let menu = presented as? ContextMenuViewController else {
            return PresentationController(presented: presented, presenting: presenting)
        }
        if presenting is ContextMenuViewController { return SubmenuPresentationController(presented: menu, presenting: presenting) }
        return ContextMenuPresentationController(presented: menu, presenting: presenting)
    }

    func animator(forPresented presented: ViewController) -> AnimatedTransitioning { ContextMenuAnimator(presenting: true) }
    func animator(forDismissed dismissed: ViewController) -> AnimatedTransitioning { ContextMenuAnimator(presenting: false) }
    func interactionController(forDismissal animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
}
