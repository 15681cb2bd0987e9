import KamishibaiGeometry

public enum MouseButton: Int, Hashable, Sendable {
    case left = 1
    case middle, right
}

/// A decoded mouse report, in 0-based cells.
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
    public var column: Int
    public var row: Int

    public init(_ kind: Kind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
    }

    /// The centre of the cell, so hit tests against fractional frames are fair.
    public var location: Point { Point(x: Double(column) + 0.5, y: Double(row) + 0.5) }
}
