import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import Testing

@testable import KamishibaiUI

/// The one transition runner behind presentations, dismissals, pushes, pops and tab switches:
/// completion handlers (once, after the did-calls, never after a cancel), presents asked for
/// during a transition (queued, in order; refused when their presenter is gone), a push during
/// a push (refused), the completion guard for a stack, on a manual clock at exact times. A
/// screen without a delegate slides in over 0.35 s and out over 0.2 s.
@Suite struct TransitionRunnerTests {
    final class Log { var all: [String] = [] }

    /// A screen that writes its did-calls to the log.
    final class Screen: ViewController {
        let log: Log
        init(_ name: String, log: Log) {
            self.log = log
            super.init(name: ScreenName(name))
        }
        override func viewDidAppear(_ animated: Bool) { log.all.append("\(name) didAppear") }
        override func viewDidDisappear(_ animated: Bool) { log.all.append("\(name) didDisappear") }
    }

    let clock = ManualClock()
    let log = Log()
    private let lines = Log()
    let window: Window

    init() {
        let trace = Trace(clock: clock) { [lines] in lines.all.append($0) }
        window = Window(columns: 60, rows: 20, clock: clock, trace: trace)
    }

    func screen(_ name: String) -> Screen { Screen(name, log: log) }

    /// One frame at `time`.
    func frame(at time: Double) {
        clock.set(to: time)
        window.advance()
    }

    /// `"t event screen"` for the trace's transition lines.
    var events: [String] {
        lines.all.compactMap { line in
            guard let event = field("event", line), !event.hasPrefix("view"), !event.hasPrefix("focus") else { return nil }
            return [field("t", line), event, field("screen", line), field("kind", line)].compactMap { $0 }.joined(separator: " ")
        }
    }

    private func field(_ name: String, _ line: String) -> String? {
        guard let range = line.range(of: "\"\(name)\":") else { return nil }
        let rest = line[range.upperBound...]
        let value = rest.prefix { $0 != "," && $0 != "}" }
        return value.replacingOccurrences(of: "\"", with: "")
    }

    /// A sheet presented at once, with the drag that dismisses it.
    func presentDraggableSheet() -> (Screen, DismissalInteraction) {
        let sheet = screen("sheet")
        let dismissal = DismissalInteraction()
        sheet.transitioningDelegate = StyledTransitioningDelegate(style: .sheet, interactor: dismissal.interactor)
        sheet.addInteraction(dismissal)
        window.rootViewController.present(sheet, animated: false)
        return (sheet, dismissal)
    }

    // MARK: Completion handlers

    @Test func anAnimatedPresentsCompletionRunsOnceAfterTheDidAppear() {
        let sheet = screen("sheet")
        window.rootViewController.present(sheet, animated: true) { log.all.append("completion") }
        frame(at: 0.2)
        #expect(log.all.isEmpty)
        frame(at: 0.35)
        #expect(log.all == ["sheet didAppear", "completion"])
        frame(at: 1)
        #expect(log.all == ["sheet didAppear", "completion"])
    }

    @Test func aNonAnimatedCallsCompletionRunsInsideTheCall() {
        let sheet = screen("sheet")
        window.rootViewController.present(sheet, animated: false) { log.all.append("presented") }
        #expect(log.all == ["sheet didAppear", "presented"])
        sheet.dismiss(animated: false) { log.all.append("dismissed") }
        #expect(log.all.suffix(2) == ["sheet didDisappear", "dismissed"])
        #expect(window.transitions.active == nil)
    }

    @Test func aDismissalsCompletionRunsWhenItEndsAndASecondDismissJoinsIt() {
        let sheet = screen("sheet")
        window.rootViewController.present(sheet, animated: false)
        frame(at: 1)
        sheet.dismiss(animated: true) { log.all.append("first") }
        frame(at: 1.1)
        sheet.dismiss(animated: true) { log.all.append("second") }
        #expect(!log.all.contains("first"))
        frame(at: 1.2)
        #expect(log.all.suffix(3) == ["sheet didDisappear", "first", "second"])
        #expect(events.filter { $0.contains("dismissal") } == ["1 dismissalWillBegin sheet", "1.2 dismissalDidEnd sheet"])
    }

    @Test func aCancelledDragNeverCallsTheCompletion() {
        let (sheet, dismissal) = presentDraggableSheet()
        var calls = 0
        #expect(dismissal.interactor.begin { sheet.dismiss(animated: true) { calls += 1 } })
        dismissal.interactor.update(0.1)
        dismissal.interactor.cancel()
        for time in stride(from: 0.1, through: 1, by: 0.1) { frame(at: time) }
        #expect(calls == 0 && window.rootViewController.presentedViewController === sheet)
        #expect(lines.all.last { $0.contains("dismissalDidEnd") }?.contains("\"completed\":false") == true)
    }

