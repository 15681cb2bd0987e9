import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// Tab bar controllers in a 40×10 window, as its root: selection by keys and clicks, what the
/// delegate is asked and told, each screen's state across switches, UIKit's appearance calls,
/// and the layout at exact sizes. With the default appearance the tabs " 1 A ", " 2 B " and
/// " 3 C " are columns 1–5, 7–11 and 13–17 of row 0.
@Suite struct TabBarControllerTests {
    final class Log { var calls: [String] = [] }

    final class Screen: ViewController {
        let log: Log
        init(_ name: String, log: Log, view: View = View()) {
            self.log = log
            super.init(name: ScreenName(name), view: view)
        }
        override func viewWillAppear(_ animated: Bool) { log.calls.append("\(name) willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.calls.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.calls.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.calls.append("\(name) didDisappear") }
    }

    /// Keys that reached the end of the window's chain.
    final class KeyWindow: Window {
        var unhandled: [Key] = []
        override func unhandledKey(_ key: Key) { unhandled.append(key) }
    }

    final class Delegate: TabBarControllerDelegate {
        var refused: Set<String> = []
        var told: [String] = []
        func tabBarController(_ controller: TabBarController, shouldSelect screen: ViewController) -> Bool {
            !refused.contains(screen.name.own)
        }
        func tabBarController(_ controller: TabBarController, didSelect screen: ViewController) { told.append(screen.name.own) }
    }

    let log = Log()
    let fixture = TracedWindow(columns: 40, rows: 10) { KeyWindow(columns: $0, rows: $1, clock: $2, trace: $3) }
    var clock: ManualClock { fixture.clock }
    var window: KeyWindow { fixture.host }
    let a: Screen, b: Screen, c: Screen
    let tabs: TabBarController

    init() {
        (a, b, c) = (Screen("A", log: log), Screen("B", log: log), Screen("C", log: log))
        tabs = TabBarController(name: "tabs", viewControllers: [a, b, c])
        window.setRootViewController(tabs)
        window.rootView.layoutIfNeeded()
    }

    func press(_ keys: Key...) {
        for key in keys { window.handle(.key(key)) }
    }

    func click(column: Int, row: Int = 0) {
        window.handle(.mouse(MouseEvent(.press(.left), column: column, row: row)))
        window.handle(.mouse(MouseEvent(.release(.left), column: column, row: row)))
    }

    // MARK: Selecting

    @Test func numbersTabAndShiftTabSelectAroundTheEnds() {
        var seen: [Int] = []
        for key in [Key.character("3"), .tab, .backTab, .character("2"), .tab, .tab] {
            press(key)
            seen.append(tabs.selectedIndex)
        }
        #expect(seen == [2, 0, 2, 1, 2, 0])
        #expect(window.unhandled.isEmpty)
        press(.character("4"), .character("0"), .character("x"), .enter)
        #expect(tabs.selectedIndex == 0, "no tab 4 or 0")
        #expect(window.unhandled == [.character("4"), .character("0"), .character("x"), .enter], "keys not the bar's go on")
    }

    @Test func aClickOnATabSelectsIt() {
        click(column: 8)
        #expect(tabs.selectedViewController === b)
        click(column: 17)
        #expect(tabs.selectedViewController === c)
        click(column: 6)
        click(column: 30)
        #expect(tabs.selectedViewController === c, "between and after the tabs: nothing")
    }

    @Test func theDelegateMayRefuseAndIsToldOfEachPick() {
        let delegate = Delegate()
        delegate.refused = ["B"]
        tabs.delegate = delegate
        press(.character("2"))
        click(column: 8)
        #expect(tabs.selectedIndex == 0 && delegate.told.isEmpty)
        press(.character("3"), .character("1"))
        click(column: 2)
        #expect(tabs.selectedIndex == 0)
        #expect(delegate.told == ["C", "A", "A"], "a pick of the selected tab is told too")
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === b && delegate.told.count == 3, "code is neither asked nor told")
    }

