import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// Navigation stacks: the presenting/presented tables of a screen inside a container, the
/// pages' appearance calls for push, pop and a cancelled interactive pop, and the stack's
/// keys, back control and edge drag at exact virtual times. 60×20 window; a stack fills it,
/// its bar on row 0 and its pages below.
@Suite struct NavigationTests {
    final class Log { var calls: [String] = [] }

    final class Screen: ViewController {
        let log: Log
        init(_ name: String, log: Log) {
            self.log = log
            super.init(name: ScreenName(name))
        }
        override func viewWillAppear(_ animated: Bool) { log.calls.append("\(name.own) willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.calls.append("\(name.own) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.calls.append("\(name.own) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.calls.append("\(name.own) didDisappear") }
    }

    let log = Log()
    let fixture = TracedWindow(columns: 60, rows: 20)
    var clock: ManualClock { fixture.clock }
    var window: Window { fixture.window }

    func screen(_ name: String) -> Screen { Screen(name, log: log) }

    func settle(until time: Double) { fixture.advanceAndLayOut(to: time) }

    func mouse(_ kind: MouseEvent.Kind, column: Int, row: Int = 10, at time: Double) {
        settle(until: time)
        window.handle(.mouse(MouseEvent(kind, column: column, row: row)))
    }

    func events(_ name: String) -> [String] { fixture.events(name) }

    /// `screen.presentingViewController` and `.presentedViewController`, by name ("–" for nil).
    func links(_ screens: ViewController...) -> [String] {
        screens.map { "\($0.name): \($0.presentingViewController?.name ?? "–") \($0.presentedViewController?.name ?? "–")" }
    }

    // MARK: The five tables of "iOS Custom Presentation & Transition (3)"

    @Test func aPresentsB() {
        let a = screen("A"), b = screen("B")
        window.setRootViewController(a)
        a.present(b, animated: false)
        #expect(links(a, b) == ["A: – B", "B: A –"])
    }

    @Test func aPresentsBPresentsC() {
        let a = screen("A"), b = screen("B"), c = screen("C")
        window.setRootViewController(a)
        a.present(b, animated: false)
        b.present(c, animated: false)
        #expect(links(a, b, c) == ["A: – B", "B: A C", "C: B –"])
    }

    @Test func aScreenInANavigationStackPresents() {
        let a = screen("A"), b = screen("B")
        let nav = NavigationController(name: "Nav", root: a)
        window.setRootViewController(nav)
        a.present(b, animated: false)
        #expect(links(nav, a, b) == ["Nav: – B", "A: – B", "B: Nav –"], "B names the stack, not A")
        #expect(events("presentationWillBegin").first?.contains("\"presenting\":\"Nav\"") == true)
    }

    @Test func aNavigationStackIsPresentedAndPushes() {
        let a = screen("A"), b = screen("B"), c = screen("C")
        window.setRootViewController(a)
        let nav = NavigationController(name: "Nav", root: b)
        a.present(nav, animated: false)
        nav.push(c, animated: false)
        #expect(links(a, nav, b, c) == ["A: – Nav", "Nav: A –", "B: A –", "C: A –"], "pages keep their names as set")
    }

    @Test func aStackPresentsAStackThatPushes() {
        let a = screen("A"), b = screen("B"), c = screen("C")
        let nav1 = NavigationController(name: "Nav1", root: a)
        window.setRootViewController(nav1)
        let nav2 = NavigationController(name: "Nav2", root: b)
        a.present(nav2, animated: false)
        nav2.push(c, animated: false)
        #expect(links(nav1, a, nav2, b, c) == ["Nav1: – Nav2", "A: – Nav2", "Nav2: Nav1 –", "B: Nav1 –", "C: Nav1 –"])
    }

    @Test func aPushedPagePresentingIsDismissedFromItsStack() {
        let a = screen("A"), b = screen("B"), c = screen("C")
        window.setRootViewController(a)
        let nav = NavigationController(name: "Nav", root: b)
        a.present(nav, animated: false)
        nav.push(c, animated: false)
        c.present(screen("D"), animated: false)
        #expect(nav.presentedViewController?.name == "D" && c.presentedViewController?.name == "D")
        c.dismiss(animated: false)
        #expect(nav.presentedViewController == nil && a.presentedViewController === nav, "only D went")
    }

    // MARK: Appearance

    /// A presented stack with pages "A" and "B" pushed, lifecycle log cleared.
    func presentedStack(animated: Bool = false) -> (NavigationController, Screen, Screen) {
        let a = screen("A"), b = screen("B")
        let nav = NavigationController(name: "Nav", root: a)
        window.rootViewController.present(nav, animated: false)
        nav.push(b, animated: false)
        log.calls = []
        fixture.clearTrace()
        return (nav, a, b)
    }

    @Test func presentingAStackPassesTheCallsToItsTopPage() {
        let a = screen("A")
        let nav = NavigationController(name: "Nav", root: a)
        window.rootViewController.present(nav, animated: true)
        settle(until: 1)
        nav.dismiss(animated: true)
        settle(until: 2)
        #expect(log.calls == ["A willAppear", "A didAppear", "A willDisappear", "A didDisappear"])
        #expect(events("viewWillAppear").map { $0.contains("\"screen\":\"Nav\"") } == [true, false], "Nav, then A, traced")
    }

    @Test func pushAndPopInUIKitsOrder() {
        let a = screen("A")
        let nav = NavigationController(name: "Nav", root: a)
        window.rootViewController.present(nav, animated: false)
        log.calls = []
        let b = screen("B")
        settle(until: 1)
        nav.push(b, animated: true)
        #expect(log.calls == ["B willAppear", "A willDisappear"])
        settle(until: 1 + NavigationSlideAnimator.duration / 2)
        #expect(b.view.frame.minX > 0 && b.view.frame.minX < 60 && a.view.frame.minX < 0, "sliding: B from the right, A a little left")
        settle(until: 1 + NavigationSlideAnimator.duration)
        #expect(log.calls == ["B willAppear", "A willDisappear", "B didAppear", "A didDisappear"])
        #expect(b.view.frame == Rect(x: 0, y: 0, width: 60, height: 18) && a.view.superview == nil)
        log.calls = []
        #expect(nav.pop(animated: true) != nil)
        settle(until: 2)
        #expect(log.calls == ["A willAppear", "B willDisappear", "A didAppear", "B didDisappear"])
        #expect(nav.viewControllers.map(\.name.own) == ["A"] && b.parent == nil)
        #expect(events("navigationPush").count == 1 && events("navigationPush")[0].contains("\"screen\":\"Nav/B\",\"completed\":true"))
        #expect(events("navigationPop").count == 1 && events("navigationPop")[0].contains("\"screen\":\"Nav/B\",\"completed\":true"))
    }

    @Test func aCancelledInteractivePopMakesTheWillCallsThenTheReversePairs() {
        let (nav, a, b) = presentedStack()
        // A press on the pages' left edge (column 0), dragged 12 of 60 columns: 20 %.
        mouse(.press(.left), column: 0, at: 1)
        mouse(.drag(.left), column: 6, at: 1.1)
        mouse(.drag(.left), column: 12, at: 1.2)
        #expect(log.calls == ["A willAppear", "B willDisappear"])
        #expect(nav.popInteractor.percentComplete == 0.2 && b.view.frame.minX == 12)
        #expect(abs(a.view.frame.minX - (-20 + 20 * 0.2)) < 1e-9, "A a third of the width left, coming back with the drag")
        mouse(.release(.left), column: 12, at: 1.5)
        settle(until: 2)
        #expect(
            log.calls == [
                "A willAppear", "B willDisappear", "A willDisappear", "A didDisappear", "B willAppear", "B didAppear",
            ])
        #expect(nav.viewControllers.count == 2 && b.view.frame.minX == 0 && a.view.superview == nil)
        #expect(events("navigationPop").last?.contains("\"completed\":false") == true)
        #expect(events("interactionCancel").count == 1)
    }

    @Test func anEdgeDragPastHalfPops() {
        let (nav, _, _) = presentedStack()
        mouse(.press(.left), column: 1, at: 1)
        for (i, column) in stride(from: 5, through: 35, by: 5).enumerated() {
            mouse(.drag(.left), column: column, at: 1 + 0.1 * Double(i + 1))
        }
        mouse(.release(.left), column: 35, at: 2)
        settle(until: 3)
        #expect(nav.viewControllers.map(\.name.own) == ["A"])
        #expect(events("interactionFinish").count == 1 && events("navigationPop").last?.contains("\"completed\":true") == true)
    }

    @Test func aFlickPopsBelowHalf() {
        let (nav, _, _) = presentedStack()
        mouse(.press(.left), column: 0, at: 1)
        mouse(.drag(.left), column: 5, at: 1.05)
        mouse(.drag(.left), column: 12, at: 1.1)
        mouse(.release(.left), column: 12, at: 1.11)
        settle(until: 2)
        #expect(nav.viewControllers.map(\.name.own) == ["A"], "12 columns in 0.11 s")
    }

    @Test func aDragAwayFromTheEdgeIsNotAPop() {
        let (nav, _, _) = presentedStack()
        mouse(.press(.left), column: 5, at: 1)
        mouse(.drag(.left), column: 40, at: 1.1)
        mouse(.release(.left), column: 40, at: 1.2)
        settle(until: 2)
        #expect(nav.viewControllers.count == 2 && log.calls.isEmpty)
    }

    @Test func theKeysAndTheBackControlPop() {
        for key in [Key.left, .escape, .backspace] {
            let (nav, _, _) = presentedStack()
            window.handle(.key(key))
            #expect(nav.isTransitioning, "\(key)")
            nav.dismiss(animated: false)
        }
        let (nav, _, _) = presentedStack()
        var canvas = Canvas(columns: 60, rows: 20, fill: Style(foreground: .white, background: .black))
        window.render(into: &canvas)
        // The title centred on the bar, as UIKit's; the divider under it.
        #expect(canvas.line(0) == "‹ A" + String(repeating: " ", count: 26) + "B" + String(repeating: " ", count: 30), "\(canvas.line(0))")
        #expect(canvas.line(1) == String(repeating: "─", count: 60))
        mouse(.press(.left), column: 1, row: 0, at: 1)
        #expect(nav.isTransitioning)
        settle(until: 2)
        #expect(nav.viewControllers.count == 1)
        window.handle(.key(.escape))
        #expect(!nav.isTransitioning, "nothing to pop at the root: Esc goes on")
    }

    @Test func aResizeLandsAPushAndCancelsAScrubbedPop() {
        let (nav, a, b) = presentedStack()
        mouse(.press(.left), column: 0, at: 1)
        mouse(.drag(.left), column: 30, at: 1.1)
        window.handle(.resize(columns: 50, rows: 20))
        settle(until: 2)
        #expect(nav.viewControllers.count == 2 && !nav.isTransitioning)
        window.rootView.layoutIfNeeded()
        #expect(b.view.frame.width == 50 && a.view.superview == nil)
    }
}
