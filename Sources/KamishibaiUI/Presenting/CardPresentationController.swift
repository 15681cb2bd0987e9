import KamishibaiGeometry

/// A card centred in the container with the dimmed backdrop showing all round (UIKit's usual
/// card: 100 pt top and bottom, 50 pt at the sides on a phone). In cells the insets scale with the
/// terminal — 15 % of the height, 12 % of the width — rounded to whole cells so the card's
/// border sits on the grid, and at least one row and two columns. Given its content's height,
/// the card is no taller than that (and the row of its bottom border, when it has a chrome),
/// centred all the same: a short story leaves no empty half card.
public final class CardPresentationController: DimmedPresentationController {
    public override var presentationStyle: ModalPresentationStyle { .card }

    /// The content's height at a width, as a fitted sheet's: nil, the card is as tall as the
    /// insets leave.
    private let contentHeight: ((Double) -> Double)?

    /// As tall as the insets leave.
    public override init(presented: ViewController, presenting: ViewController?) {
        contentHeight = nil
        super.init(presented: presented, presenting: presenting)
    }

    /// As tall as its content: `contentHeight` gives the presented view's height at a width (as
    /// for a ``FittedSheetPresentationController``, without the row of the bottom border the
    /// card's chrome adds); it is asked every time the frame is. Never taller than the insets
    /// leave.
    public init(presented: ViewController, presenting: ViewController?, contentHeight: @escaping (Double) -> Double) {
        self.contentHeight = contentHeight
        super.init(presented: presented, presenting: presenting)
    }

    public override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        let size = container.bounds.size
        let vertical = max((size.height * 0.15).rounded(), 1)
        let horizontal = max((size.width * 0.12).rounded(), 2)
        let width = max(size.width - 2 * horizontal, 0)
        var height = max(size.height - 2 * vertical, 0)
        if let contentHeight {
            let bottomBorder = chrome == nil ? 0.0 : 1.0
            height = min(height, max(0, contentHeight(width) + bottomBorder).rounded(.up))
        }
        return Rect(x: (size.width - width) / 2, y: ((size.height - height) / 2).rounded(.down), width: width, height: height)
    }
}
