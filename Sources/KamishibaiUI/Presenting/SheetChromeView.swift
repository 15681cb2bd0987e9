import KamishibaiCanvas
import KamishibaiGeometry

/// Draws a `SheetChrome` around the presented view, wherever that view is: it lies in the
/// container just below it and reads its frame as it draws, so it follows every drag, slide
/// and settle without being moved. Presses on the sheet's fractional top row (and the row of
/// shadow under a card) go to the presented view, as if it covered every cell it touches.
final class SheetChromeView: View {
    var chrome: SheetChrome?
    /// Where the grabber stands: the top, or the side opposite the edge a sideways sheet
    /// leaves by.
    var grabberEdge = Edge.top
    weak var presentedView: View?

    static let shadowOpacity = 0.4
    static let grabber = "━━━━━━"

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        // The edge and the shadow lie outside the presented view; the container clips them.
        clipsToBounds = false
    }

    /// The presented view, when it is shown in this container and there is a chrome to draw.
    private var sheet: View? {
        guard chrome != nil, let view = presentedView, !view.isHidden, view.superview === superview else { return nil }
        return view
    }

    override func draw(in context: inout DrawContext) {
        guard let chrome, let view = sheet else { return }
        // The sheet's frame in this view's space (they share a superview), and its top edge
        // on the grid of cells this view draws.
        let rect = view.frame.offsetBy(dx: -frame.minX, dy: -frame.minY)
        let top = context.originFraction.y + rect.minY
        let left = Int((context.originFraction.x + rect.minX).rounded())
        let width = Int(rect.width.rounded())
        let bottom = Int((top + rect.height).rounded())
        let partialRow = Int(top.rounded(.down))
        let borderRow = Int(top.rounded(.up))
        guard width >= 2 else { return }
        // A soft shadow cast upward (and sideways, for a card narrower than the screen).
        context.dropShadow(
            of: CellRect(x: left, y: partialRow, width: width, height: bottom - partialRow), opacity: Self.shadowOpacity,
            offset: (0, -0.5), blur: 1.5)
        if borderRow > partialRow {
            let edge = EighthBlock.lower(Double(borderRow) - top)
            for x in left..<(left + width) { context.put(edge, x: x, y: partialRow, foreground: chrome.surface.background) }
        }
        let area = CellRect(x: left, y: borderRow, width: width, height: bottom - borderRow)
        guard area.height >= 1 else { return }
        context.fill(area, style: chrome.surface)
        let floats = SheetChrome.contentInsets(of: view).bottom > 0
        drawBorder(area, floats: floats, chrome, in: &context)
        let inside = (area.minY + 1)..<max(area.minY + 1, area.maxY - (floats ? 1 : 0))
        drawScrollIndicator(rows: inside, column: area.maxX - 1, of: view, chrome, in: &context)
        if chrome.prefersGrabberVisible { drawGrabber(area, chrome, in: &context) }
    }

    private func drawBorder(_ area: CellRect, floats: Bool, _ chrome: SheetChrome, in context: inout DrawContext) {
        let rounded = (chrome.preferredCornerRadius ?? 1) > 0
        let y = area.minY
        for x in (area.minX + 1)..<(area.maxX - 1) { context.put("─", x: x, y: y, style: chrome.border) }
        context.put(rounded ? "╭" : "┌", x: area.minX, y: y, style: chrome.border)
        context.put(rounded ? "╮" : "┐", x: area.maxX - 1, y: y, style: chrome.border)
        for row in (y + 1)..<max(y + 1, area.maxY) {
            context.put("│", x: area.minX, y: row, style: chrome.border)
            context.put("│", x: area.maxX - 1, y: row, style: chrome.border)
        }
        guard floats, area.height >= 2 else { return }
        let last = area.maxY - 1
        for x in (area.minX + 1)..<(area.maxX - 1) { context.put("─", x: x, y: last, style: chrome.border) }
        context.put(rounded ? "╰" : "└", x: area.minX, y: last, style: chrome.border)
        context.put(rounded ? "╯" : "┘", x: area.maxX - 1, y: last, style: chrome.border)
    }

    private func drawGrabber(_ area: CellRect, _ chrome: SheetChrome, in context: inout DrawContext) {
        guard grabberEdge.isHorizontal else {
            let x = area.minX + (area.width - CharacterWidth.of(Self.grabber)) / 2
            context.write(Self.grabber, x: x, y: area.minY, style: chrome.grabber)
            return
        }
        // A sheet dragged sideways: its grabber stands on its side, three rows at the middle.
        let x = grabberEdge == .left ? area.minX : area.maxX - 1
        let middle = area.minY + area.height / 2
        let first = max(area.minY + 1, middle - 1), last = min(area.maxY - 1, middle + 1)
        guard first <= last else { return }
        for row in first...last { context.put("┃", x: x, y: row, style: chrome.grabber) }
    }

    /// Whether `point` (root coordinates) is on a top grabber, or the border cells beside it
    /// and the row above. Whole cells: a point in pixels takes its cell, so a press lands on
    /// the grabber in the same cells whether the terminal reports pixels or cells.
    func grabberContains(_ point: Point) -> Bool {
        guard let sheet, chrome?.prefersGrabberVisible == true, !grabberEdge.isHorizontal else { return false }
        let frame = sheet.frameInRoot
        let row = frame.minY.rounded(.up)
        return point.y >= row - 1 && point.y < row + 1 && abs(point.x.rounded(.down) + 1 - frame.midX) <= 5
    }

    override func hitTest(_ point: Point) -> View? {
        guard let view = sheet, view.isUserInteractionEnabled else { return nil }
        // The fractional top row, in the presented view's coordinates, and a row below it.
        let local = point - view.frame.origin + view.boundsOrigin
        let top = view.frameInRoot.minY
        let touched = Rect(x: 0, y: top.rounded(.down) - top, width: view.frame.width, height: view.frame.height + 1)
        return touched.contains(local) ? view : nil
    }
}
