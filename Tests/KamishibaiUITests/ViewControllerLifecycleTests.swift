import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// A screen's view life (UIKit's): the view loaded on first use, `viewDidLoad` once and before
/// the first appearance, the layout callbacks around each layout of the view; and the names
/// the trace gives screens, given or not, inside a presented stack or not. 40×12 window.
@Suite struct ViewControllerLifecycleTests {
    final class Log { var calls: [String] = [] }

    /// Logs its view's life; makes its view in `loadView` unless one is given.
    final class Screen: ViewController {
        let log: Log
        let label: String
        init(_ label: String, log: Log, name: ScreenName? = nil, view: View? = nil) {
            self.log = log
            self.label = label
            super.init(name: name, view: view)
        }
        override func loadView() {
            log.calls.append("\(label) loadView")
            super.loadView()
        }
        override func viewDidLoad() { log.calls.append("\(label) viewDidLoad \(view.frame.size.width)") }
        override func viewWillLayoutSubviews() { log.calls.append("\(label) willLayout \(view.frame.size.width)") }
        override func viewDidLayoutSubviews() { log.calls.append("\(label) didLayout") }
        override func viewWillAppear(_ animated: Bool) { log.calls.append("\(label) willAppear") }
    }

    /// Makes its own view in `loadView`, as a UIKit screen in code does.
    final class MadeInCode: ViewController {
        let made = Label("made")
        override func loadView() { view = made }
    }

    let log = Log()
    let fixture = TracedWindow(columns: 40, rows: 12)
    var window: Window { fixture.window }

    func settle(until time: Double) { fixture.advanceAndLayOut(to: time) }
    func screens(_ event: String) -> [String] { fixture.screens(event) }

    // MARK: Loading

    @Test func theViewLoadsOnFirstUseThenViewDidLoadRunsOnce() {
        let screen = Screen("s", log: log)
        #expect(!screen.isViewLoaded && log.calls.isEmpty, "nothing loads at init")
        let view = screen.view
        #expect(screen.isViewLoaded && log.calls == ["s loadView", "s viewDidLoad 0.0"])
        #expect(screen.view === view && log.calls.count == 2, "loaded once")
        screen.loadViewIfNeeded()
        #expect(log.calls.count == 2)
    }

    @Test func aViewGivenAtInitIsLoadedByLoadView() {
        let given = View()
        let screen = Screen("s", log: log, view: given)
        #expect(!screen.isViewLoaded && log.calls.isEmpty, "viewDidLoad waits for the view to be asked for")
        #expect(screen.view === given)
        #expect(log.calls == ["s loadView", "s viewDidLoad 0.0"])
    }

    @Test func loadViewMayMakeTheView() {
        let screen = MadeInCode()
        #expect(screen.view === screen.made && screen.isViewLoaded)
    }

    /// Presented without anyone asking for its view first: it loads before `viewWillAppear`,
    /// and its view lays out between the layout callbacks at its presented size.
    @Test func theViewLoadsBeforeItFirstAppearsAndLaysOutBetweenTheCallbacks() {
        let screen = Screen("s", log: log)
        screen.sheetPresentation()
        window.rootViewController.present(screen, animated: false)
        #expect(Array(log.calls.prefix(2)) == ["s loadView", "s viewDidLoad 0.0"])
        #expect(log.calls.firstIndex(of: "s willAppear").map { $0 > 1 } == true, "\(log.calls)")
        log.calls.removeAll()
        window.rootView.layoutIfNeeded()
        #expect(log.calls == ["s willLayout 40.0", "s didLayout"], "one layout, at the sheet's width")
        window.rootView.layoutIfNeeded()
        #expect(log.calls.count == 2, "no layout without a change")
        screen.view.setNeedsLayout()
        window.rootView.layoutIfNeeded()
        #expect(log.calls.count == 4)
    }

    /// A view that is not a screen's own (a subview) lays out with no callback of the screen's.
    @Test func onlyTheScreensOwnViewCallsBack() {
        let screen = Screen("s", log: log)
        let inner = View()
        screen.view.addSubview(inner)
        log.calls.removeAll()
        inner.layoutIfNeeded()
        #expect(log.calls.isEmpty)
        screen.view.layoutIfNeeded()
        #expect(log.calls == ["s willLayout 0.0", "s didLayout"])
    }

    // MARK: Names

    @Test func aScreenWithoutANameIsNamedAfterItsType() {
        #expect(MadeInCode().name == "MadeInCode")
        #expect(ViewController().name == "ViewController")
        #expect(Screen("s", log: log, name: "given").name == "given")
    }

    /// The trace names the pages of a presented stack inside it, from the moment the
    /// presentation begins; a name that says its containers is kept; the root group's screens
    /// keep theirs. `name` itself stays as the app set it.
    @Test func aPageOfAPresentedStackIsNamedInsideIt() {
        let page = Screen("p", log: log, name: "story")
        let stack = NavigationController(name: "detail-1", root: page)
        #expect(page.name == "story", "not presented yet")
        stack.sheetPresentation()
        window.rootViewController.present(stack, animated: true)
        #expect(page.name == "story", "as set, while presented too")
        page.name = "reply"
        #expect(page.name == "reply", "reads back what was set")
        page.name = "story"
        settle(until: 1)
        let scene = ViewController()
        stack.push(scene, animated: false)
        #expect(screens("navigationPush") == ["detail-1/ViewController"])
        #expect(screens("viewWillAppear").contains("detail-1/story"), "\(fixture.traceLines)")
        let restated = ViewController(name: ScreenName("reply", in: "conversation"))
        stack.push(restated, animated: false)
        #expect(restated.name.description == "conversation/reply", "a name with its containers is kept as given")
        let tabs = TabBarController(name: "root", viewControllers: [ViewController(name: "inbox")])
        #expect(tabs.viewControllers[0].name.description == "inbox")
        stack.dismiss(animated: false)
        #expect(page.name == "story", "presented no more")
    }
}
