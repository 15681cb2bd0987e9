/// The presentation, motion and drag of the `.alert` and `.actionSheet` styles (an
/// ``AlertController``'s, or any screen asking for them): an alert is a card fitted to its view
/// that drops in (`AlertAnimator`) and has no drag; an action sheet slides up from the bottom
/// edge (`SlideAnimator`) and a drag down scrubs its dismissal through a `DismissalInteraction`
/// of its own. The screen keeps it from its presentation to the end of its dismissal (see
/// `ModalPresentationStyle.builtInTransitioningDelegate(for:)`); its interactor is handed out
/// only while that drag dismisses.
final class AlertTransitioningDelegate: TransitioningDelegate {
    let style: AlertController.Style
    private let dragInteractor = PercentDrivenInteractor()

    init(style: AlertController.Style) {
        self.style = style
    }

    /// Whether a drag is dismissing the sheet now.
    var isDragging: Bool { dragInteractor.wantsInteractiveStart }

    /// Where the alert rests: the one place that picks its form.
    func presentationController(presented: ViewController, presenting: ViewController) -> PresentationController {
        switch style {
        case .alert:
            return AlertPresentationController(presented: presented, presenting: presenting)
        case .actionSheet:
            let controller = ActionSheetPresentationController(presented: presented, presenting: presenting)
            controller.dismissalInteraction = DismissalInteraction(interactor: dragInteractor)
            return controller
        }
    }

    func animator(forPresented presented: ViewController) -> AnimatedTransitioning {
        switch style {
        case .alert: AlertAnimator(direction: .present)
        case .actionSheet: SlideAnimator(direction: .present, edge: .bottom, duration: 0.3)
        }
    }

    func animator(forDismissed dismissed: ViewController) -> AnimatedTransitioning {
        switch style {
        case .alert: AlertAnimator(direction: .dismiss)
        case .actionSheet: SlideAnimator(direction: .dismiss, edge: .bottom)
        }
    }

    func interactionController(forDismissal animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        dragInteractor.wantsInteractiveStart ? dragInteractor : nil
    }
}
