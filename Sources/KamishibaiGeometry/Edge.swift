/// One side of a rectangle: where a presented screen comes in from and leaves past, and so
/// the direction a drag must go to dismiss it.
public enum Edge: String, CaseIterable, Sendable {
    case top, left, bottom, right

    /// A unit step towards this edge, in cells: down is +y.
    public var direction: Point {
        switch self {
        case .top: Point(x: 0, y: -1)
        case .left: Point(x: -1, y: 0)
        case .bottom: Point(x: 0, y: 1)
        case .right: Point(x: 1, y: 0)
        }
    }

    /// Whether travel towards this edge is along x.
    public var isHorizontal: Bool { self == .left || self == .right }
}
