import KamishibaiMotion
import Testing

@Suite struct TimingCurveTests {
    @Test(arguments: [
        TimingCurve.linear, .easeIn, .easeOut, .easeInOut,
        .spring(dampingRatio: 0.1), .spring(dampingRatio: 0.5), .spring(dampingRatio: 1), .spring(dampingRatio: 3),
    ])
    func endsAreExactAndInputIsClamped(curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
    }

    @Test func linearIsIdentity() {
        #expect(TimingCurve.linear.value(at: 0.37) == 0.37)
    }

    @Test func easeInOutIsSymmetricAndHalfwayAtHalfTime() {
        let c = TimingCurve.easeInOut
        #expect(abs(c.value(at: 0.5) - 0.5) < 1e-9)
        #expect(abs(c.value(at: 0.2) + c.value(at: 0.8) - 1) < 1e-9)
    }

    /// Reference values of the cubic Béziers (0.42, 0, 1, 1) and (0, 0, 0.58, 1) at t = 0.5.
    @Test func namedCurvesMatchTheirBeziers() {
        #expect(abs(TimingCurve.easeIn.value(at: 0.5) - 0.3153568) < 1e-6)
        #expect(abs(TimingCurve.easeOut.value(at: 0.5) - 0.6846432) < 1e-6)
    }

    @Test(arguments: [
        TimingCurve.easeIn, .easeOut, .easeInOut, .cubicBezier(x1: 0.3, y1: 1.4, x2: 0.7, y2: -0.4),
        .spring(dampingRatio: 0.5), .spring(dampingRatio: 1), .spring(dampingRatio: 2),
    ])
    func curvesAreContinuous(curve: TimingCurve) {
        var previous = curve.value(at: 0)
        for step in 1...1000 {
            let value = curve.value(at: Double(step) / 1000)
            #expect(abs(value - previous) < 0.01)
            previous = value
        }
    }

    /// The spring of "UIViewControllerカスタムトランジションを理解する 1": ζ = 0.5 overshoots by about e^(−πζ/√(1−ζ²)) ≈ 16 % a quarter of
    /// the way in, then settles.
    @Test func underdampedSpringOvershootsAndSettles() {
        let curve = TimingCurve.spring(dampingRatio: 0.5)
        let samples = (0...1000).map { curve.value(at: Double($0) / 1000) }
        let peak = samples.max()!
        #expect(abs(peak - 1.163) < 0.005)
        #expect(abs(Double(samples.firstIndex(of: peak)!) / 1000 - 0.263) < 0.005)
        #expect(samples[900...].allSatisfy { abs($0 - 1) < 0.003 })
    }

    @Test(arguments: [1.0, 2.0])
    func criticalAndOverdampedSpringsRiseWithoutOvershoot(dampingRatio: Double) {
        let curve = TimingCurve.spring(dampingRatio: dampingRatio)
        var previous = 0.0
        for step in 1...1000 {
            let value = curve.value(at: Double(step) / 1000)
            #expect(value <= 1 && value >= previous)
            previous = value
        }
        #expect(curve.value(at: 0.9) > 0.99)
    }

    /// The last thousandth is folded in, so nothing jumps at either end.
    @Test(arguments: [0.1, 0.5, 1.0, 4.0])
    func springMeetsItsEndsWithoutAJump(dampingRatio: Double) {
        let curve = TimingCurve.spring(dampingRatio: dampingRatio)
        #expect(abs(curve.value(at: 1 - 1e-9) - 1) < 1e-6)
        #expect(abs(curve.value(at: 1e-9)) < 1e-6)
    }
}
