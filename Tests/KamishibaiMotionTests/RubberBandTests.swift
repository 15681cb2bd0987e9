import KamishibaiMotion
import Testing

@Suite struct RubberBandTests {
    @Test func matchesTheDesignCheckValues() {
        #expect(abs(RubberBand.offset(100, dimension: 960) - 52.02) <= 0.005)
        #expect(abs(RubberBand.offset(400, dimension: 960) - 178.98) <= 0.005)
    }

    @Test func noOvershootNoGive() {
        #expect(RubberBand.offset(0, dimension: 960) == 0)
        #expect(RubberBand.offset(50, dimension: 0) == 0, "no viewport, no give")
    }

    @Test(arguments: [0.001, 1, 37.5, 100, 400, 5000])
    func negativeOvershootIsSymmetric(overshoot: Double) {
        #expect(RubberBand.offset(-overshoot, dimension: 960) == -RubberBand.offset(overshoot, dimension: 960))
    }

    @Test func monotonicAndAlwaysLessThanTheOvershootAndTheDimension() {
        let dimension = 40.0
        var previous = 0.0
        for step in 1...20_000 {
            let x = Double(step) * 0.05
            let b = RubberBand.offset(x, dimension: dimension)
            #expect(b > previous)
            #expect(b < x)
            #expect(b < dimension)
            previous = b
        }
    }

    @Test func slopeAtTheEdgeIsTheCoefficient() {
        let b = RubberBand.offset(1e-6, dimension: 960)
        #expect(abs(b / 1e-6 - RubberBand.coefficient) < 1e-9)
    }

    @Test func clampLeavesValuesInsideTheRangeAlone() {
        for value in [0.0, 0.5, 42, 100] {
            #expect(RubberBand.clamp(value, to: 0...100, dimension: 24) == value)
        }
    }

    @Test func clampRubberBandsFromTheNearestBound() {
        let below = RubberBand.clamp(-30, to: 10...100, dimension: 24)
        #expect(below == 10 + RubberBand.offset(-40, dimension: 24))
        #expect(below < 10 && below > -30)
        let above = RubberBand.clamp(130, to: 10...100, dimension: 24)
        #expect(above == 100 + RubberBand.offset(30, dimension: 24))
        #expect(above > 100 && above < 130)
    }

    @Test func clampToAnEmptyWidthRange() {
        #expect(RubberBand.clamp(5, to: 5...5, dimension: 24) == 5)
        #expect(RubberBand.clamp(9, to: 5...5, dimension: 24) == 5 + RubberBand.offset(4, dimension: 24))
        #expect(RubberBand.clamp(1, to: 5...5, dimension: 24) == 5 - RubberBand.offset(4, dimension: 24))
    }

    @Test func customCoefficient() {
        let b = RubberBand.offset(100, dimension: 960, coefficient: 0.3)
        #expect(abs(b - (1 - 1 / (100 * 0.3 / 960 + 1)) * 960) < 1e-9)
    }
}
