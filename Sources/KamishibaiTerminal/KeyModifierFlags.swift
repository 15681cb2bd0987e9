/// The modifier keys held with a key (UIKit's `UIKeyModifierFlags`): Shift, Alt (`alternate`,
/// Option on a Mac) and Ctrl, as xterm's modified keys and the kitty keyboard protocol report
/// them. See ``Key/modified(_:_:)``.
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifierFlags(rawValue: 1 << 0)
    /// Alt, or Option.
    public static let alternate = KeyModifierFlags(rawValue: 1 << 1)
    public static let control = KeyModifierFlags(rawValue: 1 << 2)
}
