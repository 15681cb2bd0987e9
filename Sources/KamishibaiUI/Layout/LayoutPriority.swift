/// How strongly a view holds to a size (UIKit's `UILayoutPriority`): a stack view asks it which
/// view grows when there is room to spare (the one that hugs its content least) and which gives
/// way when there is too little (the one that resists compression least). From 1 to 1000.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }

    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Never gives way.
    public static let required = LayoutPriority(1000)
    /// A view's compression resistance by default: it keeps its size unless something must give.
    public static let defaultHigh = LayoutPriority(750)
    /// A view's content hugging by default: it grows when nothing hugs less.
    public static let defaultLow = LayoutPriority(250)
    /// The least priority: what a view holds only when nothing else is asked.
    public static let fittingSizeLevel = LayoutPriority(50)

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }

    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}