    @Test func whileSomethingIsPresentedTheKeysAreNotTheTabs() {
        tabs.present(Screen("sheet", log: log), animated: false)
        #expect(tabs.keyCommands.isEmpty)
        press(.character("2"))
        #expect(tabs.selectedIndex == 0)
        tabs.dismiss(animated: false)
        #expect(tabs.keyCommands.map(\.input) == [.character("1"), .character("2"), .character("3"), .tab, .backTab])
        #expect(tabs.keyCommands.map(\.title) == ["A", "B", "C", "Next tab", "Previous tab"])
        press(.character("2"))
        #expect(tabs.selectedIndex == 1)
    }

    @Test func settingTheSelectionOutOfRangeDoesNothing() {
        tabs.selectedIndex = 3
        tabs.selectedViewController = Screen("stranger", log: log)
        #expect(tabs.selectedIndex == 0)
        tabs.selectedViewController = c
        #expect(tabs.selectedIndex == 2)
    }

    // MARK: State and appearance

    @Test func eachScreenKeepsItsViewAndStateAndOnlyTheSelectedIsShown() {
        let list = ScrollView()
        list.contentSize = Size(width: 40, height: 100)
        let scrolling = Screen("list", log: log, view: list)
        tabs.viewControllers = [scrolling, b]
        window.rootView.layoutIfNeeded()
        list.setContentOffset(Point(x: 0, y: 7), animated: false)
        press(.character("2"))
        #expect(list.superview == nil && list.window == nil, "out of the hierarchy")
        #expect(b.view.superview === tabs.contentView && tabs.contentView.subviews.count == 1)
        #expect(tabs.children.map(\.name) == ["B", "list"], "still a child: A left with the new list, B stayed")
        press(.character("1"))
        #expect(tabs.contentView.subviews.first === list && list.contentOffset == Point(x: 0, y: 7))
        #expect(b.view.superview == nil)
    }

    @Test func aSwitchMakesUIKitsAppearanceCallsTraced() {
        press(.character("2"))
        #expect(log.calls == ["A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
        let traced = fixture.traceLines.compactMap { line in
            ["viewWillDisappear", "viewWillAppear", "viewDidDisappear", "viewDidAppear"].first { line.contains("\"\($0)\"") }
                .map { "\($0) \(line.contains("\"screen\":\"A\"") ? "A" : "B")" }
        }
        #expect(traced == ["viewWillDisappear A", "viewWillAppear B", "viewDidDisappear A", "viewDidAppear B"])
        log.calls = []
        press(.character("2"))
        #expect(log.calls.isEmpty, "the tab already shown: no calls")
    }

    @Test func offScreenASwitchMakesNoCalls() {
        tabs.view.isHidden = true
        press(.character("2"))
        #expect(tabs.selectedIndex == 1 && log.calls.isEmpty)
        let unhosted = TabBarController(name: "loose", viewControllers: [Screen("X", log: log), Screen("Y", log: log)])
        unhosted.selectedIndex = 1
        #expect(log.calls.isEmpty)
    }

    @Test func theControllersOwnCallsGoToTheSelectedScreen() {
        press(.character("3"))
        log.calls = []
        let photo = Screen("photo", log: log)
        photo.transitioningDelegate = ZoomTransitioningDelegate(thumbnailFrame: { nil }, makePicture: { View() })
        tabs.present(photo, animated: false)
        #expect(log.calls == ["C willDisappear", "photo willAppear", "photo didAppear", "C didDisappear"])
    }

    @Test func aFocusedViewLeavesWithItsScreen() {
        let field = TextField(name: "field")
        a.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        press(.tab)
        #expect(window.firstResponder == nil)
    }

