import KamishibaiCanvas
import KamishibaiGeometry
import Testing

@testable import KamishibaiDrawing

/// A side of a cell's symbol that covers two distinct colours shows one of them, never their
/// mean: no ticks of a third colour at a stroked square's corners or on a rounded fill's rim
/// over its shadow, and an edge that runs through the cell keeps its symbol.
@Suite struct PureSidesTests {
    static let paper = RGB(hex: 0xD9D2C3), orange = RGB(hex: 0xF08A24)

    func distance(_ a: RGB, _ b: RGB) -> Double { OKLab(a).distance(to: OKLab(b)).squareRoot() }

    /// The colours a cell shows: a space's foreground is not seen.
    func shown(_ cell: Cell) -> [RGB] {
        cell.grapheme == " " ? [cell.style.background] : [cell.style.foreground, cell.style.background]
    }

    /// chafa's own cells and the mapper's, `columns` × `rows`.
    func both(_ bitmap: Bitmap, columns: Int, rows: Int) -> (chafa: [Cell], tidied: [Cell]) {
        let chafa = CellMapper()
        chafa.showsChafasChoice = true
        return (chafa.cells(of: bitmap, columns: columns, rows: rows), CellMapper().cells(of: bitmap, columns: columns, rows: rows))
    }

    /// The morph figure's square at the Shapes board's 120×40 size: an orange square with a
    /// white stroke on paper, 38 × 19 cells of which the top-left 10 × 6 hold a corner.
    func strokedCorner() -> Bitmap {
        let bitmap = Bitmap(width: 10 * 8, height: 6 * 16)!
        let c = GraphicsContext(bitmap: bitmap, scaleX: 8 / CellScale.pointsPerColumn, scaleY: 16 / CellScale.pointsPerRow)
        c.fill(Rect(x: 0, y: 0, width: 30, height: 36), with: RGBA(Self.paper))
        let square = BezierPath(rect: Rect(x: 19, y: 19, width: 76, height: 76))
        c.fill(square, with: RGBA(Self.orange))
        c.stroke(square, with: .white, style: StrokeStyle(width: 6.33))
        return bitmap
    }

    @Test func aStrokedCornerShowsOnlyPaperWhiteAndOrange() {
        let (chafa, tidied) = both(strokedCorner(), columns: 10, rows: 6)
        let figure = [Self.paper, .white, Self.orange]
        func isForeign(_ colour: RGB) -> Bool { figure.allSatisfy { distance(colour, $0) >= 0.02 } }
        // chafa alone: a grey nub at the stroke's outer corner, a pale orange one at its inner.
        let nubs = chafa.flatMap(shown).filter(isForeign)
        #expect(nubs.count >= 2, "chafa's ticks: \(nubs)")
        #expect(nubs.contains { OKLab($0).chroma > 0.05 }, "a pale orange among \(nubs)")
        let foreign = tidied.flatMap(shown).filter(isForeign)
        #expect(foreign.isEmpty, "\(foreign)")
    }

    @Test func theCornerIsCutNotStuckOut() {
        let cells = both(strokedCorner(), columns: 10, rows: 6).tidied
        func cell(_ x: Int, _ y: Int) -> Cell { cells[y * 10 + x] }
        // The stroke's top edge runs along row 2 (▃, white below paper) and its left edge down
        // column 5 (▎, paper left of white). The corner cell where they meet is paper: white
        // in it would stick out past one edge or the other.
        func isWhite(_ colour: RGB) -> Bool { distance(colour, .white) < 0.01 }
        #expect(cell(6, 2).grapheme == "▃" && isWhite(cell(6, 2).style.foreground))
        #expect(cell(5, 3).grapheme == "▎" && isWhite(cell(5, 3).style.background))
        #expect(cell(5, 2).grapheme == " " && cell(5, 2).style.background == Self.paper)
        // Inside, the orange's corner is cut the same way: the cell is white.
        #expect(cell(7, 3).grapheme == " " && isWhite(cell(7, 3).style.background))
        #expect(cell(8, 3).grapheme == "▂" && cell(8, 3).style.foreground == Self.orange && isWhite(cell(8, 3).style.background))
    }

