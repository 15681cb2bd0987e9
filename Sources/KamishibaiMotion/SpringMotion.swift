import KamishibaiPlatform

/// A spring moving a value from `from` toward `to` starting with `velocity`, in closed form for
/// under-, critically and over-damped springs, evaluated at any t.
///
/// Closed form rather than integration, so a frame at any time is exact and cheap, and a
/// test can check a value at an exact time. Velocities are the exact derivatives, so a motion
/// can be interrupted and its velocity handed on without a jolt.
public struct SpringMotion: Sendable, Equatable {
    public let spring: Spring
    public let from: Double
    public let to: Double
    public let velocity: Double

    public init(spring: Spring, from: Double, to: Double, velocity: Double) {
        self.spring = spring
        self.from = from
        self.to = to
        self.velocity = velocity
    }

    /// Position `t` seconds after the start; t ≤ 0 gives `from`.
    public func position(at t: Double) -> Double {
        guard t > 0 else { return from }
        return to + solution.displacement(at: t)
    }

    /// Velocity `t` seconds after the start, the exact derivative of `position(at:)`;
    /// t ≤ 0 gives `velocity`.
    public func velocity(at t: Double) -> Double {
        guard t > 0 else { return velocity }
        return solution.velocity(at: t)
    }

    /// Whether position is within `tolerance` of `to` and |velocity| below `velocityTolerance` at t.
    public func isSettled(at t: Double, tolerance: Double = 0.01, velocityTolerance: Double = 0.5) -> Bool {
        abs(position(at: t) - to) <= tolerance && abs(velocity(at: t)) < velocityTolerance
    }

    /// The longest a settling search looks, in seconds: a spring that has not settled by then
    /// (an undamped one never does) reports this.
    static let settlingCap = 60.0

    /// The first time (to within 1 ms) after which the motion stays settled.
    ///
    /// Steps forward 1 ms at a time, remembering the last unsettled sample, until the decaying
    /// envelope of the motion proves it can never leave the tolerances again (so a brief pass
    /// through them at a zero crossing does not count); then bisects the step after that last
    /// unsettled sample. Capped at 60 s. 0 if the motion starts settled and stays so.
    public func settlingTime(tolerance: Double = 0.01, velocityTolerance: Double = 0.5) -> Double {
        let step = 0.001
        let cap = Self.settlingCap
        let solution = solution
        var lastUnsettled: Double?
        var proven = false
        var index = 0
        while true {
            let t = Double(index) * step
            if t > cap { break }
            if !isSettled(at: t, tolerance: tolerance, velocityTolerance: velocityTolerance) {
                lastUnsettled = t
            } else if let bound = solution.envelope(from: t),
                bound.displacement <= tolerance, bound.velocity < velocityTolerance
            {
                proven = true
                break
            }
            index += 1
        }
        guard let last = lastUnsettled else { return 0 }
        if !proven, last + step > cap { return cap }
        var low = last, high = last + step
        for _ in 0..<30 {
            let mid = (low + high) / 2
            if isSettled(at: mid, tolerance: tolerance, velocityTolerance: velocityTolerance) {
                high = mid
            } else {
                low = mid
            }
        }
        return high
    }

    private var solution: Solution {
        Solution(spring: spring, displacement: from - to, velocity: velocity)
    }
}

/// The displacement u = x − to as a function of time, in the form for its regime.
private enum Solution {
    /// u = e^(−βt)(a·cos ωt + b·sin ωt).
    case underdamped(beta: Double, omega: Double, a: Double, b: Double)
    /// u = (a + b·t)·e^(−ωt).
    case critical(omega: Double, a: Double, b: Double)
    /// u = a·e^(r1·t) + b·e^(r2·t), r2 < r1 ≤ 0.
    case overdamped(r1: Double, r2: Double, a: Double, b: Double)

    init(spring: Spring, displacement u0: Double, velocity v0: Double) {
        let beta = spring.damping / (2 * spring.mass)
        let omega0 = (spring.stiffness / spring.mass).squareRoot()
        let zeta = spring.dampingRatio
        if abs(zeta - 1) < 1e-9 {
            self = .critical(omega: omega0, a: u0, b: v0 + omega0 * u0)
        } else if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            self = .underdamped(beta: beta, omega: omegaD, a: u0, b: (v0 + beta * u0) / omegaD)
        } else {
            let root = omega0 * (zeta * zeta - 1).squareRoot()
            let r2 = -beta - root
            // r1·r2 = ω0², which keeps the slow root's digits when β ≫ ω0.
            let r1 = omega0 * omega0 / r2
            let a = (v0 - r2 * u0) / (r1 - r2)
            self = .overdamped(r1: r1, r2: r2, a: a, b: u0 - a)
        }
    }

    func displacement(at t: Double) -> Double {
        switch self {
        case let .underdamped(beta, omega, a, b):
            return exp(-beta * t) * (a * cos(omega * t) + b * sin(omega * t))
        case let .critical(omega, a, b):
            return (a + b * t) * exp(-omega * t)
        case let .overdamped(r1, r2, a, b):
            return a * exp(r1 * t) + b * exp(r2 * t)
        }
    }

    func velocity(at t: Double) -> Double {
        switch self {
        case let .underdamped(beta, omega, a, b):
            let p = b * omega - beta * a, q = -a * omega - beta * b
            return exp(-beta * t) * (p * cos(omega * t) + q * sin(omega * t))
        case let .critical(omega, a, b):
            return (b - omega * (a + b * t)) * exp(-omega * t)
        case let .overdamped(r1, r2, a, b):
            return r1 * a * exp(r1 * t) + r2 * b * exp(r2 * t)
        }
    }

    /// Bounds on |u| and |u'| that hold at every time from `t` on, or nil where the bounds
    /// this regime has are not yet non-increasing.
    func envelope(from t: Double) -> (displacement: Double, velocity: Double)? {
        switch self {
        case let .underdamped(beta, omega, a, b):
            let decay = exp(-beta * t)
            let p = b * omega - beta * a, q = -a * omega - beta * b
            return ((a * a + b * b).squareRoot() * decay, (p * p + q * q).squareRoot() * decay)
        case let .critical(omega, a, b):
            // (|a| + |b|·t)·e^(−ωt) only falls for t ≥ 1/ω − |a|/|b|; 1/ω is always late enough.
            // The velocity bound falls everywhere.
            guard t >= 1 / omega else { return nil }
            let decay = exp(-omega * t)
            return ((abs(a) + abs(b) * t) * decay, (abs(b) + omega * (abs(a) + abs(b) * t)) * decay)
        case let .overdamped(r1, r2, a, b):
            let slow = exp(r1 * t), fast = exp(r2 * t)
            return (abs(a) * slow + abs(b) * fast, abs(r1 * a) * slow + abs(r2 * b) * fast)
        }
    }
}
