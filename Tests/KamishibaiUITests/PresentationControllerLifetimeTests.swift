import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// A screen's `presentationController` lasts as long as its presentation, as UIKit's: set
/// when the presentation begins, kept through a dismissal that is cancelled, nil once one
/// completes or the presentation itself is cancelled.
@Suite struct PresentationControllerLifetimeTests {
    /// Records whether the screen still had its presentation controller at each did-call.
    final class Screen: ViewController {
        var seenAtDidDisappear: [Bool] = []
        override func viewDidDisappear(_ animated: Bool) { seenAtDidDisappear.append(presentationController != nil) }
    }

    struct Sheet {
        let clock = ManualClock()
        let window: Window
        let screen = Screen(name: "sheet")

        init() {
            window = Window(columns: 80, rows: 24, clock: clock, trace: .disabled(clock: clock))
            screen.transitioningDelegate = StyledTransitioningDelegate(style: .sheet)
        }

        func run(until time: Double) {
            while clock.now < time {
                clock.advance(by: 1.0 / 60)
                window.advance()
            }
        }
    }

    @Test func aCompletedDismissalLeavesTheScreenWithoutOne() {
        let sheet = Sheet()
        let screen = sheet.screen
        #expect(screen.presentationController == nil, "not presented yet")
        sheet.window.rootViewController.present(screen, animated: false)
        let first = screen.presentationController
        #expect(first is SheetPresentationController && screen.sheetPresentationController === first)
        screen.dismiss(animated: true)
        sheet.run(until: 0.1)
        #expect(screen.presentationController === first, "still there while it leaves")
        sheet.run(until: 1)
        #expect(sheet.window.rootViewController.presentedViewController == nil)
        #expect(screen.presentationController == nil && screen.sheetPresentationController == nil)
        #expect(screen.seenAtDidDisappear == [true], "viewDidDisappear still sees it")

        sheet.window.rootViewController.present(screen, animated: false)
        #expect(screen.presentationController != nil && screen.presentationController !== first, "a new one each time")
    }

    @Test func aCancelledDismissalKeepsIt() {
        let h = DismissalInteractionTests.Harness()
        let screen = h.screen
        let controller = screen?.presentationController
        #expect(controller != nil)
        h.drag(from: (40, 14), to: (40, 16))  // short and slow: springs back
        h.settle()
        #expect(h.isPresented)
        #expect(screen?.presentationController === controller)
    }

    /// The sheets above go in the same dismissal: each is left without one.
    @Test func theLevelsDismissedWithItLoseTheirsToo() {
        let sheet = Sheet()
        let upper = ViewController(name: "upper")
        upper.transitioningDelegate = StyledTransitioningDelegate(style: .card)
        sheet.window.rootViewController.present(sheet.screen, animated: false)
        sheet.screen.present(upper, animated: false)
        #expect(upper.presentationController != nil)
        sheet.window.rootViewController.dismiss(animated: false)
        #expect(sheet.window.rootViewController.presentedViewController == nil)
        #expect(sheet.screen.presentationController == nil && upper.presentationController == nil)
    }

    /// A presentation that never completed (its animator did not call `completeTransition`,
    /// so it ends as cancelled) leaves the screen unpresented, and without one.
    @Test func aCancelledPresentationLeavesNone() {
        let clock = ManualClock()
        let window = Window(columns: 40, rows: 10, clock: clock, trace: .disabled(clock: clock))
        window.transitions.onViolation = { _ in }
        let screen = ViewController(name: "broken")
        screen.transitioningDelegate = MisbehavingDelegate(completions: 0)
        window.rootViewController.present(screen, animated: true)
        #expect(screen.presentationController != nil)
        for _ in 0..<20 {
            clock.advance(by: 1.0 / 60)
            window.advance()
        }
        #expect(screen.presentingViewController == nil && screen.presentationController == nil)
    }
}
