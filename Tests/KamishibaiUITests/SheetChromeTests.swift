import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// The sheet's look drawn by the library around a plain screen: a 30×12 window, whose medium
/// sheet rests at row 6, six rows tall, and whose large one at row 2.
@Suite struct SheetChromeTests {
    static let surface = Style(foreground: RGB(hex: 0xE0E0E0), background: RGB(hex: 0x203040))
    static let chrome = SheetChrome(
        surface: surface, border: surface.with(foreground: RGB(hex: 0x8090A0)), grabber: surface.with(foreground: RGB(hex: 0xC0C0C0)),
        prefersGrabberVisible: true)
    static let backdrop = Style(foreground: .white, background: RGB(hex: 0x808080))

    let clock = ManualClock()
    let window: Window
    let screen = ViewController(name: "sheet")
    let dismissal = DismissalInteraction()
    private final class Lines { var all: [String] = [] }
    private let lines = Lines()

    init(style: StyledTransitioningDelegate.Style = .sheet, chrome: SheetChrome? = Self.chrome, colorMode: ColorMode = .truecolor) {
        let trace = Trace(clock: clock) { [lines] in lines.all.append($0) }
        var setup = WindowSetup(columns: 30, rows: 12, clock: clock, trace: trace)
        setup.colorMode = colorMode
        window = Window(setup)
        let delegate = StyledTransitioningDelegate(style: style, interactor: dismissal.interactor)
        delegate.detents = [.medium, .large]
        delegate.chrome = chrome
        screen.transitioningDelegate = delegate
        screen.addInteraction(dismissal)
        window.rootViewController.present(screen, animated: false)
    }

    var sheet: SheetPresentationController? { screen.presentationController as? SheetPresentationController }

    func render() -> Canvas {
        var canvas = Canvas(columns: 30, rows: 12, fill: Self.backdrop)
        window.render(into: &canvas)
        return canvas
    }

    func click(_ column: Int, _ row: Int, at time: Double) {
        clock.set(to: time)
        window.handle(.mouse(MouseEvent(.press(.left), column: column, row: row)))
        window.handle(.mouse(MouseEvent(.release(.left), column: column, row: row)))
    }

    /// The backdrop's colour on row 1, dimmed behind the sheet and out of the shadow's reach.
    func backdrop(_ canvas: Canvas) -> RGB { canvas[5, 1].style.background }

