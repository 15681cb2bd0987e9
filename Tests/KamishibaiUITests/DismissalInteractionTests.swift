import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// The library's drag-to-dismiss on a plain screen, no demo involved: an 80×24 window whose
/// half-height sheet rests at y = 12 with height 12, so a drag of r rows is r / 12.
@Suite struct DismissalInteractionTests {
    final class Harness: WindowHarness {
        var screen: ViewController? = ViewController(name: "sheet")
        let dismissal = DismissalInteraction()
        var lines: [String] = []

        /// `delegate` makes the screen's transitioning delegate around the dismissal's interactor.
        init(style: StyledTransitioningDelegate.Style = .sheet, delegate: ((PercentDrivenInteractor) -> TransitioningDelegate)? = nil) {
            let clock = ManualClock()
            let trace = Trace(clock: clock) { _ in }
            super.init(clock: clock, window: Window(columns: 80, rows: 24, clock: clock, trace: trace), lead: .oneFrame)
            let screen = screen!
            screen.transitioningDelegate =
                delegate?(dismissal.interactor) ?? Self.halfHeight(style: style, interactor: dismissal.interactor)
            screen.addInteraction(dismissal)
            window.rootViewController.present(screen, animated: false)
            trace.observer = { [weak self] in self?.lines.append($0.name) }
        }

        /// The style's delegate, a sheet resting at `medium` (half the height).
        static func halfHeight(style: StyledTransitioningDelegate.Style, interactor: PercentDrivenInteractor) -> TransitioningDelegate {
            let delegate = StyledTransitioningDelegate(style: style, interactor: interactor)
            delegate.detents = [.medium]
            return delegate
        }

        /// A press at `from`, a step every `step` seconds to `to`, a rest of `rest`, a release.
        func drag(from: (Int, Int), to: (Int, Int), start: Double = 1, step: Double = 0.05, rest: Double = 0.2) {
            play(
                InputScript.drag(
                    from: CellPoint(x: from.0, y: from.1), to: CellPoint(x: to.0, y: to.1), start: start, step: step, rest: rest))
        }

        /// Runs frames until 5 s, when every motion here has ended.
        func settle() { settle(until: 5) }
    }

