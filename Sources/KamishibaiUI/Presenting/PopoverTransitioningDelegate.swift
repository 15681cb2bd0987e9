/// Presents a screen whose ``ViewController/modalPresentationStyle`` is `.popover` (or an
/// action sheet adapted to a popover): the popover controller the app set up through
/// ``ViewController/popoverPresentationController``, unfolded from its arrow.
final class PopoverTransitioningDelegate: TransitioningDelegate {
    nonisolated(unsafe) static let shared = PopoverTransitioningDelegate()

    func presentationController(presented: ViewController, presenting: ViewController) -> PresentationController {
        let popover = presented.popoverController
        popover.presentingViewController = presenting
        // The style alone draws a popover: its border and arrow need a chrome.
        if popover.chrome == nil { popover.chrome = .standard }
        return popover
    }

    func animator(forPresented presented: ViewController) -> AnimatedTransitioning { PopoverAnimator(direction: .present) }
    func animator(forDismissed dismissed: ViewController) -> AnimatedTransitioning { PopoverAnimator(direction: .dismiss) }
    func interactionController(forDismissal animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
}
