import Kamishibai

/// How fast the closed-form physics evaluates: every moving scroll-view axis costs one
/// evaluation per frame, so this is the budget's other side.
enum PhysicsBenchmark {
    static func run(evaluations: Int = 2_000_000) -> String {
        let decay = Decay(position: 0, velocity: 120)
        let bounce = SpringMotion(spring: .snap, from: -12, to: 0, velocity: 40)
        let wobble = SpringMotion(spring: Spring(response: 0.5, dampingRatio: 0.5), from: 0, to: 10, velocity: 0)
        var lines: [String] = []
        for (name, evaluate) in [
            ("decay", { (t: Double) in decay.position(at: t) + decay.velocity(at: t) }),
            ("critically damped spring", { (t: Double) in bounce.position(at: t) + bounce.velocity(at: t) }),
            ("under-damped spring", { (t: Double) in wobble.position(at: t) + wobble.velocity(at: t) }),
        ] as [(String, (Double) -> Double)] {
            var sink = 0.0
            let start = ContinuousClock.now
            for i in 0..<evaluations { sink += evaluate(Double(i % 1000) / 1000) }
            let elapsed = start.duration(to: ContinuousClock.now).components
            let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
            let perSecond = Int(Double(evaluations) / seconds)
            lines.append("\(name.padding(30))\(perSecond) steps/s (position and velocity)\(sink.isNaN ? " NaN" : "")")
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
