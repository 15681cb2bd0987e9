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
    /// The scroll views in the presented view, for the scroll cue (`drawScrollIndicator`).
    var scrollCueCandidates = ScrollCueCandidates()

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
        // The sheet's frame in this view's space (they share a superview), on the grid of
        // cells this view draws.
        let rect = view.frame.offsetBy(dx: -frame.minX, dy: -frame.minY)
        let top = context.originFraction.y + rect.minY
        let left = Int((context.originFraction.x + rect.minX).rounded())
        let width = Int(rect.width.rounded())
        let bottom = Int((top + rect.height).rounded())
        guard width >= 2, bottom > Int(top.rounded(.up)) else { return }
        let floats = SheetChrome.contentInsets(of: view).bottom > 0
        let lined = SheetEdge.isLined(in: window?.colorMode ?? .truecolor)
        let edge = SheetEdge(frameTop: top, frameBottom: floats ? top + rect.height : nil, lined: lined)
        // A sheet that runs off the container's top (a sidebar) has no top edge, as a bottom
        // sheet has no bottom one.
        let topless = view.frame.minY <= 0
        // A soft shadow cast upward (and sideways, for a card narrower than the screen), from
        // the edge as drawn: a row the sheet does not reach keeps its text, only darkened.
        // Over a crawling link a moving sheet casts none: its shaded rows, redrawn wherever it
        // goes, were a quarter of a drag's bytes, and the frame in flight is the lag
        // (docs/decisions/133-frames-sized-to-the-link.md). At rest it has its shadow again.
        if !movesOverACrawlingLink {
            let shadowTop = topless ? top : edge.top
            context.dropShadow(
                of: Rect(x: Double(left), y: shadowTop, width: Double(width), height: Double(bottom) - shadowTop),
                opacity: Self.shadowOpacity, offset: (0, -0.5), blur: 1.5)
        }
        let rounded = (chrome.preferredCornerRadius ?? 1) > 0
        let firstRow = topless ? Int(top.rounded()) : edge.firstWholeRow
        let sides = CellRect(x: left, y: firstRow, width: width, height: max(0, edge.endOfSides(bottom) - firstRow))
        context.fill(sides, style: chrome.surface)
        if !topless { drawEdgeRow(edge.topRow, edge.topGlyphs(rounded: rounded), left: left, width: width, chrome, in: &context) }
        if let row = edge.bottomRow, row >= firstRow {
            drawEdgeRow(row, edge.bottomGlyphs(rounded: rounded), left: left, width: width, chrome, in: &context)
        }
        for row in sides.minY..<sides.maxY {
            context.put("│", x: left, y: row, style: chrome.border)
            context.put("│", x: left + width - 1, y: row, style: chrome.border)
        }
        if chrome.prefersGrabberVisible {
            let row = Int(top.rounded(.up))
            drawGrabber(CellRect(x: left, y: row, width: width, height: bottom - row), chrome, in: &context)
        }
        drawScrollIndicator(rows: sides.minY..<sides.maxY, column: left + width - 1, of: view, chrome, in: &context)
    }

    /// Whether the sheet is in a transition (sliding, dragged, settling) over a crawling link.
    private var movesOverACrawlingLink: Bool {
        guard let window, window.linkSpeed == .crawling else { return false }
        return window.transitions.active != nil
    }

    /// One row of the sheet's edge, over what lies behind it.
    private func drawEdgeRow(
        _ row: Int, _ glyphs: SheetEdge.Glyphs, left: Int, width: Int, _ chrome: SheetChrome, in context: inout DrawContext
    ) {
        let surface = chrome.surface.background
        for x in left..<(left + width) {
            switch x == left ? glyphs.leading : x == left + width - 1 ? glyphs.trailing : glyphs.middle {
            case nil: continue
            case .fill: context.put(" ", x: x, y: row, style: chrome.surface)
            case .surface(let glyph): context.put(glyph, x: x, y: row, foreground: surface)
            case .border(let glyph): context.put(glyph, x: x, y: row, style: chrome.border)
            case .backdrop(let glyph):
                guard let behind = context.background(atX: x, y: row) else { continue }
                context.put(glyph, x: x, y: row, style: Style(foreground: behind, background: surface))
            }
        }
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
