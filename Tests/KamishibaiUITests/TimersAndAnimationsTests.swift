import Testing

@testable import KamishibaiUI

@Suite struct TimersAndAnimationsTests {
    @Test func timersFireInDeadlineOrderAndCanBeCancelled() {
        let timers = Timers()
        var fired: [String] = []
        timers.schedule(at: 2) { fired.append("b") }
        let token = timers.schedule(at: 1.5) { fired.append("cancelled") }
        timers.schedule(at: 1) { fired.append("a") }
        timers.cancel(token)
        #expect(timers.nextDeadline == 1)
        timers.fire(now: 0.5)
        #expect(fired.isEmpty)
        timers.fire(now: 3)
        #expect(fired == ["a", "b"])
        #expect(timers.nextDeadline == nil)
    }

    @Test func animationsStepUntilTheySayStop() {
        let animations = Animations(clock: ManualClock())
        var count = 0
        animations.add {
            count += 1
            return count < 3
        }
        #expect(animations.isActive)
        animations.tick()
        animations.tick()
        animations.tick()
        #expect(count == 3)
        #expect(!animations.isActive)
    }
}
