import KamishibaiCanvas
import KamishibaiGeometry

/// What lies between the two pages of a push or pop, as UIKit puts its parallax dimming view
/// there: the page underneath darkens as the upper page covers it, and the upper page casts a
/// soft shadow to its left, so the moving page's leading edge shows against the one beneath it
/// at rest, mid-slide and mid-drag. It reads the upper page's frame as it draws, so it follows
/// every step of the slide and of a drag without being moved.
final class ParallaxDimmingView: View {
    /// The darkness over the page underneath once it is covered: black at 25 %, stronger than
    /// UIKit's 10 % since a cell's colour has fewer steps to tell it by.
    static let maximumOpacity = 0.25
    /// The darkness moves in steps of this much black, so a drag's frames share few colours.
    static let step = 0.05
    /// The shadow on the upper page's leading edge: its darkness and its blur, in columns.
    static let shadowOpacity = 0.5
    static let shadowBlur = 1.0

    weak var upperView: View?

    init(upperView: View) {
        self.upperView = upperView
        super.init()
        isUserInteractionEnabled = false
    }

    /// How dark the page underneath is when the upper page's leading edge is at `x` in a
    /// container `width` wide: none with the upper page gone off the right, fully once it covers all.
    static func opacity(upperMinX x: Double, width: Double) -> Double {
        guard width > 0 else { return 0 }
        let covered = min(max(1 - x / width, 0), 1)
        return (maximumOpacity * covered / step).rounded() * step
    }

    override func draw(in context: inout DrawContext) {
        guard let upper = upperView, upper.superview === superview, !upper.isHidden else { return }
        let rect = upper.frame.offsetBy(dx: -frame.minX, dy: -frame.minY)
        let edge = Int((context.originFraction.x + rect.minX).rounded())
        guard edge > context.bounds.minX else { return }
        let beneath = CellRect(
            x: context.bounds.minX, y: context.bounds.minY, width: edge - context.bounds.minX, height: context.bounds.height)
        context.dim(beneath, opacity: Self.opacity(upperMinX: rect.minX, width: frame.width))
        // The shadow falls only to the left: the pages fill the container's height.
        context.dropShadow(
            of: CellRect(x: edge, y: context.bounds.minY - 1, width: context.bounds.width, height: context.bounds.height + 2),
            opacity: Self.shadowOpacity, offset: (0, 0), blur: Self.shadowBlur)
    }
}
