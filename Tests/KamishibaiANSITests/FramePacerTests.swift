import KamishibaiTerminal
import Testing

@testable import KamishibaiANSI

/// The pacer at exact times: the probe's answer or its absence, the gate that holds a frame
/// while two are unanswered, stalls, a late answer after the fallback, and answers nobody
/// asked for.
@Suite("Frame pacer")
struct FramePacerTests {
    /// A pacer whose probe went out at 0 and was answered at `answeredAt` (nil: not yet).
    func pacer(answeredAt: Double? = 0.01, synchronized: TerminalReply.ModeState = .notRecognized) -> FramePacer {
        var pacer = FramePacer()
        pacer.sentProbe(at: 0)
        if answeredAt != nil {
            pacer.received(.mode(2026, synchronized), at: 0.01)
            pacer.received(.deviceAttributes, at: 0.01)
        }
        return pacer
    }

    @Test func theProbesAnswerTurnsAcknowledgementsOn() {
        var pacer = FramePacer()
        pacer.sentProbe(at: 0)
        #expect(pacer.mode == .probing)
        #expect(pacer.probeDeadline == 0.5)
        pacer.received(.deviceAttributes, at: 0.01)
        #expect(pacer.state == FramePacing(mode: .acknowledged, synchronizedOutput: false))
        #expect(pacer.probeDeadline == nil)
        #expect(pacer.asksAfterFrames)
    }

    @Test(arguments: [
        (TerminalReply.ModeState.set, true), (.reset, true), (.permanentlySet, true), (.notRecognized, false), (.permanentlyReset, false),
    ])
    func synchronizedOutputIsUsedOnlyWhereTheTerminalCanSwitchIt(state: TerminalReply.ModeState, used: Bool) {
        #expect(pacer(synchronized: state).synchronizedOutput == used)
    }

    @Test func anotherModesAnswerChangesNothing() {
        var pacer = pacer()
        pacer.received(.mode(2004, .set), at: 0.01)
        #expect(pacer.state == FramePacing(mode: .acknowledged, synchronizedOutput: false))
    }

    @Test func aFrameWaitsWhileTwoAreUnanswered() {
        var pacer = pacer()
        #expect(pacer.gate(at: 0.1) == .open)
        pacer.sentQuery(at: 0.1)
        #expect(pacer.gate(at: 0.11) == .open, "one frame in flight: the next may go")
        pacer.sentQuery(at: 0.12)
        #expect(pacer.gate(at: 0.13) == .closed(until: 0.1 + FramePacer.stallTimeout))
        pacer.received(.deviceAttributes, at: 0.15)
        #expect(pacer.gate(at: 0.2) == .open)
    }

    @Test func silenceFallsBackToTheClockAtTheProbesTimeout() {
        var pacer = pacer(answeredAt: nil)
        pacer.sentQuery(at: 0.02)
        pacer.sentQuery(at: 0.03)
        #expect(pacer.gate(at: 0.04) == .open, "nothing is held before the probe's answer")
        #expect(pacer.gate(at: 0.499) == .open)
        #expect(pacer.mode == .probing)
        #expect(pacer.gate(at: 0.5) == .open)
        #expect(pacer.mode == .timer)
        #expect(!pacer.asksAfterFrames)
        pacer.sentQuery(at: 0.6)
        #expect(pacer.gate(at: 0.7) == .open)
    }

    @Test func aLateAnswerBringsAcknowledgementsBack() {
        var pacer = pacer(answeredAt: nil)
        #expect(pacer.gate(at: 0.6) == .open)
        #expect(pacer.mode == .timer)
        pacer.received(.deviceAttributes, at: 0.01)
        #expect(pacer.mode == .acknowledged)
        #expect(pacer.asksAfterFrames)
    }

    /// kitty under load answered the probe after its timeout: both answers still count.
    @Test func aLateProbeAnswerStillTurnsSynchronizedOutputOn() {
        var pacer = pacer(answeredAt: nil)
        #expect(pacer.gate(at: 0.6) == .open)
        #expect(pacer.mode == .timer)
        pacer.received(.mode(2026, .reset), at: 0.7)
        pacer.received(.deviceAttributes, at: 0.7)
        #expect(pacer.state == FramePacing(mode: .acknowledged, synchronizedOutput: true))
        pacer.received(.mode(2026, .notRecognized), at: 0.8)
        #expect(pacer.synchronizedOutput, "only the probe's answer counts")
    }