    @Test func newScreensKeepTheSelectedOneAndRetitleTheTabs() {
        press(.character("3"))
        a.title = "Inbox"
        tabs.viewControllers = [c, a]
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === c)
        #expect(tabs.tabBar.items.map(\.title) == ["C", "Inbox"])
        #expect(b.parent == nil && a.parent === tabs)
        tabs.viewControllers = [b]
        #expect(tabs.selectedViewController === b && c.view.superview == nil)
        tabs.viewControllers = []
        #expect(tabs.selectedViewController == nil && tabs.contentView.subviews.isEmpty && tabs.tabBar.selectedIndex == nil)
        #expect(tabs.keyCommands.isEmpty)
    }

    // MARK: Layout and drawing

    @Test func theBarAndTheContentAtExactSizes() {
        #expect(tabs.tabBar.frame == Rect(x: 0, y: 0, width: 40, height: 1))
        #expect(tabs.contentView.frame == Rect(x: 0, y: 1, width: 40, height: 9))
        #expect(a.view.frame == Rect(x: 0, y: 0, width: 40, height: 9))
        window.handle(.resize(columns: 60, rows: 20))
        window.rootView.layoutIfNeeded()
        #expect(a.view.frame == Rect(x: 0, y: 0, width: 60, height: 19))
        #expect(b.view.frame.size == .zero, "not shown, not laid out")
        press(.character("2"))
        #expect(b.view.frame == Rect(x: 0, y: 0, width: 60, height: 19), "laid out as it is shown")
        tabs.barPlacement = .bottom
        window.rootView.layoutIfNeeded()
        #expect(tabs.tabBar.frame == Rect(x: 0, y: 19, width: 60, height: 1))
        #expect(tabs.contentView.frame == Rect(x: 0, y: 0, width: 60, height: 19))
        tabs.tabBar.isHidden = true
        window.rootView.layoutIfNeeded()
        #expect(tabs.contentView.frame == Rect(x: 0, y: 0, width: 60, height: 20), "a hidden bar takes no row")
    }

    @Test func aBottomBarTakesClicksOnItsRow() {
        tabs.barPlacement = .bottom
        window.rootView.layoutIfNeeded()
        click(column: 14, row: 9)
        #expect(tabs.selectedIndex == 2)
        click(column: 8, row: 0)
        #expect(tabs.selectedIndex == 2, "row 0 is content now")
    }

    @Test func theWindowShowsTheBarAndTheSelectedScreenOnly() {
        a.view.background = Style(foreground: .white, background: RGB(0, 0, 200))
        b.view.background = Style(foreground: .white, background: RGB(0, 200, 0))
        press(.character("2"))
        let screen = WidgetTesting.screen(of: window)
        #expect(WidgetTesting.rows(of: screen)[0] == "  1 A   2 B   3 C")
        let theme = Theme.standard
        let selected = Style(foreground: theme.surface, background: theme.tint, attributes: .bold, monochrome: .reverse)
        let item = Style(foreground: theme.secondaryText, background: .black)
        #expect((7..<12).allSatisfy { screen[$0, 0].style == selected } && screen[6, 0].style == item)
        #expect((1..<10).allSatisfy { screen[20, $0].style.background == RGB(0, 200, 0) }, "B's view fills rows 1–9")
    }

    /// A scroll view animating when its tab goes keeps time by the window's clock out of the
    /// hierarchy too, so it ends and the window comes to rest.
    @Test func anAnimationInAScreenLeftBehindEnds() {
        let list = ScrollView()
        list.contentSize = Size(width: 40, height: 100)
        tabs.viewControllers = [ViewController(name: "list", view: list), b]
        window.rootView.layoutIfNeeded()
        list.setContentOffset(Point(x: 0, y: 20), animated: true)
        clock.advance(by: 0.1)
        window.advance()
        press(.character("2"))
        for _ in 0..<120 {
            clock.advance(by: 1.0 / 60)
            window.advance()
        }
        #expect(window.nextWake() == .idle)
        #expect(list.contentOffset == Point(x: 0, y: 20))
    }
}
