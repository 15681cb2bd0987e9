import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// The library footer: what it shows of its items at a width, the commands it takes from the
/// chain, and its place under every tab of a `TabBarController`.
@Suite struct KeyCommandBarTests {
    func render(_ bar: KeyCommandBar, columns: Int) -> String {
        bar.frame = Rect(x: 0, y: 0, width: Double(columns), height: 1)
        var context = DrawContext(canvas: Canvas(columns: columns, rows: 1, fill: Style(foreground: .white, background: .black)))
        bar.render(in: &context)
        return context.canvas.line(0)
    }

    /// Three columns apart, a column in from each edge; narrower, the items before the last give
    /// way from the end, and the last stays.
    @Test func itemsFitTheWidthAndTheLastStays() {
        let bar = KeyCommandBar()
        bar.items = [KeyCommandBar.Item("↑↓", "select"), KeyCommandBar.Item("⏎", "open"), KeyCommandBar.Item("q", "quit")]
        #expect(render(bar, columns: 40) == " ↑↓ select   ⏎ open   q quit            ")
        #expect(render(bar, columns: 24) == " ↑↓ select   q quit     ")
        #expect(render(bar, columns: 10) == " q quit   ")
        #expect(bar.intrinsicContentSize == Size(width: 29, height: 1))
    }

    /// From commands: each key's display name and title, hidden ones left out.
    @Test func itemsFromCommandsLeaveTheHiddenOut() {
        let bar = KeyCommandBar()
        bar.setItems(for: [
            KeyCommand(input: .escape, title: "Close") {},
            KeyCommand(input: .character("j"), performing: .down),
            KeyCommand(input: .pageDown, title: "Page down", attributes: .hidden) {},
            KeyCommand(input: .down, title: "Next row") {},
        ])
        #expect(bar.items == [KeyCommandBar.Item("Esc", "Close"), KeyCommandBar.Item("↓", "Next row")])
    }

    /// The footer takes the bottom row under every tab, below a bar at the bottom too; the
    /// screens fill the rest; hidden, it takes none.
    @Test func aTabBarControllersFooterIsUnderEveryTab() {
        let clock = ManualClock()
        let window = Window(columns: 40, rows: 12, clock: clock, trace: .disabled(clock: clock))
        let first = ViewController(name: "first"), second = ViewController(name: "second")
        let tabs = TabBarController(name: "tabs", viewControllers: [first, second])
        let footer = KeyCommandBar()
        tabs.footerView = footer
        window.setRootViewController(tabs)
        window.rootView.layoutIfNeeded()
        #expect(footer.frame == Rect(x: 0, y: 11, width: 40, height: 1))
        #expect(tabs.contentView.frame == Rect(x: 0, y: 1, width: 40, height: 10))
        tabs.selectedIndex = 1
        tabs.barPlacement = .bottom
        window.rootView.layoutIfNeeded()
        #expect(footer.frame.minY == 11 && tabs.tabBar.frame.minY == 10 && second.view.frame.height == 10)
        footer.isHidden = true
        tabs.view.setNeedsLayout()
        window.rootView.layoutIfNeeded()
        #expect(tabs.contentView.frame == Rect(x: 0, y: 0, width: 40, height: 11) && footer.superview === tabs.view)
        tabs.footerView = nil
        #expect(footer.superview == nil)
    }
}
