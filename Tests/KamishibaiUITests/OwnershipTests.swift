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
