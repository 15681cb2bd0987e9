import KamishibaiCanvas

/// The colours widgets draw with when no style of their own says otherwise, carried by the
/// window's ``TraitCollection`` (``TraitCollection/theme``) as UIKit's semantic colours
/// (`UIColor.label`, `.secondaryLabel`, `.tintColor`, `.separator`,
/// `.secondarySystemBackground`, `.systemRed`) are: a label with no colour of its own is in
/// ``text`` on whatever lies behind it, a switch that is on in ``tint``.
public struct Theme: Hashable, Sendable {
    /// Body text (UIKit's `label`).
    public var text: RGB
    /// Text that says less: details, captions, placeholders (UIKit's `secondaryLabel`).
    public var secondaryText: RGB
    /// What can be acted on or is chosen: a switch that is on, a slider's filled track, the
    /// selected segment (UIKit's `tintColor`).
    public var tint: RGB
    /// Lines between things: separators, a box's border, a track's empty part.
    public var separator: RGB
    /// A raised surface: a control's body, a panel, a text field's well.
    public var surface: RGB
    /// What destroys something: a destructive action (UIKit's `systemRed`).
    public var destructive: RGB

    public init(text: RGB, secondaryText: RGB, tint: RGB, separator: RGB, surface: RGB, destructive: RGB) {
        self.text = text
        self.secondaryText = secondaryText
        self.tint = tint
        self.separator = separator
        self.surface = surface
        self.destructive = destructive
    }

    /// The library's colours, for a dark terminal: light grey text, a blue tint, a dark grey
    /// surface that stands off black.
    public static let standard = Theme(
        text: RGB(hex: 0xE4E4E8), secondaryText: RGB(hex: 0x9A9CA6), tint: RGB(hex: 0x5A9CF2),
        separator: RGB(hex: 0x5C5F6B), surface: RGB(hex: 0x2A2C33), destructive: RGB(hex: 0xE5534B))
}

extension View {
    /// The traits the view is shown with: its window's, or the defaults while it is in none.
    public var traitCollection: TraitCollection { window?.traitCollection ?? TraitCollection() }
}
