import KamishibaiCanvas
import KamishibaiGeometry

/// What a navigation stack shows: a bar over the area where the pages slide, as UIKit's
/// `UINavigationBar` — the back control naming the page below at the leading edge, the top
/// page's title centred (moved right of the back control if they would meet), and a hairline
/// divider row under them unless ``showsDivider`` is off. A press on the back control pops
/// (←, Esc and Backspace are its controller's key commands); a drag that starts on the area's
/// left edge pops interactively.
/// It knows its controller only through the closures the controller sets, so it is harmless
/// if it outlives it.
///
/// Inside a sheet the library draws (a ``SheetChrome``), the bar wears the sheet's surface and
/// keeps off its border, with no code of the app's; `barStyle`, `backStyle` and
/// `horizontalMargin`, once set, win.
public final class NavigationStackView: View {
    /// Where the pages are: everything under the bar.
    public let contentView = View()
    /// The bar's fill and its title (in bold), unless set: the sheet's surface, or outside a
    /// sheet the theme's ``Theme/text`` over what is behind the bar.
    public var barStyle: TextStyle {
        get { chosenBarStyle ?? sheet().map { TextStyle($0.chrome.surface) } ?? TextStyle() }
        set { chosenBarStyle = newValue }
    }
    /// The back control, unless set: the theme's ``Theme/tint`` in bold on the bar's background.
    public var backStyle: TextStyle {
        get { chosenBackStyle ?? barStyle.with(foreground: traitCollection.theme.tint).adding(.bold, monochrome: .bold) }
        set { chosenBackStyle = newValue }
    }
    /// Whether a hairline (a row of `─`) divides the bar from the pages, as UIKit's bar shadow
    /// does; off, the bar is its one row.
    public var showsDivider = true {
        didSet { if showsDivider != oldValue { setNeedsLayout() } }
    }
    /// The divider's line, unless set: a sheet's border colour on its surface, or outside a
    /// sheet the theme's ``Theme/separator`` on the bar's background.
    public var dividerStyle: TextStyle {
        get {
            chosenDividerStyle ?? sheet().map { TextStyle($0.chrome.border).with(background: barStyle.background) }
                ?? barStyle.with(foreground: traitCollection.theme.separator)
        }
        set { chosenDividerStyle = newValue }
    }
    /// Rows the bar takes above the pages: 2 with the divider, 1 without.
    public var barHeight: Double { showsDivider ? 2 : 1 }
    /// A drag that starts this many columns from the area's left edge pops interactively.
    public static let edgeWidth = 2.0
    /// Columns on each side that belong to the stack but show nothing of it: the border and
    /// padding of what hosts it (a sheet). An edge drag may start there too, on the host's
    /// visible left border, as it may on a sheet's edge in UIKit. Unless set: in a sheet, the
    /// columns of its border that the stack covers and ``sheetPadding`` more; elsewhere 0.
    public var horizontalMargin: Double {
        get { chosenMargin ?? sheetMargin ?? 0 }
        set {
            chosenMargin = newValue
            setNeedsLayout()
        }
    }
    /// Columns between a sheet's border and the bar's text or the pages.
    public static let sheetPadding = 2.0

    private var chosenBarStyle: TextStyle?
    private var chosenBackStyle: TextStyle?
    private var chosenDividerStyle: TextStyle?
    private var chosenMargin: Double?

    /// The sheet the stack lies in, when the library draws it: its chrome, and the presented
    /// view it is drawn around.
    var sheet: () -> (chrome: SheetChrome, view: View)? = { nil }
    /// The back control's label (nil at the root) and the top page's title, as drawn.
    var bar: () -> (back: String?, title: String) = { (nil, "") }
    var onBack: (() -> Bool)?
    var onLayout: (() -> Void)?

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// In a sheet: past the columns of its border this view covers (none when it lies inside
    /// the border, in a `SheetContentView`), then the padding.
    private var sheetMargin: Double? {
        guard let sheet = sheet() else { return nil }
        let border = sheet.view.frameInRoot.minX + 1 - frameInRoot.minX
        return max(0, border.rounded()) + Self.sheetPadding
    }

    /// The back control as drawn: "‹ " and the label of the page below.
    static func backLabel(_ title: String) -> String { "‹ " + title }

    public override func layoutSubviews() {
        contentView.frame = Rect(
            x: horizontalMargin, y: barHeight, width: max(0, frame.width - 2 * horizontalMargin),
            height: max(0, frame.height - barHeight))
        onLayout?()
    }

    public override func draw(in context: inout DrawContext) {
        let margin = Int(horizontalMargin.rounded())
        let row = CellRect(x: margin, y: 0, width: max(0, context.bounds.width - 2 * margin), height: 1)
        context.fill(row, style: barStyle)
        let (back, title) = bar()
        var after = row.minX
        if let back {
            after += context.write(Self.backLabel(back), x: after, y: row.minY, style: backStyle, maxWidth: row.width / 2) + 2
        }
        let x = Self.titleColumn(titleWidth: CharacterWidth.of(title), in: row.minX..<row.maxX, after: after)
        context.write(title, x: x, y: row.minY, style: barStyle.adding(.bold, monochrome: .bold), maxWidth: max(0, row.maxX - x))
        if showsDivider, row.width > 0 {
            context.write(String(repeating: "─", count: row.width), x: row.minX, y: 1, style: dividerStyle)
        }
    }

    /// Where a title `titleWidth` columns wide starts on the bar's `columns`: centred on them,
    /// unless that would put it before `after` (the end of the back control and its gap).
    static func titleColumn(titleWidth: Int, in columns: Range<Int>, after: Int) -> Int {
        max(after, columns.lowerBound + (columns.count - titleWidth) / 2)
    }

    public override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        guard case .press(.left) = event.kind, point.y >= 0, point.y < 1, let back = bar().back else { return false }
        let x = point.x - horizontalMargin
        guard x >= 0, x < Double(CharacterWidth.of(Self.backLabel(back))) else { return false }
        return onBack?() ?? false
    }
}
