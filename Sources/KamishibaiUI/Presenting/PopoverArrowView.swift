import KamishibaiCanvas
import KamishibaiGeometry

/// Draws a popover's arrow: a triangle in the cell between the popover's edge and its source
/// (in the surface's colour above or below it; beside it, and where the edge is a line, the
/// border's cell beside it turned into a junction), so the box points at what it is about. It lies in the container beside the chrome and reads the presented view's
/// frame as it draws, so the arrow stays on the border while the popover grows or shrinks.
final class PopoverArrowView: View {
    var direction = PopoverArrowDirection.unknown
    /// Where the arrow's cell is, in the container's coordinates.
    var anchor = Point.zero
    var style: Style?
    weak var presentedView: View?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(in context: inout DrawContext) {
        guard let style, let view = presentedView, view.superview === superview, !view.isHidden else { return }
        let box = view.frame.offsetBy(dx: -frame.minX, dy: -frame.minY)
        guard box.width >= 3, box.height >= 3 else { return }
        let left = Int(box.minX.rounded()), top = Int(box.minY.rounded())
        let right = Int(box.maxX.rounded()) - 1, bottom = Int(box.maxY.rounded()) - 1
        let x = min(max(Int(anchor.x - frame.minX), left + 1), right - 1)
        let y = min(max(Int(anchor.y - frame.minY), top + 1), bottom - 1)
        // Above and below, the edge is the surface's (the border's background) unless drawn
        // with lines (see `SheetEdge`): the triangle is the surface's, pointing out of it.
        let lined = SheetEdge.isLined(in: window?.colorMode ?? .truecolor)
        switch direction {
        case .up:
            if lined { context.put("┴", x: x, y: top, style: style) }
            context.put("▲", x: x, y: top - 1, foreground: lined ? style.foreground : style.background)
        case .down:
            if lined { context.put("┬", x: x, y: bottom, style: style) }
            context.put("▼", x: x, y: bottom + 1, foreground: lined ? style.foreground : style.background)
        case .left:
            context.put("┤", x: left, y: y, style: style)
            context.put("◀", x: left - 1, y: y, foreground: style.foreground)
        case .right:
            context.put("├", x: right, y: y, style: style)
            context.put("▶", x: right + 1, y: y, foreground: style.foreground)
        default:
            break
        }
    }
}
