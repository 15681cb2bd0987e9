import Foundation
import KamishibaiTesting
import Testing

/// Frames paced by the terminal's answers (DA1 after each frame) and wrapped for synchronized
/// output (DEC mode 2026) where the terminal has it. tmux answers those queries itself, so here
/// the test is the terminal: the app runs on a pty whose other side the test reads and answers.
@Suite("Frame pacing, end to end")
struct FramePacingEndToEndTests {
    /// DECRQM says mode 2026 is there (reset, state 2): from the frame after the answers on,
    /// each frame is wrapped in ESC[?2026h … ESC[?2026l and followed by its one query.
    @Test func framesAreWrappedForATerminalWithSynchronizedOutput() throws {
        let terminal = try PtyTerminal(modeState: 2)
        try terminal.waitForEvent(.framePacing)
        let enter = try terminal.presentSheet()

        let output = terminal.output
        let begins = output.ranges(of: Escape.beginUpdate).map(\.lowerBound)
        let first = try #require(begins.first, "no frame was wrapped: \(terminal)")
        let markers = (begins.map { ($0, true) } + output.ranges(of: Escape.endUpdate).map { ($0.lowerBound, false) })
            .sorted { $0.0 < $1.0 }
        let alternating = markers.count % 2 == 0 && markers.enumerated().allSatisfy { $0.element.1 == ($0.offset % 2 == 0) }
        #expect(alternating, "each ESC[?2026h must be closed by ESC[?2026l before the next: \(markers.map(\.1))")
        #expect(output[first...].ranges(of: Escape.deviceAttributesQuery).count == begins.count, "one query per frame: \(terminal)")
        // The sheet's frames came after the answers: every one of them wrapped and asked about.
        let sheetFrames = output[enter...].ranges(of: Escape.beginUpdate).count
        #expect(sheetFrames >= 2, "\(terminal)")
        #expect(output[enter...].ranges(of: Escape.deviceAttributesQuery).count == sheetFrames, "\(terminal)")
        let pacing = try named(.framePacing, terminal.trace.events())
        #expect(pacing.contains { $0.event == .framePacing(mode: "acknowledged", synchronizedOutput: true) }, "\(pacing)")
    }

    /// DECRQM says mode 2026 is not recognised (state 0): frames are still paced by the
    /// answers, and never wrapped.
    @Test func aTerminalWithoutSynchronizedOutputGetsNoWrapping() throws {
        let terminal = try PtyTerminal(modeState: 0)
        try terminal.waitForEvent(.framePacing)
        let enter = try terminal.presentSheet()

        let output = terminal.output
        #expect(output.ranges(of: Escape.beginUpdate).isEmpty, "\(terminal)")
        #expect(output.ranges(of: Escape.endUpdate).isEmpty, "\(terminal)")
        // Still paced by the answers: the sheet's frames are asked about.
        #expect(!output[enter...].ranges(of: Escape.deviceAttributesQuery).isEmpty, "\(terminal)")
        let pacing = try named(.framePacing, terminal.trace.events())
        #expect(pacing.last?.event == .framePacing(mode: "acknowledged", synchronizedOutput: false), "\(pacing)")
        #expect(pacing.allSatisfy { if case .framePacing(_, synchronizedOutput: false) = $0.event { true } else { false } }, "\(pacing)")
    }

    /// The probe goes unanswered: after `FramePacer.probeTimeout` (0.5 s) frames go by the
    /// clock, and no query follows them.
    @Test func aTerminalThatNeverAnswersIsPacedByTheClock() throws {
        let terminal = try PtyTerminal(modeState: nil, answersDeviceAttributes: false)
        let pacing = try terminal.waitForEvent(.framePacing)
        #expect(pacing.event == .framePacing(mode: "timer", synchronizedOutput: false), "\(pacing)")
        #expect(pacing.t < 3, "decided \(pacing.t) s after start")
        let enter = try terminal.presentSheet()

        let output = terminal.output
        #expect(output.count > enter, "the sheet was never drawn: \(terminal)")
        #expect(output[enter...].ranges(of: Escape.deviceAttributesQuery).isEmpty, "\(terminal)")
        // The probe's query and the first frame's: at rest nothing else was drawn before the
        // fallback.
        #expect(output.ranges(of: Escape.deviceAttributesQuery).count <= 2, "\(terminal)")
        #expect(try named(.framePacing, terminal.trace.events()).count == 1, "\(terminal.trace.text)")
    }

    /// While the terminal holds its answers back, at most two frames are out; each answer
    /// lets one more through. Slowed animations keep the sheet moving for all of it.
    @Test func noMoreThanTwoFramesAreInFlight() throws {
        let terminal = try PtyTerminal(arguments: ["--slow-animations", "5"], modeState: 2)
        try terminal.waitForEvent(.framePacing)
        try terminal.pumpUntilQuiet()
        terminal.holdsAnswers = true
        let beforeEnter = terminal.queriesSeen
        try terminal.send("\r")
        try terminal.pump(until: "the sheet's first frame") { terminal.queriesSeen > beforeEnter }
        terminal.pump(seconds: 0.3)
        #expect(terminal.queriesSeen - beforeEnter <= 2, "\(terminal)")
        for answer in 1...3 {
            let seen = terminal.queriesSeen
            terminal.releaseAnswer()
            try terminal.pump(until: "a frame after held answer \(answer)") { terminal.queriesSeen > seen }
        }
        terminal.holdsAnswers = false
        try terminal.waitForEvent(.presentationDidEnd) { $0.completed == true }
        #expect(terminal.mostUnanswered <= 2, "\(terminal)")
    }

    /// Answers nobody asked for, alone and several to a read, are taken in and never handed
    /// on as keys: the list is still there, unfocused, to open its first story on Enter.
    @Test func repliesAreNeverKeys() throws {
        let terminal = try PtyTerminal(modeState: 2)
        try terminal.waitForEvent(.framePacing)
        try terminal.pumpUntilQuiet()
        let eventsBefore = try terminal.trace.events().count
        let attributes = Escape.deviceAttributesReply, mode = Escape.modeReply(state: 2)
        for replies in [attributes + attributes + attributes, mode, attributes + mode + attributes, mode + mode] {
            try terminal.send(replies)
            terminal.pump(seconds: 0.05)
        }
        try terminal.pumpUntilQuiet()
        let afterReplies = try terminal.trace.events()
        #expect(afterReplies.count == eventsBefore, "the replies did something: \(afterReplies.dropFirst(eventsBefore))")
        try terminal.send("\r")
        let begin = try terminal.waitForEvent(.presentationWillBegin)
        #expect(begin.screen == "detail-1", "\(begin)")
        let events = try terminal.trace.events()
        #expect(named(.presentationWillBegin, events).count == 1, "\(events)")
        #expect(named(.focus, events).isEmpty, "\(events)")
        try terminal.send("\u{1B}")
        try terminal.waitForEvent(.dismissalDidEnd) { $0.completed == true }
        try terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
    }
}
