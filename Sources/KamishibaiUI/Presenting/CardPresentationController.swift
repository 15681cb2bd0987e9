import KamishibaiGeometry

/// A card centred in the container with the dimmed backdrop showing all round (UIKit's usual
/// card: 100 pt top and bottom, 50 pt at the sides on a phone). In cells the insets scale with the
/// terminal — 15 % of the height, 12 % of the width — rounded to whole cells so the card's
/// border sits on the grid, and at least one row and two columns.
public final class CardPresentationController: DimmedPresentationController {
    public override var presentationStyle: ModalPresentationStyle { .card }

    public override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        let size = container.bounds.size
        let vertical = max((size.height * 0.15).rounded(), 1)
        let horizontal = max((size.width * 0.12).rounded(), 2)
        let width = max(size.width - 2 * horizontal, 0), height = max(size.height - 2 * vertical, 0)
        return Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    }
}
