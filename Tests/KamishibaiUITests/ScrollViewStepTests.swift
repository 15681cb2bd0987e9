import KamishibaiGeometry
import KamishibaiTesting
import KamishibaiUI
import Testing

/// Takes the focus, so keys reach the scroll view it sits in through the responder chain.
final class FocusableView: View {
    override var canBecomeFirstResponder: Bool { true }
}

/// Notes the end calls and the page changes, in order.
final class PageRecorder: ScrollViewDelegate {
    var calls: [String] = []
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) { calls.append("didEndDragging(\(willDecelerate))") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
    func scrollViewDidChangePage(_ scrollView: ScrollView, page: Int) { calls.append("page \(page)") }
}

/// A 20×5 scroll view over 80×50 content (paged or not), with a focused view inside, on a
/// manual clock.
struct StepHarness {
    let clock = ManualClock()
    let window: Window
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
    let focus = FocusableView(frame: Rect(x: 0, y: 0, width: 1, height: 1))

    init(content: Size = Size(width: 80, height: 50), paging: Bool = false) {
        window = Window(columns: 40, rows: 10, clock: clock, trace: .disabled(clock: clock))
        window.rootView.addSubview(scrollView)
        scrollView.contentSize = content
        scrollView.isPagingEnabled = paging
        scrollView.addSubview(focus)
        window.makeFirstResponder(focus)
    }

    func key(_ key: Key, at time: Double) {
        clock.set(to: time)
        window.handle(.key(key))
    }

    func wheel(_ kind: MouseEvent.Kind, at time: Double) {
        clock.set(to: time)
        window.handle(.mouse(MouseEvent(kind, column: 5, row: 2)))
    }

    /// The offset at `time`, after a frame there.
    func offset(at time: Double) -> Point {
        clock.set(to: time)
        window.advance()
        return scrollView.contentOffset
    }
}

@Suite struct ScrollRectToVisibleTests {
    @Test func aRectBelowComesToTheBottomEdge() {
        let h = StepHarness()
        h.scrollView.scrollRectToVisible(Rect(x: 2, y: 10, width: 3, height: 2), animated: false)
        #expect(h.scrollView.contentOffset == Point(x: 0, y: 7))
    }

    @Test func aRectAboveAndLeftComesToThoseEdges() {
        let h = StepHarness()
        h.scrollView.contentOffset = Point(x: 30, y: 20)
        h.scrollView.scrollRectToVisible(Rect(x: 25, y: 12, width: 4, height: 1), animated: false)
        #expect(h.scrollView.contentOffset == Point(x: 25, y: 12))
    }

    @Test func aRectInViewMovesNothing() {
        let h = StepHarness()
        h.scrollView.contentOffset = Point(x: 10, y: 10)
        h.scrollView.scrollRectToVisible(Rect(x: 12, y: 11, width: 5, height: 3), animated: true)
        #expect(!h.scrollView.isScrollingAnimation)
        #expect(h.scrollView.contentOffset == Point(x: 10, y: 10))
    }

    @Test func aRectLargerThanTheViewShowsItsTopLeft() {
        let h = StepHarness()
        h.scrollView.scrollRectToVisible(Rect(x: 30, y: 20, width: 25, height: 8), animated: false)
        #expect(h.scrollView.contentOffset == Point(x: 30, y: 20))
    }

    @Test func theOffsetStaysWithinTheContent() {
        let h = StepHarness()
        h.scrollView.scrollRectToVisible(Rect(x: 78, y: 48, width: 10, height: 10), animated: false)
        #expect(h.scrollView.contentOffset == Point(x: 60, y: 45))
    }

    @Test func animatedItEasesThere() {
        let h = StepHarness()
        h.clock.set(to: 1)
        h.scrollView.scrollRectToVisible(Rect(x: 0, y: 20, width: 1, height: 5), animated: true)
        #expect(abs(h.offset(at: 1.15).y - 10) < 1e-9, "half way at half time, ease-in-out")
        #expect(h.offset(at: 1.3) == Point(x: 0, y: 20))
        #expect(!h.scrollView.isScrollingAnimation)
    }
}

