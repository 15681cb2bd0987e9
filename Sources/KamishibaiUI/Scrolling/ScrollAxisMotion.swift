import KamishibaiMotion

/// How one axis of a scroll view moves on its own, as a pure function of the time since it
/// started: a deceleration, a spring (bounce back, page snap), or an eased animation
/// (`setContentOffset(animated: true)`).
enum ScrollAxisMotion: Equatable {
    case decay(Decay)
    case spring(SpringMotion)
    case eased(from: Double, to: Double, duration: Double, curve: TimingCurve)

    func position(at t: Double) -> Double {
        switch self {
        case .decay(let decay): decay.position(at: t)
        case .spring(let spring): spring.position(at: t)
        case let .eased(from, to, duration, curve):
            from + (to - from) * curve.value(at: duration > 0 ? t / duration : 1)
        }
    }

    func velocity(at t: Double) -> Double {
        switch self {
        case .decay(let decay): return decay.velocity(at: t)
        case .spring(let spring): return spring.velocity(at: t)
        case let .eased(from, to, duration, curve):
            guard duration > 0, t < duration else { return 0 }
            let dt = 1e-4
            return (to - from) * (curve.value(at: (t + dt) / duration) - curve.value(at: t / duration)) / dt
        }
    }

    /// When the motion is over: the point where the content comes to rest.
    var duration: Double {
        switch self {
        case .decay(let decay): decay.duration(threshold: ScrollView.restingSpeed)
        case .spring(let spring): spring.settlingTime(tolerance: 0.01, velocityTolerance: ScrollView.restingSpeed)
        case .eased(_, _, let duration, _): duration
        }
    }

    /// Where it ends.
    var end: Double {
        switch self {
        case .decay(let decay): decay.restingPosition
        case .spring(let spring): spring.to
        case .eased(_, let to, _, _): to
        }
    }
}
