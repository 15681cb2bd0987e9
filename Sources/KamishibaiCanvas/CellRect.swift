import KamishibaiGeometry

/// A rectangle of whole cells. Drawing happens on these; `Rect` (fractional) is for layout.
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The cells a fractional rectangle covers, each edge rounded to the nearest cell line.
    public init(_ rect: Rect) {
        let x0 = Int(rect.minX.rounded()), y0 = Int(rect.minY.rounded())
        let x1 = Int(rect.maxX.rounded()), y1 = Int(rect.maxY.rounded())
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var minX: Int { x }
    public var minY: Int { y }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    public func intersection(_ other: CellRect) -> CellRect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return CellRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func inset(_ dx: Int, _ dy: Int) -> CellRect {
        CellRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public var description: String { "[\(x), \(y), \(width)×\(height)]" }
}
