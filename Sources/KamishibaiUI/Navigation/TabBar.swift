import KamishibaiCanvas
import KamishibaiGeometry

/// The row of tabs of a ``TabBarController`` (UIKit's `UITabBar`): an optional title on the
/// left (an app's name), one label per ``TabBarItem`` — ` 1 Inbox ` — numbered with the key
/// that selects it, the selected one in its own style, and an optional accessory against the
/// right edge (a hint), left out when it would touch the tabs. A press on a tab selects it.
///
/// Its look is an ``Appearance`` (UIKit's `UITabBarAppearance`), by default in the theme's
/// colours over what is behind the bar; the title and the accessory are runs of text, each in
/// its own style:
///
/// ```swift
/// let bar = tabs.tabBar
/// bar.appearance = TabBar.Appearance(
///     background: TextStyle(foreground: RGB(150, 150, 170), background: RGB(20, 20, 28)),
///     selectedItem: TextStyle(foreground: .black, background: RGB(240, 170, 90), attributes: .bold, monochrome: .reverse))
/// bar.leadingTitle = [TabBar.TextRun("Mail", TextStyle(attributes: .bold))]
/// bar.trailingAccessory = [TabBar.TextRun("? help", TextStyle(foreground: RGB(150, 150, 170)))]
/// ```
///
/// The bar is one row high (its `intrinsicContentSize`); tabs that do not fit are cut at the
/// right edge.
open class TabBar: View {
    /// How a tab bar looks (UIKit's `UITabBarAppearance`), in styles and columns.
    public struct Appearance: Hashable, Sendable {
        /// The whole row, under everything else: by default what is behind the bar.
        public var background: TextStyle
        /// A tab that is not selected: by default the theme's ``Theme/secondaryText``.
        public var item: TextStyle
        /// The selected tab: by default the theme's ``Theme/surface`` on its ``Theme/tint``
        /// (colours it leaves out are these, not what is behind: the choice must show).
        public var selectedItem: TextStyle
        /// An item's `badgeValue`: by default the theme's ``Theme/destructive``.
        public var badge: TextStyle
        /// Each of the first nine tabs reads with the key that selects it: ` 1 Inbox `.
        public var showsKeyNumbers: Bool
        /// Columns left free at each end of the row.
        public var margin: Int
        /// Columns between two tabs.
        public var itemSpacing: Int
        /// Columns between the leading title and the first tab.
        public var titleSpacing: Int

        /// The theme's secondary text over what is behind, the selected tab in its tint (reverse
        /// video without colour), a badge in bold in its destructive colour.
        public init(
            background: TextStyle = TextStyle(),
            item: TextStyle? = nil,
            selectedItem: TextStyle = TextStyle(attributes: .bold, monochrome: .reverse),
            badge: TextStyle = TextStyle(attributes: .bold, monochrome: .bold),
            showsKeyNumbers: Bool = true, margin: Int = 1, itemSpacing: Int = 1, titleSpacing: Int = 3
        ) {
            self.background = background
            self.item = item ?? background
            self.selectedItem = selectedItem
            self.badge = badge
            self.showsKeyNumbers = showsKeyNumbers
            self.margin = margin
            self.itemSpacing = itemSpacing
            self.titleSpacing = titleSpacing
        }

        /// The styles with the colours they leave out filled in from `theme`, but the
        /// backgrounds that are what is behind the bar.
        func resolved(in theme: Theme) -> Appearance {
            var look = self
            look.background.foreground = background.foreground ?? theme.secondaryText
            look.item.foreground = item.foreground ?? theme.secondaryText
            look.selectedItem.foreground = selectedItem.foreground ?? theme.surface
            look.selectedItem.background = selectedItem.background ?? theme.tint
            look.badge.foreground = badge.foreground ?? theme.destructive
            return look
        }
    }

    /// A piece of text in one style, for the leading title and the trailing accessory.
    public struct TextRun: Hashable, Sendable {
        /// The text, sanitised when drawn.
        public var text: String
        /// By default the theme's text over the bar.
        public var style: TextStyle

        /// A run of `text` in `style`, by default the theme's text over the bar.
        public init(_ text: String, _ style: TextStyle = TextStyle()) {
            self.text = text
            self.style = style
        }

        /// A run in a style with both colours given.
        public init(_ text: String, _ style: Style) {
            self.init(text, TextStyle(style))
        }
    }

