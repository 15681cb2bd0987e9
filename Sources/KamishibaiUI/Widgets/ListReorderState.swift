import KamishibaiGeometry
import KamishibaiMotion

/// Where a list's drag to reorder is (``ListReorder``).
enum ListReorderState {
    /// Nothing lifted, no press timing.
    case idle
    /// A press on a row that can move, timing the hold that lifts it.
    case holding(row: Int, timer: Timers.Token)
    /// A press on a row's reorder control: the drag's first movement lifts the row.
    case onControl(row: Int)
    /// A row lifted, above the others, following the pointer or the arrows.
    case lifted(ListLift)
    /// Dropped (at its new index) or sent back (at its own): the row settles into its place.
    case settling(row: Int, slide: ListSlide)
}

/// A lifted row: where it came from, where it would land, and what moves it.
struct ListLift {
    /// Its index when it was lifted; the others keep theirs until the drop.
    let row: Int
    /// The drop index: where it lands if dropped now, in the list's order after the move.
    var target: Int
    var position: Position

    /// What moves the lifted row.
    enum Position {
        /// The pointer holds it `grab` lines below the row's top, and was last at `pointer`
        /// (window coordinates): it stays under the pointer as the list scrolls.
        case pointer(grab: Double, at: Point)
        /// The arrows move it: its offset from its own place, sliding to the target's.
        case keys(ListSlide)
    }
}

/// A displacement in lines gliding from `from` to `to`, eased out over `duration` seconds of
/// animation time from `start` (a moment on the window's clock).
struct ListSlide {
    var from: Double
    var to: Double
    var start: Double
    var duration: Double

    /// Where it is now: `to` once the time is up (at once at `--slow-animations 0`).
    func value(in animations: Animations?) -> Double {
        guard let animations, duration > 0 else { return to }
        let t = animations.elapsedTime(since: start) / duration
        guard t < 1 else { return to }
        return from + (to - from) * TimingCurve.easeOut.value(at: max(0, t))
    }

    func isOver(in animations: Animations?) -> Bool {
        guard let animations else { return true }
        return animations.elapsedTime(since: start) >= duration
    }
}
