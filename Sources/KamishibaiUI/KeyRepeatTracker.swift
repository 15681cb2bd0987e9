/// Turns key repeats into a held key. Terminals report no key release, so a key counts as
/// released when no repeat arrives in time: 600 ms before the first repeat (the usual repeat
/// delay), 150 ms once repeats have begun.
public struct KeyRepeatTracker: Sendable {
    public static let firstRepeatDelay = 0.6
    public static let repeatGap = 0.15

    public private(set) var isHeld = false
    private var presses = 0

    public init() {}

    /// A press or repeat at `time`; returns when the key counts as released if nothing follows.
    public mutating func press(at time: Double) -> Double {
        isHeld = true
        presses += 1
        return time + (presses == 1 ? Self.firstRepeatDelay : Self.repeatGap)
    }

    public mutating func release() {
        isHeld = false
        presses = 0
    }
}