    @Test func aDismissAskedWhileADragDismissesCompletesWithTheDrag() {
        let (sheet, dismissal) = presentDraggableSheet()
        var calls = 0
        #expect(dismissal.interactor.begin { sheet.dismiss(animated: true) })
        dismissal.interactor.update(0.5)
        sheet.dismiss(animated: true) { calls += 1 }
        #expect(calls == 0)
        dismissal.interactor.finish()
        for time in stride(from: 0.1, through: 1, by: 0.1) { frame(at: time) }
        #expect(calls == 1 && window.rootViewController.presentedViewController == nil)
        #expect(events.filter { $0.contains("dismissal") }.count == 2)
    }

    @Test func aDismissAskedWhileADragIsCancelledLeavesAfterIt() {
        let (sheet, dismissal) = presentDraggableSheet()
        var calls = 0
        #expect(dismissal.interactor.begin { sheet.dismiss(animated: true) })
        dismissal.interactor.update(0.2)
        sheet.dismiss(animated: true) { calls += 1 }
        dismissal.interactor.cancel()
        for time in stride(from: 0.1, through: 2, by: 0.1) { frame(at: time) }
        #expect(calls == 1 && window.rootViewController.presentedViewController == nil)
        let ends = lines.all.filter { $0.contains("dismissalDidEnd") }
        #expect(ends.count == 2 && ends[0].contains("\"completed\":false") && ends[1].contains("\"completed\":true"))
    }

    // MARK: Presents asked for during a transition

