import KamishibaiMotion
import Testing

@Suite struct ClockTests {
    @Test func manualClockMovesOnlyWhenTold() {
        let clock = ManualClock(now: 2)
        #expect(clock.now == 2)
        clock.advance(by: 0.25)
        clock.set(to: 3)
        #expect(clock.now == 3)
    }

    @Test func monotonicClockStartsNearZeroAndNeverGoesBack() {
        let clock = MonotonicClock()
        let a = clock.now, b = clock.now
        #expect(a >= 0 && a < 1)
        #expect(b >= a)
    }
}
