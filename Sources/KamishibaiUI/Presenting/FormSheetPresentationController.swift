import KamishibaiGeometry

/// A form sheet or a page sheet (UIKit's `.formSheet` and `.pageSheet`): on a wide terminal a
/// sheet centred over the dimmed backdrop, narrower than the window and shorter than it, so
/// the backdrop shows all round and its chrome rounds all four corners. It slides up from the
/// bottom edge and a drag down, Esc or a click on the backdrop dismisses it, as a sheet.
/// The two differ only in size: a form sheet is at most ``formSheetSize``, a page sheet
/// ``pageSheetWidth`` columns wide and as tall as the window leaves.
///
/// In a horizontally compact container (narrower than ``Window/compactWidth``) it adapts to the
/// full-width bottom sheet, as UIKit's form sheet does on a phone: the window's adaptation
/// presents it with a ``SheetPresentationController`` (traced `"style": "sheet"` with
/// `"adaptedFrom"` the style asked for), and swaps the two in place when a resize crosses the
/// width while it is up (`presentationAdapted`). An app that wants it to float at any width
/// gives it a ``PresentationController/delegate`` that answers nil.
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

    /// The style asked for: `.formSheet` or `.pageSheet` (any other is sized as a form sheet).
    public let requestedStyle: ModalPresentationStyle
    /// `style` is `.formSheet` or `.pageSheet`.
    public init(presented: ViewController, presenting: ViewController?, style: ModalPresentationStyle = .formSheet) {
        requestedStyle = style
        super.init(presented: presented, presenting: presenting)
    }

    /// The style asked for.
    public override var presentationStyle: ModalPresentationStyle { requestedStyle }

    /// The full-width sheet in a horizontally compact container.
    override func defaultAdaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle? {
        traitCollection.horizontalSizeClass == .compact ? .sheet : nil
    }

    /// Centred on whole cells, at most ``formSheetSize`` (a form sheet) or ``pageSheetWidth``
    /// wide (a page sheet), leaving 2 rows of backdrop above and below and 3 columns at the
    /// sides.
    public override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        let size = container.bounds.size
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
}
