import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiUI
import Testing

/// Views draw in their own coordinates: the context moves every call to where the view is on
/// the canvas and cuts it at the clip.
@Suite struct DrawContextTests {
    static let paper = Style(foreground: .white, background: .black)
    static let ink = Style(foreground: .black, background: .white)

    /// A view that draws through `body` and records what its context said.
    final class Probe: View {
        var body: (inout DrawContext) -> Void = { _ in }
        var seen: (bounds: CellRect, clip: CellRect, fraction: Point)?

        override func draw(in context: inout DrawContext) {
            seen = (context.bounds, context.clip, context.originFraction)
            body(&context)
        }
    }

    func render(_ root: View, columns: Int = 20, rows: Int = 10) -> Canvas {
        var context = DrawContext(canvas: Canvas(columns: columns, rows: rows, fill: Self.paper))
        root.render(in: &context)
        return context.canvas
    }

    @Test func aViewDrawsFromItsOwnTopLeftCorner() {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let parent = View(frame: Rect(x: 3, y: 2, width: 12, height: 6))
        let probe = Probe(frame: Rect(x: 4, y: 1, width: 5, height: 3))
        probe.body = { context in
            context.write("ab", x: 0, y: 0, style: Self.ink)
            context.put("c", x: 4, y: 2, style: Self.ink)
        }
        root.addSubview(parent)
        parent.addSubview(probe)
        let canvas = render(root)
        #expect(probe.seen?.bounds == CellRect(x: 0, y: 0, width: 5, height: 3))
        #expect(probe.seen?.clip == CellRect(x: 0, y: 0, width: 5, height: 3))
        #expect(canvas.line(3) == "       ab           ")
        #expect(canvas[11, 5] == Cell("c", style: Self.ink))
    }

    @Test func drawingIsCutAtTheViewAndAtTheCanvas() {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let probe = Probe(frame: Rect(x: 15, y: 8, width: 4, height: 4))
        probe.body = { context in
            context.fill(CellRect(x: -2, y: -2, width: 10, height: 10), with: "#", style: Self.ink)
        }
        root.addSubview(probe)
        let canvas = render(root)
        // Four columns wide from column 15; two rows down to the canvas's bottom edge.
        #expect(probe.seen?.clip == CellRect(x: 0, y: 0, width: 4, height: 2))
        #expect(canvas.line(7) == String(repeating: " ", count: 20))
        #expect(canvas.line(8) == String(repeating: " ", count: 15) + "####" + " ")
        #expect(canvas.line(9) == String(repeating: " ", count: 15) + "####" + " ")
    }

    @Test func aViewThatDoesNotClipDrawsAroundItself() {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let probe = Probe(frame: Rect(x: 5, y: 5, width: 2, height: 2))
        probe.clipsToBounds = false
        probe.body = { context in context.write("<>", x: -2, y: -1, style: Self.ink) }
        root.addSubview(probe)
        let canvas = render(root)
        #expect(probe.seen?.clip == CellRect(x: -5, y: -5, width: 20, height: 10))
        #expect(canvas.line(4) == "   <>               ")
    }

    @Test func aFractionalOriginRoundsToTheNearestCellAndSaysByHowMuch() {
        for (y, row, fraction) in [(3.25, 3, 0.25), (3.75, 4, -0.25), (3.0, 3, 0.0), (-0.25, 0, -0.25)] {
            let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
            let probe = Probe(frame: Rect(x: 1.5, y: y, width: 4, height: 2))
            probe.body = { context in context.put("x", x: 0, y: 0, style: Self.ink) }
            root.addSubview(probe)
            let canvas = render(root)
            #expect(probe.seen?.fraction == Point(x: -0.5, y: fraction), "at y \(y)")
            #expect(canvas[2, row].grapheme == "x", "at y \(y)")
        }
    }

