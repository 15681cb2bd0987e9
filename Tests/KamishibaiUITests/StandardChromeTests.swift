import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// A popover and a form sheet presented by their ``ViewController/modalPresentationStyle``
/// alone, as the headless terminal shows them: drawn with ``SheetChrome/standard``, the border,
/// the rounded corners and the popover's arrow there without a chrome of the app's. And the
/// standard chrome's colours kept apart where the terminal has fewer.
@Suite struct StandardChromeTests {
    /// `screen` presented by style alone in a `columns`×`rows` headless window over a plain
    /// backdrop, the loop run until a key at 1 s ends it.
    static func run(_ screen: ViewController, columns: Int, rows: Int, source: View? = nil) -> HeadlessTerminal {
        let terminal = HeadlessTerminal(columns: columns, rows: rows)
        let window = Window(WindowSetup(terminal: terminal, trace: .disabled(clock: terminal.clock)))
        if let source { window.rootView.addSubview(source) }
        window.rootViewController.present(screen, animated: false)
        terminal.send(.key(.character("x")), at: 1)
        EventLoop(terminal: terminal, application: window).run()
        return terminal
    }

    /// Content laid out inside the chrome's border, as in any sheet with a chrome.
    static func content(_ text: String) -> View {
        let stack = StackView(axis: .vertical, arrangedSubviews: [Label(text), View()])
        stack.layoutMargins = Insets(all: 1)
        return stack
    }

    @Test func aPopoverByItsStyleAloneHasItsBorderAndArrow() {
        let source = Label("Open")
        source.frame = Rect(x: 10, y: 3, width: 10, height: 1)
        let screen = ViewController(name: "details", view: Self.content("Details"))
        screen.modalPresentationStyle = .popover
        screen.preferredContentSize = Size(width: 12, height: 2)
        screen.popoverPresentationController?.sourceView = source
        let terminal = Self.run(screen, columns: 100, rows: 12, source: source)
        #expect(screen.popoverPresentationController?.chrome != nil)
        #expect(
            Array(WidgetTesting.rows(of: terminal.screen)[3...8]) == [
                "          Open",
                "               ▲",
                "        ▗            ▖",
                "        │Details     │",
                "        │            │",
                "        ▝            ▘",
            ])
        #expect(terminal.screen[15, 4].style.foreground == SheetChrome.standard.surface.background, "the arrow in the surface's colour")
        #expect(terminal.screen[18, 7].style.background == SheetChrome.standard.surface.background)
    }

    @Test func aFormSheetByItsStyleAloneHasItsBorderAndRoundedCorners() {
        let screen = ViewController(name: "form", view: SheetContentView(contentView: Self.content("Settings")))
        screen.modalPresentationStyle = .formSheet
        let terminal = Self.run(screen, columns: 100, rows: 20)
        let rows = WidgetTesting.rows(of: terminal.screen)
        let side = "                │" + String(repeating: " ", count: 66) + "│"
        #expect(
            rows == ["", "", "                ▗" + String(repeating: " ", count: 66) + "▖", side]
                + ["                │ Settings" + String(repeating: " ", count: 57) + "│"] + Array(repeating: side, count: 12)
                + ["                ▝" + String(repeating: " ", count: 66) + "▘", "", ""])
        #expect(terminal.screen[16, 2].style.foreground == SheetChrome.standard.surface.background, "a corner of the surface")
        #expect(terminal.screen[16, 3].style.foreground == SheetChrome.standard.border.foreground, "the border down the side")
        #expect(terminal.screen[40, 10].style.background == SheetChrome.standard.surface.background)
    }

    /// Surface and border stay two colours in 256 colours (greys of the ramp) and in 16
    /// (black and bright black), and the text reads on the surface in both.
    @Test func theStandardColoursStayApartInFewerColours() {
        let chrome = SheetChrome.standard
        let surface = chrome.surface.background, border = chrome.border.foreground, text = chrome.surface.foreground
        let greys = 232...255
        #expect(greys.contains(ColorMapping.xterm256(surface)) && greys.contains(ColorMapping.xterm256(border)))
        #expect(ColorMapping.xterm256(border) - ColorMapping.xterm256(surface) >= 8, "a mid grey on a dark one")
        #expect(ColorMapping.xterm256(text) > ColorMapping.xterm256(border))
        #expect(ColorMapping.ansi(surface) == 0)
        #expect(ColorMapping.ansi(border) == 8)
        #expect(ColorMapping.ansi(text) == 7)
        #expect(chrome.border.background == surface && !chrome.prefersGrabberVisible)
    }
}
