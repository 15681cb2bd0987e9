/// Whether the run loop may draw a frame now (`Terminal.frameGate()`): a terminal paced by its
/// own answers holds frames back while earlier ones are still on their way.
public enum FrameGate: Equatable, Sendable {
    case open
    /// Hold frames until the terminal answers or, at the latest, `until` (clock seconds).
    case closed(until: Double)
}
