import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// The responder chain on a 40×12 window: a stack presented as a sheet, its page's view
/// holding a focusable `leaf`. The chain's order, UIKit's (iOS 15) order of key commands and
/// `keyDown`, typed commands, what `availableKeyCommands` lists, and Esc on a presented screen.
@Suite struct ResponderChainTests {
    final class Log { var entries: [String] = [] }

    /// A view that notes the keys it is offered and takes those in `takes`.
    final class Leaf: View {
        let log: Log, name: String
        var takes: Set<Key> = []
        var focusable = true
        var commands: [KeyCommand] = []
        init(_ name: String, log: Log) {
            (self.name, self.log) = (name, log)
            super.init(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        }
        override var canBecomeFirstResponder: Bool { focusable }
        override var keyCommands: [KeyCommand] { commands }
        override func keyDown(_ key: Key) -> Bool {
            log.entries.append(name)
            return takes.contains(key)
        }
    }

    final class Page: ViewController {
        let log: Log
        var commands: [KeyCommand] = []
        init(_ name: String, log: Log, view: View = View()) {
            self.log = log
            super.init(name: ScreenName(name), view: view)
        }
        override var keyCommands: [KeyCommand] { commands }
        override func keyDown(_ key: Key) -> Bool {
            log.entries.append(name.own)
            return false
        }
        func note(_ what: String) { log.entries.append("\(name.own): \(what)") }
    }

    final class Stack: NavigationController {
        let log: Log
        var commands: [KeyCommand] = []
        init(root: ViewController, log: Log) {
            self.log = log
            super.init(name: "stack", root: root)
        }
        override var keyCommands: [KeyCommand] { super.keyCommands + commands }
        override func keyDown(_ key: Key) -> Bool {
            log.entries.append("stack")
            return false
        }
    }

    final class LoggingWindow: Window {
        let log = Log()
        var commands: [KeyCommand] = []
        override var keyCommands: [KeyCommand] { commands }
        override func unhandledKey(_ key: Key) { log.entries.append("window") }
    }

    let clock = ManualClock()
    let window: LoggingWindow
    var log: Log { window.log }
    let leaf: Leaf
    let page: Page
    let stack: Stack

    /// The sheet rests at `medium`, half the window.
    init() {
        window = LoggingWindow(columns: 40, rows: 12, clock: clock, trace: .disabled(clock: clock))
        leaf = Leaf("leaf", log: window.log)
        let pageView = Leaf("page view", log: window.log)
        pageView.focusable = false
        pageView.addSubview(leaf)
        page = Page("page", log: window.log, view: pageView)
        stack = Stack(root: page, log: window.log)
        let delegate = StyledTransitioningDelegate(style: .sheet)
        delegate.detents = [.medium]
        stack.transitioningDelegate = delegate
        window.rootViewController.present(stack, animated: false)
    }

    func settle(for seconds: Double) {
        let end = clock.now + seconds
        while clock.now < end - 1e-9 {
            clock.advance(by: 1.0 / 60)
            window.advance()
        }
        window.rootView.layoutIfNeeded()
    }

    func names(_ chain: [Responder]) -> [String] {
        chain.map { responder in
            switch responder {
            case let view as Leaf: view.name
            case let screen as ViewController: screen.name.own
            case is PresentationController: "presentation"
            case is Window: "window"
            case let view as View where view === stack.stackView: "stack view"
            case let view as View where view === stack.stackView.contentView: "pages"
            default: "\(type(of: responder))"
            }
        }
    }

    // MARK: The order

    @Test func theChainRunsFromTheFocusUpToTheWindowInUIKitsOrder() {
        #expect(names(window.responderChain) == ["page view", "page", "pages", "stack view", "stack", "presentation", "root", "window"])
        leaf.becomeFirstResponder()
        #expect(names(window.responderChain).prefix(2) == ["leaf", "page view"])
        #expect(page.view.next === page, "a screen's root view's next is the screen")
        #expect(page.next === stack.stackView.contentView, "a child's: its view's superview")
        #expect(stack.next === stack.presentationController)
        #expect(stack.presentationController?.next === window.rootViewController)
        #expect(window.rootViewController.next === window)
    }

    @Test func aKeyRefusedByEachLevelReachesTheNext() {
        leaf.becomeFirstResponder()
        window.handle(.key(.character("x")))
        #expect(log.entries == ["leaf", "page view", "page", "stack", "window"])
    }

