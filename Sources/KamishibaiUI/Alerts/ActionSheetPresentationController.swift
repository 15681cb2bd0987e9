import KamishibaiGeometry

/// Where an action sheet rests: its view at the size it fits in (``View/sizeThatFits(_:)``,
/// leaving two rows of backdrop), centred on the bottom edge over the dimmed backdrop. A click
/// on the backdrop cancels the sheet (its `.cancel` action), and keys go no further than it.
final class ActionSheetPresentationController: DimmedPresentationController {
    override init(presented: ViewController, presenting: ViewController?) {
        super.init(presented: presented, presenting: presenting)
        dimmingView.onTap = { [weak presented] _ in (presented as? AlertController)?.cancel() }
    }

    override var presentationStyle: ModalPresentationStyle { .actionSheet }

    /// On a wide terminal, given a source to point at (its
    /// ``ViewController/popoverPresentationController``'s), a popover, as on an iPad; on a
    /// narrow one, or without a source, the sheet at the bottom edge.
    override func defaultAdaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle? {
        guard traitCollection.horizontalSizeClass == .regular,
            presentedViewController?.ownPopoverPresentationController?.hasSource == true
        else { return nil }
        return .popover
    }

    override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        let area = container.bounds.size
        let size = presentedView.sizeThatFits(Size(width: area.width, height: max(area.height - 2, 0)))
        return Rect(
            x: ((area.width - size.width) / 2).rounded(.down), y: max(area.height - size.height, 0), width: size.width, height: size.height)
    }

    /// The screens behind take no keys while the sheet is up: they go to the window.
    override var next: Responder? { presentedViewController?.window }
}
