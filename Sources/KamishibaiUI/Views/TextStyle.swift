import KamishibaiCanvas

/// How a widget draws its text, each colour optional as UIKit's `textColor` and
/// `backgroundColor = nil` are: a colour left out falls back, at draw time, on the
/// widget's ``Theme`` role for its foreground (``Theme/text`` for a label, ``Theme/secondaryText``
/// for a placeholder) and on what lies behind it for its background, cell by cell. So a
/// ``Label`` with no style reads on any surface it is put on, in the window's colours.
///
/// ```swift
/// title.style = TextStyle(attributes: .bold, monochrome: .bold)   // theme text, surface behind
/// warning.style = TextStyle(foreground: theme.destructive)
/// badge.style = TextStyle(foreground: .black, background: RGB(hex: 0xF2A65A))  // both its own
/// ```
///
/// The canvas stores each cell fully resolved (a `Style`); ``DrawContext`` resolves a text
/// style as it draws (its `write(_:x:y:style:maxWidth:)` taking one).
public struct TextStyle: Hashable, Sendable {
    /// The text's colour; nil for the widget's colour in the theme.
    public var foreground: RGB?
    /// The colour behind the text; nil for what each cell showed before (transparent).
    public var background: RGB?
    /// Attributes drawn whether or not the terminal shows colour (bold, underline…).
    public var attributes: TextAttributes
    /// Attributes used instead of colour when the terminal shows none (`NO_COLOR`): what the
    /// colour said must survive as bold, dim or reverse.
    public var monochrome: TextAttributes

    /// A style; each colour left out falls back at draw time (the theme's for the
    /// foreground, what is behind for the background).
    public init(foreground: RGB? = nil, background: RGB? = nil, attributes: TextAttributes = [], monochrome: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.monochrome = monochrome
    }

    /// A style with both colours given: what a widget's `style` was before its colours could
    /// be left out (`label.style = TextStyle(Style(foreground: .white, background: .black))`).
    public init(_ style: Style) {
        self.init(foreground: style.foreground, background: style.background, attributes: style.attributes, monochrome: style.monochrome)
    }

    /// This style with `foreground` (nil: the theme's again).
    public func with(foreground: RGB?) -> TextStyle {
        var copy = self
        copy.foreground = foreground
        return copy
    }

    /// This style with `background` (nil: what is behind again).
    public func with(background: RGB?) -> TextStyle {
        var copy = self
        copy.background = background
        return copy
    }

    /// This style with `extra` attributes and `extraMono` monochrome attributes added.
    public func adding(_ extra: TextAttributes, monochrome extraMono: TextAttributes = []) -> TextStyle {
        var copy = self
        copy.attributes.formUnion(extra)
        copy.monochrome.formUnion(extraMono)
        return copy
    }

    /// The cell style to draw with: `foreground` in place of a missing one. A missing
    /// background is left to the canvas, which keeps each cell's (black here, unused).
    func resolved(foreground fallback: RGB) -> Style {
        Style(foreground: foreground ?? fallback, background: background ?? .black, attributes: attributes, monochrome: monochrome)
    }
}
