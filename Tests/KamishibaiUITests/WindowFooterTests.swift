import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// `Window.footerView`: the window's bottom rows under every screen and presentation, out of
/// the presentation area, the root screen above it.
@Suite struct WindowFooterTests {
    /// A sheet stops above the footer, which stays drawn on the bottom row; the root screen
    /// fills the rest; a resize moves it; nil gives the row back.
    @Test func theFooterStaysUnderEverySheet() {
        let clock = ManualClock()
        let window = Window(columns: 40, rows: 12, clock: clock, trace: .disabled(clock: clock))
        let tabs = TabBarController(name: "tabs", viewControllers: [ViewController(name: "first")])
        window.setRootViewController(tabs)
        let footer = KeyCommandBar()
        footer.items = [KeyCommandBar.Item("q", "Quit")]
        window.footerView = footer
        window.rootView.layoutIfNeeded()
        #expect(footer.frame == Rect(x: 0, y: 11, width: 40, height: 1))
        #expect(tabs.view.frame == Rect(x: 0, y: 0, width: 40, height: 11))
        #expect(window.presentationArea == Rect(x: 0, y: 0, width: 40, height: 11))

        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = .fullScreen
        tabs.present(sheet, animated: false)
        window.rootView.layoutIfNeeded()
        #expect(sheet.view.frameInRoot.maxY == 11, "the sheet stops above the footer")
        #expect(window.rootView.subviews.last === footer, "drawn over the presentations")
        var canvas = Canvas(columns: 40, rows: 12, fill: Style(foreground: .white, background: .black))
        window.render(into: &canvas)
        #expect(canvas.line(11).hasPrefix(" q Quit"), "the footer in view over the sheet: \(canvas.line(11))")

        window.handle(.resize(columns: 50, rows: 8))
        window.rootView.layoutIfNeeded()
        #expect(footer.frame == Rect(x: 0, y: 7, width: 50, height: 1))
        #expect(sheet.view.frameInRoot.maxY == 7 && tabs.view.frame.height == 7)

        window.footerView = nil
        #expect(footer.superview == nil && window.presentationArea == Rect(x: 0, y: 0, width: 50, height: 8))
        #expect(tabs.view.frame.height == 8)
    }
}
