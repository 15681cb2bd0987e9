import KamishibaiMotion
import KamishibaiUI
import Testing

/// A gesture's opening never waits in the transition queue: it would run later without the
/// gesture that began it.
@Suite struct ZoomPresentationDragTests {
    let clock = ManualClock()
    let window: Window

    init() {
        window = Window(columns: 80, rows: 24, clock: clock, trace: .disabled(clock: clock))
    }

    func settle(until time: Double) {
        while clock.now + 1.0 / 60 < time {
            clock.advance(by: 1.0 / 60)
            window.advance()
        }
        clock.set(to: time)
        window.advance()
    }

    @Test func aDragCannotBeginWhileATransitionRuns() {
        let sheet = ViewController(name: "sheet")
        let photo = ViewController(name: "photo")
        photo.transitioningDelegate = ZoomTransitioningDelegate(thumbnailFrame: { nil }, makePicture: { View() })
        window.rootViewController.present(sheet, animated: true)
        #expect(window.transitions.active != nil, "the sheet is sliding in")
        let drag = ZoomPresentationDrag()
        #expect(!drag.begin(photo, from: window.rootViewController))
        #expect(!drag.isActive)
        settle(until: 2)
        #expect(window.transitions.active == nil)
        #expect(window.rootViewController.presentedViewController === sheet)
        #expect(photo.presentingViewController == nil && sheet.presentedViewController == nil, "nothing was queued")
        // At rest the same drag begins, paused at 0.
        #expect(drag.begin(photo, from: sheet))
        #expect(drag.isActive && window.transitions.percentComplete == 0)
        drag.cancel()
    }
}