@Suite struct ScrollViewPageChangeTests {
    private func paged() -> (ScrollHarness, PageRecorder) {
        let h = ScrollHarness(paging: true)
        let recorder = PageRecorder()
        h.scrollView.delegate = recorder
        return (h, recorder)
    }

    @Test func aSnapToTheNextPageReportsItWhenItEnds() {
        let (h, recorder) = paged()
        h.drag(from: 17, to: 5, step: 0.1, rest: 0.2)
        #expect(recorder.calls == ["didEndDragging(true)"], "not while it snaps")
        h.settle()
        #expect(recorder.calls == ["didEndDragging(true)", "didEndDecelerating", "page 2"])
    }

    @Test func aDragLeftOnAPageReportsItAtOnce() {
        let (h, recorder) = paged()
        h.scrollView.contentOffset = Point(x: 1, y: 0)
        h.drag(from: 19, to: 0, step: 0.1, rest: 0.2)
        #expect(h.scrollView.contentOffset.x == 20)
        #expect(recorder.calls == ["didEndDragging(false)", "page 2"])
    }

    @Test func aSnapBackToTheSamePageReportsNothing() {
        let (h, recorder) = paged()
        h.drag(from: 15, to: 7, step: 0.1, rest: 0.2)
        h.settle()
        #expect(recorder.calls == ["didEndDragging(true)", "didEndDecelerating"])
    }

    @Test func anAnimationReportsThePageAtItsEnd() {
        let (h, recorder) = paged()
        h.clock.set(to: 1)
        h.scrollView.setContentOffset(Point(x: 40, y: 0), animated: true)
        h.clock.set(to: 1.29)
        h.window.advance()
        #expect(recorder.calls.isEmpty)
        h.clock.set(to: 1.3)
        h.window.advance()
        #expect(recorder.calls == ["didEndScrollingAnimation", "page 3"])
    }

    @Test func withoutPagingNoPageIsReported() {
        let h = ScrollHarness()
        let recorder = PageRecorder()
        h.scrollView.delegate = recorder
        h.scrollView.contentOffset = Point(x: 1, y: 0)
        h.drag(from: 19, to: 0, step: 0.1, rest: 0.2)
        #expect(h.scrollView.currentPage == 2)
        #expect(recorder.calls == ["didEndDragging(false)"])
    }
}

@Suite struct ScrollViewWheelTests {
    @Test func aHorizontalNotchScrollsThreeColumnsAnimated() {
        let h = StepHarness()
        h.wheel(.scrollRight, at: 1)
        #expect(abs(h.offset(at: 1.15).x - 1.5) < 1e-9)
        #expect(h.offset(at: 1.3) == Point(x: 3, y: 0))
        h.wheel(.scrollLeft, at: 2)
        #expect(h.offset(at: 2.3) == Point(x: 0, y: 0))
    }

    @Test func horizontalNotchesAddUpWhileItMoves() {
        let h = StepHarness()
        h.wheel(.scrollRight, at: 1)
        h.wheel(.scrollRight, at: 1.1)
        #expect(h.scrollView.targetContentOffset == Point(x: 6, y: 0))
        #expect(h.offset(at: 1.4) == Point(x: 6, y: 0))
    }

    @Test func aVerticalNotchKeepsAHorizontalMotionsTarget() {
        let h = StepHarness()
        h.wheel(.scrollRight, at: 1)
        h.wheel(.scrollDown, at: 1.1)
        #expect(h.offset(at: 1.4) == Point(x: 3, y: 3))
    }

    @Test func shiftTurnsTheVerticalWheelAcross() {
        let h = StepHarness()
        var down = MouseEvent(.scrollDown, column: 5, row: 2)
        down.isShiftDown = true
        h.clock.set(to: 1)
        h.window.handle(.mouse(down))
        #expect(h.offset(at: 1.3) == Point(x: 3, y: 0))
        var up = MouseEvent(.scrollUp, column: 5, row: 2)
        up.isShiftDown = true
        h.clock.set(to: 2)
        h.window.handle(.mouse(up))
        h.clock.set(to: 2.1)
        h.window.handle(.mouse(down))
        h.window.handle(.mouse(down))
        #expect(h.offset(at: 2.4) == Point(x: 6, y: 0))
    }

