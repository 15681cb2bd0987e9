import KamishibaiGeometry

/// Writes a scroll view's delegate calls to the trace (its format: docs/ARCHITECTURE.md), then passes each on to the
/// delegate behind it. `didScroll` carries the offset and, after the inner delegate has
/// moved them, the parallax layers' offsets.
public final class ScrollViewTracer: ScrollViewDelegate {
    private let trace: Trace
    public weak var inner: ScrollViewDelegate?
    /// Named layer offsets to add to `scrollViewDidScroll` events.
    public var layers: () -> [TraceEvent.ParallaxOffset] = { [] }

    public init(trace: Trace, inner: ScrollViewDelegate?) {
        self.trace = trace
        self.inner = inner
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        inner?.scrollViewDidScroll(scrollView)
        guard trace.isEnabled else { return }
        trace.record(.scrollViewDidScroll(offset: scrollView.contentOffset, layers: layers()))
    }

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        trace.record(.scrollViewWillBeginDragging)
        inner?.scrollViewWillBeginDragging(scrollView)
    }

    public func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
        inner?.scrollViewWillEndDragging(scrollView, velocity: velocity, targetContentOffset: &targetContentOffset)
        trace.record(.scrollViewWillEndDragging(velocity: velocity, target: targetContentOffset))
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
        trace.record(.scrollViewDidEndDragging(willDecelerate: willDecelerate))
        inner?.scrollViewDidEndDragging(scrollView, willDecelerate: willDecelerate)
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        trace.record(.scrollViewWillBeginDecelerating)
        inner?.scrollViewWillBeginDecelerating(scrollView)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        trace.record(.scrollViewDidEndDecelerating)
        inner?.scrollViewDidEndDecelerating(scrollView)
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        trace.record(.scrollViewDidEndScrollingAnimation)
        inner?.scrollViewDidEndScrollingAnimation(scrollView)
    }

    /// Passed on only: an app traces the page it shows (`pageChanged`) itself.
    public func scrollViewDidChangePage(_ scrollView: ScrollView, page: Int) {
        inner?.scrollViewDidChangePage(scrollView, page: page)
    }
}
