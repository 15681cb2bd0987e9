/// A height a sheet can rest at (UIKit's `UISheetPresentationController.Detent`): `medium`,
/// half the container; `large`, all but a margin at the top; or one of the app's own, a
/// function of the container's height.
public struct SheetDetent: Sendable {
    /// Names a detent: what `selectedDetentIdentifier` and the trace (`detentChanged`) use.
    public struct Identifier: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { self.init(rawValue: value) }
        public var description: String { rawValue }

        public static let medium: Identifier = "medium"
        public static let large: Identifier = "large"
    }

    /// Rows the `large` detent leaves above the sheet: the screen behind still shows there.
    public static let largeTopMargin = 2.0

    public let identifier: Identifier
    private let height: @Sendable (Double) -> Double

    /// A detent of the app's own: `height` gives the sheet's height for a container height.
    public static func custom(_ identifier: Identifier, height: @escaping @Sendable (Double) -> Double) -> SheetDetent {
        SheetDetent(identifier: identifier, height: height)
    }

    public static let medium = SheetDetent(identifier: .medium) { $0 / 2 }
    public static let large = SheetDetent(identifier: .large) { $0 - SheetDetent.largeTopMargin }

    /// The height in a container `containerHeight` rows tall: at least a row, at most all of it.
    public func height(in containerHeight: Double) -> Double {
        min(max(height(containerHeight), 1), max(containerHeight, 1))
    }
}
