/// The sides of a popover its arrow may point from (UIKit's `UIPopoverArrowDirection`): `up`
/// is an arrow on the popover's top edge pointing up at a source above it, so the popover
/// rests below the source.
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// On the top edge, pointing up: the popover rests below its source.
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    /// On the bottom edge, pointing down: the popover rests above its source.
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    /// On the left edge, pointing left: the popover rests right of its source.
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    /// On the right edge, pointing right: the popover rests left of its source.
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    /// Any side (UIKit's default for `permittedArrowDirections`).
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// No side yet: a popover's `arrowDirection` before it is laid out.
    public static let unknown: PopoverArrowDirection = []

    /// The single directions, in the order a popover tries them when several fit: below the
    /// source first, as UIKit does, then above, then beside it.
    static let preferenceOrder: [PopoverArrowDirection] = [.up, .down, .left, .right]
}
