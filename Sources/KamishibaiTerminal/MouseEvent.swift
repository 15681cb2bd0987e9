import KamishibaiGeometry

public enum MouseButton: Int, Hashable, Sendable {
    case left = 1
    case middle, right
}

/// A decoded mouse report, in 0-based cells, and where the terminal reports pixels
/// (SGR-Pixels) the exact point within its cell.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press(MouseButton)
        /// Motion with a button held.
        case drag(MouseButton)
        case release(MouseButton)
        /// Motion with no button held.
        case move
        case scrollUp, scrollDown, scrollLeft, scrollRight
    }

    public var kind: Kind
    /// The whole cell the pointer is in.
    public let column: Int
    public let row: Int
    /// The pointer's exact point in cells as fractions (a pixel over the size of a cell), when
    /// the terminal reports pixels; nil for a report in whole cells.
    public let exactLocation: Point?
    /// Shift was held (the report's button bit 4): Shift+wheel scrolls across.
    public var isShiftDown = false

    public init(_ kind: Kind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
        exactLocation = nil
    }

    /// A report at an exact point: its cell is the one the point is in.
    public init(_ kind: Kind, at location: Point) {
        self.kind = kind
        column = Int(location.x.rounded(.down))
        row = Int(location.y.rounded(.down))
        exactLocation = location
    }

    /// The exact point when the terminal reported one; otherwise the centre of the cell, so
    /// hit tests against fractional frames are fair.
    public var location: Point { exactLocation ?? Point(x: Double(column) + 0.5, y: Double(row) + 0.5) }
}
