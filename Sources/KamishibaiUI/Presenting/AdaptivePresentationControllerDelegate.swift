/// Says how a presentation adapts to the room it has (UIKit's
/// `UIAdaptivePresentationControllerDelegate`): set it as a presentation controller's
/// ``PresentationController/delegate`` before presenting. It is asked when the screen is
/// presented and again whenever the terminal is resized while it is up.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to present `controller`'s screen in under `traitCollection` (whose
    /// ``TraitCollection/horizontalSizeClass`` says whether the container is compact), or nil
    /// to keep the style asked for (UIKit's `.none`). By default the style's own adaptation:
    /// a popover, a form sheet or a page sheet becomes a sheet when compact, an action sheet
    /// with a source a popover when regular.
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
        -> ModalPresentationStyle?
}

extension AdaptivePresentationControllerDelegate {
    /// The style's own adaptation (see the requirement).
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
        -> ModalPresentationStyle?
    {
        controller.defaultAdaptivePresentationStyle(for: traitCollection)
    }
}
