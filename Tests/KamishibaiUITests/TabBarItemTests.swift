import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// Each screen's tab bar item (UIKit's `tabBarItem`), which its tab bar controller shows: its
/// default title, a badge set on it and kept when the screens are set again, and a title that
/// follows the screen's. 40×6 window, the controller as its root.
@Suite struct TabBarItemTests {
    let window: Window = {
        let clock = ManualClock()
        return Window(columns: 40, rows: 6, clock: clock, trace: Trace(clock: clock, sink: nil))
    }()
    let inbox = ViewController(name: "inbox")
    let sent = ViewController(name: "sent")
    let tabs: TabBarController

    init() {
        inbox.title = "Inbox"
        tabs = TabBarController(name: "mail", viewControllers: [inbox, sent])
        window.setRootViewController(tabs)
        window.rootView.layoutIfNeeded()
    }

    /// The bar's row as drawn.
    func bar() -> String {
        var canvas = Canvas(columns: 40, rows: 6, fill: Style(foreground: .white, background: .black))
        window.render(into: &canvas)
        return canvas.line(0).trimmingTrailingSpaces
    }

    @Test func anItemIsTitledByTheScreensTitleElseItsName() {
        #expect(inbox.tabBarItem == TabBarItem(title: "Inbox"))
        #expect(sent.tabBarItem == TabBarItem(title: "sent"))
        #expect(tabs.tabBar.items == [TabBarItem(title: "Inbox"), TabBarItem(title: "sent")])
    }

    @Test func aBadgeSetOnTheScreenShowsAndSurvivesNewScreens() {
        sent.tabBarItem.badgeValue = "3"
        #expect(tabs.tabBar.items[1] == TabBarItem(title: "sent", badgeValue: "3"))
        #expect(bar() == "  1 Inbox   2 sent 3")
        tabs.viewControllers = [sent, inbox]
        #expect(tabs.tabBar.items == [TabBarItem(title: "sent", badgeValue: "3"), TabBarItem(title: "Inbox")])
        #expect(bar() == "  1 sent 3   2 Inbox")
        sent.tabBarItem.badgeValue = nil
        #expect(tabs.tabBar.items[0].badgeValue == nil)
    }

    /// Setting the title retitles the item, badge kept, as UIKit's `title` does.
    @Test func aNewTitleRetitlesTheItem() {
        sent.tabBarItem.badgeValue = "1"
        sent.title = "Sent"
        #expect(sent.tabBarItem == TabBarItem(title: "Sent", badgeValue: "1"))
        #expect(tabs.tabBar.items[1] == TabBarItem(title: "Sent", badgeValue: "1"))
        inbox.tabBarItem = TabBarItem(title: "Mail")
        #expect(tabs.tabBar.items[0].title == "Mail" && inbox.title == "Inbox", "the item's own title")
    }

    /// A screen that is no longer a tab changes no tab.
    @Test func aScreenTakenOffChangesNoTab() {
        tabs.viewControllers = [inbox]
        sent.tabBarItem.badgeValue = "9"
        #expect(tabs.tabBar.items == [TabBarItem(title: "Inbox")])
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
