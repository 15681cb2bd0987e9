import KamishibaiGeometry

/// Black at `maximumOpacity` (0.4 by default) × `alpha` over everything behind a presented
/// screen; a press on it
/// calls `onTap` with the point in root coordinates (the backdrop click that dismisses a sheet,
/// or, over a lower sheet's visible part, that sheet and those above it).
public final class DimmingView: View {
    /// The dimming colour's opacity at full alpha for a sheet: black at 40 %.
    public static let opacity = 0.4
    /// This backdrop's opacity at full alpha: 1 fades what is behind to black.
    public var maximumOpacity = DimmingView.opacity
    /// 0 transparent … 1 fully dimmed; animated alongside the transition.
    public var alpha = 0.0
    public var onTap: ((Point) -> Void)?

    /// The dimming moves in steps of this fraction of black (40 % in six): each step repaints
    /// every cell behind, while a sheet's slide costs only the rows it uncovers. A palette
    /// shows a fade in steps anyway (xterm's grey ramp is 4 % of white apart); in 24-bit
    /// colour six steps over a 0.35 s slide read as a fade, and a present-and-dismiss cycle
    /// writes a third of the bytes of a smooth one (docs/DECISIONS.md, "Bytes in 24-bit
    /// colour").
    public static let step = 1.0 / 15

    public override func draw(in context: inout DrawContext) {
        let opacity = (maximumOpacity * alpha / Self.step).rounded() * Self.step
        context.canvas.dim(context.bounds, opacity: opacity)
    }

    public override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        if case .press(.left) = event.kind { onTap?(frameInRoot.origin + point) }
        return true
    }
}