    @Test func aDragPastTheThresholdDismisses() {
        let h = Harness()
        h.drag(from: (40, 14), to: (40, 21))
        #expect(h.dismissal.interactor.percentComplete == 7.0 / 12)
        h.settle()
        #expect(!h.isPresented)
        #expect(
            h.lines.filter { $0 != "interactionUpdate" && !$0.hasPrefix("view") } == [
                "dismissalWillBegin", "interactionBegan", "interactionFinish", "dismissalDidEnd",
            ])
    }

    @Test func aShortSlowDragSpringsBack() {
        let h = Harness()
        h.drag(from: (40, 14), to: (40, 16))
        h.settle()
        #expect(h.isPresented)
        #expect(h.screen?.view.frame == Rect(x: 0, y: 12, width: 80, height: 12))
        #expect(!h.dismissal.interactor.wantsInteractiveStart)
    }

    @Test func aFlickDismissesBelowTheThreshold() {
        let h = Harness()
        // Three rows in 30 ms is 100 rows/s, released at once.
        h.drag(from: (40, 14), to: (40, 17), step: 0.01, rest: 0)
        #expect(h.dismissal.interactor.percentComplete < 0.4)
        h.settle()
        #expect(!h.isPresented)
    }

    @Test func anUpwardDragCannotLiftTheSheetAboveWhereItRests() {
        let h = Harness()
        h.drag(from: (40, 16), to: (40, 10))
        h.settle()
        #expect(h.isPresented)
        #expect(h.lines.isEmpty, "nothing began: \(h.lines)")
    }

    @Test func aHeldArrowDragsRowByRowAndThePauseReleasesIt() {
        let h = Harness()
        h.play(InputScript.repeated(.down, count: 6, start: 1, interval: 0.04))
        #expect(h.dismissal.isDragging)
        #expect(h.dismissal.interactor.percentComplete == 5.0 / 12, "the first press is not yet a hold")
        // The last repeat at 1.2; released 0.15 s later, past the threshold: dismissed.
        h.settle(until: 1.34)
        #expect(h.dismissal.isDragging)
        h.settle()
        #expect(!h.dismissal.isDragging)
        #expect(!h.isPresented)
    }

    @Test func upArrowsPushAHeldDragBack() {
        let h = Harness()
        h.play(InputScript.repeated(.down, count: 5, start: 1, interval: 0.04))
        h.play(InputScript.repeated(.up, count: 3, start: 1.2, interval: 0.04))
        #expect(h.dismissal.interactor.percentComplete == 1.0 / 12)
        h.settle()
        #expect(h.isPresented)
    }

    @Test func aPointerDragIsIgnoredWhileAKeyIsHeld() {
        let h = Harness()
        h.at(1, .key(.down))
        h.at(1.04, .key(.down))
        h.mouse(1.05, .press(.left), 40, 15)
        h.mouse(1.1, .drag(.left), 40, 22)
        #expect(h.dismissal.interactor.percentComplete == 1.0 / 12)
    }

    /// A single press is not a drag: it goes on to the sheet's content, and the sheet stays.
    @Test func aSinglePressIsNotADrag() {
        let h = Harness()
        h.at(1, .key(.down))
        #expect(!h.dismissal.isDragging)
        h.at(1.3, .key(.down))
        #expect(!h.dismissal.isDragging, "a second press after a pause is a press again")
        h.settle()
        #expect(h.isPresented && h.lines.isEmpty, "nothing began: \(h.lines)")
    }

    @Test func aSidebarIsDraggedToTheRightAndIgnoresDown() {
        let h = Harness(style: .sidebar)
        #expect(h.dismissal.keyDown(.down) == false)
        // The sidebar is 40 columns wide: 20 columns is half the way.
        h.drag(from: (50, 10), to: (70, 10))
        #expect(h.dismissal.interactor.percentComplete == 0.5)
        h.settle()
        #expect(!h.isPresented)
    }

    @Test func aScreenThatLeavesByTheTopIsDraggedUp() {
        let h = Harness(delegate: TopBannerDelegate.init)
        // The banner is 8 rows tall, resting at the top.
        #expect(h.screen?.view.frame == Rect(x: 0, y: 0, width: 80, height: 8))
        h.drag(from: (40, 6), to: (40, 2))
        #expect(h.dismissal.interactor.percentComplete == 0.5)
        h.settle()
        #expect(!h.isPresented)
    }

    @Test func theDragFirstScrollsTheContentBackToItsStart() {
        let h = Harness()
        let content = ScrollView(frame: Rect(x: 0, y: 2, width: 80, height: 10))
        content.contentSize = Size(width: 80, height: 40)
        content.contentOffset = Point(x: 0, y: 3)
        h.screen?.view.addSubview(content)
        h.dismissal.scrollView = content
        h.play(InputScript.drag(from: CellPoint(x: 40, y: 15), to: CellPoint(x: 40, y: 20), start: 1, step: 0.05, rest: nil))
        // Five rows down: three scroll the text to its top, two pull the sheet.
        #expect(content.contentOffset.y == 0)
        #expect(h.dismissal.interactor.percentComplete == 2.0 / 12)
        // Back up four: two lower the sheet to rest, two scroll the text again.
        for row in (16...19).reversed() { h.mouse(1.5 + 0.05 * Double(20 - row), .drag(.left), 40, row) }
        #expect(h.dismissal.interactor.percentComplete == 0)
        #expect(content.contentOffset.y == 2)
    }

    @Test func aResizeEndsAHeldKeyDragSoEscapeDismissesAtOnce() {
        let h = Harness()
        h.play(InputScript.repeated(.down, count: 3, start: 1, interval: 0.04))
        h.at(1.1, .resize(columns: 90, rows: 30))
        #expect(!h.dismissal.isDragging)
        #expect(!h.dismissal.interactor.wantsInteractiveStart)
        h.screen?.dismiss(animated: true)
        h.settle(until: 1.5)
        #expect(!h.isPresented)
    }

    @Test func anInlineDelegateKeepsItsInteractorAlive() {
        let h = Harness { _ in StyledTransitioningDelegate(style: .sheet, interactor: PercentDrivenInteractor()) }
        h.screen?.dismiss(animated: true)
        h.settle()
        #expect(!h.isPresented)
    }

    @Test func aViewThatOutlivesItsScreenIsHarmless() throws {
        let h = Harness()
        let view = try #require(h.screen?.view)
        weak let gone = h.screen
        h.screen?.dismiss(animated: true)
        h.settle()
        h.screen = nil
        #expect(gone == nil, "a dismissed screen is freed")
        let recognizer = try #require(view.gestureRecognizers.first)
        _ = recognizer.handle(MouseEvent(.press(.left), column: 40, row: 15), at: Point(x: 40, y: 15), time: 6)
        _ = recognizer.handle(MouseEvent(.drag(.left), column: 40, row: 20), at: Point(x: 40, y: 20), time: 6.1)
        recognizer.cancel()
        #expect(!h.dismissal.interactor.wantsInteractiveStart)
    }
}

/// A banner along the top that slides in from above and leaves upwards.
private final class TopBannerDelegate: TransitioningDelegate {
    final class Controller: DimmedPresentationController {
        override var dismissalEdge: Edge { .top }
        override var frameOfPresentedViewInContainerView: Rect {
            Rect(x: 0, y: 0, width: containerView?.bounds.width ?? 0, height: 8)
        }
    }

    let interactor: PercentDrivenInteractor

    init(interactor: PercentDrivenInteractor) {
        self.interactor = interactor
    }

    func presentationController(presented: ViewController, presenting: ViewController) -> PresentationController {
        Controller(presented: presented, presenting: presenting)
    }
    func animator(forPresented presented: ViewController) -> AnimatedTransitioning { SlideAnimator(direction: .present, edge: .top) }
    func animator(forDismissed dismissed: ViewController) -> AnimatedTransitioning { SlideAnimator(direction: .dismiss, edge: .top) }
    func interactionController(forDismissal animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interactor.wantsInteractiveStart ? interactor : nil
    }
}
