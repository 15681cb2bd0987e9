import KamishibaiGeometry
import KamishibaiUI
import Testing

/// With paging on, the keys turn pages: ←/→ across, ↑/↓ down, PgUp/PgDn down or, when only
/// the content's width scrolls, across; animated as `setContentOffset`, within the edges, and
/// the page change told as after a drag. A 20×5 view: a page is 20 columns across, 5 rows down.
@Suite struct ScrollViewPagingKeyTests {
    /// Four pages side by side, nothing to scroll down, a recorder as delegate.
    private func tour() -> (StepHarness, PageRecorder) {
        let h = StepHarness(content: Size(width: 80, height: 5), paging: true)
        let recorder = PageRecorder()
        h.scrollView.delegate = recorder
        return (h, recorder)
    }

    @Test func rightAndLeftTurnAPageAnimatedAndTellIt() {
        let (h, recorder) = tour()
        h.key(.right, at: 1)
        #expect(h.scrollView.isScrollingAnimation && h.scrollView.targetContentOffset == Point(x: 20, y: 0))
        #expect(abs(h.offset(at: 1.15).x - 10) < 1e-9, "half way at half time, ease-in-out")
        #expect(recorder.calls.isEmpty)
        #expect(h.offset(at: 1.3) == Point(x: 20, y: 0))
        #expect(recorder.calls == ["didEndScrollingAnimation", "page 2"] && h.scrollView.currentPage == 2)
        h.key(.left, at: 2)
        #expect(h.offset(at: 2.5) == Point(x: 0, y: 0))
        #expect(recorder.calls == ["didEndScrollingAnimation", "page 2", "didEndScrollingAnimation", "page 1"])
    }

    @Test func pressesAddUpAndStopAtTheLastPage() {
        let (h, recorder) = tour()
        for time in [1, 1.05, 1.1, 1.15, 1.2] { h.key(.right, at: time) }
        #expect(h.scrollView.targetContentOffset == Point(x: 60, y: 0), "three pages on; the fourth and fifth press meet the edge")
        #expect(h.offset(at: 1.5) == Point(x: 60, y: 0))
        #expect(recorder.calls == ["didEndScrollingAnimation", "page 4"], "one page change, where it comes to rest")
        #expect(h.scrollView.keyDown(.right) && !h.scrollView.isScrollingAnimation, "taken at the edge, moving nothing")
    }

    @Test func aKeyFromBetweenPagesGoesToTheNeighboursOfTheCurrentPage() {
        let (h, _) = tour()
        h.scrollView.contentOffset = Point(x: 27, y: 0)
        #expect(h.scrollView.currentPage == 2)
        h.key(.right, at: 1)
        #expect(h.scrollView.targetContentOffset == Point(x: 40, y: 0))
        h.scrollView.contentOffset = Point(x: 27, y: 0)
        h.key(.left, at: 2)
        #expect(h.scrollView.targetContentOffset == Point(x: 0, y: 0))
    }

    @Test func pageUpAndPageDownTurnPagesAcrossWhenOnlyTheWidthScrolls() {
        let (h, recorder) = tour()
        h.key(.pageDown, at: 1)
        #expect(h.offset(at: 1.3) == Point(x: 20, y: 0))
        h.key(.pageUp, at: 2)
        #expect(h.offset(at: 2.5) == Point(x: 0, y: 0))
        #expect(recorder.calls == ["didEndScrollingAnimation", "page 2", "didEndScrollingAnimation", "page 1"])
        #expect(!h.scrollView.keyDown(.down), "nothing to scroll down: ↓ goes on")
    }

    @Test func downTheKeysTurnPagesOfTheViewsHeight() {
        let h = StepHarness(paging: true)
        h.key(.down, at: 1)
        #expect(h.offset(at: 1.3) == Point(x: 0, y: 5))
        h.key(.pageDown, at: 2)
        #expect(h.offset(at: 2.5) == Point(x: 0, y: 10), "a whole page: no row of context kept")
        h.key(.right, at: 3)
        h.key(.up, at: 3.1)
        #expect(h.offset(at: 3.5) == Point(x: 20, y: 5))
        h.key(.end, at: 4)
        #expect(h.offset(at: 4.5) == Point(x: 20, y: 45), "Home and End go to the edges, as without paging")
    }

    @Test func pagingTurnedOffStepsByACellAgain() {
        let (h, _) = tour()
        h.scrollView.isPagingEnabled = false
        h.key(.right, at: 1)
        #expect(h.offset(at: 1.3) == Point(x: 1, y: 0))
        #expect(!h.scrollView.keyDown(.pageDown), "PgDn only scrolls down")
    }
}
