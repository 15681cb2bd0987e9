/// Maps linear time `t ∈ [0, 1]` to progress, as CSS and UIKit do with cubic Bézier curves
/// through (0, 0) and (1, 1), or with a spring squeezed into the same unit of time.
public enum TimingCurve: Hashable, Sendable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// The two control points of a cubic Bézier, x values in [0, 1].
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A unit spring released from rest, stiff enough to have settled by `t = 1`, so it fits
    /// any duration (UIKit's `usingSpringWithDamping:`). Below a damping ratio of 1 it
    /// overshoots past 1 and swings back — the spring presentation uses 0.5 over 0.5 s.
    /// The ratio must be positive: an undamped spring never settles.
    case spring(dampingRatio: Double)

    /// The control points UIKit documents for its named curves; nil for those that are not
    /// Béziers.
    var controlPoints: (Double, Double, Double, Double)? {
        switch self {
        case .linear, .spring: return nil
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInOut: return (0.42, 0, 0.58, 1)
        case let .cubicBezier(x1, y1, x2, y2): return (x1, y1, x2, y2)
        }
    }

    /// Progress at linear time `t`; `t` is clamped to [0, 1] and the ends are exact.
    public func value(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        guard t > 0, t < 1 else { return t }
        if case let .spring(dampingRatio) = self { return Self.spring(dampingRatio, at: t) }
        guard let (x1, y1, x2, y2) = controlPoints else { return t }
        let s = Self.solve(x: t, x1: x1, x2: x2)
        return Self.bezier(s, y1, y2)
    }

    /// How fast the spring's slowest motion decays: its envelope e^(−λt) is down to 0.001
    /// (λ = ln 1000) at t = 1.
    static let springDecayRate = 6.907_755_278_982_137

    /// The spring's position, plus `t` times what is left of the way at t = 1: that remainder
    /// (under 1 % at ζ = 1, about 0.1 % otherwise) is folded in linearly, so the curve reaches
    /// exactly 1 at t = 1 without a jump. The natural frequency ω is chosen for the decay rate:
    /// ζω for an under- or critically damped spring, ω(ζ − √(ζ² − 1)) for the slow root of an
    /// overdamped one.
    static func spring(_ dampingRatio: Double, at t: Double) -> Double {
        precondition(dampingRatio > 0, "a spring curve needs damping to settle")
        let zeta = dampingRatio
        let omega = zeta < 1 ? springDecayRate / zeta : springDecayRate * (zeta + (zeta * zeta - 1).squareRoot())
        let motion = SpringMotion(
            spring: Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega), from: 0, to: 1, velocity: 0)
        return motion.position(at: t) + t * (1 - motion.position(at: 1))
    }

    /// One coordinate of the curve at parameter `s`.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The parameter whose x is `x`: Newton's method, with bisection where the slope is flat.
    static func solve(x: Double, x1: Double, x2: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            let slope = bezierSlope(s, x1, x2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            let value = bezier(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
