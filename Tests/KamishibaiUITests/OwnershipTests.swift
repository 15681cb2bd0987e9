import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// Nothing keeps a screen alive once nothing needs it: no reference cycle through a running
/// transition (found by LeakSanitizer: a window dropped mid-drag kept its sheet, its
/// interaction, the transition and its coordinator for good).
@Suite struct OwnershipTests {
    /// Weak references to every role of one presentation.
    struct Roles {
        weak var screen: ViewController?
        weak var dismissal: DismissalInteraction?
        weak var interactor: PercentDrivenInteractor?
        weak var controller: PresentationController?
        weak var context: TransitionContext?
        weak var coordinator: TransitionCoordinator?
        weak var delegate: StyledTransitioningDelegate?

        var allGone: Bool {
            screen == nil && dismissal == nil && interactor == nil && controller == nil && context == nil
                && coordinator == nil && delegate == nil
        }
    }

    /// A sheet with drag-to-dismiss on an 80×24 window — the app's drag, or with `ownDrag` the
    /// one the presentation brings — then `act` on it.
    func presentation(ownDrag: Bool, _ act: (Window, ManualClock) -> Void) -> Roles {
        var roles = Roles()
        let clock = ManualClock()
        let window = Window(columns: 80, rows: 24, clock: clock, trace: .disabled(clock: clock))
        let screen = ViewController(name: "sheet")
        let delegate: StyledTransitioningDelegate
        if ownDrag {
            delegate = screen.sheetPresentation()
        } else {
            let dismissal = DismissalInteraction()
            delegate = StyledTransitioningDelegate(style: .sheet, interactor: dismissal.interactor)
            screen.transitioningDelegate = delegate
            screen.addInteraction(dismissal)
        }
        window.rootViewController.present(screen, animated: false)
        let dismissal = screen.interactions.first as? DismissalInteraction
        #expect(dismissal != nil)
        act(window, clock)
        roles.screen = screen
        roles.dismissal = dismissal
        roles.interactor = dismissal?.interactor
        roles.controller = screen.presentationController
        roles.context = window.transitions.active
        roles.coordinator = screen.presentationController?.transitionCoordinator
        roles.delegate = delegate
        return roles
    }

    @Test(arguments: [false, true])
    func aWindowDroppedMidDragTakesTheWholeTransitionWithIt(ownDrag: Bool) {
        let roles = presentation(ownDrag: ownDrag) { window, clock in
            window.handle(.mouse(MouseEvent(.press(.left), column: 40, row: 15)))
            clock.set(to: 0.1)
            window.handle(.mouse(MouseEvent(.drag(.left), column: 40, row: 18)))
            #expect(window.transitions.active?.isInteractive == true, "scrubbing when the window goes")
        }
        #expect(roles.allGone)
    }

    @Test(arguments: [false, true])
    func aWindowDroppedMidAnimationTakesTheWholeTransitionWithIt(ownDrag: Bool) {
        let roles = presentation(ownDrag: ownDrag) { window, clock in
            window.rootViewController.presentedViewController?.dismiss(animated: true)
            clock.set(to: 0.1)
            window.advance()
            #expect(window.transitions.active != nil, "animating when the window goes")
        }
        #expect(roles.allGone)
    }

    /// Found in review: a step that captured the window's driver, stored in that same driver,
    /// kept the driver alive once the window was gone. The driver now hands itself to the step.
    @Test func aWindowDroppedMidScrollAnimationIsFreedWithItsDriver() {
        weak var window: Window?
        weak var animations: Animations?
        weak var scrollView: ScrollView?
        do {
            let clock = ManualClock()
            let live = Window(columns: 40, rows: 10, clock: clock, trace: .disabled(clock: clock))
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
            live.rootView.addSubview(scroll)
            scroll.contentSize = Size(width: 80, height: 5)
            scroll.setContentOffset(Point(x: 20, y: 0), animated: true)
            clock.advance(by: 0.15)
            live.advance()
            #expect(abs(scroll.contentOffset.x - 10) < 1e-9 && live.animations.isActive, "half way when the window goes")
            (window, animations, scrollView) = (live, live.animations, scroll)
        }
        #expect(window == nil && animations == nil && scrollView == nil)
    }

    @Test func aWindowDroppedMidSettleIsFreedWithItsDriver() {
        weak var window: Window?
        weak var animations: Animations?
        weak var sheet: SheetPresentationController?
        do {
            let clock = ManualClock()
            let live = Window(columns: 100, rows: 40, clock: clock, trace: .disabled(clock: clock))
            let screen = ViewController(name: "sheet")
            let delegate = StyledTransitioningDelegate(style: .sheet)
            delegate.detents = [.medium, .large]
            screen.transitioningDelegate = delegate
            live.rootViewController.present(screen, animated: false)
            let settling = screen.presentationController as? SheetPresentationController
            let start = settling?.sheetHeight ?? 0
            settling?.selectDetent(.large, animated: true)
            clock.advance(by: 0.1)
            live.advance()
            let height = settling?.sheetHeight ?? 0
            #expect(height > start && height < 38 && live.animations.isActive, "settling when the window goes")
            (window, animations, sheet) = (live, live.animations, settling)
        }
        #expect(window == nil && animations == nil && sheet == nil)
    }

    @Test func aListHoldsItsDataSourceAndDelegateWeaklyAsUIKitDoes() {
        final class Inbox: ListViewTextDataSource, ListViewDelegate {
            func numberOfRows(in listView: ListView) -> Int { 1 }
            func listView(_ listView: ListView, rowAt row: Int) -> ListRow { ListRow("Lantern repair") }
        }
        let list = ListView()
        weak var released: Inbox?
        do {
            let inbox = Inbox()
            (list.dataSource, list.delegate, released) = (inbox, inbox, inbox)
            #expect(list.numberOfRows == 1)
        }
        #expect(released == nil && list.dataSource == nil && list.delegate == nil, "the app keeps them, not the list")
    }
}
