/// Corners of a rectangle, for rounding some of them (`UIRectCorner`).
public struct RectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let topLeft = RectCorner(rawValue: 1)
    public static let topRight = RectCorner(rawValue: 2)
    public static let bottomLeft = RectCorner(rawValue: 4)
    public static let bottomRight = RectCorner(rawValue: 8)
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
