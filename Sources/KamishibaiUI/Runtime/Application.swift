import KamishibaiCanvas

/// When the run loop should next wake up without input.
public enum Wake: Equatable, Sendable {
    /// Not until input arrives.
    case idle
    /// Something animates: at the next frame.
    case nextFrame
    /// A deadline (a key-release timeout, say), in clock seconds.
    case at(Double)
}

/// What the run loop drives.
public protocol Application: AnyObject {
    var isFinished: Bool { get }
    func handle(_ event: InputEvent)
    /// Moves animations and timers to the clock's present.
    func advance()
    func render(into canvas: inout Canvas)
    func nextWake() -> Wake
    /// The terminal turned out to take bytes more slowly (draw less detail), or faster.
    func linkSpeedDidChange(_ speed: LinkSpeed)
    /// The terminal answered the start-up probe, or did not (`Terminal.features`); later only
    /// its cell size changes.
    func terminalFeaturesDidChange(_ features: TerminalFeatures)
}

extension Application {
    public func linkSpeedDidChange(_ speed: LinkSpeed) {}
    public func terminalFeaturesDidChange(_ features: TerminalFeatures) {}
}
