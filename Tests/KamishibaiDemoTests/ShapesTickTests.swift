import KamishibaiCanvas
import KamishibaiDrawingViews
import KamishibaiUI
import Testing

@testable import KamishibaiDemo
@testable import KamishibaiDrawing

/// The Shapes board shows no ticks: no cell shows, on a side of its symbol, a colour the
/// drawing hardly has there. chafa alone gives a side the mean of its pixels, a third colour
/// where the side holds two (the morph square's stroked corners, the rounded shadow's rim).
@Suite struct ShapesTickTests {
    /// A side whose colour fewer than a quarter of its pixels have, to within ΔE_OK 0.025
    /// (about the least difference two patches show). A soft gradient's mean is near most of
    /// its pixels; a blend of two distinct colours is near none.
    static func foreignSides(of view: DrawingView, columns: Int, rows: Int, chafaAlone: Bool) -> Int {
        let (pixelsX, pixelsY) = (CellScale.pixelsPerColumn, CellScale.pixelsPerRow)
        let bitmap = Bitmap(width: columns * pixelsX, height: rows * pixelsY)!
        let context = GraphicsContext(
            bitmap: bitmap, scaleX: Double(pixelsX) / CellScale.pointsPerColumn, scaleY: Double(pixelsY) / CellScale.pointsPerRow)
        let size = Size(width: Double(columns) * CellScale.pointsPerColumn, height: Double(rows) * CellScale.pointsPerRow)
        context.fill(Rect(origin: .zero, size: size), with: RGBA(view.canvasColor))
        view.drawing?(context, size)
        let mapper = CellMapper()
        mapper.showsChafasChoice = chafaAlone
        let cells = mapper.cells(of: bitmap, columns: columns, rows: rows)
        var foreign = 0
        for (index, cell) in cells.enumerated() {
            guard let scalar = cell.grapheme.unicodeScalars.first, let symbol = BlockElement(scalar) else { continue }
            let (x, y) = (index % columns * pixelsX, index / columns * pixelsY)
            for (shown, isInk) in [(cell.style.foreground, true), (cell.style.background, false)] {
                var (near, count) = (0, 0)
                for py in 0..<pixelsY {
                    for px in 0..<pixelsX where symbol.inks(column: px * 8 / pixelsX, row: py * 8 / pixelsY) == isInk {
                        count += 1
                        if OKLab(bitmap.pixel(x: x + px, y: y + py).rgb).distance(to: OKLab(shown)) < 0.025 * 0.025 { near += 1 }
                    }
                }
                if near * 4 < count { foreign += 1 }
            }
        }
        return foreign
    }

    /// Every figure at the size the board gives it, chafa's sides and ours.
    static func count(columns: Int, rows: Int) -> (chafa: [String: Int], tidied: [String: Int]) {
        let harness = DemoHarness(columns: columns, rows: rows, start: .shapes)
        harness.run([])
        var chafa: [String: Int] = [:], tidied: [String: Int] = [:]
        for word in harness.app.shapesView.words {
            guard let view = harness.app.shapesView.figureView(named: word) as? DrawingView else { continue }
            let (c, r) = (Int(view.frame.width), Int(view.frame.height))
            chafa[word] = foreignSides(of: view, columns: c, rows: r, chafaAlone: true)
            tidied[word] = foreignSides(of: view, columns: c, rows: r, chafaAlone: false)
        }
        return (chafa, tidied)
    }

    @Test(arguments: [(120, 40), (200, 60)])
    func theMorphSquareAndTheRoundedShadowHaveNoTicks(columns: Int, rows: Int) {
        let (chafa, tidied) = Self.count(columns: columns, rows: rows)
        print("foreign sides at \(columns)×\(rows): chafa \(chafa.sorted { $0.key < $1.key }), tidied \(tidied.sorted { $0.key < $1.key })")
        #expect((chafa["morph"] ?? 0) >= 4 && (chafa["shadow"] ?? 0) >= 4, "chafa alone shows the ticks")
        #expect(tidied["morph"] == 0)
        // On the dark surface (decision 118) a few cells of the rounded view's rim hold three
        // colours, the orange, its shadow and the surface, and keep one blended side: three
        // at 200×60 (of 78 with chafa alone), none at 120×40.
        #expect((tidied["shadow"] ?? 0) <= (columns >= 200 ? 3 : 0))
        #expect(tidied.values.reduce(0, +) * 4 < chafa.values.reduce(0, +), "and far fewer on the whole board")
    }
}
