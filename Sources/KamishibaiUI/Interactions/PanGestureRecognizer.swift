import KamishibaiGeometry

/// A press-and-drag: begins on the first motion with the button held (or once it has gone
/// ``minimumDistance``), reports the translation from where it began and the velocity, and
/// ends on release. A release before it began fails the pan: that press was a tap, reported as
/// `.failed` with its `location`.
public final class PanGestureRecognizer: GestureRecognizer {
    public var onChange: ((PanGestureRecognizer) -> Void)?
    /// How far the pointer must go from the press before the pan begins, in rows on screen (a
    /// column counting as half a row); 0, the default, begins at the first motion. Where the
    /// pointer is reported to the pixel, a wobble of a pixel or two then decides nothing: the
    /// drag's direction is read once it has gone this far (SwiftUI's `DragGesture` name; UIKit
    /// keeps a fixed slop of its own). A ``ListView`` sets half a row, so that its rows' swipes
    /// and lifts and its scrolling tell one another apart by where the pointer really goes.
    public var minimumDistance = 0.0
    /// Asked with each press (root coordinates): false leaves the press to the views and
    /// gestures behind (a pan from the screen's edge only, say).
    public var shouldReceivePress: ((Point) -> Bool)?
    public private(set) var velocity: Point = .zero
    private var origin: Point = .zero
    private var current: Point = .zero
    private var tracker = VelocityTracker()

    public init(onChange: ((PanGestureRecognizer) -> Void)? = nil) {
        self.onChange = onChange
        super.init()
    }

    public var translation: Point { current - origin }

    /// Where the pointer is, in root coordinates.
    public var location: Point { current }

    public override func handle(_ event: MouseEvent, at point: Point, time: Double) -> Bool {
        switch event.kind {
        case .press(.left):
            if let shouldReceivePress, !shouldReceivePress(point) { return false }
            state = .possible
            origin = point
            current = point
            velocity = .zero
            tracker.reset()
            tracker.add(point, at: time)
            return true
        case .drag(.left):
            current = point
            tracker.add(point, at: time)
            velocity = tracker.velocity(at: time)
            if state == .possible, !hasGoneMinimumDistance { return true }
            state = (state == .possible) ? .began : .changed
            onChange?(self)
            return true
        case .release(.left):
            current = point
            tracker.add(point, at: time)
            velocity = tracker.velocity(at: time)
            guard state == .began || state == .changed else {
                state = .failed
                onChange?(self)
                return true
            }
            state = .ended
            onChange?(self)
            return true
        default:
            return false
        }
    }

    /// Whether the pointer is ``minimumDistance`` or more from the press, on screen.
    private var hasGoneMinimumDistance: Bool {
        let moved = translation
        let x = moved.x / 2, y = moved.y
        return (x * x + y * y).squareRoot() >= minimumDistance && moved != .zero
    }

    /// A drag under way reports `.cancelled`; a press that has not moved is cancelled without a
    /// report (nothing began), so that what waits on it (a held press lifting a list's row)
    /// knows the press is over.
    public override func cancel() {
        if state == .possible { state = .cancelled }
        guard state == .began || state == .changed else { return }
        state = .cancelled
        onChange?(self)
    }
}
