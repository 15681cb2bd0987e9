import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiUI
import Testing

/// The tab bar alone: where each piece of the row goes, in which style, and when the trailing
/// accessory gives way. "Mail", three columns, " 1 Inbox " (columns 8–16), a column, " 2 Sent 3 "
/// with its badge (18–27), and "? help" against the right margin.
@Suite struct TabBarTests {
    static let bar = Style(foreground: RGB(150, 150, 150), background: RGB(10, 10, 10))
    static let title = Style(foreground: .white, background: RGB(10, 10, 10), attributes: .bold)
    static let hint = Style(foreground: RGB(240, 170, 90), background: RGB(10, 10, 10))

    func mailBar(width: Int = 40) -> TabBar {
        let tabBar = TabBar(frame: Rect(x: 0, y: 0, width: Double(width), height: 1))
        tabBar.appearance.background = TextStyle(Self.bar)
        tabBar.appearance.item = TextStyle(Self.bar)
        tabBar.items = [TabBarItem(title: "Inbox"), TabBarItem(title: "Sent", badgeValue: "3")]
        tabBar.selectedIndex = 0
        tabBar.leadingTitle = [TabBar.TextRun("Mail", Self.title)]
        tabBar.trailingAccessory = [TabBar.TextRun("?", Self.hint), TabBar.TextRun(" help", Self.bar)]
        return tabBar
    }

    /// The default selected tab and badge, in the standard theme, the badge over the bar.
    static let selected = Style(
        foreground: Theme.standard.surface, background: Theme.standard.tint, attributes: .bold, monochrome: .reverse)
    static let badge = Style(foreground: Theme.standard.destructive, background: RGB(10, 10, 10), attributes: .bold, monochrome: .bold)

    /// The bar drawn alone on a canvas of its size.
    func canvas(of tabBar: TabBar) -> Canvas {
        var context = DrawContext(canvas: Canvas(columns: tabBar.frame.size.columns, rows: 1, fill: WidgetTesting.plain))
        tabBar.render(in: &context)
        return context.canvas
    }

    @Test func theTitleTheTabsTheBadgeAndTheAccessoryInTheirPlaces() {
        let tabBar = mailBar()
        #expect(tabBar.itemColumns == [8..<17, 18..<28])
        let row = canvas(of: tabBar)
        #expect(row.line(0) == " Mail    1 Inbox   2 Sent 3      ? help ")
        #expect((1..<5).allSatisfy { row[$0, 0].style == Self.title })
        #expect((8..<17).allSatisfy { row[$0, 0].style == Self.selected })
        #expect(row[25, 0].style == Self.bar && row[26, 0].style == Self.badge && row[27, 0].style == Self.bar)
        #expect(row[33, 0].style == Self.hint && row[34, 0].style == Self.bar && row[0, 0].style == Self.bar)
    }

    @Test func theAccessoryGivesWayBeforeItTouchesTheTabs() {
        let tabBar = mailBar()
        #expect(tabBar.intrinsicContentSize == Size(width: 36, height: 1), "tabs to 28, a column, six of accessory, the margin")
        #expect(canvas(of: mailBar(width: 36)).line(0).hasSuffix(" 2 Sent 3  ? help "))
        #expect(canvas(of: mailBar(width: 35)).line(0) == " Mail    1 Inbox   2 Sent 3        ")
    }

    @Test func withoutTitleOrNumbersTheTabsStartAtTheMargin() {
        let tabBar = mailBar()
        tabBar.leadingTitle = []
        tabBar.appearance.showsKeyNumbers = false
        tabBar.appearance.itemSpacing = 0
        tabBar.selectedIndex = nil
        #expect(tabBar.itemColumns == [1..<8, 8..<16])
        #expect(canvas(of: tabBar).line(0).hasPrefix("  Inbox  Sent 3 "))
        #expect(tabBar.indexOfItem(atColumn: 0) == nil && tabBar.indexOfItem(atColumn: 7) == 0 && tabBar.indexOfItem(atColumn: 8) == 1)
    }

    @Test func onlyTheFirstNineTabsHaveANumberAndTitlesAreMadeSafe() {
        let tabBar = TabBar(frame: Rect(x: 0, y: 0, width: 80, height: 1))
        tabBar.items = (1...10).map { TabBarItem(title: "\($0)") }
        tabBar.items[0].title = "a\u{1B}b"
        let row = canvas(of: tabBar).line(0)
        #expect(row.hasPrefix("  1 a�b   2 2 "))
        #expect(row.contains(" 9 9   10 "), "the tenth reads without a number")
        #expect(tabBar.itemColumns.first == 1..<8)
    }

    @Test func theTabsKeepTheirPlaceWhereverTheBarIs() {
        let tabBar = mailBar()
        tabBar.frame.origin = Point(x: 3, y: 2)
        var context = DrawContext(canvas: Canvas(columns: 50, rows: 4, fill: WidgetTesting.plain))
        tabBar.render(in: &context)
        #expect(context.canvas.line(2) == "    Mail    1 Inbox   2 Sent 3      ? help        ")
        #expect(context.canvas[11, 2].style == Self.selected)
    }
}
