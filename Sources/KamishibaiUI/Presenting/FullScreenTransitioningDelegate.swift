/// For a screen presented ``ModalPresentationStyle/fullScreen`` (the default) without a
/// transitioning delegate: the whole container, slid in and out.
final class FullScreenTransitioningDelegate: TransitioningDelegate {
    nonisolated(unsafe) static let shared = FullScreenTransitioningDelegate()

    func presentationController(presented: ViewController, presenting: ViewController) -> PresentationController {
        FullScreenPresentationController(presented: presented, presenting: presenting)
    }

    func animator(forPresented presented: ViewController) -> AnimatedTransitioning { SlideAnimator(direction: .present) }
    func animator(forDismissed dismissed: ViewController) -> AnimatedTransitioning { SlideAnimator(direction: .dismiss) }
    func interactionController(forDismissal animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
}

/// The whole container: a plain presentation controller that names its style.
final class FullScreenPresentationController: PresentationController {
    override var presentationStyle: ModalPresentationStyle { .fullScreen }
}
