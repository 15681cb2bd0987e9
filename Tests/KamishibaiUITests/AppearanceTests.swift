import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// UIKit's appearance calls, in UIKit's order, on presented and presenting screens, with the
/// presentation links already set by `viewWillAppear`, and the reverse pair after a cancel.
@Suite struct AppearanceTests {
    final class Log { var calls: [String] = [] }

    /// A screen that writes its appearance calls to a shared log.
    final class Screen: ViewController {
        let log: Log
        var linkedOnWillAppear: (presenting: Bool, presented: Bool)?

        init(_ name: String, log: Log) {
            self.log = log
            super.init(name: ScreenName(name))
        }

        override func viewWillAppear(_ animated: Bool) {
            log.calls.append("\(name) willAppear")
            linkedOnWillAppear = (presentingViewController != nil, presentingViewController?.presentedViewController === self)
        }
        override func viewDidAppear(_ animated: Bool) { log.calls.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.calls.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.calls.append("\(name) didDisappear") }
    }

    let clock = ManualClock()
    let log = Log()
    let window: Window

    init() {
        window = Window(columns: 80, rows: 24, clock: clock, trace: .disabled(clock: clock))
    }

    func settle(until time: Double) {
        while clock.now < time {
            clock.advance(by: 1.0 / 60)
            window.advance()
        }
    }

    @Test func aSheetAppearsAndDisappearsAndItsPresenterStaysInView() {
        let sheet = Screen("sheet", log: log)
        sheet.transitioningDelegate = StyledTransitioningDelegate(style: .sheet)
        window.rootViewController.present(sheet, animated: true)
        #expect(log.calls == ["sheet willAppear"])
        #expect(sheet.linkedOnWillAppear.map { $0.presenting && $0.presented } == true)
        settle(until: 1)
        sheet.dismiss(animated: true)
        settle(until: 2)
        #expect(log.calls == ["sheet willAppear", "sheet didAppear", "sheet willDisappear", "sheet didDisappear"])
    }

    @Test func aCancelledDragMakesTheWillCallThenTheReversePair() {
        let sheet = Screen("sheet", log: log)
        let dismissal = DismissalInteraction()
        sheet.transitioningDelegate = StyledTransitioningDelegate(style: .sheet, interactor: dismissal.interactor)
        sheet.addInteraction(dismissal)
        window.rootViewController.present(sheet, animated: false)
        log.calls = []
        // Two rows of twelve, slowly, then let go: it springs back.
        window.handle(.mouse(MouseEvent(.press(.left), column: 40, row: 14)))
        clock.set(to: 0.1)
        window.handle(.mouse(MouseEvent(.drag(.left), column: 40, row: 15)))
        clock.set(to: 0.2)
        window.handle(.mouse(MouseEvent(.drag(.left), column: 40, row: 16)))
        clock.set(to: 0.6)
        window.handle(.mouse(MouseEvent(.release(.left), column: 40, row: 16)))
        settle(until: 2)
        #expect(log.calls == ["sheet willDisappear", "sheet willAppear", "sheet didAppear"])
        #expect(window.rootViewController.presentedViewController === sheet)
    }

    @Test func aCoveringPresentationMakesThePresenterDisappearAndReappear() {
        let photo = Screen("photo", log: log)
        photo.transitioningDelegate = ZoomTransitioningDelegate(thumbnailFrame: { nil }, makePicture: { View() })
        // The window's root screen is a plain one: the grid is presented over it first.
        let grid = Screen("grid", log: log)
        window.rootViewController.present(grid, animated: false)
        log.calls = []
        grid.present(photo, animated: true)
        settle(until: 1)
        photo.dismiss(animated: true)
        settle(until: 2)
        #expect(
            log.calls == [
                "grid willDisappear", "photo willAppear", "photo didAppear", "grid didDisappear",
                "photo willDisappear", "grid willAppear", "photo didDisappear", "grid didAppear",
            ])
    }

    @Test func aCancelledInteractivePresentationUndoesItsCalls() {
        let photo = Screen("photo", log: log)
        let delegate = ZoomTransitioningDelegate(thumbnailFrame: { nil }, makePicture: { View() })
        photo.transitioningDelegate = delegate
        let grid = Screen("grid", log: log)
        window.rootViewController.present(grid, animated: false)
        log.calls = []
        let drag = ZoomPresentationDrag()
        #expect(drag.begin(photo, from: grid))
        drag.update(0.2)
        drag.end()
        settle(until: 1)
        #expect(
            log.calls == [
                "grid willDisappear", "photo willAppear",
                "photo willDisappear", "photo didDisappear", "grid willAppear", "grid didAppear",
            ])
        #expect(grid.presentedViewController == nil)
    }
}