    @Test func aHorizontalNotchStopsAtTheEdge() {
        let h = StepHarness()
        h.scrollView.contentOffset = Point(x: 59, y: 0)
        h.wheel(.scrollRight, at: 1)
        #expect(h.offset(at: 1.3) == Point(x: 60, y: 0))
    }

    @Test func contentNoWiderThanTheViewLeavesTheHorizontalWheelToOthers() {
        let h = StepHarness(content: Size(width: 20, height: 50))
        #expect(!h.scrollView.mouseEvent(MouseEvent(.scrollRight, column: 5, row: 2), at: Point(x: 5, y: 2)))
        #expect(h.scrollView.mouseEvent(MouseEvent(.scrollDown, column: 5, row: 2), at: Point(x: 5, y: 2)))
    }
}

@Suite struct ScrollViewKeyboardTests {
    @Test(arguments: [
        (Key.down, Point(x: 10, y: 11)), (.up, Point(x: 10, y: 9)), (.right, Point(x: 11, y: 10)), (.left, Point(x: 9, y: 10)),
        (.pageDown, Point(x: 10, y: 14)), (.pageUp, Point(x: 10, y: 6)), (.home, Point(x: 10, y: 0)), (.end, Point(x: 10, y: 45)),
    ])
    func keysScrollAnimated(key: Key, target: Point) {
        let h = StepHarness()
        h.scrollView.contentOffset = Point(x: 10, y: 10)
        h.key(key, at: 1)
        #expect(h.scrollView.isScrollingAnimation)
        let halfWay = h.offset(at: 1.15)
        #expect(abs(halfWay.x - (10 + target.x) / 2) < 1e-9 && abs(halfWay.y - (10 + target.y) / 2) < 1e-9)
        #expect(h.offset(at: 1.3) == target)
    }

    @Test func pressesAddUpWhileItMoves() {
        let h = StepHarness()
        h.key(.pageDown, at: 1)
        h.key(.pageDown, at: 1.1)
        h.key(.down, at: 1.2)
        #expect(h.offset(at: 1.5) == Point(x: 0, y: 9))
    }

    @Test func theFirstResponderItselfScrolls() {
        final class FocusableScrollView: ScrollView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let clock = ManualClock()
        let window = Window(columns: 40, rows: 10, clock: clock, trace: .disabled(clock: clock))
        let scrollView = FocusableScrollView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
        scrollView.contentSize = Size(width: 20, height: 50)
        window.rootView.addSubview(scrollView)
        window.makeFirstResponder(scrollView)
        clock.set(to: 1)
        window.handle(.key(.end))
        clock.set(to: 1.3)
        window.advance()
        #expect(scrollView.contentOffset == Point(x: 0, y: 45))
    }

    @Test func anAxisThatCannotScrollLeavesItsKeysToOthers() {
        let h = StepHarness(content: Size(width: 20, height: 50))
        #expect(!h.scrollView.keyDown(.left))
        #expect(!h.scrollView.keyDown(.right))
        #expect(h.scrollView.keyDown(.down))
        #expect(!h.scrollView.keyDown(.character("a")))
    }

    @Test func homeAndEndGoAcrossWhenOnlyThatAxisScrolls() {
        let h = StepHarness(content: Size(width: 80, height: 5))
        h.key(.end, at: 1)
        #expect(h.offset(at: 1.3) == Point(x: 60, y: 0))
        #expect(!h.scrollView.keyDown(.pageDown))
    }

    @Test func atTheEdgeAKeyIsTakenButMovesNothing() {
        let h = StepHarness()
        #expect(h.scrollView.keyDown(.up))
        #expect(h.scrollView.keyDown(.home))
        #expect(!h.scrollView.isScrollingAnimation)
        h.scrollView.contentOffset = Point(x: 0, y: 45)
        #expect(h.scrollView.keyDown(.end))
        #expect(h.scrollView.keyDown(.pageDown))
        #expect(!h.scrollView.isScrollingAnimation)
    }

    @Test func scrollingOffLeavesKeysToOthers() {
        let h = StepHarness()
        h.scrollView.isScrollEnabled = false
        #expect(!h.scrollView.keyDown(.down))
    }
}
