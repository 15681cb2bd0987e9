import KamishibaiMotion
import Testing

@Suite struct PropertyAnimatorTests {
    let clock = ManualClock()

    /// What an animator set and where it ended, in order.
    final class Log {
        var values: [Double] = []
        var ends: [PropertyAnimator.Position] = []
    }

    /// An animator on the suite's clock, and the log its values and ends go to.
    func recordedAnimator(duration: Double, curve: TimingCurve) -> (PropertyAnimator, Log) {
        let animator = PropertyAnimator(duration: duration, curve: curve, clock: clock)
        let log = Log()
        animator.addAnimations { log.values.append($0) }
        animator.addCompletion { log.ends.append($0) }
        return (animator, log)
    }

    @Test func runsAlongItsCurveAndCompletesAtTheEnd() {
        let (animator, log) = recordedAnimator(duration: 2, curve: .linear)
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.update()
        #expect(log.values == [0.25])
        #expect(animator.isRunning && animator.state == .active)
        clock.advance(by: 1.5)
        animator.update()
        #expect(log.values == [0.25, 1])
        #expect(log.ends == [.end])
        #expect(!animator.isRunning && animator.state == .inactive)
        clock.advance(by: 1)
        animator.update()
        #expect(log.ends == [.end], "completion is called once")
    }

    @Test func easedProgressAtExactTimes() {
        let animator = PropertyAnimator(duration: 0.2, curve: .easeInOut, clock: clock)
        animator.startAnimation()
        clock.advance(by: 0.1)
        #expect(abs(animator.progress - 0.5) < 1e-9)
        clock.advance(by: 0.04)
        #expect(abs(animator.progress - TimingCurve.easeInOut.value(at: 0.7)) < 1e-12)
    }

    @Test func scrubbingWhilePausedIsLinearAndApplied() {
        let animator = PropertyAnimator(duration: 1, curve: .easeInOut, clock: clock)
        var last = -1.0
        animator.addAnimations { last = $0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        #expect(last == 0.3)
        #expect(animator.fractionComplete == 0.3)
        animator.fractionComplete = 1.7
        #expect(last == 1, "clamped to [0, 1]")
    }

    @Test func continuingFromAScrubTakesTheRemainingShareOfTheDuration() {
        let (animator, log) = recordedAnimator(duration: 0.2, curve: .easeInOut)
        animator.pauseAnimation()
        animator.fractionComplete = 0.6
        animator.continueAnimation()
        #expect(abs(animator.endTime! - 0.08) < 1e-12, "(1 − 0.6) × 0.2 s")
        clock.advance(by: 0.04)
        #expect(abs(animator.progress - 0.8) < 1e-9, "half the remaining time, half the remaining way")
        clock.advance(by: 0.04)
        animator.update()
        #expect(log.ends == [.end])
    }

    @Test func reversedContinuationReturnsToTheStartInItsShare() {
        let (animator, log) = recordedAnimator(duration: 0.2, curve: .linear)
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        animator.isReversed = true
        animator.continueAnimation()
        #expect(abs(animator.endTime! - 0.05) < 1e-12, "0.25 × 0.2 s")
        clock.advance(by: 0.025)
        #expect(abs(animator.progress - 0.125) < 1e-12)
        clock.advance(by: 0.025)
        animator.update()
        #expect(log.ends == [.start])
        #expect(animator.progress == 0)
    }

    @Test func reversingWhileRunningHeadsBackFromWhereItIs() {
        let animator = PropertyAnimator(duration: 1, curve: .linear, clock: clock)
        animator.startAnimation()
        clock.advance(by: 0.4)
        animator.isReversed = true
        #expect(abs(animator.progress - 0.4) < 1e-12)
        clock.advance(by: 0.2)
        #expect(abs(animator.progress - 0.2) < 1e-12)
    }

    @Test func finishingJumpsAndCompletesOnce() {
        let (animator, log) = recordedAnimator(duration: 1, curve: .linear)
        animator.startAnimation()
        clock.advance(by: 0.3)
        animator.stopAnimation()
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .end)
        animator.finishAnimation(at: .start)
        #expect(log.values == [1])
        #expect(log.ends == [.end])
    }

    @Test func zeroDurationCompletesOnFirstUpdate() {
        let animator = PropertyAnimator(duration: 0, clock: clock)
        var ended = false
        animator.addCompletion { _ in ended = true }
        animator.startAnimation()
        animator.update()
        #expect(ended)
    }
}