    /// What an app puts beside the root screen's view (an input bar, a card) reaches the root
    /// screen's commands, as if it lay in its view.
    @Test func theRootViewsNextIsTheRootScreenEvenWhenItHoldsIt() {
        let clock = ManualClock()
        let window = Window(columns: 20, rows: 5, clock: clock, trace: .disabled(clock: clock))
        let root = Page("custom root", log: log)
        var ran = 0
        root.commands = [KeyCommand(input: .tab, title: "next") { ran += 1 }]
        window.setRootViewController(root)
        let overlay = Leaf("overlay", log: log)
        window.rootView.addSubview(overlay)
        overlay.becomeFirstResponder()
        #expect(window.rootView.next === root && root.next === window)
        window.handle(.key(.tab))
        #expect(ran == 1)
    }

    @Test func theFirstToTakeAKeyStopsIt() {
        leaf.becomeFirstResponder()
        (page.view as? Leaf)?.takes = [.character("x")]
        window.handle(.key(.character("x")))
        #expect(log.entries == ["leaf", "page view"])
    }

    /// UIKit's rule: a key command anywhere in the chain comes before any `keyDown` — but after
    /// the focused view's (text input first, since iOS 15).
    @Test func aParentsKeyCommandFiresWhileAChildsViewIsFocused() {
        leaf.becomeFirstResponder()
        stack.commands = [KeyCommand(input: .character("x"), title: "stack's") { [log] in log.entries.append("stack's command") }]
        (page.view as? Leaf)?.takes = [.character("x")]
        window.handle(.key(.character("x")))
        #expect(log.entries == ["leaf", "stack's command"], "the focused leaf first, then the command, before the page view")
        log.entries = []
        leaf.takes = [.character("x")]
        window.handle(.key(.character("x")))
        #expect(log.entries == ["leaf"], "a focused view that types the key keeps it")
    }

    @Test func aCommandThatWantsPriorityComesBeforeTheFocusedView() {
        leaf.becomeFirstResponder()
        leaf.takes = [.character("x")]
        var command = KeyCommand(input: .character("x"), title: "first") { [log] in log.entries.append("priority") }
        command.wantsPriorityOverSystemBehavior = true
        window.commands = [command]
        window.handle(.key(.character("x")))
        #expect(log.entries == ["priority"])
    }

    @Test func theCommandNearestTheFrontWins() {
        window.commands = [KeyCommand(input: .character("x"), title: "window's") { [log] in log.entries.append("window's") }]
        page.commands = [KeyCommand(input: .character("x"), title: "page's") { [log] in log.entries.append("page's") }]
        window.handle(.key(.character("x")))
        #expect(log.entries == ["page's"])
        page.commands = []
        window.handle(.key(.character("x")))
        #expect(log.entries == ["page's", "window's"])
    }

    /// As UIKit sends a command's action to the first object in the chain that implements it.
    @Test func aTypedCommandRunsOnTheFirstResponderOfItsType() {
        window.commands = [KeyCommand(input: .character("p"), title: "note") { (page: Page) in page.note("typed") }]
        window.handle(.key(.character("p")))
        #expect(log.entries == ["page: typed"])
        #expect(window.availableKeyCommands.map(\.input).contains(.character("p")))
        window.rootViewController.presentedViewController?.dismiss(animated: false)
        log.entries = []
        window.handle(.key(.character("p")))
        #expect(log.entries == ["window"], "no page in the chain: the command does nothing and the key goes on")
        #expect(!window.availableKeyCommands.map(\.input).contains(.character("p")), "nor is it listed")
    }

    @Test func availableCommandsAreOnePerKeyInTheOrderTried() {
        var hidden = KeyCommand(input: .character("h"), title: "hidden") {}
        hidden.attributes = .hidden
        page.commands = [KeyCommand(input: .character("a"), title: "page a") {}, hidden]
        stack.commands = [KeyCommand(input: .character("a"), title: "stack a") {}, KeyCommand(input: .character("b"), title: "stack b") {}]
        var first = KeyCommand(input: .character("z"), title: "window z") {}
        first.wantsPriorityOverSystemBehavior = true
        window.commands = [KeyCommand(input: .character("b"), title: "window b") {}, first]
        #expect(window.availableKeyCommands.map(\.title) == ["window z", "page a", "hidden", "stack b", "Close"])
    }

    // MARK: A presented screen's Esc

