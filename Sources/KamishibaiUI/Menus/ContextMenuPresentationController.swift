import KamishibaiGeometry

/// Where a context menu rests (UIKit's is private; this one is public so that an app can tell
/// a menu's presentation from others, as its ``presentationStyle``, `.contextMenu`, does; a
/// ``ContextMenuInteraction`` makes it): beside the pointer for a right-click, below the view
/// for a key, kept inside the container — it flips to the other side where there is no room and is
/// moved in where it would still stick out. The backdrop is clear, unless the menu has a
/// preview: then it is dimmed and the preview drawn above it, in the view's place. A click on
/// the backdrop closes the menu, and nothing else: not a sheet under it.
public final class ContextMenuPresentationController: DimmedPresentationController {
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
    public override var presentationStyle: ModalPresentationStyle { .contextMenu }

    /// Dimmed only under a preview.
    public override var presentedAlpha: Double { preview == nil ? 0 : 1 }

    /// Keys the menu leaves go to the window's commands, never to the app behind it.
    public override var next: Responder? { presentedViewController?.window }

    /// The menu's size, placed as its anchor says.
    public override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        return placement.resting(presentedView, in: container).frame
    }

    /// Whether the menu opens upwards from its anchor, so unfolds from its bottom edge.
    var opensUpwards: Bool {
        guard let container = containerView else { return false }
        return placement.resting(presentedView, in: container).upwards
    }

    /// The preview goes above the dimming view, in its view's place.
    public override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let preview, let container = containerView else { return }
        previewView.source = preview
        previewView.frame = Rect(origin: container.convertFromRoot(preview.frameInRoot.origin), size: preview.frame.size)
        container.insertSubview(previewView, at: 1)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { previewView.removeFromSuperview() }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { previewView.removeFromSuperview() }
    }

    /// The preview follows its view.
    public override func containerViewWillLayoutSubviews() {
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
