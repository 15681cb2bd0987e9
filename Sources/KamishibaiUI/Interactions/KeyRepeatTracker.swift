import KamishibaiTerminal

/// Turns key repeats into a held key. Where the terminal reports no key release (most do
/// not), a key counts as released when no repeat arrives in time: 600 ms before the first
/// repeat (the usual repeat delay), 150 ms once repeats have begun (`HeldKeys` waits for that
/// deadline only there). A press counts as a hold only once a repeat follows it closely
/// (`repeatsLastPress`), whatever the terminal reports.
public struct KeyRepeatTracker: Sendable {
    public static let firstRepeatDelay = 0.6
    public static let repeatGap = 0.15

    /// Two presses of one key this close together are a terminal's repeats: a person's second
    /// press comes later, a held key's repeats every 30–50 ms.
    public static let repeatInterval = 0.1

    public private(set) var isHeld = false
    private var presses = 0
    private var lastPress: (key: Key, time: Double)?

    public init() {}

    /// Whether a press of `key` at `time` repeats the one before it, so the key is held: a
    /// single press (or the first of a hold) is not.
    public mutating func repeatsLastPress(of key: Key, at time: Double) -> Bool {
        defer { lastPress = (key, time) }
        guard let lastPress, lastPress.key == key else { return false }
        return time - lastPress.time <= Self.repeatInterval
    }

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
