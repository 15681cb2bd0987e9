import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTesting
import KamishibaiUI
import Testing

/// Records delegate calls in order; `didScroll` runs are collapsed into one entry.
final class RecordingScrollDelegate: ScrollViewDelegate {
    var calls: [String] = []
    var scrolls = 0
    var retarget: ((Point) -> Point)?
    var velocity: Point?

    private func note(_ call: String) {
        if call == "didScroll", calls.last == "didScroll" { return }
        calls.append(call)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        scrolls += 1
        note("didScroll")
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { note("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
        self.velocity = velocity
        if let retarget { targetContentOffset = retarget(targetContentOffset) }
        note("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) { note("didEndDragging(\(willDecelerate))") }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { note("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { note("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { note("didEndScrollingAnimation") }
}

/// A 20×5 scroll view at the window's origin, driven by pointer events at exact times.
struct ScrollHarness {
    let clock = ManualClock()
    let window: Window
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
    let delegate = RecordingScrollDelegate()

    init(contentWidth: Double = 80, contentHeight: Double = 5, paging: Bool = false) {
        window = Window(columns: 40, rows: 10, clock: clock, trace: .disabled(clock: clock))
        window.rootView.addSubview(scrollView)
        scrollView.contentSize = Size(width: contentWidth, height: contentHeight)
        scrollView.isPagingEnabled = paging
        scrollView.delegate = delegate
    }

    /// Each event at its time, with no frame before it.
    func play(_ script: [InputScript.Timed]) {
        for (time, event) in script {
            clock.set(to: time)
            window.handle(event)
        }
    }

    func mouse(_ kind: MouseEvent.Kind, _ column: Int, at time: Double, row: Int = 2) {
        play([InputScript.mouse(kind, column: column, row: row, at: time)])
    }

    /// Drags horizontally from `from` to `to`, one column per `step` seconds, then releases
    /// after `rest` seconds of stillness (0: released on the move). Returns the release time.
    @discardableResult
    func drag(from: Int, to: Int, start: Double = 1, step: Double = 0.02, rest: Double = 0) -> Double {
        let script = InputScript.drag(from: CellPoint(x: from, y: 2), to: CellPoint(x: to, y: 2), start: start, step: step, rest: rest)
        play(script)
        return script.last?.time ?? start
    }

    /// Frames at 60 fps until nothing moves (at most 10 s), `eachFrame` after each.
    func settle(eachFrame: () -> Void = {}) {
        for _ in 0..<600 where window.animations.isActive {
            clock.advance(by: 1.0 / 60)
            window.advance()
            eachFrame()
        }
    }
}

@Suite struct ScrollViewDelegateOrderTests {
    @Test func aDragReleasedAtRestDoesNotDecelerate() {
        let h = ScrollHarness()
        h.drag(from: 15, to: 12, step: 0.1, rest: 0.2)
        h.settle()
        #expect(h.delegate.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(h.scrollView.contentOffset.x == 3)
    }

    @Test func aFlickDecelerates() {
        let h = ScrollHarness()
        h.drag(from: 15, to: 10, step: 0.02)
        h.settle()
        #expect(
            h.delegate.calls == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
        // The samples of the last 100 ms: columns 14 → 10 from 1.02 s to 1.10 s, 50 cells/s
        // (the press at 1.0 s lies just outside the window).
        #expect(abs(h.delegate.velocity!.x - 50) < 1e-6)
        let rest = Decay(position: 5, velocity: 50).restingPosition
        #expect(abs(h.scrollView.contentOffset.x - rest) < 0.01)
    }

    @Test func animatedSetContentOffsetSendsOnlyDidScrollAndTheEnd() {
        let h = ScrollHarness()
        h.scrollView.setContentOffset(Point(x: 20, y: 0), animated: true)
        #expect(h.scrollView.isScrollingAnimation)
        h.clock.advance(by: 0.15)
        h.window.advance()
        #expect(abs(h.scrollView.contentOffset.x - 10) < 1e-9, "half way at half time, ease-in-out")
        h.settle()
        #expect(h.delegate.calls == ["didScroll", "didEndScrollingAnimation"])
        #expect(h.scrollView.contentOffset.x == 20)
    }

    /// Found by a storm (seed 11): an animated move to where the content already is, during an
    /// animation, stopped the motion but left the view "animating" with nothing driving it.
    @Test func animatingToWhereTheContentIsEndsTheRunningAnimation() {
        let h = ScrollHarness()
        h.scrollView.setContentOffset(Point(x: 20, y: 0), animated: true)
        h.clock.advance(by: 0.15)
        h.window.advance()
        h.scrollView.setContentOffset(h.scrollView.contentOffset, animated: true)
        #expect(!h.scrollView.isScrollingAnimation)
        #expect(h.scrollView.stateDescription == "at rest")
        h.settle()
        #expect(h.scrollView.contentOffset.x == 10)
        #expect(!h.window.animations.isActive)
    }

    /// The pointer holds the content: an animated move under a drag goes there at once, the
    /// drag goes on, and its release ends it as any drag (the view was once left "animating"
    /// with nothing driving it, and ended a deceleration as an animation).
    @Test func anAnimatedMoveUnderADragJumpsAndTheDragGoesOn() {
        let h = ScrollHarness()
        h.mouse(.press(.left), 15, at: 1)
        h.mouse(.drag(.left), 14, at: 1.1)
        h.scrollView.setContentOffset(Point(x: 20, y: 0), animated: true)
        #expect(h.scrollView.contentOffset.x == 20 && h.scrollView.isDragging && !h.scrollView.isScrollingAnimation)
        h.mouse(.drag(.left), 13, at: 1.2)
        #expect(h.scrollView.contentOffset.x == 2, "the drag decides: two columns from where it began")
        h.mouse(.release(.left), 13, at: 1.5)
        h.settle()
        #expect(h.delegate.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(h.scrollView.stateDescription == "at rest" && !h.window.animations.isActive)
    }

    @Test func plainSetContentOffsetSendsOneDidScroll() {
        let h = ScrollHarness()
        h.scrollView.setContentOffset(Point(x: 20, y: 0), animated: false)
        h.settle()
        #expect(h.delegate.calls == ["didScroll"])
        #expect(h.delegate.scrolls == 1)
    }

    @Test func theDelegateCanChangeTheTarget() {
        let h = ScrollHarness()
        h.delegate.retarget = { _ in Point(x: 7, y: 0) }
        h.drag(from: 15, to: 10, step: 0.02)
        h.settle()
        #expect(abs(h.scrollView.contentOffset.x - 7) < 0.011)
        #expect(h.delegate.calls.last == "didEndDecelerating")
    }
}

@Suite struct ScrollViewPagingTests {
    /// A slow drag released at rest: less than half a page (8 of 20 columns) returns, more
    /// (12) goes on to the next page.
    @Test(arguments: [(15, 7, 0.0, 1), (17, 5, 20.0, 2)])
    func aSlowDragTurnsThePageOnlyPastHalf(from: Int, to: Int, offset: Double, page: Int) {
        let h = ScrollHarness(paging: true)
        h.drag(from: from, to: to, step: 0.1, rest: 0.2)
        h.settle()
        #expect(h.scrollView.contentOffset.x == offset)
        #expect(h.scrollView.currentPage == page)
    }

    @Test func aFlickGoesToTheNextPageEvenWhenShort() {
        let h = ScrollHarness(paging: true)
        h.drag(from: 15, to: 12, step: 0.02)
        h.settle()
        #expect(h.scrollView.contentOffset.x == 20)
        let back = ScrollHarness(paging: true)
        back.scrollView.contentOffset = Point(x: 20, y: 0)
        back.drag(from: 5, to: 8, step: 0.02)
        back.settle()
        #expect(back.scrollView.contentOffset.x == 0)
    }

    @Test func neverMoreThanOnePageFromWhereTheDragBegan() {
        let h = ScrollHarness(paging: true)
        h.drag(from: 19, to: 1, step: 0.005)
        h.settle()
        #expect(h.scrollView.contentOffset.x == 20)
    }

    @Test(arguments: [(0.0, 1), (9.9, 1), (10.0, 2), (29.9, 2), (30.0, 3), (60.0, 4)])
    func currentPageFlipsHalfWay(offset: Double, page: Int) {
        let h = ScrollHarness(paging: true)
        h.scrollView.contentOffset = Point(x: offset, y: 0)
        #expect(h.scrollView.currentPage == page)
    }

    @Test func aResizeKeepsThePage() {
        let h = ScrollHarness(contentWidth: 80, paging: true)
        h.scrollView.contentOffset = Point(x: 40, y: 0)
        h.scrollView.frame = Rect(x: 0, y: 0, width: 30, height: 5)
        h.scrollView.contentSize = Size(width: 120, height: 5)
        h.window.rootView.layoutIfNeeded()
        #expect(h.scrollView.contentOffset.x == 60)
        #expect(h.scrollView.currentPage == 3)
    }
}

@Suite struct ScrollViewBounceTests {
    @Test func dragPastTheStartIsResistedByTheRubberBand() {
        let h = ScrollHarness()
        h.mouse(.press(.left), 5, at: 1)
        h.mouse(.drag(.left), 15, at: 1.5)
        let expected = -RubberBand.offset(10, dimension: 20)
        #expect(abs(h.scrollView.contentOffset.x - expected) < 1e-9)
        #expect(h.scrollView.contentOffset.x > -10, "less than the drag")
        h.mouse(.release(.left), 15, at: 2)
        h.settle()
        #expect(h.scrollView.contentOffset.x == 0, "springs back to the edge")
        #expect(h.delegate.calls.suffix(3) == ["willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    /// A flick from 55 towards the end (60) until nothing moves; the furthest offset on the way.
    func furthestFlickingToTheEnd(_ h: ScrollHarness) -> Double {
        h.scrollView.contentOffset = Point(x: 55, y: 0)
        var furthest = 0.0
        h.drag(from: 18, to: 12, step: 0.01)
        h.settle { furthest = max(furthest, h.scrollView.contentOffset.x) }
        return furthest
    }

    @Test func aDecelerationThatMeetsTheEdgeBouncesBack() {
        let h = ScrollHarness()
        #expect(furthestFlickingToTheEnd(h) > 60, "carried past the end")
        #expect(h.scrollView.contentOffset.x == 60, "and back to it")
    }

    @Test func withoutBounceItStopsAtTheEdge() {
        let h = ScrollHarness()
        h.scrollView.bounces = false
        #expect(furthestFlickingToTheEnd(h) == 60)
        #expect(h.scrollView.contentOffset.x == 60)
    }

    /// UIKit's rule: bounces off → never; on → when the content is larger, or alwaysBounce is set.
    @Test(arguments: [
        (false, false, false, false), (false, false, true, false), (false, true, false, false), (false, true, true, false),
        (true, false, false, false), (true, false, true, true), (true, true, false, true), (true, true, true, true),
    ])
    func bounceTable(bounces: Bool, always: Bool, larger: Bool, expected: Bool) {
        let h = ScrollHarness(contentWidth: larger ? 80 : 10)
        h.scrollView.bounces = bounces
        h.scrollView.alwaysBounceHorizontal = always
        #expect(h.scrollView.bouncesHorizontally == expected)
        // And a drag past the start shows it: negative offset only when it bounces.
        h.mouse(.press(.left), 5, at: 1)
        h.mouse(.drag(.left), 10, at: 1.2)
        #expect((h.scrollView.contentOffset.x < 0) == expected)
    }

    @Test func verticalSettingsDoNotAffectTheHorizontalAxis() {
        let h = ScrollHarness(contentWidth: 10)
        h.scrollView.alwaysBounceVertical = true
        #expect(!h.scrollView.bouncesHorizontally)
        #expect(h.scrollView.bouncesVertically)
    }
}
