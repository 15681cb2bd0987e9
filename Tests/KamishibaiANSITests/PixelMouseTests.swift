import KamishibaiGeometry
import KamishibaiTerminal
import Testing

@testable import KamishibaiANSI

/// Mouse reports in pixels (SGR-Pixels, mode 1016) placed in cells as fractions: a cell of
/// 8 × 16 pixels on an 80 × 24 grid, as `CSI 16 t` → `CSI 6 ; 16 ; 8 t` says.
@Suite("Pointer in pixels")
struct PixelMouseTests {
    static let grid = PixelGrid(cellSize: CellSize(width: 8, height: 16), columns: 80, rows: 24)

    func parse(_ text: String, grid: PixelGrid? = grid) -> [InputEvent] {
        var parser = InputParser()
        parser.pixelGrid = grid
        return parser.feed(Array(text.utf8)) + parser.flush()
    }

    /// Pixel 13 (from 1, as xterm counts) is the 13th: its centre 12.5 px is 1.5625 cells in;
    /// pixel 41 down is 40.5 / 16 = 2.53125 rows. Exact in binary, so compared exactly.
    @Test func aPixelIsItsCentreInCells() {
        #expect(Self.grid.location(x: 13, y: 41) == Point(x: 1.5625, y: 2.53125))
        #expect(Self.grid.location(x: 1, y: 1) == Point(x: 0.0625, y: 0.03125))
        #expect(Self.grid.location(x: 640, y: 384) == Point(x: 79.9375, y: 23.96875), "the last pixel of the last cell")
    }

    /// xterm reports its border as 0 or -1, kitty counts from 0, a window's padding lies past
    /// the last cell: all are clamped into the grid.
    @Test func pixelsOutsideTheGridAreClampedIntoIt() {
        #expect(Self.grid.location(x: -1, y: 0) == Point(x: 0, y: 0))
        let far = Self.grid.location(x: 700, y: 999)
        #expect(far.x < 80 && far.x > 79.99 && far.y < 24 && far.y > 23.99)
    }

    @Test func reportsCarryTheExactPointAndTheirCell() {
        let events = parse("\u{1B}[<0;13;41M\u{1B}[<32;14;41M\u{1B}[<0;20;57m\u{1B}[<65;640;384M")
        #expect(
            events == [
                .mouse(MouseEvent(.press(.left), at: Point(x: 1.5625, y: 2.53125))),
                .mouse(MouseEvent(.drag(.left), at: Point(x: 1.6875, y: 2.53125))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 2.4375, y: 3.53125))),
                .mouse(MouseEvent(.scrollDown, at: Point(x: 79.9375, y: 23.96875))),
            ])
        guard case .mouse(let press) = events[0] else { return }
        #expect(press.column == 1 && press.row == 2, "the whole cell, as every user of cells expects")
        #expect(press.location == Point(x: 1.5625, y: 2.53125))
    }

    /// A cell report's location is still its cell's centre; without a grid, reports are cells.
    @Test func cellReportsAreAsBefore() {
        let cell = MouseEvent(.press(.left), column: 3, row: 4)
        #expect(cell.exactLocation == nil && cell.location == Point(x: 3.5, y: 4.5))
        #expect(parse("\u{1B}[<0;13;41M", grid: nil) == [.mouse(MouseEvent(.press(.left), column: 12, row: 40))])
    }

    /// Split anywhere, a report is the same report; kitty's "left the window" (code 288) is none.
    @Test func splitReadsAndTheLeaveReport() {
        let text = "\u{1B}[<0;13;41M\u{1B}[<288;5;5M\u{1B}[<32;-1;0M"
        let whole = parse(text)
        #expect(
            whole == [.mouse(MouseEvent(.press(.left), at: Point(x: 1.5625, y: 2.53125))), .mouse(MouseEvent(.drag(.left), at: .zero))])
        var parser = InputParser()
        parser.pixelGrid = Self.grid
        var events: [InputEvent] = []
        for byte in text.utf8 { events += parser.feed([byte]) }
        #expect(events + parser.flush() == whole)
    }

    /// A cell size from the tty is its pixels shared among its cells, rounded down: xterm's
    /// 484 × 316 for 80 × 24 counts its 2-pixel border, and its cells are 6 × 13.
    @Test func theTtysPixelsPerCell() {
        #expect(CellSize(area: 484, 316, columns: 80, rows: 24) == CellSize(width: 6, height: 13))
        #expect(CellSize(area: 720, 432, columns: 80, rows: 24) == CellSize(width: 9, height: 18))
        #expect(CellSize(area: 0, 0, columns: 80, rows: 24) == nil, "a tty that reports no pixels")
        #expect(CellSize(area: 40, 20, columns: 80, rows: 24) == nil, "less than a pixel a cell")
    }
}
