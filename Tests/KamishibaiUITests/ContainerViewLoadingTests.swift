import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// Containers and their children's views, as UIKit's: a child's view loads when its
/// container's view loads, after the container's `viewDidLoad`; a tab bar controller lays out
/// whatever its subclass's `viewDidLayoutSubviews` does; the bars show a screen's title or
/// given name, never its type's name; a layout pass and the responder chain load no view.
@Suite struct ContainerViewLoadingTests {
    final class Log { var calls: [String] = [] }

    final class Page: ViewController {
        let log: Log
        init(_ label: String, log: Log, view: View? = nil) {
            self.log = log
            super.init(name: ScreenName(label), view: view)
        }
        override func viewDidLoad() { log.calls.append("\(name) viewDidLoad") }
    }

    final class Stack: NavigationController {
        let log: Log
        init(root: ViewController, log: Log) {
            self.log = log
            super.init(name: "stack", root: root)
        }
        override func viewDidLoad() { log.calls.append("stack viewDidLoad") }
    }

    final class Tabs: TabBarController {
        let log: Log
        init(_ screens: [ViewController], log: Log) {
            self.log = log
            super.init(name: "tabs", viewControllers: screens, selectedIndex: 1)
        }
        override func viewDidLoad() { log.calls.append("tabs viewDidLoad") }
        /// Without `super`: the controller's view lays itself out all the same.
        override func viewDidLayoutSubviews() { log.calls.append("tabs didLayout") }
    }

    let log = Log()
    let fixture = TracedWindow(columns: 40, rows: 10)

    @Test func aStacksRootPageLoadsAfterTheStack() {
        let root = Page("root", log: log)
        let stack = Stack(root: root, log: log)
        #expect(log.calls.isEmpty && !stack.isViewLoaded && !root.isViewLoaded, "nothing loads at init")
        _ = stack.view
        #expect(log.calls == ["stack viewDidLoad", "root viewDidLoad"])
        #expect(root.view.superview === stack.stackView.contentView)
    }

    @Test func onlyTheSelectedTabLoadsAfterTheController() {
        let (a, b) = (Page("a", log: log), Page("b", log: log))
        let tabs = Tabs([a, b], log: log)
        tabs.selectedIndex = 0
        #expect(log.calls.isEmpty && !tabs.isViewLoaded, "nothing loads at init or on selecting")
        fixture.window.setRootViewController(tabs)
        #expect(log.calls.filter { $0.hasSuffix("viewDidLoad") } == ["tabs viewDidLoad", "a viewDidLoad"] && !b.isViewLoaded)
        tabs.selectedIndex = 1
        #expect(b.isViewLoaded && b.view.superview === tabs.contentView)
    }

    @Test func theTabBarIsLaidOutWithoutSuper() {
        let tabs = Tabs([Page("a", log: log), Page("b", log: log)], log: log)
        fixture.window.setRootViewController(tabs)
        fixture.window.rootView.layoutIfNeeded()
        #expect(log.calls.contains("tabs didLayout"), "the app's callback still comes")
        #expect(tabs.tabBar.frame == Rect(x: 0, y: 0, width: 40, height: 1))
        #expect(tabs.contentView.frame == Rect(x: 0, y: 1, width: 40, height: 9))
        #expect(tabs.selectedViewController?.view.frame == Rect(x: 0, y: 0, width: 40, height: 9))
        tabs.barPlacement = .bottom
        fixture.window.rootView.layoutIfNeeded()
        #expect(tabs.tabBar.frame == Rect(x: 0, y: 9, width: 40, height: 1))
        #expect(tabs.contentView.frame == Rect(x: 0, y: 0, width: 40, height: 9))
    }

    @Test func theBarsShowTheTitleOrTheGivenNameNeverTheType() {
        #expect(ViewController().tabBarItem.title == "", "unnamed, untitled: nothing")
        #expect(ViewController(name: "inbox").tabBarItem.title == "inbox")
        let titled = ViewController(name: "inbox")
        titled.title = "Inbox"
        #expect(titled.tabBarItem.title == "Inbox")

        let stack = NavigationController(root: ViewController())
        fixture.window.setRootViewController(stack)
        stack.push(ViewController(name: "reply"), animated: false)
        fixture.window.rootView.layoutIfNeeded()
        var canvas = Canvas(columns: 40, rows: 10, fill: Style(foreground: .white, background: .black))
        fixture.window.render(into: &canvas)
        #expect(
            canvas.line(0) == "‹" + String(repeating: " ", count: 16) + "reply" + String(repeating: " ", count: 18),
            "no back title under an unnamed root; the title centred")
        #expect(fixture.screens("navigationPush") == ["reply"], "the trace names it")
        let anonymous = ViewController()
        stack.push(anonymous, animated: false)
        fixture.window.rootView.layoutIfNeeded()
        fixture.window.render(into: &canvas)
        #expect(canvas.line(0) == "‹ reply" + String(repeating: " ", count: 33), "an unnamed page: no title")
        #expect(fixture.screens("navigationPush").last == "ViewController", "the type's name is the trace's")
    }

    @Test func aLayoutPassAndTheResponderChainLoadNoView() {
        let given = View()
        let screen = Page("s", log: log, view: given)
        fixture.window.rootView.addSubview(given)  // placed by the app itself, not loaded
        given.setNeedsLayout()
        fixture.window.rootView.layoutIfNeeded()
        #expect(screen.viewIfLoaded == nil && log.calls.isEmpty, "a layout pass loads nothing")
        #expect(given.next === screen && screen.viewIfLoaded == nil, "the view still leads to its screen")
        let page = Page("page", log: log)
        let parent = ViewController()
        parent.addChild(page)
        #expect(page.next === parent && page.viewIfLoaded == nil, "a walk up the chain loads nothing")
        #expect(log.calls.isEmpty)
        _ = screen.view
        #expect(screen.viewIfLoaded === given && log.calls == ["s viewDidLoad"])
    }
}
