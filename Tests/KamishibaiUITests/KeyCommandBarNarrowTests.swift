import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// A footer filled from the chain, too narrow for all of it: the library widgets' keys give way
/// before the app's, so the window's last command (how to quit) stays.
@Suite struct KeyCommandBarNarrowTests {
    final class MailWindow: Window {
        override var keyCommands: [KeyCommand] { [KeyCommand(input: .character("q"), title: "Quit") {}] }
    }

    final class Mailbox: ViewController, ListViewTextDataSource {
        let list = ListView()
        init() {
            super.init(name: "inbox", view: list)
            title = "Inbox"
            list.dataSource = self
        }
        func numberOfRows(in listView: ListView) -> Int { 30 }
        func listView(_ listView: ListView, rowAt row: Int) -> ListRow { ListRow("Message \(row)") }
    }

    @Test func theWindowsQuitStaysAt60Columns() {
        let clock = ManualClock()
        let window = MailWindow(columns: 60, rows: 12, clock: clock, trace: .disabled(clock: clock))
        let inbox = Mailbox(), sent = ViewController(name: "sent")
        sent.title = "Sent"
        window.setRootViewController(TabBarController(name: "mail", viewControllers: [inbox, sent]))
        window.keyResponder = inbox.list
        let footer = KeyCommandBar()
        window.footerView = footer
        footer.setItems(for: window.availableKeyCommands)
        #expect(footer.items.last?.key == "End", "the chain lists the list's keys last")
        window.rootView.layoutIfNeeded()
        var canvas = Canvas(columns: 60, rows: 12, fill: Style(foreground: .white, background: .black))
        window.render(into: &canvas)
        let row = canvas.line(11)
        #expect(row.contains("q Quit") && !row.contains("End"), "\(row)")
        #expect(row.hasPrefix(" 1 Inbox"), "the app's keys in their order: \(row)")
    }

    /// Items of an app's own words keep the old rule: the last stays.
    @Test func ownItemsKeepTheLast() {
        let bar = KeyCommandBar()
        bar.items = [KeyCommandBar.Item("↑↓", "select"), KeyCommandBar.Item("⏎", "open"), KeyCommandBar.Item("q", "quit")]
        #expect(bar.fittingTitles(24) == ["select", "quit"])
    }
}

extension KeyCommandBar {
    fileprivate func fittingTitles(_ width: Int) -> [String] {
        frame = Rect(x: 0, y: 0, width: Double(width), height: 1)
        var context = DrawContext(canvas: Canvas(columns: width, rows: 1, fill: Style(foreground: .white, background: .black)))
        render(in: &context)
        return items.map(\.title).filter { context.canvas.line(0).contains($0) }
    }
}
