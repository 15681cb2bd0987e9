import KamishibaiGeometry
import KamishibaiTerminal

/// Where mouse reports in pixels (SGR-Pixels, DEC mode 1016) land in cells: the size of a cell
/// in pixels and of the grid in cells. `InputParser` reads SGR reports through it while the
/// terminal has the mode on.
public struct PixelGrid: Equatable, Sendable {
    public var cellSize: CellSize
    public var columns: Int
    public var rows: Int

    public init(cellSize: CellSize, columns: Int, rows: Int) {
        self.cellSize = cellSize
        self.columns = columns
        self.rows = rows
    }

    /// The centre of the pixel a report names, in cells as fractions, inside the grid. Pixels
    /// are counted from 1 as xterm sends them (kitty and Ghostty count from 0: their first
    /// pixel column lands here half a pixel left of the edge, and is clamped to it).
    public func location(x: Int, y: Int) -> Point {
        Point(
            x: Self.coordinate(x, cell: cellSize.width, count: columns),
            y: Self.coordinate(y, cell: cellSize.height, count: rows))
    }

    private static func coordinate(_ pixel: Int, cell: Double, count: Int) -> Double {
        let centre = (Double(pixel) - 0.5) / cell
        return min(max(centre, 0), Double(max(1, count)).nextDown)
    }
}
