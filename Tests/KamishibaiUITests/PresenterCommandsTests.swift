import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// The app's round is split at the key screen: the commands of the screens a screen is
/// presented from (a navigation stack's ← Back, an inbox's j) come after the presented screen's
/// interactions, so they do not take the keys that drag it.
@Suite struct PresenterCommandsTests {
    final class Inbox: ViewController {
        var presses = 0
        override var keyCommands: [KeyCommand] {
            [KeyCommand(input: .character("j"), title: "Next message") { [weak self] in self?.presses += 1 }]
        }
    }

    /// A photo zoomed from a pushed page: ← drags the photo, the page behind stays.
    @Test func aZoomsArrowsComeBeforeItsPresentersBack() {
        let clock = ManualClock()
        let window = Window(columns: 120, rows: 40, clock: clock, trace: .disabled(clock: clock))
        let nav = NavigationController(name: "mail", root: ViewController(name: "inbox"))
        window.setRootViewController(nav)
        nav.push(ViewController(name: "message"), animated: false)
        let photo = ViewController(name: "photo")
        let zoom = ZoomTransitioningDelegate(thumbnailFrame: { nil }, makePicture: { View() })
        let dismissal = ZoomDismissalInteraction(delegate: zoom)
        photo.transitioningDelegate = zoom
        photo.addInteraction(dismissal)
        nav.topViewController!.present(photo, animated: false)
        window.handle(.key(.left))
        #expect(dismissal.isDragging, "the photo follows ←")
        #expect(!nav.isTransitioning && nav.viewControllers.count == 2, "the page behind stays")
        #expect(window.availableKeyCommands.contains { $0.title == "Back" }, "Back is still offered, after the drag")
    }

    /// An inbox's j under a sheet: a held j drags the sheet by its repeats; the first press,
    /// which the interaction lets go, still reaches the inbox.
    final class Harness: WindowHarness {
        let inbox = Inbox(name: "inbox")
        let sheet = ViewController(name: "message")
        let dismissal = DismissalInteraction()

        init() {
            let clock = ManualClock()
            super.init(clock: clock, window: Window(columns: 80, rows: 24, clock: clock, trace: .disabled(clock: clock)), lead: .oneFrame)
            window.setRootViewController(inbox)
            let delegate = StyledTransitioningDelegate(style: .sheet, interactor: dismissal.interactor)
            delegate.detents = [.medium]
            sheet.transitioningDelegate = delegate
            sheet.addInteraction(dismissal)
            inbox.present(sheet, animated: false)
        }
    }

    @Test func aHeldKeyDragsTheSheetBeforeThePresentersCommand() {
        let h = Harness()
        h.play(InputScript.repeated(.character("j"), count: 4, start: 1, interval: 0.04))
        #expect(h.dismissal.isDragging && h.dismissal.interactor.percentComplete == 3.0 / 12)
        #expect(h.inbox.presses == 1, "only the first press, which does not drag")
    }
}
