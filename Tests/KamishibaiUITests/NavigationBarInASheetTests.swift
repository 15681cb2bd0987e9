import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// A navigation stack's bar inside the sheet the library draws takes the sheet's surface and
/// keeps off its border, unless the app chose otherwise: a 30×12 window whose medium sheet
/// rests at row 6, its border there, the stack (in a `SheetContentView`) from row 7, column 1.
@Suite struct NavigationBarInASheetTests {
    static let surface = Style(foreground: RGB(hex: 0xE0E0E0), background: RGB(hex: 0x203040))
    static let chrome = SheetChrome(surface: surface, border: surface.with(foreground: RGB(hex: 0x8090A0)), grabber: surface)
    /// The theme's tint, the back control's colour wherever it is (UIKit's back button is in the tint colour).
    static let back = surface.with(foreground: Theme.standard.tint).adding(.bold, monochrome: .bold)

    let window: Window
    let stack: NavigationController

    /// The stack in a `SheetContentView` (`hosted`) or as the presented view itself.
    init(hosted: Bool = true, chrome: SheetChrome? = Self.chrome, configure: (NavigationStackView) -> Void = { _ in }) {
        let clock = ManualClock()
        window = Window(columns: 30, rows: 12, clock: clock, trace: .disabled(clock: clock))
        let page = ViewController(name: "message")
        page.title = "Message"
        let host = SheetContentView()
        stack = NavigationController(name: "sheet", root: page, view: hosted ? host : nil)
        if hosted { host.contentView = stack.stackView }
        configure(stack.stackView)
        stack.sheetPresentation(detents: [.medium], chrome: chrome)
        window.rootViewController.present(stack, animated: false)
    }

    func render() -> Canvas {
        window.rootView.layoutIfNeeded()
        var canvas = Canvas(columns: 30, rows: 12, fill: Style(foreground: .white, background: RGB(hex: 0x808080)))
        window.render(into: &canvas)
        return canvas
    }

    func pushReply() {
        let reply = ViewController(name: "reply")
        reply.title = "Reply"
        stack.push(reply, animated: false)
    }

    @Test func theBarWearsTheSheetsSurfaceTwoColumnsInsideItsBorder() {
        let canvas = render()
        #expect(stack.stackView.horizontalMargin == 2)
        // The title centred on the bar's 24 columns (3 to 26), as UIKit's.
        #expect(canvas.line(7) == "│" + String(repeating: " ", count: 10) + "Message" + String(repeating: " ", count: 11) + "│")
        #expect(canvas[11, 7].style == Self.surface.adding(.bold, monochrome: .bold), "the title, bold on the surface")
        #expect((3...10).allSatisfy { canvas[$0, 7].style == Self.surface }, "the bar filled with the surface, not black")
        #expect(stack.stackView.contentView.frameInRoot == Rect(x: 3, y: 9, width: 24, height: 3), "the pages keep the margin")
    }

    /// Under the bar, a hairline row in the sheet's border colour on its surface, across the
    /// bar's columns: the pages start below it.
    @Test func aDividerRowSeparatesTheBarFromThePages() {
        let canvas = render()
        #expect(stack.stackView.barHeight == 2)
        #expect(canvas.line(8) == "│  " + String(repeating: "─", count: 24) + "  │")
        let border = Self.chrome.border
        #expect(canvas[3, 8].style == Style(foreground: border.foreground, background: Self.surface.background))
    }

    /// Without the divider the bar is one row, as before, and the pages take the row.
    @Test func withoutTheDividerTheBarIsOneRow() {
        let plain = NavigationBarInASheetTests { $0.showsDivider = false }
        let canvas = plain.render()
        #expect(plain.stack.stackView.barHeight == 1)
        #expect(!canvas.line(8).contains("─"))
        #expect(plain.stack.stackView.contentView.frameInRoot == Rect(x: 3, y: 8, width: 24, height: 4))
    }

    /// A divider of the app's colour wins too; outside a sheet it is the theme's separator.
    @Test func theDividerTakesTheAppsStyleOrTheSeparator() {
        let line = TextStyle(foreground: RGB(hex: 0xFF0000))
        let chosen = NavigationBarInASheetTests { $0.dividerStyle = line }
        #expect(chosen.stack.stackView.dividerStyle == line)
        #expect(chosen.render()[10, 8].style.foreground == RGB(hex: 0xFF0000))
        #expect(NavigationStackView().dividerStyle == TextStyle(foreground: Theme.standard.separator))
    }

    /// A bar of the app's colour carries the back control on it.
    @Test func theBackControlFollowsAChosenBar() {
        let alone = NavigationStackView()
        alone.barStyle = TextStyle(foreground: .white, background: RGB(hex: 0x400000))
        #expect(
            alone.backStyle
                == TextStyle(foreground: Theme.standard.tint, background: RGB(hex: 0x400000), attributes: .bold, monochrome: .bold))
    }

    /// Without a chrome, and outside a sheet, the bar is in the theme over what is behind it, no margin.
    @Test func elsewhereTheBarTakesTheTheme() {
        let unchromed = NavigationBarInASheetTests(chrome: nil)
        #expect(unchromed.stack.stackView.barStyle == TextStyle() && unchromed.stack.stackView.horizontalMargin == 0)
        let canvas = unchromed.render()
        #expect(canvas[20, 6].style.foreground == Theme.standard.text && canvas[20, 6].style.background == canvas[20, 8].style.background)
        let alone = NavigationStackView()
        #expect(alone.barStyle == TextStyle() && alone.horizontalMargin == 0)
        #expect(alone.backStyle == TextStyle(foreground: Theme.standard.tint, attributes: .bold, monochrome: .bold))
    }
}