    /// The Shapes board's rounded shadow: an orange rounded rectangle casting a soft shadow
    /// (offset 5, blur 5, half black) on paper, at its 200×60 size.
    func roundedShadow() -> Bitmap {
        let bitmap = Bitmap(width: 31 * 8, height: 10 * 16)!
        let c = GraphicsContext(bitmap: bitmap, scaleX: 8 / CellScale.pointsPerColumn, scaleY: 16 / CellScale.pointsPerRow)
        c.fill(Rect(x: 0, y: 0, width: 93, height: 60), with: RGBA(Self.paper))
        c.withShadow(Shadow(offset: Point(x: 5, y: 5), blur: 5, opacity: 0.5)) {
            c.fill(BezierPath(roundedRect: Rect(x: 8, y: 8, width: 74, height: 38), cornerRadius: 14), with: RGBA(RGB(hex: 0xF2A65A)))
        }
        return bitmap
    }

    @Test func aRoundedFillsRimOverItsShadowIsNotKhaki() {
        let fill = RGB(hex: 0xF2A65A)
        let (chafa, tidied) = both(roundedShadow(), columns: 31, rows: 10)
        // The shadow and the paper are near greys (chroma under 0.03); a blend of the fill
        // with the shadow is a khaki or brown between the fill's chroma and theirs.
        func isKhaki(_ colour: RGB) -> Bool { OKLab(colour).chroma > 0.04 && distance(colour, fill) >= 0.025 }
        let rims = chafa.flatMap(shown).filter(isKhaki)
        #expect(rims.count >= 3, "chafa's rim: \(rims)")
        let left = tidied.flatMap(shown).filter(isKhaki)
        #expect(left.isEmpty, "\(left)")
    }

    @Test func anEdgeThroughTheCellKeepsItsSymbol() {
        // A vertical edge 3 pixels in, with a third colour in a corner of the right side:
        // the right side shows the colour most of it has, the edge stays where it was.
        let bitmap = Bitmap(width: 8, height: 16)!
        let c = GraphicsContext(bitmap: bitmap)
        c.fill(Rect(x: 0, y: 0, width: 8, height: 16), with: RGBA(RGB(40, 60, 160)))
        c.fill(Rect(x: 0, y: 0, width: 3, height: 16), with: .white)
        c.fill(Rect(x: 6, y: 12, width: 2, height: 4), with: RGBA(RGB(200, 40, 40)))
        let cell = CellMapper().cells(of: bitmap, columns: 1, rows: 1)[0]
        #expect(cell.grapheme == "▍")
        #expect(cell.style.foreground == .white && cell.style.background == RGB(40, 60, 160))
    }

    @Test func aSoftGradientKeepsItsMeans() {
        // Grey 90 to 130 across a cell, split by chafa: one gradient, not two colours.
        let bitmap = FlatCellsTests.greyRamp(width: 16, height: 16, from: 90, to: 130)
        let (chafa, tidied) = both(bitmap, columns: 1, rows: 1)
        #expect(!["█", " "].contains(chafa[0].grapheme), "chafa splits it")
        #expect(tidied == chafa)
    }

    @Test func blockElementsKnowTheirSides() throws {
        let lower = try #require(BlockElement("▂"))
        #expect(lower.split == .rows)
        #expect(lower.inks(column: 3, row: 6) && !lower.inks(column: 3, row: 5))
        let left = try #require(BlockElement("▎"))
        #expect(left.split == .columns)
        #expect(left.inks(column: 1, row: 7) && !left.inks(column: 2, row: 0))
        let quadrants = try #require(BlockElement("▚"))
        #expect(quadrants.split == .other)
        #expect(quadrants.inks(column: 0, row: 0) && quadrants.inks(column: 7, row: 7) && !quadrants.inks(column: 7, row: 0))
        #expect(BlockElement(" ") == nil && BlockElement("█") == nil && BlockElement("▒") == nil && BlockElement("⣿") == nil)
    }
}
