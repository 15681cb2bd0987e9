import KamishibaiMotion
import KamishibaiPlatform
import Testing

@Suite struct SpringMotionTests {
    /// Under-damped, critically damped (through the 1e-9 tolerance: ζ from a response is not
    /// exactly 1 in floating point) and over-damped.
    static let springs = [
        Spring(response: 0.4, dampingRatio: 0.5),
        Spring(response: 0.4, dampingRatio: 1),
        Spring(response: 0.4, dampingRatio: 2.5),
    ]

    @Test(arguments: springs)
    func startsAtFromWithTheGivenVelocity(spring: Spring) {
        let motion = SpringMotion(spring: spring, from: 3, to: -7, velocity: 25)
        #expect(motion.position(at: 0) == 3)
        #expect(motion.position(at: -1) == 3)
        #expect(motion.velocity(at: 0) == 25)
        let h = 1e-7
        let forward = (motion.position(at: h) - motion.position(at: 0)) / h
        #expect(abs(forward - 25) < 1e-3)
        #expect(abs(motion.velocity(at: 1e-9) - 25) < 1e-4, "the closed form starts where the start says")
    }

    @Test(arguments: springs)
    func velocityIsTheDerivativeOfPosition(spring: Spring) {
        let motion = SpringMotion(spring: spring, from: 3, to: -7, velocity: 25)
        let h = 1e-6
        for t in [0.01, 0.07, 0.2, 0.45, 1.3] {
            let numeric = (motion.position(at: t + h) - motion.position(at: t - h)) / (2 * h)
            #expect(abs(numeric - motion.velocity(at: t)) < 1e-5)
        }
    }

    @Test(arguments: springs)
    func convergesToTarget(spring: Spring) {
        let motion = SpringMotion(spring: spring, from: 3, to: -7, velocity: 25)
        #expect(abs(motion.position(at: 20) - -7) < 1e-9)
        #expect(abs(motion.velocity(at: 20)) < 1e-9)
    }

    @Test func underDampedOvershoots() {
        let motion = SpringMotion(spring: Spring(response: 0.4, dampingRatio: 0.5), from: 0, to: 100, velocity: 0)
        let peak = (1...2000).map { motion.position(at: Double($0) * 0.001) }.max()!
        #expect(peak > 100)
    }

    @Test(arguments: [(0.0, 100.0), (100.0, 0.0)])
    func criticalWithoutInitialVelocityNeverOvershoots(from: Double, to: Double) {
        let motion = SpringMotion(spring: .snap, from: from, to: to, velocity: 0)
        var previous = from
        for step in 1...5000 {
            let x = motion.position(at: Double(step) * 0.001)
            #expect(abs(x - to) <= abs(previous - to), "monotonic approach")
            #expect((x - to) * (from - to) >= 0, "never past the target")
            previous = x
        }
    }

    @Test func exactCriticalValues() {
        let motion = SpringMotion(spring: .critical(stiffness: 100), from: 10, to: 0, velocity: 0)
        // (u0 + (v0 + ω0·u0)·t)·e^(−ω0·t) = (10 + 100·0.1)·e^(−1), its derivative −100·e^(−1).
        #expect(abs(motion.position(at: 0.1) - 20 / M_E) < 1e-12)
        #expect(abs(motion.velocity(at: 0.1) - -100 / M_E) < 1e-12)
    }

    @Test func exactUnderDampedValue() {
        // m 1, k 100, c 10: β 5, ωd √75.
        let motion = SpringMotion(spring: Spring(stiffness: 100, damping: 10), from: 1, to: 0, velocity: 0)
        let omegaD = 75.0.squareRoot()
        let expected = exp(-1) * (cos(omegaD * 0.2) + 5 / omegaD * sin(omegaD * 0.2))
        #expect(abs(motion.position(at: 0.2) - expected) < 1e-12)
    }

    @Test func exactOverDampedValue() {
        // m 1, k 100, c 50: β 25, roots −25 ± √525; A + B = 1, r1·A + r2·B = 4.
        let motion = SpringMotion(spring: Spring(stiffness: 100, damping: 50), from: 1, to: 0, velocity: 4)
        let r1 = -25 + 525.0.squareRoot(), r2 = -25 - 525.0.squareRoot()
        let a = (4 - r2) / (r1 - r2), b = 1 - a
        #expect(abs(motion.position(at: 0.3) - (a * exp(r1 * 0.3) + b * exp(r2 * 0.3))) < 1e-12)
        #expect(abs(motion.velocity(at: 0.3) - (r1 * a * exp(r1 * 0.3) + r2 * b * exp(r2 * 0.3))) < 1e-12)
    }

    @Test(arguments: springs)
    func settlingTimeIsWhereItSettlesForGood(spring: Spring) {
        let motion = SpringMotion(spring: spring, from: 0, to: 40, velocity: -60)
        let settled = motion.settlingTime()
        #expect(settled > 0.005)
        #expect(motion.isSettled(at: settled))
        #expect(!motion.isSettled(at: settled - 0.005))
        for step in 0...5000 {
            #expect(motion.isSettled(at: settled + Double(step) * 0.001))
        }
    }

    @Test func settlingIgnoresABriefPassThroughTheTolerances() {
        // Lightly damped, so the amplitude lingers above the position tolerance while each zero
        // crossing is slow enough to count as settled for a moment.
        let motion = SpringMotion(spring: Spring(stiffness: 4, damping: 0.4), from: 0.2, to: 0, velocity: 0)
        let early = (1...20_000).map { Double($0) * 0.001 }.first { motion.isSettled(at: $0) }!
        let settled = motion.settlingTime()
        #expect(settled > early + 1)
        #expect(motion.isSettled(at: settled))
        #expect(!motion.isSettled(at: settled - 0.005))
        for step in 0...10_000 {
            #expect(motion.isSettled(at: settled + Double(step) * 0.001))
        }
    }

    @Test func settlingTimeIsZeroWhenStartingSettled() {
        #expect(SpringMotion(spring: .snap, from: 5, to: 5, velocity: 0).settlingTime() == 0)
        #expect(SpringMotion(spring: .snap, from: 5.004, to: 5, velocity: 0.1).settlingTime() == 0)
    }

    @Test func customTolerancesSettleLater() {
        let motion = SpringMotion(spring: .snap, from: 0, to: 40, velocity: 0)
        let loose = motion.settlingTime(tolerance: 0.5, velocityTolerance: 5)
        let tight = motion.settlingTime(tolerance: 0.001, velocityTolerance: 0.01)
        #expect(loose < motion.settlingTime())
        #expect(tight > motion.settlingTime())
        #expect(motion.isSettled(at: tight, tolerance: 0.001, velocityTolerance: 0.01))
    }

    @Test func anUndampedSpringStopsSearchingAtTheCap() {
        let motion = SpringMotion(spring: Spring(stiffness: 100, damping: 0), from: 1, to: 0, velocity: 0)
        #expect(motion.settlingTime() == 60)
    }
}
