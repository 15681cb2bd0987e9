import KamishibaiMotion
import KamishibaiPlatform
import Testing

@Suite struct DecayTests {
    /// The design's formulas, written out independently with `pow`.
    static func expectedPosition(x0: Double, v0: Double, d: Double, t: Double) -> Double {
        x0 + v0 * (pow(d, 1000 * t) - 1) / (1000 * log(d))
    }

    static func expectedVelocity(v0: Double, d: Double, t: Double) -> Double {
        v0 * pow(d, 1000 * t)
    }

    @Test(arguments: [0.0, 0.1, 1])
    func positionAndVelocityAtExactTimes(t: Double) {
        for rate in [Decay.normal, Decay.fast] {
            let decay = Decay(position: 100, velocity: 2000, rate: rate)
            let x = Self.expectedPosition(x0: 100, v0: 2000, d: rate, t: t)
            let v = Self.expectedVelocity(v0: 2000, d: rate, t: t)
            #expect(abs(decay.position(at: t) - x) <= 1e-9 * max(1, abs(x)))
            #expect(abs(decay.velocity(at: t) - v) <= 1e-9 * max(1, abs(v)))
        }
    }

    @Test func startsAtItsPositionAndVelocity() {
        let decay = Decay(position: -7, velocity: -300)
        #expect(decay.rate == Decay.normal)
        #expect(decay.position(at: 0) == -7)
        #expect(decay.position(at: -1) == -7)
        #expect(decay.velocity(at: 0) == -300)
        #expect(decay.velocity(at: -1) == -300)
    }

    @Test func restsAboutHalfASecondOfVelocityAway() {
        let decay = Decay(position: 10, velocity: 1200)
        let rest = decay.restingPosition
        #expect(abs(rest - (10 + 0.4995 * 1200)) <= 1e-3 * abs(rest))
        #expect(abs(rest - (10 - 1200 / (1000 * log(0.998)))) < 1e-9)
        #expect(abs(decay.position(at: 30) - rest) < 1e-6, "approached, not overshot")
        #expect(decay.position(at: 3) < rest, "approached from the start side")
    }

    @Test func fastRateRestsSooner() {
        let normal = Decay(position: 0, velocity: 1000, rate: Decay.normal)
        let fast = Decay(position: 0, velocity: 1000, rate: Decay.fast)
        #expect(fast.restingPosition < normal.restingPosition)
        #expect(fast.restingPosition > 0)
        #expect(fast.duration() < normal.duration())
    }

    @Test(arguments: [0.001, 0.05, 0.3, 1, 2.5])
    func velocityIsTheDerivativeOfPosition(t: Double) {
        let decay = Decay(position: 3, velocity: -850)
        let h = 1e-6
        let numeric = (decay.position(at: t + h) - decay.position(at: t - h)) / (2 * h)
        #expect(abs(numeric - decay.velocity(at: t)) <= 1e-6 * abs(decay.velocity(at: t)))
    }

    @Test(arguments: [0.5, 0.1, 3])
    func durationEndsWhereSpeedMeetsTheThreshold(threshold: Double) {
        for velocity in [400.0, -400.0] {
            let decay = Decay(position: 0, velocity: velocity)
            let duration = decay.duration(threshold: threshold)
            #expect(duration > 0)
            #expect(abs(abs(decay.velocity(at: duration)) - threshold) < 1e-6)
        }
    }

    @Test func durationIsZeroWhenAlreadySlowEnough() {
        #expect(Decay(position: 0, velocity: 0.3).duration() == 0)
        #expect(Decay(position: 0, velocity: -0.5).duration(threshold: 0.5) == 0)
    }

    @Test(arguments: [0.01, 0.25, 0.5, 0.9, 0.999])
    func timeToReachRoundTripsPosition(share: Double) throws {
        for velocity in [640.0, -640.0] {
            let decay = Decay(position: 20, velocity: velocity)
            let target = 20 + share * (decay.restingPosition - 20)
            let t = try #require(decay.time(toReach: target))
            #expect(t > 0)
            #expect(abs(decay.position(at: t) - target) < 1e-9)
        }
    }

    @Test func timeToReachIsNilWhereTheMotionNeverGoes() {
        let decay = Decay(position: 20, velocity: 640)
        #expect(decay.time(toReach: 20) == 0)
        #expect(decay.time(toReach: decay.restingPosition) == nil, "approached, never reached")
        #expect(decay.time(toReach: decay.restingPosition + 1) == nil)
        #expect(decay.time(toReach: 19) == nil, "behind the start")
        let backwards = Decay(position: 20, velocity: -640)
        #expect(backwards.time(toReach: 21) == nil)
        #expect(backwards.time(toReach: backwards.restingPosition - 1) == nil)
    }

    @Test func zeroVelocityStaysPut() {
        let decay = Decay(position: 12, velocity: 0)
        #expect(decay.position(at: 0.5) == 12)
        #expect(decay.position(at: 10) == 12)
        #expect(decay.velocity(at: 1) == 0)
        #expect(decay.restingPosition == 12)
        #expect(decay.duration() == 0)
        #expect(decay.time(toReach: 12) == 0)
        #expect(decay.time(toReach: 13) == nil)
    }
}
