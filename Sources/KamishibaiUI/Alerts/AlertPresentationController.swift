import KamishibaiGeometry

/// Where an alert rests: its view at the size it fits in (``View/sizeThatFits(_:)``, within
/// two columns and a row of the container's edges), centred over the dimmed backdrop. A click
/// on the backdrop does nothing and keys go no further than the alert, as on iOS: only the
/// alert's actions dismiss it.
final class AlertPresentationController: DimmedPresentationController {
    override init(presented: ViewController, presenting: ViewController?) {
        super.init(presented: presented, presenting: presenting)
        dimmingView.onTap = nil
    }

    override var presentationStyle: ModalPresentationStyle { .alert }

    override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        let area = container.bounds.size
        let size = presentedView.sizeThatFits(Size(width: max(area.width - 4, 0), height: max(area.height - 2, 0)))
        return Rect(
            x: ((area.width - size.width) / 2).rounded(.down), y: max(((area.height - size.height) / 2).rounded(.down), 0),
            width: size.width, height: size.height)
    }

    /// The screens behind take no keys while the alert is up: they go to the window.
    override var next: Responder? { presentedViewController?.window }
}