    @Test func theSheetIsDrawnAroundTheScreensView() {
        let canvas = render()
        // The top row is the surface's own, its corners lower quadrants over the backdrop.
        #expect(canvas.line(6) == "▗" + String(repeating: " ", count: 11) + "━━━━━━" + String(repeating: " ", count: 11) + "▖")
        for row in 7..<12 { #expect(canvas.line(row) == "│" + String(repeating: " ", count: 28) + "│") }
        #expect(canvas[5, 8].style == Self.surface, "the surface fills the sheet")
        #expect(canvas[3, 6].style.background == Self.surface.background, "no line: the top row is the surface")
        #expect(canvas[15, 6].style == Self.chrome.grabber && canvas[0, 8].style == Self.chrome.border)
        for x in [0, 29] {
            #expect(canvas[x, 6].style.foreground == Self.surface.background, "the corner's quadrant is the surface")
            #expect(canvas[x, 6].style.background != Self.surface.background, "beside it, what is behind")
        }
        #expect(canvas[15, 5].style.background != backdrop(canvas), "a shadow above the sheet")
        #expect(canvas.line(5).allSatisfy { $0 == " " }, "nothing of the sheet above its edge")
    }

    /// The top row at fractional edges: the surface's share in eighths (▔ in the backdrop's
    /// colour for seven), the corners rounded from half a row up.
    @Test(arguments: [
        (6.25, " " + String(repeating: "▂", count: 28) + " ", false),
        (6.375, " " + String(repeating: "▃", count: 28) + " ", false),
        (6.5, "▗" + String(repeating: "▄", count: 28) + "▖", false),
        (6.75, "▗" + String(repeating: "▆", count: 28) + "▖", false),
        (6.875, "▗" + String(repeating: "▔", count: 28) + "▖", true),
    ])
    func aFractionalTopEdgeIsFilledInEighthsOverTheBackdrop(height: Double, line: String, inverted: Bool) {
        // Height 6.25 puts the edge at 5.75: a quarter of row 5.
        sheet?.moveSheet(toHeight: height)
        let canvas = render()
        #expect(canvas.line(5) == line)
        let cell = canvas[4, 5].style
        #expect(inverted ? cell.background == Self.surface.background : cell.foreground == Self.surface.background)
        #expect((inverted ? cell.foreground : cell.background) != Self.surface.background, "the rest of the cell is behind")
        if line.first == " " { #expect(canvas[0, 5].style.background != Self.surface.background, "no corner yet") }
        #expect(canvas.line(6).hasPrefix("│ "), "below the edge row, the sides")
        #expect(canvas.line(4).allSatisfy { $0 == " " })
    }

    /// In 16 colours the edge is a line: mid-drag it stays on the grabber's row, right above
    /// the content's first row, at every fraction (the frame's top at 4.75 … 5.875, and at rest).
    @Test(arguments: [7.25, 6.875, 6.625, 6.5, 6.375, 6.125, 6.0])
    func inSixteenColoursTheLineTheGrabberAndTheContentMoveTogether(height: Double) {
        let lined = SheetChromeTests(colorMode: .palette16)
        let label = Label("Tsuru")
        lined.screen.view.addSubview(label)
        lined.sheet?.moveSheet(toHeight: height)
        label.frame = Rect(x: 1, y: SheetChrome.contentInsets(of: lined.screen.view).top, width: 10, height: 1)
        let canvas = lined.render()
        let line = Int((12 - height).rounded(.up))
        let rule = String(repeating: "─", count: 11)
        #expect(canvas.line(line) == "╭" + rule + "━━━━━━" + rule + "╮", "\(height): the grabber on the line")
        #expect(canvas.line(line + 1).hasPrefix("│Tsuru"), "\(height): the content right below the line")
        #expect(canvas.line(line - 1).allSatisfy { $0 == " " }, "\(height): nothing above the line")
    }

    @Test func aRowTheSheetCoversAnEighthOfKeepsItsTextAndTheShadowFallsFromTheEdge() {
        // As a drag in pixels may leave it: the frame's top at 5.875, an eighth of row 5.
        sheet?.moveSheet(toHeight: 6.125)
        var canvas = Canvas(columns: 30, rows: 12, fill: Self.backdrop)
        for row in 0..<12 { canvas.write("Tsuru no Ongaeshi", x: 2, y: row, style: Self.backdrop) }
        window.render(into: &canvas)
        #expect(canvas.line(5).contains("Tsuru no Ongaeshi"), "the row keeps its text")
        #expect(canvas.line(6).hasPrefix("▗ ") && canvas.line(6).hasSuffix(" ▖"), "the next row is the sheet's top")
        // The shadow darkens the row right above the edge only, not the one above it.
        let shadowed = canvas[20, 5].style.background, clear = canvas[20, 3].style.background
        #expect(shadowed != clear)
        #expect(canvas[20, 4].style.background == clear, "not a row too high")
    }

    @Test func aCardFloatsWithABottomEdgeAndASidebarsGrabberStandsOnItsSide() {
        let card = SheetChromeTests(style: .card).render()
        #expect(card.line(2).contains("▗") && card.line(2).contains("▖"))
        #expect(card.line(9).contains("▝") && card.line(9).contains("▘") && !card.line(9).contains("│"))
        let sidebar = SheetChromeTests(style: .sidebar).render()
        #expect(!sidebar.line(0).contains("━") && !sidebar.line(0).contains("▗"), "no top edge off the container's top")
        #expect((0..<12).filter { sidebar[15, $0].grapheme == "┃" } == [5, 6, 7])
    }

    @Test func squareCornersAtNoRadiusAndNoGrabberUnlessPreferred() {
        var chrome = Self.chrome
        chrome.preferredCornerRadius = 0
        chrome.prefersGrabberVisible = false
        let canvas = SheetChromeTests(chrome: chrome).render()
        #expect(canvas.line(6) == String(repeating: " ", count: 30))
        #expect(canvas[0, 6].style.background == Self.surface.background && canvas[29, 6].style.background == Self.surface.background)
    }

    @Test func withoutAChromeTheViewDrawsAllOfItself() {
        let canvas = SheetChromeTests(chrome: nil).render()
        #expect(canvas.line(6).allSatisfy { $0 == " " })
        #expect(canvas[5, 8].style.background == canvas[5, 1].style.background, "dimmed backdrop, no surface")
    }

    @Test func theContentInsetsLeaveTheBorderAndFollowTheFractionalTop() {
        #expect(SheetChrome.contentInsets(of: screen.view) == Insets(top: 1, left: 1, bottom: 0, right: 1))
        sheet?.moveSheet(toHeight: 6.75)
        #expect(SheetChrome.contentInsets(of: screen.view) == Insets(top: 1.75, left: 1, bottom: 0, right: 1))
        let card = SheetChromeTests(style: .card)
        #expect(SheetChrome.contentInsets(of: card.screen.view).bottom == 1)
    }

    /// A `SheetContentView` presented at medium in a 30×12 window: its content, and the sheet.
    static func hostedContent(chrome: SheetChrome?) -> (content: View, sheet: SheetPresentationController?, window: Window) {
        let clock = ManualClock()
        let window = Window(columns: 30, rows: 12, clock: clock, trace: .disabled(clock: clock))
        let content = View()
        let screen = ViewController(name: "hosted", view: SheetContentView(contentView: content))
        let delegate = StyledTransitioningDelegate(style: .sheet)
        delegate.detents = [.medium, .large]
        delegate.chrome = chrome
        screen.transitioningDelegate = delegate
        window.rootViewController.present(screen, animated: false)
        window.rootView.layoutIfNeeded()
        return (content, screen.presentationController as? SheetPresentationController, window)
    }

    @Test func aSheetContentViewLaysItsContentInsideTheChromeOnWholeRows() {
        let (content, sheet, window) = Self.hostedContent(chrome: Self.chrome)
        #expect(content.frame == Rect(x: 1, y: 1, width: 28, height: 5))
        // The top edge at 5.25: the content follows to the next whole row, below the border.
        sheet?.moveSheet(toHeight: 6.75)
        window.rootView.layoutIfNeeded()
        #expect(content.frame == Rect(x: 1, y: 1.75, width: 28, height: 5))
        #expect(content.frameInRoot.minY == 7)
        // Moved without a change of size, as a slide moves it: laid out again all the same.
        let host = content.superview
        host?.frame = Rect(x: 0, y: 6.5, width: 30, height: 6.75)
        window.rootView.layoutIfNeeded()
        #expect(content.frame == Rect(x: 1, y: 1.5, width: 28, height: 5.25))
        let plain = Self.hostedContent(chrome: nil)
        #expect(plain.content.frame == Rect(x: 0, y: 0, width: 30, height: 6), "no chrome: the content fills the view")
    }

    @Test func thePartialTopRowTakesPressesForTheSheet() {
        // The top edge at 5.75: a press on row 5 (at 5.5) is above the view's frame.
        sheet?.moveSheet(toHeight: 6.25)
        #expect(window.rootView.hitTest(Point(x: 10.5, y: 5.5)) === screen.view)
        #expect(window.rootView.hitTest(Point(x: 10.5, y: 4.5)) !== screen.view, "the row above is the backdrop's")
        let plain = SheetChromeTests(chrome: nil)
        plain.sheet?.moveSheet(toHeight: 6.25)
        #expect(plain.window.rootView.hitTest(Point(x: 10.5, y: 5.5)) !== plain.screen.view)
    }

    @Test func aClickOnTheGrabberMovesTheSheetToItsNextDetent() {
        final class Taps { var points: [Point] = [] }
        let taps = Taps()
        dismissal.onTap = { taps.points.append($0) }
        click(3, 8, at: 1)
        #expect(taps.points == [Point(x: 3.5, y: 8.5)] && sheet?.currentDetent?.identifier == .medium)
        click(14, 6, at: 2)
        #expect(sheet?.currentDetent?.identifier == .large && taps.points.count == 1)
        #expect(lines.all.filter { $0.contains("detentChanged") }.count == 1)
    }
}