    @Test func escDismissesAPresentedSheetLastOfItsChain() {
        #expect(window.availableKeyCommands.map(\.input) == [.escape])
        window.handle(.key(.escape))
        settle(for: 1)
        #expect(window.rootViewController.presentedViewController == nil)
        #expect(log.entries == [], "a command: no keyDown was asked")
    }

    @Test func aButtonsKeyEquivalentAndAStacksBackComeBeforeEsc() {
        stack.push(Page("second", log: log), animated: false)
        #expect(window.availableKeyCommands.map(\.input) == [.left, .escape, .backspace])
        window.handle(.key(.escape))
        settle(for: 1)
        #expect(stack.viewControllers.count == 1 && window.rootViewController.presentedViewController === stack, "Esc popped")
        var closed = 0
        let button = Button(title: "Done", keyEquivalent: .escape) { closed += 1 }
        button.frame = Rect(x: 0, y: 3, width: 12, height: 1)
        page.view.addSubview(button)
        window.handle(.key(.escape))
        #expect(closed == 1 && window.rootViewController.presentedViewController === stack)
    }

    @Test func aModalScreenRefusesEscTheBackdropAndTheDrag() {
        stack.isModalInPresentation = true
        #expect(window.availableKeyCommands.isEmpty)
        window.handle(.key(.escape))
        window.handle(.mouse(MouseEvent(.press(.left), column: 5, row: 1)))
        window.handle(.mouse(MouseEvent(.release(.left), column: 5, row: 1)))
        settle(for: 1)
        #expect(window.rootViewController.presentedViewController === stack)
        #expect(log.entries == ["page view", "page", "stack", "window"], "Esc went on to the window")
        stack.isModalInPresentation = false
        page.isModalInPresentation = true
        window.handle(.key(.escape))
        settle(for: 1)
        #expect(window.rootViewController.presentedViewController === stack, "the page it shows is modal")
        stack.dismiss(animated: false)
        #expect(window.rootViewController.presentedViewController == nil, "the app's own dismissal still works")
    }

    @Test func aModalSheetCannotBeDraggedAway() {
        let clock = ManualClock()
        let window = Window(columns: 40, rows: 12, clock: clock, trace: .disabled(clock: clock))
        let sheet = ViewController(name: "sheet")
        let dismissal = DismissalInteraction()
        let delegate = StyledTransitioningDelegate(style: .sheet, interactor: dismissal.interactor)
        delegate.detents = [.medium]
        sheet.transitioningDelegate = delegate
        sheet.addInteraction(dismissal)
        sheet.isModalInPresentation = true
        window.rootViewController.present(sheet, animated: false)
        for (index, row) in [7, 8, 9, 10, 11].enumerated() {
            clock.set(to: 1 + 0.05 * Double(index))
            window.handle(.mouse(MouseEvent(index == 0 ? .press(.left) : .drag(.left), column: 5, row: row)))
        }
        #expect(!dismissal.interactor.isDriving && window.transitions.active == nil)
        #expect(sheet.view.frame.minY == 6, "it stays at rest")
    }

    // MARK: The properties

    @Test func navigationControllerIsTheNearestStackUpTheContainers() {
        let second = Page("second", log: log)
        stack.push(second, animated: false)
        #expect(page.navigationController === stack && second.navigationController === stack)
        #expect(stack.navigationController == nil, "a stack itself is in none")
        let inner = NavigationController(name: "inner", root: ViewController(name: "leaf page"))
        let outer = NavigationController(name: "outer", root: inner)
        #expect(inner.navigationController === outer && inner.topViewController?.navigationController === inner)
        let presented = ViewController(name: "presented")
        second.present(presented, animated: false)
        #expect(presented.navigationController == nil, "presented from a page, it is in no stack")
    }

    /// UIKit's values: a container and its children report the same presented screen, and the
    /// presented screen reports the container.
    @Test func presentingAndPresentedAlongAChain() {
        let second = Page("second", log: log)
        stack.push(second, animated: false)
        let top = ViewController(name: "top")
        second.present(top, animated: false)
        let root = window.rootViewController
        #expect(root.presentedViewController === stack && root.presentingViewController == nil)
        #expect(stack.presentingViewController === root && page.presentingViewController === root)
        #expect(stack.presentedViewController === top && page.presentedViewController === top && second.presentedViewController === top)
        #expect(top.presentingViewController === stack && top.presentedViewController == nil)
        top.dismiss(animated: false)
        #expect(stack.presentedViewController == nil && top.presentingViewController == nil)
    }
}
