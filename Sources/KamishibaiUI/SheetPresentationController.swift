import KamishibaiGeometry

/// The half-height sheet of SPEC §2: the bottom half of the container, full width, over a
/// dimming view that fades with the transition and dismisses the sheet when clicked.
public final class SheetPresentationController: DimmedPresentationController {
    /// Each sheet over a sheet rests this many rows lower, so the ones below show above it.
    public static let levelStep = 2.0

    /// `y = H/2`, height `H/2`: on an odd height the sheet's edge sits mid-row and is drawn
    /// with a half block. A sheet presented from a sheet rests `levelStep` rows lower per level.
    public override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        let size = container.bounds.size
        let lowered = Self.levelStep * Double((presentedViewController?.presentationLevel ?? 1) - 1)
        let y = min(size.height / 2 + lowered, max(size.height / 2, size.height - 3))
        return Rect(x: 0, y: y, width: size.width, height: size.height - y)
    }
}
