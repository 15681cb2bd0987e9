import KamishibaiCanvas
import KamishibaiGeometry
import Testing

@testable import KamishibaiDrawing

/// Cells chafa splits between two colours too close to tell apart become one colour; a real
/// edge keeps its symbol.
@Suite struct FlatCellsTests {
    /// One cell's worth of pixels (8 × 16) in `base`, with the columns in `columns` in `line`.
    func cell(_ base: RGB, line: RGB, columns: Range<Int>) -> Bitmap {
        let bitmap = Bitmap(width: 8, height: 16)!
        let c = GraphicsContext(bitmap: bitmap)
        c.fill(Rect(x: 0, y: 0, width: 8, height: 16), with: RGBA(base))
        c.fill(Rect(x: Double(columns.lowerBound), y: 0, width: Double(columns.count), height: 16), with: RGBA(line))
        return bitmap
    }

    func distance(_ a: RGB, _ b: RGB) -> Double { OKLab(a).distance(to: OKLab(b)).squareRoot() }

    /// Greys from `from` at the left to `to` at the right, one column of pixels at a time.
    static func greyRamp(width: Int, height: Int, from: Int, to: Int) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)!
        let c = GraphicsContext(bitmap: bitmap)
        for x in 0..<width {
            let v = UInt8(from + x * (to - from) / (width - 1))
            c.fill(Rect(x: Double(x), y: 0, width: 1, height: Double(height)), with: RGBA(RGB(v, v, v)))
        }
        return bitmap
    }

    @Test func aFaintOnePixelColumnIsNoHairline() {
        let base = RGB(170, 190, 205), line = RGB(160, 180, 196)
        #expect((0.025..<0.05).contains(distance(base, line)))
        let bitmap = cell(base, line: line, columns: 7..<8)
        let chafa = CellMapper()
        chafa.showsChafasChoice = true
        #expect(chafa.cells(of: bitmap, columns: 1, rows: 1)[0].grapheme == "▕", "chafa alone draws the hairline")
        let flat = CellMapper().cells(of: bitmap, columns: 1, rows: 1)[0]
        #expect(flat.grapheme == " ")
        #expect(flat.style.background == RGB(169, 189, 204), "the mean of the cell's pixels")
    }

    @Test func twoHalvesAlmostAlikeAreOneColour() {
        let base = RGB(120, 140, 160), other = RGB(123, 142, 163)
        #expect(distance(base, other) < 0.025)
        let bitmap = cell(base, line: other, columns: 4..<8)
        let chafa = CellMapper()
        chafa.showsChafasChoice = true
        #expect(["▌", "▐"].contains(chafa.cells(of: bitmap, columns: 1, rows: 1)[0].grapheme))
        #expect(CellMapper().cells(of: bitmap, columns: 1, rows: 1)[0].grapheme == " ")
    }

    @Test func aSmoothGradientHasNoSeams() {
        // Grey 100 to 140 across 12 columns: chafa splits most cells, each split a trace.
        let bitmap = Self.greyRamp(width: 96, height: 32, from: 100, to: 140)
        let chafa = CellMapper()
        chafa.showsChafasChoice = true
        #expect(chafa.cells(of: bitmap, columns: 12, rows: 2).contains { $0.grapheme != " " && $0.grapheme != "█" })
        let cells = CellMapper().cells(of: bitmap, columns: 12, rows: 2)
        #expect(cells.allSatisfy { $0.grapheme == " " }, "\(cells.map(\.grapheme))")
        // Still a gradient: each column a little lighter than the one before.
        let greys = cells.prefix(12).map { Int($0.style.background.r) }
        #expect(greys == greys.sorted() && greys.last! - greys.first! > 30)
    }

    @Test func aRealEdgeKeepsItsSymbol() {
        let bitmap = cell(.white, line: .black, columns: 0..<4)
        let cell = CellMapper().cells(of: bitmap, columns: 1, rows: 1)[0]
        #expect(["▌", "▐"].contains(cell.grapheme))
        #expect(Set([cell.style.foreground, cell.style.background]) == [.white, .black])
        // A black hairline on white is a line, not a seam.
        #expect(CellMapper().cells(of: self.cell(.white, line: .black, columns: 7..<8), columns: 1, rows: 1)[0].grapheme == "▕")
    }

    @Test func withoutColourNothingIsFlattened() {
        // Ink and paper are all a colourless terminal has: the symbol is the picture.
        let bitmap = cell(RGB(90, 90, 90), line: RGB(160, 160, 160), columns: 4..<8)
        let cell = CellMapper(colorMode: .none).cells(of: bitmap, columns: 1, rows: 1)[0]
        #expect(cell.grapheme == "▐" || cell.grapheme == "▌")
    }
}
