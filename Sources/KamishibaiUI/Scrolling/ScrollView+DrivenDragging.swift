import KamishibaiGeometry
import KamishibaiMotion

/// A drag that another gesture drives: a sheet handing one drag between itself and its
/// content.
extension ScrollView {
    /// Starts a drag that another gesture drives — a sheet handing one drag between itself
    /// and its content. Then `drag(to:)` as the pointer moves, and `endDragging(velocity:)`.
    public func beginDragging() {
        state = .dragging(start: contentOffset)
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// Where the drag has taken the content before any resistance; past an edge the rubber
    /// band resists.
    public func drag(to raw: Point) {
        guard case .dragging(let start) = state else { return }
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        func axis(_ raw: Double, _ start: Double, _ lower: Double, _ upper: Double, _ bounce: Bool, _ dimension: Double) -> Double {
            if upper <= lower, !bounce { return start }
            return bounce
                ? RubberBand.clamp(raw, to: lower...upper, dimension: dimension)
                : min(max(raw, lower), upper)
        }
        moveContent(
            to: Point(
                x: axis(raw.x, start.x, minimum.x, maximum.x, bouncesHorizontally, frame.width),
                y: axis(raw.y, start.y, minimum.y, maximum.y, bouncesVertically, frame.height)))
    }

    /// Ends a drag: the content decelerates, bounces back or snaps as after its own drag.
    /// `velocity` is the content offset's, in cells per second.
    public func endDragging(velocity: Point) {
        guard case .dragging(let start) = state else { return }
        release(velocity: velocity, dragStart: start)
    }
}
