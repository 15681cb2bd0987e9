import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// Widgets with no style of their own: their text in the window's theme, over whatever lies
/// behind them, and still distinct without colour.
@Suite struct StyleInheritanceTests {
    static let paper = RGB(hex: 0x2B303B)
    static let theme = Theme(
        text: RGB(hex: 0xE8E6E3), secondaryText: RGB(hex: 0x9AA3AD), tint: RGB(hex: 0xE5A45A), separator: RGB(hex: 0x555555),
        surface: RGB(hex: 0x3E4A5E), destructive: RGB(hex: 0xFF0000))

    /// A window in `theme` whose root is covered by a view of `paper`.
    static func window(columns: Int = 20, rows: Int = 3, theme: Theme = theme) -> (Window, View) {
        let clock = ManualClock()
        var setup = WindowSetup(columns: columns, rows: rows, clock: clock, trace: .disabled(clock: clock))
        setup.traitCollection.theme = theme
        let window = Window(setup)
        let surface = View(frame: Rect(x: 0, y: 0, width: Double(columns), height: Double(rows)))
        surface.background = Style(foreground: .white, background: paper)
        window.rootView.addSubview(surface)
        return (window, surface)
    }

    @Test func aLabelWithNoStyleTakesTheSurfaceBehindItAndTheThemesText() {
        let (window, surface) = Self.window()
        let label = Label("Inbox")
        label.frame = Rect(x: 2, y: 1, width: 8, height: 1)
        surface.addSubview(label)
        let screen = WidgetTesting.screen(of: window)
        #expect(WidgetTesting.rows(of: screen) == ["", "  Inbox", ""])
        #expect(screen[2, 1].style == Style(foreground: Self.theme.text, background: Self.paper))
        #expect(screen[9, 1].style.background == Self.paper, "the cells after the text are the surface's too")
    }

    @Test func aLabelTakesEachCellsBackgroundAndReversesOverAReversedOne() {
        let (window, surface) = Self.window()
        let band = View(frame: Rect(x: 4, y: 0, width: 16, height: 3))
        band.background = Style(foreground: .white, background: RGB(hex: 0x34508C), monochrome: .reverse)
        surface.addSubview(band)
        let label = Label("日本 ok")
        label.style = TextStyle(foreground: .white, attributes: .bold)
        label.frame = Rect(x: 2, y: 1, width: 8, height: 1)
        window.rootView.addSubview(label)
        let screen = WidgetTesting.screen(of: window)
        #expect(screen[2, 1].style == Style(foreground: .white, background: Self.paper, attributes: .bold))
        #expect(
            screen[3, 1].style == Style(foreground: .white, background: Self.paper, attributes: .bold), "the wide character's second half")
        #expect(screen[6, 1].style == Style(foreground: .white, background: RGB(hex: 0x34508C), attributes: .bold, monochrome: .reverse))
    }

    @Test func aColourTheStyleGivesWins() {
        let (window, surface) = Self.window()
        let label = Label("Hi")
        label.style = TextStyle(foreground: .black, background: .white)
        label.frame = Rect(x: 0, y: 0, width: 2, height: 1)
        surface.addSubview(label)
        #expect(WidgetTesting.screen(of: window)[0, 0].style == Style(foreground: .black, background: .white))
        label.style = TextStyle(Style(foreground: RGB(hex: 0xFF0000), background: RGB(hex: 0x0000FF)))
        #expect(WidgetTesting.screen(of: window)[1, 0].style == Style(foreground: RGB(hex: 0xFF0000), background: RGB(hex: 0x0000FF)))
    }

    @Test func aTextFieldIsAWellOfTheSurfaceWithItsPlaceholderInSecondaryText() {
        let (window, surface) = Self.window()
        let field = TextField(name: "search", placeholder: "Search")
        field.frame = Rect(x: 1, y: 1, width: 10, height: 1)
        surface.addSubview(field)
        var screen = WidgetTesting.screen(of: window)
        #expect(screen[1, 1].style == Style(foreground: Self.theme.secondaryText, background: Self.theme.surface, monochrome: .dim))
        #expect(screen[10, 1].style.background == Self.theme.surface, "the well is the field's width")
        #expect(screen[11, 1].style.background == Self.paper)
        field.text = "kami"
        screen = WidgetTesting.screen(of: window)
        #expect(screen[1, 1].style == Style(foreground: Self.theme.text, background: Self.theme.surface))
    }

    @Test func aButtonReadsOnTheSurfaceInEachState() {
        let (window, surface) = Self.window()
        let button = Button(title: "OK")
        button.frame = Rect(origin: Point(x: 1, y: 1), size: button.intrinsicContentSize)
        surface.addSubview(button)
        #expect(WidgetTesting.screen(of: window)[3, 1].style == Style(foreground: Self.theme.text, background: Self.paper))
        #expect(button.becomeFirstResponder())
        let focused = WidgetTesting.screen(of: window)[3, 1].style
        #expect(focused.background == Self.paper && focused.attributes == [.bold, .underline])
        button.resignFirstResponder()
        window.handle(.mouse(MouseEvent(.press(.left), column: 3, row: 1)))
        let pressed = WidgetTesting.screen(of: window)[3, 1].style
        #expect(pressed == Style(foreground: Self.theme.surface, background: Self.theme.text, monochrome: .reverse))
        window.handle(.mouse(MouseEvent(.release(.left), column: 30, row: 1)))
        button.isEnabled = false
        let dimmed = WidgetTesting.screen(of: window)[3, 1].style
        #expect(dimmed == Style(foreground: Self.theme.secondaryText, background: Self.paper, monochrome: .dim))
    }

    @Test func withoutColourSecondaryTextIsDimAndAPressedButtonReversed() {
        let mono: (Style) -> TextAttributes = { $0.attributes(in: .none) }
        let (window, surface) = Self.window()
        let field = TextField(name: "search", placeholder: "Search")
        field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        let button = Button(title: "OK")
        button.frame = Rect(origin: Point(x: 0, y: 2), size: button.intrinsicContentSize)
        surface.addSubview(field)
        surface.addSubview(button)
        window.handle(.mouse(MouseEvent(.press(.left), column: 2, row: 2)))
        let screen = WidgetTesting.screen(of: window)
        #expect(mono(screen[0, 0].style) == .dim)
        #expect(mono(screen[2, 2].style) == .reverse)
    }
}
