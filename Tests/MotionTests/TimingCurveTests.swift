import Motion
import Testing

@Suite struct TimingCurveTests {
    @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInOut])
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

    @Test(arguments: [TimingCurve.easeIn, .easeOut, .easeInOut, .cubicBezier(x1: 0.3, y1: 1.4, x2: 0.7, y2: -0.4)])
    func curvesAreContinuous(curve: TimingCurve) {
        var previous = curve.value(at: 0)
        for step in 1...1000 {
            let value = curve.value(at: Double(step) / 1000)
            #expect(abs(value - previous) < 0.01)
            previous = value
        }
    }
}
