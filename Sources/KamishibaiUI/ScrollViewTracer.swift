import KamishibaiGeometry

/// Writes a scroll view's delegate calls to the trace (its format: docs/ARCHITECTURE.md), then passes each on to the
/// delegate behind it. `didScroll` carries the offset and, after the inner delegate has
/// moved them, the parallax layers' offsets.
public final class ScrollViewTracer: ScrollViewDelegate {
    private let trace: Trace
    public weak var inner: ScrollViewDelegate?
    /// Named layer offsets to add to `scrollViewDidScroll` events.
    public var layers: () -> [(name: String, x: Double)] = { [] }

    public init(trace: Trace, inner: ScrollViewDelegate?) {
        self.trace = trace
        self.inner = inner
    }

    private static func pair(_ point: Point) -> TraceValue { .array([.number(point.x), .number(point.y)]) }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        inner?.scrollViewDidScroll(scrollView)
        guard trace.isEnabled else { return }
        let layers = TraceValue.object(layers().map { ($0.name, .number($0.x)) })
        trace.record("scrollViewDidScroll", ("offset", Self.pair(scrollView.contentOffset)), ("layers", layers))
    }

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        trace.record("scrollViewWillBeginDragging")
        inner?.scrollViewWillBeginDragging(scrollView)
    }

    public func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
        inner?.scrollViewWillEndDragging(scrollView, velocity: velocity, targetContentOffset: &targetContentOffset)
        trace.record("scrollViewWillEndDragging", ("velocity", Self.pair(velocity)), ("target", Self.pair(targetContentOffset)))
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
        trace.record("scrollViewDidEndDragging", ("willDecelerate", .bool(willDecelerate)))
        inner?.scrollViewDidEndDragging(scrollView, willDecelerate: willDecelerate)
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        trace.record("scrollViewWillBeginDecelerating")
        inner?.scrollViewWillBeginDecelerating(scrollView)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        trace.record("scrollViewDidEndDecelerating")
        inner?.scrollViewDidEndDecelerating(scrollView)
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        trace.record("scrollViewDidEndScrollingAnimation")
        inner?.scrollViewDidEndScrollingAnimation(scrollView)
    }
}