    @Test func anUnansweredQueryStopsHoldingFramesAfterTheStallTimeout() {
        var pacer = pacer()
        pacer.sentQuery(at: 1)
        pacer.sentQuery(at: 1.1)
        #expect(pacer.gate(at: 1 + FramePacer.stallTimeout - 0.001) == .closed(until: 1 + FramePacer.stallTimeout))
        #expect(pacer.gate(at: 1 + FramePacer.stallTimeout) == .open, "the stalled query is dropped")
        #expect(pacer.mode == .acknowledged, "one stall is not silence")
        // The next stall is counted from that one: one more frame per stall timeout, no more.
        pacer.sentQuery(at: 4.1)
        #expect(pacer.gate(at: 4.2) == .closed(until: 4 + FramePacer.stallTimeout))
    }

    @Test func aSlowTerminalThatKeepsAnsweringIsNotStalled() {
        var pacer = pacer()
        // Each answer takes 4 s, more than the stall timeout: the timeout grows to twice that.
        pacer.sentQuery(at: 1)
        pacer.sentQuery(at: 1.1)
        #expect(pacer.gate(at: 3.9) == .closed(until: 1 + FramePacer.stallTimeout))
        pacer.received(.deviceAttributes, at: 3.95)
        pacer.sentQuery(at: 4)
        #expect(pacer.gate(at: 4.1) == .closed(until: 3.95 + 2 * 2.95), "counted from the last answer, twice the slowest")
        pacer.received(.deviceAttributes, at: 5.1)
        pacer.received(.deviceAttributes, at: 8)
        #expect(pacer.gate(at: 8.1) == .open)
        #expect(pacer.mode == .acknowledged)
    }

    @Test func threeStallsInARowFallBackToTheClock() {
        var pacer = pacer()
        for second in 1...3 { pacer.sentQuery(at: Double(second)) }
        _ = pacer.gate(at: 4)
        _ = pacer.gate(at: 7)
        #expect(pacer.mode == .acknowledged, "two stalls")
        _ = pacer.gate(at: 10)
        #expect(pacer.mode == .timer)
    }

    @Test func queriesWhoseAnswersWereLostAreForgotten() {
        var pacer = pacer()
        pacer.sentQuery(at: 1)
        pacer.sentQuery(at: 1.1)
        #expect(pacer.gate(at: 1.2) != .open)
        // Stopped by Ctrl-Z: the answers went to the shell.
        pacer.forgetQueries()
        #expect(pacer.gate(at: 30) == .open)
        pacer.sentQuery(at: 30)
        pacer.received(.deviceAttributes, at: 30.01)
        #expect(pacer.gate(at: 30.02) == .open)
    }

    @Test func aTerminalThatIsNotAskedIsPacedByTheClock() {
        var pacer = FramePacer(acknowledgements: false)
        #expect(pacer.mode == .timer && !pacer.asksAfterFrames && pacer.probeDeadline == nil)
        #expect(pacer.gate(at: 0) == .open)
    }

    @Test func aModeReportAfterTheProbeCannotSwitchSynchronizedOutput() {
        var pacer = pacer(synchronized: .set)
        pacer.received(.mode(2026, .notRecognized), at: 0.02)
        #expect(pacer.synchronizedOutput)
    }

    @Test func anAnswerNobodyAskedForIsIgnored() {
        var pacer = pacer()
        pacer.received(.deviceAttributes, at: 0.01)
        pacer.received(.deviceAttributes, at: 0.01)
        pacer.sentQuery(at: 1)
        pacer.sentQuery(at: 1.1)
        #expect(pacer.gate(at: 1.2) == .closed(until: 1 + FramePacer.stallTimeout))
    }
}

/// The link's rate, from a large frame's bytes over the time to its answer.
@Suite("Link speed")
struct LinkSpeedTests {
    @Test func aLargeFramesAnswerTellsTheRate() {
        var pacer = FramePacer()
        pacer.sentProbe(at: 0)
        pacer.received(.deviceAttributes, at: 0.01)
        #expect(pacer.linkSpeed == .fast, "nothing measured yet")
        pacer.sentQuery(at: 1, frameBytes: 10_000)
        pacer.received(.deviceAttributes, at: 3)
        #expect(abs((pacer.linkBytesPerSecond ?? 0) - 10_000 / 1.99) < 0.01, "2 s less the 10 ms round trip")
        #expect(pacer.linkSpeed == .crawling)
        pacer.sentQuery(at: 4, frameBytes: 10_000)
        pacer.received(.deviceAttributes, at: 4.2)
        #expect(pacer.linkSpeed == .slow)
        pacer.sentQuery(at: 5, frameBytes: 10_000)
        pacer.received(.deviceAttributes, at: 5.001)
        #expect(pacer.linkSpeed == .fast)
    }

