import KamishibaiGeometry

/// A photo over the container, inset by `insets`, the backdrop fading to black behind it: a
/// dimmed presentation whose dimming is opaque at full strength. A click on the backdrop
/// (the inset's margin) closes the photo.
open class ZoomPresentationController: DimmedPresentationController {
    public let insets: Insets

    public init(presented: ViewController, presenting: ViewController?, insets: Insets = Insets()) {
        self.insets = insets
        super.init(presented: presented, presenting: presenting)
        dimmingView.maximumOpacity = 1
    }

    open override var presentationStyle: ModalPresentationStyle { .zoom }

    /// The photo covers the grid, and the backdrop goes black: the grid disappears.
    open override var shouldRemovePresentersView: Bool { true }

    open override var frameOfPresentedViewInContainerView: Rect {
        (containerView?.bounds ?? .zero).inset(by: insets)
    }
}
