import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// `keyboardDismissMode` and the input bar, on a 40×12 window: a scroll view on rows 0–8 with
/// 30 rows of content, and a 3-row input bar on rows 9–11 holding a text field, at exact times.
@Suite struct KeyboardDismissModeTests {
    final class Harness: WindowHarness {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 40, height: 9))
        let field = TextField(name: "query")
        let bar: InputBar
        private final class Lines { var all: [String] = [] }
        private let lines = Lines()
        var focusEvents: [Bool] {
            lines.all.compactMap(decodedTraceLine).compactMap { if case .focus(_, let focused, _) = $0.event { focused } else { nil } }
        }

        init(mode: KeyboardDismissMode) {
            let clock = ManualClock()
            let trace = Trace(clock: clock) { [lines] in lines.all.append($0) }
            let content = View()
            content.addSubview(field)
            bar = InputBar(content: content)
            super.init(clock: clock, window: Window(columns: 40, rows: 12, clock: clock, trace: trace), lead: .everyFrame)
            bar.frame = Rect(x: 0, y: 9, width: 40, height: 3)
            field.frame = Rect(x: 1, y: 1, width: 20, height: 1)
            scrollView.contentSize = Size(width: 40, height: 30)
            scrollView.keyboardDismissMode = mode
            window.rootView.addSubview(scrollView)
            window.rootView.addSubview(bar)
            window.inputBar = bar
            window.rootView.layoutIfNeeded()
        }

        func mouse(_ kind: MouseEvent.Kind, row: Int, at time: Double) { mouse(time, kind, 10, row) }

        /// Steps through the bar's 0.25 s ease out begun at `start`: half way in time it has
        /// gone easeOut(0.5) of the way from `from`, and at the end it is at `to`.
        func expectBarEases(
            from: Double, to: Double, startingAt start: Double, _ comment: Comment? = nil,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            advance(to: start + 0.125)
            let halfWay = from + (to - from) * TimingCurve.easeOut.value(at: 0.5)
            #expect(abs(bar.revealedHeight - halfWay) < 1e-9, comment, sourceLocation: sourceLocation)
            advance(to: start + 0.25)
            #expect(bar.revealedHeight == to, comment, sourceLocation: sourceLocation)
        }

        /// Focuses the field at t = 0 and lets the bar rise.
        func focusAndRise() {
            field.becomeFirstResponder()
            advance(to: 0.3)
        }

        /// With the bar up, a press on row 5 at 1 s and a move a row down every 0.02 s to
        /// `row`, held there.
        func focusAndDrag(downTo row: Int) {
            focusAndRise()
            play(InputScript.drag(from: CellPoint(x: 10, y: 5), to: CellPoint(x: 10, y: row), start: 1, step: 0.02, rest: nil))
        }
    }

    @Test func theBarRisesWithTheFocusAndSinksWithoutIt() {
        let h = Harness(mode: .none)
        #expect(h.bar.revealedHeight == 0 && h.bar.panel.isHidden)
        h.field.becomeFirstResponder()
        h.expectBarEases(from: 0, to: 3, startingAt: 0)
        #expect(!h.window.animations.isActive)
        h.field.resignFirstResponder()
        h.advance(to: 0.5)
        #expect(h.bar.revealedHeight == 0 && h.bar.panel.isHidden)
    }

    @Test func noneLeavesTheFocusAndTheBarUnderADrag() {
        let h = Harness(mode: .none)
        h.focusAndRise()
        h.play(InputScript.drag(from: CellPoint(x: 10, y: 3), to: CellPoint(x: 10, y: 11), start: 1, step: 0.02, rest: nil))
        #expect(h.bar.revealedHeight == 3 && h.field.isFirstResponder)
        h.mouse(.release(.left), row: 11, at: 1.3)
        #expect(h.field.isFirstResponder && h.focusEvents == [true])
    }

    @Test func onDragResignsTheFocusWhenADragBegins() {
        let h = Harness(mode: .onDrag)
        h.focusAndRise()
        h.mouse(.press(.left), row: 3, at: 1)
        #expect(h.field.isFirstResponder, "a press is not a drag")
        h.mouse(.drag(.left), row: 4, at: 1.02)
        #expect(!h.field.isFirstResponder && h.focusEvents == [true, false])
        h.mouse(.release(.left), row: 4, at: 1.04)
        h.advance(to: 1.02 + 0.25)
        #expect(h.bar.revealedHeight == 0)
    }

    @Test func interactivePushesTheBarWithThePointerAndBringsItBackBeforeHalf() {
        let h = Harness(mode: .interactive)
        h.focusAndRise()
        h.mouse(.press(.left), row: 5, at: 1)
        h.mouse(.drag(.left), row: 7, at: 1.02)
        h.mouse(.drag(.left), row: 8, at: 1.04)
        #expect(h.bar.revealedHeight == 3 && !h.bar.isTracking, "above the bar: untouched")
        h.mouse(.drag(.left), row: 9, at: 1.06)
        #expect(h.bar.revealedHeight == 2 && h.bar.isTracking, "on its top row: pushed one row down")
        h.mouse(.drag(.left), row: 8, at: 1.08)
        #expect(h.bar.revealedHeight == 3, "back up with the pointer")
        h.mouse(.drag(.left), row: 9, at: 1.1)
        h.mouse(.release(.left), row: 9, at: 1.3)
        #expect(h.field.isFirstResponder, "one row of three hidden: less than half")
        h.expectBarEases(from: 2, to: 3, startingAt: 1.3)
        #expect(h.focusEvents == [true])
    }

    @Test func interactiveDismissesPastHalf() {
        let h = Harness(mode: .interactive)
        h.focusAndDrag(downTo: 10)
        #expect(h.bar.revealedHeight == 1)
        h.mouse(.release(.left), row: 10, at: 1.3)
        #expect(!h.field.isFirstResponder && h.focusEvents == [true, false])
        h.expectBarEases(from: 1, to: 0, startingAt: 1.3, "sinks from where it was let go")
    }

    @Test func aCancelledDragBringsTheBarBack() {
        let h = Harness(mode: .interactive)
        h.focusAndDrag(downTo: 11)
        #expect(h.bar.revealedHeight == 0)
        h.window.handle(.resize(columns: 40, rows: 12))
        #expect(h.field.isFirstResponder, "a cancelled drag is no decision")
        h.advance(to: 1.5)
        #expect(h.bar.revealedHeight == 3)
    }

    @Test func aPresentationTakesTheFocusFromTheScreenBelow() {
        let h = Harness(mode: .none)
        h.focusAndRise()
        h.window.rootViewController.present(ViewController(name: "modal"), animated: false)
        #expect(!h.field.isFirstResponder && h.focusEvents == [true, false])
    }

    @Test func theContentInsetLetsTheContentScrollClearOfTheBar() {
        let h = Harness(mode: .none)
        #expect(h.scrollView.maximumContentOffset.y == 21)
        h.scrollView.contentOffset = Point(x: 0, y: 21)
        h.scrollView.contentInset.bottom = 3
        #expect(h.scrollView.maximumContentOffset.y == 24 && h.scrollView.contentOffset.y == 21)
        h.scrollView.contentInset.bottom = 0
        h.advance(to: 1)
        #expect(h.scrollView.contentOffset.y == 21, "brought back inside, animated")
        h.scrollView.contentInset.top = 2
        #expect(h.scrollView.minimumContentOffset.y == -2)
    }
}
