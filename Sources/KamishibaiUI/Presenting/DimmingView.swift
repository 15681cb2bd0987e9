import KamishibaiCanvas
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
    /// Views a press goes through to (a popover's passthrough views): over them this view is
    /// not hit, so the press reaches what lies below.
    var passthroughViews: [View] = []

    /// The dimming moves in steps of this fraction of black (40 % in four): each step
    /// repaints every cell behind, while a sheet's slide costs only the rows it uncovers. A
    /// palette shows a fade in steps anyway; in 24-bit colour four steps over a 0.35 s slide
    /// still read as a fade, and a present-and-dismiss cycle writes 40 % of the bytes of a
    /// smooth one (docs/decisions/024-bytes-in-24-bit-colour.md).
    public static let step = 0.1

    public override func draw(in context: inout DrawContext) {
        // Over a slow link six repaints are seconds of bytes: the backdrop is dimmed or not,
        // and a drag or a slide costs only the rows that move; over a crawling one even one
        // repaint is a second, and the sheet's border and shadow alone set it apart.
        let opacity: Double
        switch window?.linkSpeed ?? .fast {
        case .fast: opacity = (maximumOpacity * alpha / Self.step).rounded() * Self.step
        case .slow: opacity = alpha >= 0.5 ? maximumOpacity : 0
        case .crawling: opacity = 0
        }
        // Black at full strength hides what is behind in every colour mode: dimmed, a cell
        // keeps its text, which 8 colours and none still show (with its reverse video).
        if opacity >= 1 {
            context.fill(context.bounds, style: Style(foreground: .black, background: .black))
        } else {
            context.dim(context.bounds, opacity: opacity)
        }
    }

    public override func hitTest(_ point: Point) -> View? {
        let rootPoint = frameInRoot.origin + point - boundsOrigin
        if passthroughViews.contains(where: { $0.isVisible && $0.frameInRoot.contains(rootPoint) }) { return nil }
        return super.hitTest(point)
    }

    public override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        if case .press(.left) = event.kind { onTap?(frameInRoot.origin + point) }
        return true
    }
}
