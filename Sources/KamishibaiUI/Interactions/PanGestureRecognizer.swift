import KamishibaiGeometry

/// A press-and-drag: begins on the first motion with the button held, reports the
/// translation from where it began and the velocity, and ends on release. A release without motion fails the pan: that press was a
/// tap, reported as `.failed` with its `location`.
public final class PanGestureRecognizer: GestureRecognizer {
    public var onChange: ((PanGestureRecognizer) -> Void)?
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
