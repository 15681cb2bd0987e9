import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// `Window.inspectorView`: a column on the right, above the footer, beside every screen and
/// presentation, which narrow to its left; and a sidebar below a top tab bar.
@Suite struct WindowInspectorTests {
    /// A view of a fixed intrinsic width, drawn as a column of `I`.
    final class Column: View {
        let width: Double
        init(width: Double) {
            self.width = width
            super.init()
        }
        override var intrinsicContentSize: Size { Size(width: width, height: View.noIntrinsicMetric) }
        override func draw(in context: inout DrawContext) {
            context.fill(context.bounds, with: "I", style: Style(foreground: .white, background: .black))
        }
    }

    /// The column takes its width on the right, from the top to the footer; the root screen,
    /// the presentation area and a sheet already up narrow beside it; a resize keeps it at most
    /// half the window; nil gives the width back.
    @Test func theInspectorNarrowsTheScreenAndItsPresentations() {
        let clock = ManualClock()
        let window = Window(columns: 60, rows: 12, clock: clock, trace: .disabled(clock: clock))
        let tabs = TabBarController(name: "tabs", viewControllers: [ViewController(name: "first")])
        window.setRootViewController(tabs)
        window.footerView = KeyCommandBar()
        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = .fullScreen
        tabs.present(sheet, animated: false)
        let column = Column(width: 20)
        window.inspectorView = column
        window.rootView.layoutIfNeeded()
        #expect(column.frame == Rect(x: 40, y: 0, width: 20, height: 11))
        #expect(tabs.view.frame == Rect(x: 0, y: 0, width: 40, height: 11))
        #expect(window.presentationArea == Rect(x: 0, y: 0, width: 40, height: 11))
        #expect(sheet.view.frameInRoot.maxX == 40, "the sheet up already moves beside it")
        var canvas = Canvas(columns: 60, rows: 12, fill: Style(foreground: .white, background: .black))
        window.render(into: &canvas)
        #expect(canvas.line(5).hasSuffix(String(repeating: "I", count: 20)), "in view beside the sheet: \(canvas.line(5))")

        window.handle(.resize(columns: 30, rows: 12))
        window.rootView.layoutIfNeeded()
        #expect(column.frame == Rect(x: 15, y: 0, width: 15, height: 11), "at most half the window")

        window.inspectorView = nil
        #expect(column.superview == nil && window.presentationArea.width == 30 && tabs.view.frame.width == 30)
        #expect(sheet.view.frameInRoot.maxX == 30)
    }

    /// A sidebar over a tab bar controller whose bar is on top rests below the bar.
    @Test func aSidebarRestsBelowATopTabBar() {
        let clock = ManualClock()
        let window = Window(columns: 60, rows: 12, clock: clock, trace: .disabled(clock: clock))
        let tabs = TabBarController(name: "tabs", viewControllers: [ViewController(name: "first")])
        window.setRootViewController(tabs)
        window.rootView.layoutIfNeeded()
        let sidebar = ViewController(name: "sidebar")
        sidebar.transitioningDelegate = StyledTransitioningDelegate(style: .sidebar)
        tabs.present(sidebar, animated: false)
        window.rootView.layoutIfNeeded()
        #expect(sidebar.view.frameInRoot == Rect(x: 30, y: 1, width: 30, height: 11))
    }
}
