import KamishibaiGeometry

/// What a scroll view is doing: at rest, dragged, or moving on its own after a drag or for an
/// animated `setContentOffset`. UIKit's `isDragging`, `isDecelerating` and the rest are read
/// from it.
enum ScrollViewState {
    case idle
    /// Under a drag that began with the content at `start`.
    case dragging(start: Point)
    /// After a drag: decaying, bouncing back from an edge or snapping to a page.
    case decelerating(ScrollMotion)
    /// An animated `setContentOffset`.
    case scrollingAnimated(ScrollMotion)

    /// The motion the content follows on its own, if any.
    var motion: ScrollMotion? {
        switch self {
        case .idle, .dragging: nil
        case .decelerating(let motion), .scrollingAnimated(let motion): motion
        }
    }

    /// The same state with its motion moved on (at rest or dragged, it has none).
    func with(_ motion: ScrollMotion) -> ScrollViewState {
        switch self {
        case .idle, .dragging: self
        case .decelerating: .decelerating(motion)
        case .scrollingAnimated: .scrollingAnimated(motion)
        }
    }
}

/// How the content moves on its own, axis by axis: an axis without a motion stays where it is.
/// Each motion is a pure function of the animation time since its `start` (a moment on the
/// window's clock), which the window's animation driver hands out, scaled by
/// `--slow-animations`.
struct ScrollMotion {
    struct Axis {
        var motion: ScrollAxisMotion
        var start: Double
        /// Animation seconds between `start` and this motion's own start: a bounce that took
        /// over from a deceleration where it met an edge begins this much later.
        var delay: Double = 0

        /// The motion's own time, by `animations`.
        func time(in animations: Animations) -> Double { animations.elapsedTime(since: start) - delay }
    }

    var x: Axis?
    var y: Axis?

    /// Both axes at rest.
    var isOver: Bool { x == nil && y == nil }

    /// Where it ends: `current` on an axis that does not move.
    func end(from current: Point) -> Point {
        Point(x: x?.motion.end ?? current.x, y: y?.motion.end ?? current.y)
    }

    /// The content's velocity now, in cells per second of animation time.
    func velocity(in animations: Animations) -> Point {
        func axis(_ axis: Axis?) -> Double { axis.map { $0.motion.velocity(at: $0.time(in: animations)) } ?? 0 }
        return Point(x: axis(x), y: axis(y))
    }
}
