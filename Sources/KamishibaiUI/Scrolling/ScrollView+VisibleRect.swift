import KamishibaiGeometry

extension ScrollView {
    /// Scrolls the least that shows `rect` (in content coordinates) whole, as UIKit's: an edge
    /// out of view comes to the view's nearer edge; a rect larger than the view shows its top
    /// left. The offset stays within the edges; nothing moves when the rect is in view.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let current = targetContentOffset
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        func axis(_ offset: Double, _ low: Double, _ high: Double, _ visible: Double, _ lower: Double, _ upper: Double) -> Double {
            var offset = offset
            if high > offset + visible { offset = high - visible }
            if low < offset { offset = low }
            return min(max(offset, lower), upper)
        }
        let target = Point(
            x: axis(current.x, rect.minX, rect.maxX, frame.width, minimum.x, maximum.x),
            y: axis(current.y, rect.minY, rect.maxY, frame.height, minimum.y, maximum.y))
        guard target != current else { return }
        setContentOffset(target, animated: animated)
    }
}
