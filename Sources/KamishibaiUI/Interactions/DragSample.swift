import KamishibaiGeometry

/// One moment of a drag that a `DragTracker` reports: by the pointer or by a held key.
public struct DragSample: Sendable {
    /// What drives a drag.
    public enum Source: Sendable {
        /// The pointer, pressed and moved (to the pixel where the terminal reports pixels).
        case pointer
        /// A key held down, each press and repeat a step.
        case key
    }

    /// What drives the drag: the pointer or a held key.
    public var source: Source
    /// From where the drag began: the pointer's movement, or the sum of the key's steps.
    public var translation: Point
    /// The pointer's, in cells per second; zero for a key, whose release is a pause.
    public var velocity = Point.zero
    /// Where the pointer was pressed (root coordinates); nil for a key.
    public var start: Point?

    /// A sample of `source`, `translation` from where the drag began.
    public init(source: Source, translation: Point, velocity: Point = .zero, start: Point? = nil) {
        self.source = source
        self.translation = translation
        self.velocity = velocity
        self.start = start
    }
}