    @Test func cellsRoundFractionalRectanglesOnTheCanvasGrid() {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let probe = Probe(frame: Rect(x: 2, y: 1.25, width: 6, height: 4))
        var cells: CellRect?
        probe.body = { context in cells = context.cells(Rect(x: 1, y: 1.25, width: 2, height: 2)) }
        root.addSubview(probe)
        _ = render(root)
        // On the canvas the rectangle spans rows 2.5 to 4.5, which round to rows 3 and 5;
        // the view's row 0 is canvas row 1.
        #expect(cells == CellRect(x: 1, y: 2, width: 2, height: 2))
    }

    @Test func aScrolledViewDrawsItselfAndItsSubviewsFromItsBoundsOrigin() {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let scroller = Probe(frame: Rect(x: 2, y: 2, width: 10, height: 4))
        scroller.boundsOrigin = Point(x: 0, y: 10)
        scroller.body = { context in context.write("top", x: 0, y: 10, style: Self.ink) }
        let content = Probe(frame: Rect(x: 0, y: 11, width: 10, height: 1))
        content.body = { context in context.write("row", x: 0, y: 0, style: Self.ink) }
        root.addSubview(scroller)
        scroller.addSubview(content)
        let canvas = render(root)
        #expect(scroller.seen?.bounds == CellRect(x: 0, y: 10, width: 10, height: 4))
        #expect(content.seen?.bounds == CellRect(x: 0, y: 0, width: 10, height: 1))
        #expect(canvas.line(2).hasPrefix("  top"))
        #expect(canvas.line(3).hasPrefix("  row"))
    }

    @Test func aColourOverWhatIsThereKeepsItsBackground() {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        root.background = Style(foreground: .white, background: RGB(hex: 0x203040))
        let probe = Probe(frame: Rect(x: 4, y: 4, width: 2, height: 1))
        probe.body = { context in
            for x in -1..<3 { context.put("▄", x: x, y: 0, foreground: RGB(hex: 0xFF0000)) }
        }
        root.addSubview(probe)
        let canvas = render(root)
        let edge = Cell("▄", style: Style(foreground: RGB(hex: 0xFF0000), background: RGB(hex: 0x203040)))
        #expect(canvas[4, 4] == edge && canvas[5, 4] == edge)
        #expect(canvas[3, 4].grapheme == " " && canvas[6, 4].grapheme == " ", "cut at the view's edges")
    }

    @Test func theCursorAndARasterAreInTheViewsCoordinates() {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let probe = Probe(frame: Rect(x: 6, y: 3, width: 4, height: 2))
        var raster = QuadrantRaster(columns: 1, rows: 1)
        raster.set(0, 0)
        probe.body = { context in
            context.cursor = CellPoint(x: 1, y: 1)
            context.draw(raster, x: 2, y: 0, color: RGB(hex: 0x00FF00))
            context.blit([Cell("z", style: Self.ink)], width: 1, x: 3, y: 1)
        }
        root.addSubview(probe)
        let canvas = render(root)
        #expect(canvas.cursor == CellPoint(x: 7, y: 4))
        #expect(canvas[8, 3].grapheme == "▘")
        #expect(canvas[9, 4].grapheme == "z")
    }

    @Test func shadowsBoxesAndDimmingAreMovedToo() {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let probe = Probe(frame: Rect(x: 5, y: 2, width: 6, height: 4))
        probe.clipsToBounds = false
        probe.body = { context in
            context.dropShadow(of: context.bounds, opacity: 0.5)
            context.drawBox(context.bounds, style: Self.ink)
            context.dim(CellRect(x: 1, y: 1, width: 1, height: 1), opacity: 0.5)
        }
        root.addSubview(probe)
        let moved = render(root)
        var expected = Canvas(columns: 20, rows: 10, fill: Self.paper)
        expected.dropShadow(of: CellRect(x: 5, y: 2, width: 6, height: 4), opacity: 0.5)
        expected.drawBox(CellRect(x: 5, y: 2, width: 6, height: 4), style: Self.ink)
        expected.dim(CellRect(x: 6, y: 3, width: 1, height: 1), opacity: 0.5)
        #expect(moved == expected)
    }
}
