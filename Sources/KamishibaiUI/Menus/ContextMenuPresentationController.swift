import KamishibaiGeometry

/// Where a context menu rests (internal, as UIKit's is private: an app tells a menu's
/// presentation from others by its `presentationStyle`, `.contextMenu`): beside the pointer for a right-click, below the view
/// for a key, kept inside the container — it flips to the other side where there is no room and is
/// moved in where it would still stick out. The backdrop is clear, unless the menu has a
/// preview: then it is dimmed and the preview drawn above it, in the view's place. A click on
/// the backdrop closes the menu, and nothing else: not a sheet under it.
final class ContextMenuPresentationController: DimmedPresentationController {
    let placement: MenuPlacement
    private let preview: View?
    private let previewView = PreviewView()

    init(presented: ContextMenuViewController, presenting: ViewController?) {
        placement = presented.placement
        preview = presented.preview
        super.init(presented: presented, presenting: presenting)
        dimmingView.onTap = { [weak presented] _ in
            guard let presented, let window = presented.window else { return }
            window.transitions.dismiss(presented, animated: true)
        }
    }

    /// `.contextMenu`.
    override var presentationStyle: ModalPresentationStyle { .contextMenu }

    /// Dimmed only under a preview.
    override var presentedAlpha: Double { preview == nil ? 0 : 1 }

    /// Keys the menu leaves go to the window's commands, never to the app behind it.
    override var next: Responder? { presentedViewController?.window }

    /// The menu's size, placed as its anchor says.
    override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        return placement.resting(presentedView, in: container).frame
    }

    /// Whether the menu opens upwards from its anchor, so unfolds from its bottom edge.
    var opensUpwards: Bool {
        guard let container = containerView else { return false }
        return placement.resting(presentedView, in: container).upwards
    }

    /// The preview goes above the dimming view, in its view's place.
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let preview, let container = containerView else { return }
        previewView.source = preview
        previewView.frame = Rect(origin: container.convertFromRoot(preview.frameInRoot.origin), size: preview.frame.size)
        container.insertSubview(previewView, at: 1)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { previewView.removeFromSuperview() }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { previewView.removeFromSuperview() }
    }

    /// The preview follows its view.
    override func containerViewWillLayoutSubviews() {
        if let preview, let container = containerView {
            previewView.frame = Rect(origin: container.convertFromRoot(preview.frameInRoot.origin), size: preview.frame.size)
        }
        super.containerViewWillLayoutSubviews()
    }
}

/// A submenu's level: beside its row in the parent menu, over no backdrop of its own, so a
/// click on the parent menu reaches it and one outside both reaches the root menu's backdrop.
final class SubmenuPresentationController: PresentationController {
    let placement: MenuPlacement

    init(presented: ContextMenuViewController, presenting: ViewController?) {
        placement = presented.placement
        super.init(presented: presented, presenting: presenting)
    }

    override var presentationStyle: ModalPresentationStyle { .contextMenu }

    override var passesInputThrough: Bool { true }

    override var next: Responder? { presentedViewController?.window }

    override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        return placement.resting(presentedView, in: container).frame
    }

    var opensUpwards: Bool {
        guard let container = containerView else { return false }
        return placement.resting(presentedView, in: container).upwards
    }
}
