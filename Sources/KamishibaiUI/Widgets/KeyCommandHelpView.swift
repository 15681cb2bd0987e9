import KamishibaiCanvas
import KamishibaiGeometry

/// A card of the keys that work, grouped by what offers them: the terminal's answer to iPadOS's
/// key-command discoverability HUD (the sheet that appears while ⌘ is held). Like that HUD it
/// lists what the responder chain offers at the moment it is summoned: ``reloadKeyCommands()``
/// reads ``Window/availableKeyCommands`` — call it as you show the card, before it takes the
/// focus — and lists each command that is not `.hidden` by its key's `displayName` and its
/// `discoverabilityTitle` (or `title`), under the name of the screen or view offering it (a
/// presented screen's Esc with that screen, the window's own untitled). A list in front gives
/// "list" with ↑ Previous row, ↓ Next row, PgUp Page up, PgDn Page down…
///
/// Lines that do not fit the width are cut with `…`; when the lines do not fit the height the
/// last row shows "…" and ``scrollOffset`` moves down through them. An app adds lines in its own
/// words (mouse hints, say) as ``additionalSections``, after the chain's:
///
/// ```swift
/// help.additionalSections = [.init(title: "Mouse", items: [KeyCommandBar.Item("wheel", "scroll")])]
/// help.reloadKeyCommands()
/// help.isHidden = false
/// ```
open class KeyCommandHelpView: View {
    /// A titled group of lines.
    public struct Section: Equatable, Sendable {
        /// What offers them ("list", a screen's name).
        public var title: String
        /// The keys and what they do.
        public var items: [KeyCommandBar.Item]

        /// A section of `items` under `title`.
        public init(title: String, items: [KeyCommandBar.Item]) {
            self.title = title
            self.items = items
        }
    }

    /// The app's own sections, listed after the responder chain's.
    public var additionalSections: [Section] = [] {
        didSet { if additionalSections != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// How many lines the card is scrolled down by (clamped when drawn).
    public var scrollOffset = 0
    /// How section titles are drawn; nil: bold, in the theme's text colour.
    public var headerStyle: TextStyle?
    /// How keys are drawn; nil: bold, in the theme's tint.
    public var keyStyle: TextStyle?
    /// How what a key does is drawn; nil: in the theme's secondary text colour.
    public var titleStyle: TextStyle?

    /// The responder chain's sections, as of the last ``reloadKeyCommands()``.
    public private(set) var keyCommandSections: [Section] = [] {
        didSet { if keyCommandSections != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The sections it shows: ``keyCommandSections``, then ``additionalSections``.
    public var sections: [Section] { keyCommandSections + additionalSections }

    /// Reads the commands of its window's responder chain now, grouped by the responder
    /// offering them, and scrolls back to the top.
    public func reloadKeyCommands() {
        var sections: [Section] = []
        for (title, commands) in window?.availableKeyCommandGroups ?? [] {
            let items = commands.filter { !$0.attributes.contains(.hidden) }.map {
                KeyCommandBar.Item($0.input.displayName, $0.discoverabilityTitle ?? $0.title)
            }
            guard !items.isEmpty else { continue }
            if sections.last?.title == title {
                sections[sections.count - 1].items += items
            } else {
                sections.append(Section(title: title, items: items))
            }
        }
        keyCommandSections = sections
        scrollOffset = 0
    }

    /// The card's lines: each section's title, its items (keys in a column as wide as the
    /// widest), a blank line between sections.
    func lines() -> [Line] {
        let sections = sections
        let keyWidth = sections.flatMap(\.items).map { CharacterWidth.of($0.key) }.max() ?? 0
        var lines: [Line] = []
        for section in sections {
            if !lines.isEmpty { lines.append(.blank) }
            if !section.title.isEmpty { lines.append(.header(section.title)) }
            lines += section.items.map { .item($0, keyWidth: keyWidth) }
        }
        return lines
    }

    enum Line: Equatable {
        case blank
        case header(String)
        case item(KeyCommandBar.Item, keyWidth: Int)
    }

    /// As tall as its lines; as wide as the widest, with a column of margin each side.
    open override var intrinsicContentSize: Size {
        let lines = lines()
        let width =
            lines.map { line -> Int in
                switch line {
                case .blank: 0
                case .header(let title): CharacterWidth.of(title)
                case .item(let item, let keyWidth): keyWidth + 2 + CharacterWidth.of(item.title)
                }
            }.max() ?? 0
        return Size(width: Double(width + 2), height: Double(lines.count))
    }

    open override func draw(in context: inout DrawContext) {
        let theme = traitCollection.theme
        let headerStyle = headerStyle ?? TextStyle(attributes: .bold, monochrome: .bold)
        let keyStyle = keyStyle ?? TextStyle(foreground: theme.tint, attributes: .bold, monochrome: .bold)
        let titleStyle = titleStyle ?? TextStyle(foreground: theme.secondaryText)
        let lines = lines()
        let rows = context.bounds.height
        let width = context.bounds.width - 2
        guard rows > 0, width > 0 else { return }
        let offset = max(0, min(scrollOffset, lines.count - rows))
        let more = lines.count - offset > rows
        for (y, line) in lines.dropFirst(offset).prefix(more ? rows - 1 : rows).enumerated() {
            switch line {
            case .blank: break
            case .header(let title): context.write(title, x: 1, y: y, style: headerStyle, maxWidth: width)
            case .item(let item, let keyWidth):
                context.write(item.key, x: 1, y: y, style: keyStyle, maxWidth: width)
                let x = 1 + keyWidth + 2
                if x < width + 1 { context.write(item.title, x: x, y: y, style: titleStyle, maxWidth: width + 1 - x) }
            }
        }
        if more { context.write("…", x: 1, y: rows - 1, style: titleStyle) }
    }
}
