import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// The drag a presentation brings when the app gives its delegate no interactor, as a UIKit
/// sheet is dragged away with no code of the app's: an 80×24 window whose half-height sheet
/// rests at y = 12 with height 12, so a drag of r rows is r / 12.
@Suite struct PresentationDragTests {
    final class Harness: WindowHarness {
        var screen: ViewController? = ViewController(name: "sheet")
        var lines: [String] = []

        init(style: StyledTransitioningDelegate.Style = .sheet, modal: Bool = false) {
            let clock = ManualClock()
            let trace = Trace(clock: clock) { _ in }
            super.init(clock: clock, window: Window(columns: 80, rows: 24, clock: clock, trace: trace), lead: .oneFrame)
            let screen = screen!
            screen.isModalInPresentation = modal
            screen.sheetPresentation(style, detents: [.medium])
            window.rootViewController.present(screen, animated: false)
            trace.observer = { [weak self] in self?.lines.append($0.name) }
        }

        /// The interaction the presentation attached.
        var dismissal: DismissalInteraction? { screen?.interactions.first as? DismissalInteraction }

        /// The trace's lifecycle lines, without the scrub's updates and the appearance calls.
        var lifecycle: [String] { lines.filter { $0 != "interactionUpdate" && !$0.hasPrefix("view") } }

        func drag(from: (Int, Int), to: (Int, Int)) {
            play(InputScript.drag(from: CellPoint(x: from.0, y: from.1), to: CellPoint(x: to.0, y: to.1), start: 1, step: 0.05, rest: 0.2))
        }

        func hold(_ key: Key, count: Int, start: Double = 1) {
            play(InputScript.repeated(key, count: count, start: start, interval: 0.04))
        }

        func settle() { settle(until: 5) }
    }

    @Test func aSheetPresentedWithNoInteractorGetsADragForItsPresentationsLife() {
        let screen = ViewController(name: "sheet")
        let delegate = screen.sheetPresentation()
        #expect(delegate.interactor == nil && screen.interactions.isEmpty, "nothing until it is presented")
        let h = Harness()
        #expect(h.screen?.interactions.count == 1 && h.dismissal != nil)
        #expect(h.screen?.view.gestureRecognizers.count == 1)
    }

    @Test func aDragDismissesIt() {
        let h = Harness()
        h.drag(from: (40, 14), to: (40, 21))
        #expect(h.dismissal?.interactor.percentComplete == 7.0 / 12)
        h.settle()
        #expect(!h.isPresented)
        #expect(h.lifecycle == ["dismissalWillBegin", "interactionBegan", "interactionFinish", "dismissalDidEnd"])
    }

    @Test func aHeldDownArrowDismissesIt() {
        let h = Harness()
        h.hold(.down, count: 6)
        #expect(h.dismissal?.isDragging == true)
        #expect(h.dismissal?.interactor.percentComplete == 5.0 / 12, "the first press is not yet a hold")
        h.settle()
        #expect(!h.isPresented)
        #expect(h.lifecycle == ["dismissalWillBegin", "interactionBegan", "interactionFinish", "dismissalDidEnd"])
    }

    /// UIKit's `isModalInPresentation` blocks the drag as it blocks Esc: nothing begins, and
    /// the sheet stays where it rests.
    @Test func aModalSheetRefusesTheDragAndTheHeldArrow() {
        let h = Harness(modal: true)
        h.drag(from: (40, 14), to: (40, 21))
        h.settle(until: 2)
        h.hold(.down, count: 6, start: 3)
        h.at(4, .key(.escape))
        h.settle()
        #expect(h.isPresented)
        #expect(h.screen?.view.frame == Rect(x: 0, y: 12, width: 80, height: 12))
        #expect(h.lifecycle.isEmpty)
    }

    /// Every style leaves by a drag towards its edge: down, or right for the sidebar.
    @Test(arguments: StyledTransitioningDelegate.Style.allCases)
    func everyStyleLeavesByAHeldArrowTowardsItsEdge(_ style: StyledTransitioningDelegate.Style) {
        let h = Harness(style: style)
        h.hold(style == .sidebar ? .right : .down, count: 30)
        h.settle()
        #expect(!h.isPresented)
        #expect(h.lifecycle == ["dismissalWillBegin", "interactionBegan", "interactionFinish", "dismissalDidEnd"])
    }

    @Test func afterTheDismissalTheDragIsGoneAndTheScreenFreed() {
        let h = Harness()
        weak let dismissal = h.dismissal
        weak let screen = h.screen
        #expect(dismissal != nil)
        h.drag(from: (40, 14), to: (40, 21))
        h.settle()
        #expect(!h.isPresented)
        #expect(h.screen?.interactions.isEmpty == true && h.screen?.view.gestureRecognizers.isEmpty == true)
        #expect(dismissal == nil, "the presentation let its drag go")
        h.screen = nil
        #expect(screen == nil)
    }

    /// Presented again, the screen gets a drag of its own again, and only one.
    @Test func aSecondPresentationBringsItsOwnDrag() {
        let h = Harness()
        h.at(1, .key(.escape))
        h.settle(until: 2)
        #expect(!h.isPresented && h.screen?.interactions.isEmpty == true)
        h.window.rootViewController.present(h.screen!, animated: false)
        #expect(h.screen?.interactions.count == 1)
        h.hold(.down, count: 6, start: 3)
        h.settle()
        #expect(!h.isPresented)
    }

    /// An app that passes its own interactor drives the drag itself: the presentation adds
    /// nothing.
    @Test func anAppsOwnInteractorKeepsTheAppsDrag() {
        let clock = ManualClock()
        let window = Window(columns: 80, rows: 24, clock: clock, trace: .disabled(clock: clock))
        let screen = ViewController(name: "sheet")
        let dismissal = DismissalInteraction()
        screen.transitioningDelegate = StyledTransitioningDelegate(style: .sheet, interactor: dismissal.interactor)
        screen.addInteraction(dismissal)
        window.rootViewController.present(screen, animated: false)
        #expect(screen.interactions.count == 1 && screen.interactions.first === dismissal)
        screen.dismiss(animated: false)
        #expect(screen.interactions.first === dismissal, "the app's stays")
    }

    /// A removed interaction takes its pan with it and gives shared content its own pan back.
    @Test func aRemovedInteractionLeavesNothingBehind() {
        let screen = ViewController(name: "sheet")
        let content = ScrollView()
        screen.view.addSubview(content)
        let dismissal = DismissalInteraction()
        screen.addInteraction(dismissal)
        dismissal.scrollView = content
        #expect(!content.panGestureRecognizer.isEnabled && screen.view.gestureRecognizers.count == 1)
        screen.removeInteraction(dismissal)
        #expect(content.panGestureRecognizer.isEnabled && screen.view.gestureRecognizers.isEmpty)
        #expect(dismissal.screen == nil && dismissal.scrollView == nil && screen.interactions.isEmpty)
    }
}
