import KamishibaiGeometry

/// A screen in a box beside what it is about, an arrow on the box's border pointing at it
/// (UIKit's `UIPopoverPresentationController`). Set ``ViewController/modalPresentationStyle``
/// to `.popover`, then the anchor on the screen's ``ViewController/popoverPresentationController``,
/// then present it:
///
/// ```swift
/// details.modalPresentationStyle = .popover
/// details.preferredContentSize = Size(width: 30, height: 6)
/// details.popoverPresentationController?.sourceView = row
/// present(details, animated: true)
/// ```
///
/// The box is the screen's ``ViewController/preferredContentSize`` with a border round it
/// (``PopoverPresentationController/defaultContentSize`` where that is zero), on the permitted
/// side of the source with the most room — below it when it fits, as UIKit prefers — and slid,
/// or cut, to stay inside the container's ``popoverLayoutMargins``. In its
/// ``DimmedPresentationController/chrome`` (``SheetChrome/standard`` unless the app sets one
/// before presenting), the border, its shadow and the arrow are drawn round the presented
/// view, which lays its content out inside ``SheetChrome/contentInsets(of:)`` as in a sheet
/// with a chrome.
///
/// The backdrop is clear, as UIKit's: the screens behind stay in view, undimmed. A click
/// outside the box dismisses the popover alone (not a sheet it was opened from) and goes no
/// further, unless it lands on one of the ``passthroughViews``, which gets it while the popover
/// stays; Esc dismisses it too. It unfolds from its arrow in 0.15 s and folds back in 0.1 s
/// (cuts under Reduce Motion).
///
/// In a horizontally compact container (narrower than ``Window/compactWidth``) it is presented
/// as a sheet instead, and it adapts again, both ways, when the terminal is resized while it is
/// up; a ``PresentationController/delegate`` can choose otherwise (see
/// ``AdaptivePresentationControllerDelegate``).
public final class PopoverPresentationController: DimmedPresentationController {
    /// The content's size when the screen's ``ViewController/preferredContentSize`` gives none
    /// (a zero width or height): 40 × 10 cells, a third of a wide terminal.
    public static let defaultContentSize = Size(width: 40, height: 10)

    /// The view the popover points at (weak, as UIKit's): its bounds, or ``sourceRect`` in its
    /// coordinates. Read again at every layout, so the popover follows it across a resize.
    public weak var sourceView: View?
    /// The rectangle the popover points at: in ``sourceView``'s coordinates, or in the window's
    /// when there is no source view. Nil: the source view's bounds. With neither, the popover
    /// rests centred, without an arrow.
    public var sourceRect: Rect?
    /// The sides the arrow may be on (UIKit's; `.any` by default).
    public var permittedArrowDirections = PopoverArrowDirection.any
    /// Views outside the popover that keep taking clicks while it is up (UIKit's): a click on
    /// one reaches it and leaves the popover up, where a click anywhere else outside dismisses it.
    public var passthroughViews: [View] = [] {
        didSet { dimmingView.passthroughViews = passthroughViews }
    }
    /// What the popover keeps clear of the container's edges (UIKit's `popoverLayoutMargins`):
    /// a cell on every side by default.
    public var popoverLayoutMargins = Insets(all: 1)

    /// The sheet this popover becomes in a compact container (UIKit's): set its detents, say,
    /// before presenting. Without a chrome of its own it is drawn with the popover's.
    public let adaptiveSheetPresentationController: SheetPresentationController

    let arrowView = PopoverArrowView()

    public override init(presented: ViewController, presenting: ViewController?) {
        adaptiveSheetPresentationController = SheetPresentationController(presented: presented, presenting: presenting)
        super.init(presented: presented, presenting: presenting)
        // Clear, as UIKit's popover backdrop: it only catches the click that dismisses.
        dimmingView.maximumOpacity = 0
        // Just the popover, as UIKit's, even over a sheet below it (a sheet's backdrop click
        // dismisses the level under it).
        dimmingView.onTap = { [weak presented] _ in
            guard let presented, !presented.refusesInteractiveDismissal, let window = presented.window else { return }
            // An action sheet shown as a popover is cancelled: its cancel action performed.
            if let sheet = presented as? AlertController { return sheet.cancel() }
            window.transitions.dismiss(presented, animated: true)
        }
    }

    public override var presentationStyle: ModalPresentationStyle { .popover }

    /// A sheet in a compact container.
    override func defaultAdaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle? {
        traitCollection.horizontalSizeClass == .compact ? .sheet : nil
    }

    /// Its own sheet, when it adapts to one.
    override func adaptivePresentationController(for style: ModalPresentationStyle) -> PresentationController? {
        style == .sheet ? adaptiveSheetPresentationController : nil
    }

    /// Whether it has something to point at: an action sheet becomes a popover only then.
    var hasSource: Bool { sourceView != nil || sourceRect != nil }

    /// The side the arrow is on as the popover rests now (UIKit's); `.unknown` before it is
    /// laid out in a container, or without a source.
    public var arrowDirection: PopoverArrowDirection { placement?.arrowDirection ?? .unknown }

    /// The box with its border, on the chosen side of the source.
    public override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        if let placement { return placement.frame }
        let bounds = container.bounds.inset(by: popoverLayoutMargins)
        let size = boxSize
        let width = min(size.width, max(bounds.width, 0)), height = min(size.height, max(bounds.height, 0))
        return Rect(
            x: bounds.minX + ((bounds.width - width) / 2).rounded(.down), y: bounds.minY + ((bounds.height - height) / 2).rounded(.down),
            width: width, height: height)
    }

    /// Where the popover rests beside its source now; nil outside a container or without one.
    var placement: PopoverPlacement? {
        guard let container = containerView, let source = sourceInContainer(container) else { return nil }
        return PopoverPlacement(
            source: source, size: boxSize, permitted: permittedArrowDirections, container: container.bounds.size,
            margins: popoverLayoutMargins)
    }

    /// The preferred content size (or the default, per dimension) and the border round it.
    private var boxSize: Size {
        let preferred = presentedViewController?.preferredContentSize ?? .zero
        let width = preferred.width > 0 ? preferred.width : Self.defaultContentSize.width
        let height = preferred.height > 0 ? preferred.height : Self.defaultContentSize.height
        return Size(width: width.rounded(.up) + 2, height: height.rounded(.up) + 2)
    }

    /// The source in `container`'s coordinates.
    private func sourceInContainer(_ container: View) -> Rect? {
        let rootRect: Rect
        if let sourceView {
            let frame = sourceView.frameInRoot
            let local = sourceRect ?? sourceView.bounds
            rootRect = local.offsetBy(dx: frame.minX - sourceView.boundsOrigin.x, dy: frame.minY - sourceView.boundsOrigin.y)
        } else if let sourceRect {
            rootRect = sourceRect
        } else {
            return nil
        }
        let origin = container.frameInRoot.origin
        return rootRect.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    // MARK: The arrow

    public override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        arrowView.presentedView = presentedView
        layOutArrow(in: container)
        container.insertSubview(arrowView, at: min(container.subviews.count, 2))
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { arrowView.removeFromSuperview() }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { arrowView.removeFromSuperview() }
    }

    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if let container = containerView { layOutArrow(in: container) }
    }

    private func layOutArrow(in container: View) {
        arrowView.frame = container.bounds
        arrowView.style = chrome?.border
        let placement = placement
        arrowView.direction = placement?.arrowDirection ?? .unknown
        arrowView.anchor = placement?.arrow ?? .zero
    }
}