    /// With the link measured at 5 KB/s, a frame follows one in flight at once only if at most
    /// a quarter of a second of that one is still to come: otherwise it would wait behind it.
    @Test func aFrameWaitsWhileMoreThanTheLagBudgetIsInFlight() {
        var pacer = FramePacer()
        pacer.sentProbe(at: 0)
        pacer.received(.deviceAttributes, at: 0.0625)
        pacer.sentQuery(at: 1, frameBytes: 5_000)
        pacer.received(.deviceAttributes, at: 2.0625)
        #expect(pacer.linkBytesPerSecond == 5_000, "1 s less the round trip")
        pacer.sentQuery(at: 3, frameBytes: 1_000)
        #expect(pacer.gate(at: 3) == .open, "0.2 s in flight")
        pacer.received(.deviceAttributes, at: 3.2625)
        pacer.sentQuery(at: 4, frameBytes: 2_500)
        #expect(pacer.gate(at: 4) == .closed(until: 4.25), "0.5 s in flight: held until a quarter of a second is left")
        #expect(pacer.gate(at: 4.25) == .open)
        pacer.sentQuery(at: 4.25, frameBytes: 100)
        #expect(pacer.gate(at: 4.3) == .closed(until: 4 + FramePacer.stallTimeout), "two unanswered hold it as before")
    }

    /// A small frame's answer tells the round trip, not the rate; and a frame sent while
    /// another was still on its way is timed from that one's answer.
    @Test func smallFramesAndQueuedOnesAreMeasuredFairly() {
        var pacer = FramePacer()
        pacer.sentProbe(at: 0)
        pacer.received(.deviceAttributes, at: 0.01)
        pacer.sentQuery(at: 1, frameBytes: 100)
        pacer.received(.deviceAttributes, at: 2)
        #expect(pacer.linkBytesPerSecond == nil)
        pacer.sentQuery(at: 3, frameBytes: 4_000)
        pacer.sentQuery(at: 3, frameBytes: 4_000)
        pacer.received(.deviceAttributes, at: 3.02)
        pacer.received(.deviceAttributes, at: 3.04)
        #expect(
            abs((pacer.linkBytesPerSecond ?? 0) - 400_000) < 1, "the second from the first's answer, less the round trip: 4 KB in 10 ms")
    }

    /// A frame carrying a picture in pixels: the terminal draws it slowly, and the answers
    /// before it are read only once it is written. Neither tells the link's rate; the frame
    /// after it is timed from its answer.
    @Test func aPicturesFrameAndThoseBeforeItMeasureNothing() {
        var pacer = FramePacer()
        pacer.sentProbe(at: 0)
        pacer.received(.deviceAttributes, at: 0.01)
        pacer.sentQuery(at: 1, frameBytes: 10_000)
        pacer.sentQuery(at: 1.01, frameBytes: 200_000, measuresLink: false)
        pacer.received(.deviceAttributes, at: 2)
        pacer.received(.deviceAttributes, at: 3)
        #expect(pacer.linkBytesPerSecond == nil && pacer.linkSpeed == .fast)
        pacer.sentQuery(at: 2.5, frameBytes: 10_000)
        pacer.received(.deviceAttributes, at: 3.02)
        #expect(abs((pacer.linkBytesPerSecond ?? 0) - 10_000 / 0.01) < 1, "from the picture's answer, less the round trip")
    }

    @Test(arguments: [(nil, LinkSpeed.fast), (150_000.0, .fast), (99_999.0, .slow), (10_000.0, .slow), (9_999.0, .crawling)])
    func speedsByRate(rate: Double?, speed: LinkSpeed) {
        #expect(LinkSpeed(bytesPerSecond: rate) == speed)
    }
}

extension FramePacerTests {
    /// Before the terminal goes back to the shell, answers still to come are read; a terminal
    /// that never answered is not waited for.
    @Test func answersStillToComeAreAwaitedOnlyFromATerminalThatAnswers() {
        var answering = pacer()
        #expect(!answering.awaitsAnswers)
        answering.sentQuery(at: 1)
        #expect(answering.awaitsAnswers)
        answering.received(.deviceAttributes, at: 1.01)
        #expect(!answering.awaitsAnswers)
        var silent = pacer(answeredAt: nil)
        _ = silent.gate(at: 1)
        #expect(silent.mode == .timer && !silent.awaitsAnswers)
    }

    /// The wait for them grows with the slowest answer, from 0.2 s to a second at most.
    @Test(arguments: [(0.01, 0.2), (0.15, 0.3), (0.4, 0.8), (2.5, 1.0)])
    func theWaitForThemGrowsWithTheSlowestAnswer(answerTime: Double, patience: Double) {
        var pacer = pacer()
        #expect(pacer.handBackPatience == 0.2)
        pacer.sentQuery(at: 10)
        pacer.received(.deviceAttributes, at: 10 + answerTime)
        #expect(abs(pacer.handBackPatience - patience) < 1e-9, "answered in \(answerTime) s")
    }
}
