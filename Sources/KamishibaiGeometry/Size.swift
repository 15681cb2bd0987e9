/// A width and height in terminal cells (in pixels where its name says so: a terminal cell's
/// size, `CellSize`).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public init(columns: Int, rows: Int) {
        self.init(width: Double(columns), height: Double(rows))
    }

    public static let zero = Size(width: 0, height: 0)

    /// Whole columns, for sizes that come from a terminal.
    public var columns: Int { Int(width.rounded(.down)) }
    /// Whole rows, for sizes that come from a terminal.
    public var rows: Int { Int(height.rounded(.down)) }

    public var description: String { "\(width)×\(height)" }
}