    @Test func aPresentDuringATransitionWaitsForItsEndThenRuns() {
        let first = screen("first"), second = screen("second")
        window.rootViewController.present(first, animated: true)
        frame(at: 0.1)
        first.present(second, animated: true) { log.all.append("second presented") }
        #expect(first.presentedViewController == nil, "waiting")
        frame(at: 0.35)
        #expect(first.presentedViewController === second && window.transitions.active?.toViewController === second)
        frame(at: 0.7)
        #expect(log.all == ["first didAppear", "second didAppear", "second presented"])
        #expect(
            events == [
                "0 presentationWillBegin first", "0.35 presentationDidEnd first", "0.35 presentationWillBegin second",
                "0.7 presentationDidEnd second",
            ])
    }

    @Test func waitingPresentsRunInTheOrderAskedAndOneWhosePresenterIsBusyIsRefused() {
        let first = screen("first"), second = screen("second")
        window.rootViewController.present(first, animated: true)
        window.rootViewController.present(second, animated: true) { log.all.append("never") }
        frame(at: 0.35)
        frame(at: 1)
        #expect(window.rootViewController.presentedViewController === first && second.presentingViewController == nil)
        #expect(events.contains("0.35 transitionRefused second presentation"))
        #expect(!log.all.contains("never"))
    }

    @Test func aWaitingPresentWhosePresenterWasDismissedIsRefused() {
        let sheet = screen("sheet"), next = screen("next")
        window.rootViewController.present(sheet, animated: false)
        frame(at: 1)
        sheet.dismiss(animated: true)
        sheet.present(next, animated: true) { log.all.append("never") }
        frame(at: 1.2)
        frame(at: 2)
        #expect(window.rootViewController.presentedViewController == nil && next.presentingViewController == nil)
        #expect(events.suffix(2) == ["1.2 dismissalDidEnd sheet", "1.2 transitionRefused next presentation"])
        #expect(!log.all.contains("never"))
    }

    @Test func aDismissDuringThePresentationLandsItAndLeaves() {
        let sheet = screen("sheet")
        window.rootViewController.present(sheet, animated: true)
        frame(at: 0.1)
        sheet.dismiss(animated: true) { log.all.append("dismissed") }
        frame(at: 0.3)
        #expect(log.all == ["sheet didAppear", "sheet didDisappear", "dismissed"])
        #expect(
            events == [
                "0 presentationWillBegin sheet", "0.1 presentationDidEnd sheet", "0.1 dismissalWillBegin sheet",
                "0.3 dismissalDidEnd sheet",
            ])
    }

    @Test func aDismissDuringAnotherTransitionWaitsForIt() {
        let lower = screen("lower"), upper = screen("upper")
        window.rootViewController.present(lower, animated: false)
        lower.present(upper, animated: true)
        frame(at: 0.1)
        window.rootViewController.dismiss(animated: true) { log.all.append("both gone") }
        #expect(window.transitions.active?.toViewController === upper, "still presenting upper")
        frame(at: 0.35)
        frame(at: 0.55)
        #expect(window.rootViewController.presentedViewController == nil)
        #expect(log.all.suffix(3) == ["upper didDisappear", "lower didDisappear", "both gone"])
        #expect(events.filter { $0.contains("dismissalDidEnd") } == ["0.55 dismissalDidEnd upper", "0.55 dismissalDidEnd lower"])
    }

    @Test func aQuitDropsWhatWaits() {
        let first = screen("first"), second = screen("second")
        window.rootViewController.present(first, animated: true)
        first.present(second, animated: true) { log.all.append("never") }
        frame(at: 0.1)
        window.quit()
        frame(at: 1)
        #expect(second.presentingViewController == nil && window.transitions.active == nil)
        #expect(events == ["0 presentationWillBegin first", "0.1 presentationDidEnd first"])
    }

    // MARK: Stacks and tabs

    @Test func pushAndPopCallTheirCompletionsAndPopReturnsThePage() {
        let nav = NavigationController(name: "nav", root: screen("a"))
        window.setRootViewController(nav)
        let b = screen("b")
        nav.push(b, animated: true) { log.all.append("pushed") }
        frame(at: 0.2)
        #expect(!log.all.contains("pushed"))
        frame(at: 0.35)
        #expect(log.all == ["b didAppear", "a didDisappear", "pushed"])
        #expect(nav.pop(animated: false) { log.all.append("popped") } === b)
        #expect(log.all.suffix(3) == ["a didAppear", "b didDisappear", "popped"])
        #expect(nav.pop(animated: true) == nil, "nothing to pop at the root")
    }

    @Test func aPushDuringAPushIsRefused() {
        let nav = NavigationController(name: "nav", root: screen("a"))
        window.setRootViewController(nav)
        nav.push(screen("b"), animated: true)
        frame(at: 0.1)
        nav.push(screen("c"), animated: true) { log.all.append("never") }
        frame(at: 0.35)
        frame(at: 1)
        #expect(nav.viewControllers.map(\.name.description) == ["a", "b"])
        #expect(events == ["0.1 transitionRefused c push", "0.35 navigationPush b"])
        #expect(!log.all.contains("never"))
    }

    @Test func aStacksAnimatorThatNeverCompletesIsCaughtAndCancelled() {
        var violations: [String] = []
        window.transitions.onViolation = { violations.append($0) }
        let runner = TransitionRunner { violations.append($0) }
        let (a, b) = (screen("a"), screen("b"))
        var ended: Bool?
        var setup = TransitionRunner.Setup(kind: .navigation(.push), from: a, to: b, container: View(), animated: true)
        setup.appearances.add(b, appears: true)
        setup.appearances.add(a, appears: false)
        runner.run(setup, in: window, animator: MisbehavingAnimator(completions: 0), steps: .init(didEnd: { ended = $1 }))
        frame(at: 0.05)
        #expect(ended == nil && runner.isRunning)
        frame(at: 0.1)
        #expect(violations == ["the animator finished without calling completeTransition"])
        #expect(ended == false && !runner.isRunning)
        #expect(log.all == ["b didDisappear", "a didAppear"], "the reverse pairs")
    }

    @Test func aResizeLandsAStacksScrubbedPopBackAndItsInteractorIsIdle() {
        let nav = NavigationController(name: "nav", root: screen("a"))
        window.setRootViewController(nav)
        nav.push(screen("b"), animated: false)
        frame(at: 0)
        // A press on the pages' left edge, dragged 24 of 60 columns: 40 %.
        window.handle(.mouse(MouseEvent(.press(.left), column: 0, row: 5)))
        frame(at: 0.1)
        window.handle(.mouse(MouseEvent(.drag(.left), column: 24, row: 5)))
        #expect(nav.popInteractor.isDriving && nav.popInteractor.percentComplete == 0.4)
        frame(at: 0.2)
        window.handle(.resize(columns: 50, rows: 20))
        window.rootView.layoutIfNeeded()  // the next frame's layout
        #expect(!nav.isTransitioning && nav.viewControllers.count == 2)
        #expect(!nav.popInteractor.isDriving && !nav.popInteractor.wantsInteractiveStart)
        #expect(events.filter { $0.contains("navigationPop") } == ["0.2 navigationPop b"])
        #expect(lines.all.last { $0.contains("navigationPop") }?.contains("\"completed\":false") == true)
    }

    @Test func aTabSwitchMakesTheCallsOfEveryTransitionAtOnce() {
        let (one, two) = (screen("one"), screen("two"))
        let tabs = TabBarController(name: "tabs", viewControllers: [one, two])
        window.setRootViewController(tabs)
        tabs.selectedIndex = 1
        #expect(log.all == ["one didDisappear", "two didAppear"])
        #expect(window.transitions.active == nil && tabs.contentView.subviews.first === two.view)
    }

    @Test func eachKindNamesTheScreenThatMoves() {
        let (a, b) = (ViewController(name: "a"), ViewController(name: "b"))
        let runner = TransitionRunner { _ in }
        let moved = [TransitionContext.Kind.modal(.presentation), .modal(.dismissal), .navigation(.push), .navigation(.pop), .tabSelection]
            .map { kind -> String in
                var name = ""
                let setup = TransitionRunner.Setup(kind: kind, from: a, to: b, container: View(), animated: false)
                runner.run(
                    setup, in: nil, animator: TabSwitchAnimator(),
                    steps: .init(didEnd: { context, _ in name = context.presentedViewController.name.description }))
                return name
            }
        #expect(moved == ["b", "a", "b", "a", "b"])
    }
}
