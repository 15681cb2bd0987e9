import KamishibaiPlatform

/// UIKit-style exponential deceleration (its 0.998 per millisecond, docs/ARCHITECTURE.md): v(t) = v0·d^(1000t),
/// x(t) = x0 + v0·(d^(1000t) − 1)/(1000·ln d).
///
/// The rate `d` is the share of velocity kept per millisecond, so a flick glides to
/// `restingPosition`, which it approaches but never quite reaches. Everything is a pure
/// function of the time since the flick, so a scroll view can cut the decay at an edge at
/// an exact time and hand its velocity to a spring.
public struct Decay: Sendable, Equatable {
    /// `UIScrollView.DecelerationRate.normal`, per millisecond.
    public static let normal = 0.998
    /// `UIScrollView.DecelerationRate.fast`, per millisecond.
    public static let fast = 0.99

    /// x0.
    public let position: Double
    /// v0, units per second.
    public let velocity: Double
    /// d, per millisecond, in (0, 1).
    public let rate: Double

    public init(position: Double, velocity: Double, rate: Double = Decay.normal) {
        precondition(rate > 0 && rate < 1, "a deceleration rate lies strictly between 0 and 1")
        self.position = position
        self.velocity = velocity
        self.rate = rate
    }

    /// 1000·ln d: the exponent per second, negative.
    private var exponent: Double { 1000 * log(rate) }

    /// Position `t` seconds after the start; t ≤ 0 gives x0.
    public func position(at t: Double) -> Double {
        guard t > 0 else { return position }
        // d^(1000t) − 1 as expm1, exact for small t where the difference would cancel.
        return position + velocity * expm1(exponent * t) / exponent
    }

    /// Velocity `t` seconds after the start, units per second; t ≤ 0 gives v0.
    public func velocity(at t: Double) -> Double {
        guard t > 0 else { return velocity }
        return velocity * exp(exponent * t)
    }

    /// Where the motion heads as t → ∞: x0 − v0/(1000·ln d), ≈ x0 + 0.4995·v0 at the normal rate.
    public var restingPosition: Double {
        position - velocity / exponent
    }

    /// Seconds until |v| falls below `threshold` (units/s); 0 if already below. A
    /// non-positive threshold is never reached by a moving decay: +∞.
    public func duration(threshold: Double = 0.5) -> Double {
        let speed = abs(velocity)
        guard speed > threshold else { return 0 }
        return log(threshold / speed) / exponent
    }

    /// The first time the motion reaches `target` (between x0 and the resting position), or
    /// nil if it never does: beyond or at the resting position, or behind the start.
    public func time(toReach target: Double) -> Double? {
        if target == position { return 0 }
        guard velocity != 0 else { return nil }
        // d^(1000t) = 1 + q, q = (target − x0)·1000·ln d / v0, which must lie in (−1, 0].
        let q = (target - position) * exponent / velocity
        guard q > -1, q <= 0 else { return nil }
        return log1p(q) / exponent
    }
}
