import KamishibaiGeometry

/// A scroll view that shares a dismissal's drag (`DismissalInteraction.scrollView`), seen
/// along the drag's axis: its `position` is how far its content is from its start, measured
/// so that a drag towards the edge brings it back to 0 — from the top for a sheet leaving
/// downwards, from the bottom for one leaving upwards.
struct SharedContent {
    let scrollView: ScrollView
    /// The edge the screen leaves by.
    let edge: Edge

    var position: Double {
        let offset = edge.isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        return leavesForwards ? offset : range - offset
    }

    /// How far the content can scroll along the axis.
    var range: Double {
        edge.isHorizontal ? scrollView.maximumContentOffset.x : scrollView.maximumContentOffset.y
    }

    /// Drags the content to `position` (with its resistance past its ends).
    func scroll(to position: Double) {
        let offset = leavesForwards ? position : range - position
        let current = scrollView.contentOffset
        scrollView.drag(to: edge.isHorizontal ? Point(x: offset, y: current.y) : Point(x: current.x, y: offset))
    }

    /// Whether `point` (root coordinates) is on the content, shown.
    func contains(_ point: Point) -> Bool {
        scrollView.isVisible && scrollView.frameInRoot.contains(point)
    }

    /// Whether the edge lies towards growing coordinates (down or right).
    private var leavesForwards: Bool { edge == .bottom || edge == .right }
}
