import KamishibaiCanvas
import KamishibaiDrawingViews
import KamishibaiUI
import Testing

@testable import KamishibaiDemo

/// Every figure of the Shapes page stays apart from its surface with 8 and 16 colours: its
/// colours are other entries than the surface's, or the figure keeps a visible edge. (On the
/// old light paper, white and the paper were one entry with 8 colours, and the white figures
/// vanished; the dark surface is black there, and the light ink white.)
@Suite struct ShapesFewColoursTests {
    /// Each figure on the paper and the colours it is drawn in (the scanner has a backdrop
    /// of its own).
    static let figures: [(word: String, colours: [RGB])] = [
        ("spade", [ShapeFigure.ink.rgb]), ("heart", [ShapeFigure.red.rgb]), ("diamond", [ShapeFigure.red.rgb]),
        ("club", [ShapeFigure.ink.rgb]), ("corner", [ShapeFigure.indigo.rgb]), ("shadow", [RGB(hex: 0xF2A65A)]),
        ("border", [ShapeFigure.front.rgb]), ("erase", [ShapeFigure.front.rgb]), ("morph", [RGB(hex: 0xF08A24), .white]),
    ]

    static func entry(_ colour: RGB, _ mode: ColorMode) -> Int {
        ColorMapping.ansi(colour, count: mode == .palette8 ? 8 : 16)
    }

    /// The colours a cell shows: a space's foreground is not seen.
    static func seen(_ cell: Cell) -> [RGB] {
        cell.grapheme == " " ? [cell.style.background] : [cell.style.foreground, cell.style.background]
    }

    /// The leftmost, rightmost, top and bottom columns and rows of `cells` (index, row by row).
    static func extent(_ cells: [Int], columns: Int) -> (left: Int, right: Int, top: Int, bottom: Int)? {
        guard !cells.isEmpty else { return nil }
        let (xs, ys) = (cells.map { $0 % columns }, cells.map { $0 / columns })
        return (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
    }

    @Test(arguments: [ColorMode.palette8, .palette16])
    func everyFigureKeepsItsEntriesOrAnEdge(mode: ColorMode) throws {
        let paper = Self.entry(ShapeFigure.paper, mode)
        #expect(Self.entry(ShapeFigure.ink.rgb, mode) != paper, "the light ink is not the surface's entry")
        let palette = DemoHarness(columns: 120, rows: 40, start: .shapes, colorMode: mode)
        palette.run([])
        let trueColour = DemoHarness(columns: 120, rows: 40, start: .shapes)
        trueColour.run([])
        for (word, colours) in Self.figures {
            for colour in colours where Self.entry(colour, mode) == paper {
                // The same entry as the paper: the cells that show something else must reach
                // as far as the cells that have this colour in true colour.
                let view = try #require(palette.app.shapesView.figureView(named: word) as? DrawingView)
                let drawn = try #require(trueColour.app.shapesView.figureView(named: word) as? DrawingView)
                let (columns, rows) = (Int(view.frame.width), Int(view.frame.height))
                let truth = drawn.render(columns: columns, rows: rows).enumerated().filter { _, cell in
                    Self.seen(cell).contains { OKLab($0).distance(to: OKLab(colour)) < 0.03 * 0.03 }
                }.map(\.offset)
                let shown = view.render(columns: columns, rows: rows).enumerated().filter { _, cell in
                    Self.seen(cell).contains { Self.entry($0, mode) != paper }
                }.map(\.offset)
                let figure = try #require(Self.extent(truth, columns: columns))
                let edge = Self.extent(shown, columns: columns)
                #expect(
                    edge.map {
                        $0.left <= figure.left + 1 && $0.right >= figure.right - 1 && $0.top <= figure.top + 1
                            && $0.bottom >= figure.bottom - 1
                    }
                        == true,
                    "\(word)'s \(colour) in \(mode.rawValue) colours: drawn over \(figure), seen over \(String(describing: edge))")
            }
        }
    }
}