    public var items: [TabBarItem] = [] { didSet { invalidateIntrinsicContentSize() } }
    /// The tab drawn as selected, if any; a ``TabBarController`` keeps it to its selection.
    public var selectedIndex: Int?
    public var appearance = Appearance() { didSet { invalidateIntrinsicContentSize() } }
    /// Before the tabs, from the left margin: an app's name, say.
    public var leadingTitle: [TextRun] = [] { didSet { invalidateIntrinsicContentSize() } }
    /// Against the right margin, after the tabs: a hint. Left out at widths where it would not
    /// leave a column between itself and the last tab.
    public var trailingAccessory: [TextRun] = [] { didSet { invalidateIntrinsicContentSize() } }
    /// A press on tab `index`; set by the bar's controller.
    var onSelect: ((Int) -> Void)?

    /// Where each tab is, in columns from the bar's left edge, its padding included.
    public var itemColumns: [Range<Int>] {
        var x = appearance.margin + (leadingTitle.isEmpty ? 0 : Self.width(of: leadingTitle) + appearance.titleSpacing)
        return items.indices.map { index in
            let width = CharacterWidth.of(labelText(index)) + (items[index].badgeValue.map { 1 + Self.width($0) } ?? 0) + 1
            defer { x += width + appearance.itemSpacing }
            return x..<(x + width)
        }
    }

    /// The tab at `column` (from the bar's left edge), if any.
    public func indexOfItem(atColumn column: Int) -> Int? {
        itemColumns.firstIndex { $0.contains(column) }
    }

    /// Everything on one row: the title, the tabs and the accessory with a column between the
    /// last two, and the margins.
    open override var intrinsicContentSize: Size {
        let tabsEnd = contentEnd
        let width = trailingAccessory.isEmpty ? tabsEnd : tabsEnd + 1 + Self.width(of: trailingAccessory)
        return Size(width: Double(width + appearance.margin), height: 1)
    }

    /// The first column after the tabs (after the title when there are none).
    private var contentEnd: Int {
        itemColumns.last?.upperBound ?? appearance.margin + Self.width(of: leadingTitle)
    }

    /// Where the accessory starts in a bar `width` columns wide, or nil where it does not fit.
    private func trailingStart(width: Int) -> Int? {
        guard !trailingAccessory.isEmpty else { return nil }
        let start = width - Self.width(of: trailingAccessory) - appearance.margin
        return start > contentEnd ? start : nil
    }

    /// A tab's text before its badge: ` 1 Inbox`.
    private func labelText(_ index: Int) -> String {
        let number = appearance.showsKeyNumbers && index < 9 ? "\(index + 1) " : ""
        return TextSanitizer.sanitize(" " + number + items[index].title)
    }

    private static func width(_ text: String) -> Int { CharacterWidth.of(TextSanitizer.sanitize(text)) }
    private static func width(of runs: [TextRun]) -> Int { runs.reduce(0) { $0 + width($1.text) } }

    // MARK: Drawing and input

    open override func draw(in context: inout DrawContext) {
        let width = context.bounds.width
        let appearance = appearance.resolved(in: context.theme)
        context.fill(CellRect(x: 0, y: 0, width: width, height: 1), style: appearance.background)
        var x = appearance.margin
        for run in leadingTitle { x += context.write(run.text, x: x, y: 0, style: run.style) }
        for (index, columns) in itemColumns.enumerated() {
            let style = index == selectedIndex ? appearance.selectedItem : appearance.item
            x = columns.lowerBound
            x += context.write(labelText(index), x: x, y: 0, style: style)
            if let badge = items[index].badgeValue {
                x += context.write(" ", x: x, y: 0, style: style)
                x += context.write(badge, x: x, y: 0, style: appearance.badge)
            }
            context.write(" ", x: x, y: 0, style: style)
        }
        guard let start = trailingStart(width: width) else { return }
        x = start
        for run in trailingAccessory { x += context.write(run.text, x: x, y: 0, style: run.style) }
    }

    /// A left press on a tab selects it; the bar takes every left press, on a tab or not.
    open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        guard case .press(.left) = event.kind else { return false }
        if let index = indexOfItem(atColumn: Int(point.x.rounded(.down))) { onSelect?(index) }
        return true
    }
}
