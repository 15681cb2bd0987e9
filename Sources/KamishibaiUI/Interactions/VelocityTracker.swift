import KamishibaiGeometry

/// Estimates pointer velocity from recent samples: the displacement over the last ~100 ms,
/// so one late or bunched-up event does not make a flick out of a slow drag or the reverse.
public struct VelocityTracker {
    private var samples: [(time: Double, point: Point)] = []
    public static let window = 0.1
    public static let minimumSpan = 0.03

    public init() {}

    public mutating func reset() { samples.removeAll() }

    public mutating func add(_ point: Point, at time: Double) {
        samples.append((time, point))
        samples.removeAll { time - $0.time > Self.window * 2 }
    }

    /// Cells per second; zero when the pointer has rested longer than the window.
    public func velocity(at time: Double) -> Point {
        guard let last = samples.last, time - last.time <= Self.window else { return .zero }
        let first = samples.first { last.time - $0.time <= Self.window } ?? last
        let dt = last.time - first.time
        // Reports bunched into one read span no time: no velocity can be known from them.
        guard dt >= Self.minimumSpan else { return .zero }
        return Point(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
    }
}
