import KamishibaiGeometry

/// A form sheet or a page sheet (UIKit's `.formSheet` and `.pageSheet`): on a wide terminal a
/// sheet centred over the dimmed backdrop, narrower than the window and shorter than it, so
/// the backdrop shows all round and its chrome rounds all four corners. It slides up from the
/// bottom edge and a drag down, Esc or a click on the backdrop dismisses it, as a sheet.
/// The two differ only in size: a form sheet is at most ``formSheetSize``, a page sheet
/// ``pageSheetWidth`` columns wide and as tall as the window leaves.
///
/// In a compact container, narrower than ``compactWidthThreshold``, it is the full-width
/// bottom sheet instead (a `.sheet` at its `large` detent, as UIKit's form sheet becomes on a
/// phone): its ``presentationStyle`` is then `.sheet` and ``PresentationController/adaptedFrom``
/// the style asked for. It adapts again, at once, when the window is resized across the
/// threshold while the sheet is up.
///
/// ```swift
/// settings.modalPresentationStyle = .formSheet
/// present(settings, animated: true)
/// ```
public final class FormSheetPresentationController: DimmedPresentationController {
    /// The largest a form sheet gets, in cells: UIKit's 540 × 620 pt in cells of about
    /// 8 × 17 pt.
    public static let formSheetSize = Size(width: 68, height: 36)
    /// The widest a page sheet gets, in columns: UIKit's readable width, 672 pt, in cells
    /// 8 pt wide.
    public static let pageSheetWidth = 84.0
    /// Rows of backdrop left above and below the sheet, and columns at least at either side.
    static let margins = Size(width: 3, height: 2)
    /// Below this many columns the sheet adapts to the full-width bottom sheet: the width of
    /// a page sheet and its margins, about where an iPad's width turns compact (678 pt).
    public static let defaultCompactWidthThreshold = 90.0

    /// The style asked for: `.formSheet` or `.pageSheet` (any other is sized as a form sheet).
    public let requestedStyle: ModalPresentationStyle
    /// The container width, in columns, below which the sheet is the full-width bottom sheet
    /// (``defaultCompactWidthThreshold`` unless set). Set it before the presentation, or
    /// while the sheet is up: it is laid out again at once.
    public var compactWidthThreshold = FormSheetPresentationController.defaultCompactWidthThreshold {
        didSet { if containerView != nil { containerViewWillLayoutSubviews() } }
    }

    /// `style` is `.formSheet` or `.pageSheet`.
    public init(presented: ViewController, presenting: ViewController?, style: ModalPresentationStyle = .formSheet) {
        requestedStyle = style
        super.init(presented: presented, presenting: presenting)
    }

    /// Whether the container is narrower than ``compactWidthThreshold``: the sheet is then the
    /// full-width bottom sheet. False before the presentation gives it a container.
    public var isCompact: Bool {
        guard let container = containerView else { return false }
        return container.bounds.width < compactWidthThreshold
    }

    /// The style asked for; `.sheet` while compact.
    public override var presentationStyle: ModalPresentationStyle { isCompact ? .sheet : requestedStyle }

    /// Centred on whole cells, at most ``formSheetSize`` (a form sheet) or ``pageSheetWidth``
    /// wide (a page sheet), leaving 2 rows of backdrop above and below and 3 columns at the
    /// sides; while compact, the full width at the `large` detent's height, on the bottom edge.
    public override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        let size = container.bounds.size
        guard !isCompact else {
            let height = SheetDetent.large.height(in: size.height).rounded()
            return Rect(x: 0, y: size.height - height, width: size.width, height: height)
        }
        let room = Size(
            width: max(size.width - 2 * Self.margins.width, 0), height: max(size.height - 2 * Self.margins.height, 0))
        let largest = requestedStyle == .pageSheet ? Size(width: Self.pageSheetWidth, height: room.height) : Self.formSheetSize
        let width = min(largest.width, room.width), height = min(largest.height, room.height)
        return Rect(
            x: ((size.width - width) / 2).rounded(.down), y: ((size.height - height) / 2).rounded(.down), width: width,
            height: height)
    }

    /// From where it rests to below the bottom edge: a drag's share of the way is measured on
    /// the whole slide, so the sheet stays under the pointer.
    public override var dismissalTravel: Double {
        guard let container = containerView else { return super.dismissalTravel }
        return container.bounds.height - frameOfPresentedViewInContainerView.minY
    }

    /// Adapts to the container it now has, before the backdrop and chrome go in.
    public override func presentationTransitionWillBegin() {
        adapt()
        super.presentationTransitionWillBegin()
    }

    /// A resize across the threshold adapts the sheet at once, where it rests.
    public override func containerViewWillLayoutSubviews() {
        adapt()
        super.containerViewWillLayoutSubviews()
    }

    /// The one place the sheet adapts: compact, it says it was asked for as its style.
    private func adapt() {
        adaptedFrom = isCompact ? requestedStyle : nil
    }
}
