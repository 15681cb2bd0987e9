import KamishibaiCanvas
import KamishibaiGeometry
import Testing

@testable import KamishibaiDrawing

/// With 16 and 8 colours a drawing is mapped in the palette's own colours, and an edge
/// between two colours the palette would show as one entry keeps an outline.
@Suite struct FewColoursTests {
    static let paper = RGB(hex: 0xD9D2C3)

    /// `figure` filled as a rounded rectangle off the cell grid on the paper, 12 × 6 cells.
    func drawing(_ figure: RGB) -> Bitmap {
        let bitmap = Bitmap(width: 12 * 8, height: 6 * 16)!
        let c = GraphicsContext(bitmap: bitmap, scaleX: 8 / CellScale.pointsPerColumn, scaleY: 16 / CellScale.pointsPerRow)
        c.fill(Rect(x: 0, y: 0, width: 36, height: 36), with: RGBA(Self.paper))
        c.fill(BezierPath(roundedRect: Rect(x: 7.4, y: 8.3, width: 21, height: 19), cornerRadius: 4), with: RGBA(figure))
        return bitmap
    }

    /// The entries the cells show (a space's foreground is not seen), row by row.
    func entries(_ cells: [Cell], count: Int) -> [Set<Int>] {
        cells.map { cell in
            let seen = cell.grapheme == " " ? [cell.style.background] : [cell.style.foreground, cell.style.background]
            return Set(seen.map { ColorMapping.ansi($0, count: count) })
        }
    }

    @Test func aWhiteFigureOnLightPaperKeepsAnOutlineWith8Colours() {
        #expect(ColorMapping.ansi(.white, count: 8) == 7 && ColorMapping.ansi(Self.paper, count: 8) == 7)
        let bitmap = drawing(.white)
        let cells = entries(CellMapper(colorMode: .palette8).cells(of: bitmap, columns: 12, rows: 6), count: 8)
        let outlined = cells.enumerated().filter { $0.element.contains(0) }.map { ($0.offset % 12, $0.offset / 12) }
        // The rectangle spans columns 2–9 and rows 1–4; the outline goes round it.
        #expect(Set(outlined.map(\.0)).isSuperset(of: [2, 9]) && Set(outlined.map(\.1)).isSuperset(of: [1, 4]), "\(outlined)")
        #expect(outlined.allSatisfy { (1...10).contains($0.0) && (1...5).contains($0.1) }, "only beside the figure: \(outlined)")
        // Mapped as drawn, every cell is the ANSI white.
        #expect(FewColours.outlined(bitmap, mode: .truecolor, cell: (8, 16)) == nil)
        #expect(entries(CellMapper().cells(of: bitmap, columns: 12, rows: 6), count: 8).allSatisfy { $0 == [7] })
    }

    @Test func aFigureOfItsOwnEntryIsNotOutlined() {
        let cells = entries(CellMapper(colorMode: .palette8).cells(of: drawing(RGB(hex: 0xC62F3A)), columns: 12, rows: 6), count: 8)
        #expect(cells.allSatisfy { $0.isSubset(of: [1, 7]) }, "red on white only: \(cells)")
        #expect(cells.contains { $0.contains(1) })
    }

    @Test func with16ColoursWhiteAndPaperAreTwoEntriesAndTheCellsThePalettesColours() {
        let cells = CellMapper(colorMode: .palette16).cells(of: drawing(.white), columns: 12, rows: 6)
        let colours = Set(cells.flatMap { [$0.style.foreground, $0.style.background] }).subtracting([.black])
        #expect(colours.isSubset(of: Set(ColorMapping.ansi16)), "\(colours)")
        #expect(Set(entries(cells, count: 16).flatMap { $0 }) == [7, 15])
    }
}
