/// A source of time in seconds. Every animation and physics formula reads time from one of
/// these, so a test can drive it with a `ManualClock` and check exact values at exact times.
public protocol TimeSource: AnyObject {
    /// Seconds since the clock's own origin; never goes backwards.
    var now: Double { get }
}

/// Real time, monotonic, zero at creation.
public final class MonotonicClock: TimeSource {
    private let origin = ContinuousClock.now

    public init() {}

    public var now: Double {
        let elapsed = origin.duration(to: ContinuousClock.now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }
}

/// Time that moves only when told to: the clock of tests and of the headless terminal.
public final class ManualClock: TimeSource {
    public private(set) var now: Double

    public init(now: Double = 0) {
        self.now = now
    }

    public func advance(by seconds: Double) {
        precondition(seconds >= 0, "a clock never goes backwards")
        now += seconds
    }

    public func set(to time: Double) {
        precondition(time >= now, "a clock never goes backwards")
        now = time
    }
}
