import KamishibaiUI

/// The demo's colours: a night-blue stage with warm paper-lantern accents. Every style says
/// what it becomes without colour, so the hierarchy survives `NO_COLOR`.
enum Theme {
    static let stage = RGB(hex: 0x1A1C26)
    static let surface = RGB(hex: 0x232636)
    static let raised = RGB(hex: 0x2D3147)
    /// Deep enough for 4.5:1 under its text, and blue (not grey) with 16 colours.
    static let selected = RGB(hex: 0x2B4488)
    static let border = RGB(hex: 0x626A98)
    static let text = RGB(hex: 0xE8E6F0)
    static let muted = RGB(hex: 0x9A9FBF)
    static let accent = RGB(hex: 0xF2A65A)
    static let stamp = RGB(hex: 0xE0585B)
    static let bar = RGB(hex: 0x12141C)

    /// The palette as the window's theme (``DemoApp`` sets it): labels, fields and buttons
    /// with no style of their own draw in it, over whatever lies behind them.
    static let palette = KamishibaiUI.Theme(
        text: text, secondaryText: muted, tint: accent, separator: border, surface: raised, destructive: stamp)
    /// Text that says less, in labels: muted, dim without colour.
    static let secondaryLabel = TextStyle(foreground: muted, monochrome: .dim)
    /// A label that heads or names something: the accent, bold.
    static let accentLabel = TextStyle(foreground: accent, attributes: .bold, monochrome: .bold)

    static let background = Style(foreground: text, background: stage)
    /// Behind the paging demo's cards: the night the scenery stands in.
    static let nightSky = Style(foreground: text, background: RGB(hex: 0x0E1020))
    static let body = Style(foreground: text, background: surface)
    static let bodyMuted = Style(foreground: muted, background: surface, monochrome: .dim)
    static let frame = Style(foreground: border, background: surface)
    static let frameTitle = Style(foreground: accent, background: surface, attributes: .bold, monochrome: .bold)
    static let rowSelected = Style(foreground: text, background: selected, attributes: .bold, monochrome: .reverse)
    static let rowSelectedMuted = Style(foreground: RGB(hex: 0xDCDEEE), background: selected, monochrome: .reverse)
    static let marker = Style(foreground: accent, background: selected, monochrome: .reverse)
    static let barBase = Style(foreground: muted, background: bar)
    static let logo = Style(foreground: stamp, background: bar, attributes: .bold, monochrome: .bold)
    static let logoText = Style(foreground: text, background: bar, attributes: .bold, monochrome: .bold)
    static let tab = Style(foreground: muted, background: bar)
    static let tabActive = Style(foreground: bar, background: accent, attributes: .bold, monochrome: .reverse)
    static let hintKey = Style(foreground: accent, background: bar, attributes: .bold, monochrome: .bold)
    static let hintLabel = Style(foreground: muted, background: bar)
    static let panel = Style(foreground: text, background: raised)
    static let panelMuted = Style(foreground: muted, background: raised, monochrome: .dim)
    static let panelKey = Style(foreground: accent, background: raised, attributes: .bold, monochrome: .bold)
    static let panelFrame = Style(foreground: accent, background: raised)
    static let scrollThumb = Style(foreground: accent, background: surface)
}
