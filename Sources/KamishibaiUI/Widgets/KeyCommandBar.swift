import KamishibaiCanvas
import KamishibaiGeometry

/// A one-row footer of the keys that work now and what they do, as many as fit the width: the
/// terminal's answer to iPadOS's key-command discoverability HUD, kept on screen. Each item is
/// a key and a title, three columns apart; when they do not all fit, the items of library
/// widgets' own commands (a list's End) give way first, from the end, then the items before the
/// last, from the end: so put them in order of importance and the one that must stay (how to
/// quit, say) last. From the chain, the last of the app's commands is the window's.
///
/// Fill it from the responder chain, ``Window/availableKeyCommands`` (hidden commands are left
/// out, and each command shows its key's `displayName` and its title), or with items of
/// your own words ("↑↓" for two keys):
///
/// ```swift
/// footer.showsAvailableKeyCommands = true   // in step with the chain, read as it is drawn
/// footer.setItems(for: window.availableKeyCommands)   // or once
/// footer.items = [KeyCommandBar.Item("↑↓", "select"), KeyCommandBar.Item("q", "quit")]
/// ```
///
/// A ``TabBarController`` shows one under every tab as its ``TabBarController/footerView``.
open class KeyCommandBar: View {
    /// One entry: a key, as shown, and what it does.
    public struct Item: Equatable, Sendable {
        /// The key as the bar shows it ("Esc", "↑↓").
        public var key: String
        /// What it does, in a word or two.
        public var title: String
        /// Whether it gives way before the others: a library widget's own command's does (the
        /// chain lists those after the app's, so the window's would otherwise go first).
        var givesWayFirst = false

        /// An item of `key` and `title`.
        public init(_ key: String, _ title: String) {
            self.key = key
            self.title = title
        }

        /// A command's item: its key's display name and its title.
        public init(_ command: KeyCommand) {
            self.init(command.input.displayName, command.title)
            givesWayFirst = command.isSystemBehavior
        }

        /// The same key and title.
        public static func == (lhs: Item, rhs: Item) -> Bool { lhs.key == rhs.key && lhs.title == rhs.title }
    }

    /// The entries, most important first but for the last, which always shows (once the
    /// library widgets' commands have given way).
    public var items: [Item] = [] {
        didSet { if items != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether it shows its window's ``Window/availableKeyCommands`` (those not hidden), read
    /// each time it is drawn — so it follows the focus, the screen on top and what the widgets
    /// would act on, with no work at rest — instead of ``items``.
    public var showsAvailableKeyCommands = false {
        didSet { if showsAvailableKeyCommands != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// How keys are drawn; nil: in the theme's tint, bold, on the bar's background.
    public var keyStyle: Style?
    /// How titles are drawn; nil: in the theme's secondary text, on the bar's background.
    public var titleStyle: Style?

    /// The items of the commands that are not hidden, in their order (the chain's).
    public func setItems(for commands: [KeyCommand]) {
        items = Self.items(for: commands)
    }

    private static func items(for commands: [KeyCommand]) -> [Item] {
        commands.filter { !$0.attributes.contains(.hidden) }.map(Item.init)
    }

    /// What it shows: ``items``, or the chain's commands.
    var shownItems: [Item] {
        showsAvailableKeyCommands ? Self.items(for: window?.availableKeyCommands ?? []) : items
    }

    /// One row high; as wide as all its items.
    open override var intrinsicContentSize: Size {
        let items = shownItems
        return Size(width: Double(items.map(Self.width).reduce(0, +) + 3 * max(0, items.count - 1) + 2), height: 1)
    }

    private static func width(_ item: Item) -> Int { CharacterWidth.of(item.key) + 1 + CharacterWidth.of(item.title) }

    /// The items that fit in `room` columns, three apart: the widgets' commands give way
    /// first, from the end, then the items before the last.
    func fitting(_ room: Int) -> [Item] {
        var shown = shownItems
        while shown.count > 1, shown.map(Self.width).reduce(0, +) + 3 * (shown.count - 1) > room {
            let keepsOne = shown.contains { !$0.givesWayFirst }
            let widget = keepsOne ? shown.lastIndex(where: \.givesWayFirst) : nil
            shown.remove(at: widget ?? shown.count - 2)
        }
        return shown
    }

    open override func draw(in context: inout DrawContext) {
        let theme = traitCollection.theme
        let behind = background?.background ?? theme.surface
        let keyStyle = keyStyle ?? Style(foreground: theme.tint, background: behind, attributes: .bold, monochrome: .bold)
        let titleStyle = titleStyle ?? Style(foreground: theme.secondaryText, background: behind)
        let width = context.bounds.width
        var x = 1
        for item in fitting(width - 2) {
            guard x + Self.width(item) <= width - 1 else { break }
            x += context.write(item.key, x: x, y: 0, style: keyStyle)
            x += context.write(" " + item.title, x: x, y: 0, style: titleStyle)
            x += 3
        }
    }
}
