import KamishibaiCanvas
import KamishibaiGeometry
import Testing

@testable import KamishibaiDrawing

/// A bitmap of `width`×`height` pixels with each rectangle of `fills` painted in its colour,
/// in order.
private func painted(_ width: Int, _ height: Int, painting fills: [(Rect, RGB)]) -> Bitmap {
    let bitmap = Bitmap(width: width, height: height)!
    let context = GraphicsContext(bitmap: bitmap)
    for (rect, colour) in fills { context.fill(rect, with: RGBA(colour)) }
    return bitmap
}

@Suite struct CellMapperTests {
    @Test func aLeftHalfBecomesAHalfBlockInTheTwoColours() {
        let (blue, yellow) = (RGB(0, 0, 200), RGB(250, 200, 0))
        let bitmap = painted(
            16, 16, painting: [(Rect(x: 0, y: 0, width: 16, height: 16), blue), (Rect(x: 0, y: 0, width: 8, height: 16), yellow)])
        let cells = CellMapper().cells(of: bitmap, columns: 1, rows: 1)
        #expect(cells.count == 1)
        let cell = cells[0]
        // ▌ with yellow ink on blue, or its inverse ▐ with blue ink on yellow.
        if cell.grapheme == "▌" {
            #expect(cell.style.foreground == yellow && cell.style.background == blue)
        } else {
            #expect(cell.grapheme == "▐")
            #expect(cell.style.foreground == blue && cell.style.background == yellow)
        }
    }

    @Test func aUniformCellIsASpaceOrAFullBlockOfItsColour() {
        let bitmap = painted(32, 32, painting: [(Rect(x: 0, y: 0, width: 32, height: 32), RGB(10, 120, 60))])
        for cell in CellMapper().cells(of: bitmap, columns: 2, rows: 2) {
            let shown = cell.grapheme == "█" ? cell.style.foreground : cell.style.background
            #expect(shown == RGB(10, 120, 60))
        }
    }

    @Test func theSymbolSetIsCheckedByChafa() throws {
        #expect(try SymbolSet("block+braille").selectors == "block+braille")
        #expect(throws: SymbolSet.Invalid.self) { try SymbolSet("blocks-and-more") }
        #expect(throws: SymbolSet.Invalid.self) { try SymbolSet("  ") }
    }

    @Test func onlyTheChosenSymbolsAppear() throws {
        let bitmap = Bitmap(width: 64, height: 64)!
        let c = GraphicsContext(bitmap: bitmap)
        c.fill(Rect(x: 0, y: 0, width: 64, height: 64), with: .black)
        c.fill(BezierPath(ovalIn: Rect(x: 4, y: 4, width: 56, height: 56)), with: .white)
        let braille = CellMapper(symbols: try SymbolSet("braille+space")).cells(of: bitmap, columns: 8, rows: 4)
        #expect(braille.allSatisfy { $0.grapheme == " " || (0x2800...0x28FF).contains($0.grapheme.unicodeScalars.first!.value) })
        let blocks = CellMapper().cells(of: bitmap, columns: 8, rows: 4)
        #expect(blocks.allSatisfy { $0.grapheme == " " || (0x2580...0x259F).contains($0.grapheme.unicodeScalars.first!.value) })
        #expect(blocks.contains { $0.grapheme != " " && $0.grapheme != "█" })  // the edge needs partial blocks
    }

    /// A figure with a soft shadow: anti-aliased edges, a blur, gradients. A still figure
    /// must give the same cells every time it is mapped (chafa works on threads), so that only
    /// what moves is written to the terminal.
    func figure(shiftedBy dx: Double = 0) -> Bitmap {
        let bitmap = Bitmap(width: 24 * 8, height: 12 * 16)!
        let c = GraphicsContext(bitmap: bitmap, scaleX: 8 / CellScale.pointsPerColumn, scaleY: 16 / CellScale.pointsPerRow)
        c.fill(Rect(x: 0, y: 0, width: 72, height: 72), with: RGBA(RGB(hex: 0xD9D2C3)))
        c.withShadow(Shadow(offset: Point(x: 5, y: 5), blur: 5, opacity: 0.5)) {
            c.fill(BezierPath(roundedRect: Rect(x: 8, y: 8, width: 40, height: 30), cornerRadius: 14), with: RGBA(RGB(hex: 0xF2A65A)))
        }
        c.fill(BezierPath(ovalIn: Rect(x: 52 + dx, y: 44, width: 12, height: 20)), with: RGBA(RGB(hex: 0x3B58A8)))
        return bitmap
    }

    @Test func theSamePixelsGiveTheSameCellsEveryTime() {
        let mapper = CellMapper()
        let first = mapper.cells(of: figure(), columns: 24, rows: 12)
        for _ in 0..<5 { #expect(mapper.cells(of: figure(), columns: 24, rows: 12) == first) }
        #expect(CellMapper().cells(of: figure(), columns: 24, rows: 12) == first, "a new mapper too")
    }

    @Test func whatDoesNotMoveKeepsItsCells() {
        // The oval moves; the rounded rectangle and its shadow, columns 0–15, are still.
        let still = CellMapper().cells(of: figure(), columns: 24, rows: 12)
        let moved = CellMapper().cells(of: figure(shiftedBy: 2), columns: 24, rows: 12)
        #expect(still != moved)
        for row in 0..<12 { #expect(still[row * 24..<row * 24 + 16] == moved[row * 24..<row * 24 + 16], "row \(row)") }
    }
}

@Suite struct HalfBlockMapperTests {
    @Test func eachCellShowsTheAverageOfItsUpperAndLowerHalves() {
        let bitmap = painted(
            4, 8,
            painting: [
                (Rect(x: 0, y: 0, width: 4, height: 4), RGB(200, 0, 0)), (Rect(x: 0, y: 4, width: 2, height: 4), RGB(0, 0, 200)),
                (Rect(x: 2, y: 4, width: 2, height: 4), RGB(0, 200, 0)),
            ])
        let cells = HalfBlockMapper.cells(of: bitmap, columns: 2, rows: 1)
        #expect(cells.map(\.grapheme) == ["▀", "▀"])
        #expect(cells[0].style.foreground == RGB(200, 0, 0) && cells[0].style.background == RGB(0, 0, 200))
        #expect(cells[1].style.background == RGB(0, 200, 0))
        let mono = HalfBlockMapper.cells(of: bitmap, columns: 2, rows: 1, colorMode: .none)
        // Without colours a half is ink where it is light: dark blue is paper, bright green ink.
        #expect(mono[0].style.background == .black && mono[1].style.background == .white)
        // Dithered, a cell is a shade of its light: red over dark blue is darker than red over
        // bright green (L 0.47 at the Bayer tile's first place, 0.65 at its second).
        #expect(HalfBlockMapper.cells(of: bitmap, columns: 2, rows: 1, colorMode: .none, dithers: true).map(\.grapheme) == ["░", "▓"])
    }
}
