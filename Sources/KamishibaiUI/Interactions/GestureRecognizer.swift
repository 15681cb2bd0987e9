import KamishibaiGeometry

/// Turns raw pointer events on a view into a gesture, as UIKit's recognisers do.
/// The window gives the recogniser of the view under a press every event of that press.
open class GestureRecognizer {
    public enum State: Sendable, Equatable {
        case possible, began, changed, ended, cancelled, failed
    }

    public internal(set) weak var view: View?
    public internal(set) var state: State = .possible
    public var isEnabled = true

    public init() {}

    /// A pointer event of the press this recogniser is tracking, in root coordinates, at `time`.
    /// Return false to let the view (and its superviews) have the event instead.
    open func handle(_ event: MouseEvent, at point: Point, time: Double) -> Bool { false }

    /// The gesture is over without an end (a resize, the view went away).
    open func cancel() {}
}
