import KamishibaiANSI
import KamishibaiCanvas
import KamishibaiDemo
import KamishibaiMotion
import KamishibaiTesting
import KamishibaiUI
import Testing

/// The demo over a simulated slow link, in virtual time: frames paced by the terminal's
/// answers never pile up, the last one arrives soon after the user let go, and a fast or
/// silent terminal sees no difference.
@Suite("Frames over a slow link")
struct SlowLinkTests {
    struct Run {
        let link: SlowLinkTerminal
        let release: Double
        let pacing: [FramePacing]
        var finalFrameDelay: Double { (link.frames.last?.delivered ?? 0) - release }
    }

    /// The slow-link drag (the sheet dragged up and down for 2 s, then let go), at 100×30
    /// unless `size` says otherwise.
    func run(
        bytesPerSecond: Double, paced: Bool = true, answers: Bool = true, synchronizedOutput: Bool = false,
        size: (columns: Int, rows: Int) = (100, 30), colorMode: ColorMode = .palette256
    ) -> Run {
        let (events, release) = DemoScenario.slowLinkDrag(columns: size.columns, rows: size.rows)
        let script = HeadlessTerminal(columns: size.columns, rows: size.rows, endOfTime: 120)
        for (time, event) in events { script.send(event, at: time) }
        let link = SlowLinkTerminal(
            script: script, bytesPerSecond: bytesPerSecond, paced: paced, answers: answers, synchronizedOutput: synchronizedOutput,
            colorMode: colorMode)
        let app = DemoApp(WindowSetup(terminal: link, trace: .disabled(clock: script.clock)), start: .sheets)
        let loop = EventLoop(terminal: link, application: app)
        var pacing: [FramePacing] = []
        loop.onFramePacingChange = { pacing.append($0) }
        loop.run()
        return Run(link: link, release: release, pacing: pacing)
    }

    /// At 1 KB/s the first frame takes over 3 s to arrive: that one stall lets one more frame
    /// out, and then the stall timeout has grown to twice the slowest answer, so a terminal
    /// that keeps answering is never again taken for a stalled one.
    @Test(arguments: [(20_000.0, 1), (1_000.0, 2)])
    func pacedFramesNeverPileUp(bytesPerSecond: Double, mostInFlight: Int) {
        let run = run(bytesPerSecond: bytesPerSecond)
        let frames = run.link.frames
        for (k, frame) in frames.enumerated() {
            let inFlight = frames[..<k].filter { $0.delivered > frame.written }.count
            #expect(inFlight <= mostInFlight, "frame \(k) at \(frame.written) s was written over \(inFlight) undelivered ones")
        }
        #expect(run.pacing == [FramePacing(mode: .acknowledged, synchronizedOutput: false)])
    }

    @Test func theFinalFrameFollowsTheReleaseClosely() {
        #expect(run(bytesPerSecond: 20_000).finalFrameDelay <= 0.5)
        #expect(run(bytesPerSecond: 5_000).finalFrameDelay <= 1.5)
    }

    /// Issue 37's case, as `scripts/slow-link.py --size 200x60` runs it (24-bit colour, frames
    /// wrapped): at most a quarter of a second of the link is in flight when the frame after
    /// the release is drawn, and a moving sheet casts no shadow, so the final frame arrives
    /// within a second of the release at 5 KB/s; and it is the screen an unlimited link shows.
    @Test(arguments: [ColorMode.truecolor, .palette256])
    func theFinalFrameAt200x60Over5KBpsArrivesWithinASecondOfTheRelease(colorMode: ColorMode) {
        let slow = run(bytesPerSecond: 5_000, synchronizedOutput: true, size: (200, 60), colorMode: colorMode)
        #expect(slow.finalFrameDelay <= 1, "\(slow.finalFrameDelay) s")
        let unlimited = run(bytesPerSecond: 50_000_000, synchronizedOutput: true, size: (200, 60), colorMode: colorMode)
        #expect(slow.link.script.screen == unlimited.link.script.screen)
    }

    @Test func unpacedFramesQueueBehindTheLink() {
        let unpaced = run(bytesPerSecond: 5_000, paced: false)
        #expect(unpaced.finalFrameDelay > 5, "every frame queued: \(unpaced.finalFrameDelay) s")
        #expect(unpaced.link.frames.count > 2 * run(bytesPerSecond: 5_000).link.frames.count)
    }

    @Test func theLastFrameShowsTheSameWhetherPacedOrNot() {
        let paced = run(bytesPerSecond: 5_000)
        let unpaced = run(bytesPerSecond: 5_000, paced: false)
        #expect(paced.link.script.screen.text == unpaced.link.script.screen.text)
        #expect(paced.link.script.screen.text.contains("Momotarō"))
        #expect(!paced.link.script.screen.text.contains("Close"), "the sheet is gone")
    }

    @Test func aFastTerminalGetsEveryFrame() {
        let fast = run(bytesPerSecond: 50_000_000)
        let unpaced = run(bytesPerSecond: 50_000_000, paced: false)
        #expect(fast.link.frames.count == unpaced.link.frames.count)
        #expect(fast.link.frames.count > 80, "60 frames a second through the presentation, the 2 s drag and the dismissal")
    }

    @Test func aSilentTerminalIsPacedByTheClockFromTheProbesTimeout() {
        let silent = run(bytesPerSecond: 50_000_000, answers: false)
        #expect(silent.pacing == [FramePacing(mode: .timer, synchronizedOutput: false)])
        #expect(silent.link.frames.count == run(bytesPerSecond: 50_000_000, paced: false).link.frames.count)
        // The probe's, and one after each frame until the probe timed out; none after that.
        let queries = silent.link.output.split(separator: 0x1B).filter { $0.elementsEqual("[c".utf8) }.count
        let beforeTheFallback = silent.link.frames.filter { $0.written < FramePacer.probeTimeout }.count
        #expect(queries == 1 + beforeTheFallback)
    }

    @Test func framesAreWrappedOnlyForATerminalThatSaidItCould() {
        func wraps(_ run: Run) -> Int {
            run.link.output.split(separator: 0x1B).filter { $0.elementsEqual("[?2026h".utf8) }.count
        }
        let synchronized = run(bytesPerSecond: 50_000_000, synchronizedOutput: true)
        // All but the first, drawn at once, before the probe's answer came back.
        #expect(wraps(synchronized) == synchronized.link.frames.count - 1)
        #expect(synchronized.pacing == [FramePacing(mode: .acknowledged, synchronizedOutput: true)])
        #expect(wraps(run(bytesPerSecond: 50_000_000)) == 0)
    }

    /// Over a crawling link a sheet in a transition casts no shadow, and casts it again once
    /// it rests: above the sheet's grabber, no cell of the list keeps its text in another look
    /// (shaded) while the sheet slides up, and some do once it is up.
    @Test func aMovingSheetCastsNoShadowOverACrawlingLinkAndARestingOneDoes() {
        let script = HeadlessTerminal(columns: 100, rows: 30, endOfTime: 20)
        // Late enough for the first frame's answer to have measured the link.
        let enter = 5.0
        script.send(.key(.enter), at: enter)
        let link = SlowLinkTerminal(script: script, bytesPerSecond: 5_000)
        let app = DemoApp(WindowSetup(terminal: link, trace: .disabled(clock: script.clock)), start: .sheets)
        EventLoop(terminal: link, application: app).run()
        #expect(link.linkSpeed == .crawling)
        guard let list = script.frames.last(where: { $0.time < enter })?.screen else {
            Issue.record("no frame before Enter")
            return
        }
        /// The grabber's row, and how many cells above it show the list's text in another look.
        func shaded(_ screen: Canvas) -> (grabber: Int, cells: Int)? {
            let rows = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let grabber = rows.firstIndex(where: { $0.contains("━━━━━━") }) else { return nil }
            let cells = (0..<grabber).flatMap { y in (0..<screen.columns).map { (x: $0, y: y) } }
            return (
                grabber,
                cells.filter { screen[$0.x, $0.y].style != list[$0.x, $0.y].style && sameText(screen[$0.x, $0.y], list[$0.x, $0.y]) }.count
            )
        }
        func sameText(_ one: Cell, _ other: Cell) -> Bool {
            var plain = one
            plain.style = other.style
            return plain == other
        }
        let resting = shaded(script.screen)
        #expect((resting?.cells ?? 0) > 0, "the resting sheet's shadow")
        // Frames with the grabber lower than where it rests: the sheet on its way up.
        let sliding = script.frames.filter { $0.time > enter }.compactMap { shaded($0.screen) }.filter { $0.grabber != resting?.grabber }
        #expect(!sliding.isEmpty)
        #expect(sliding.allSatisfy { $0.cells == 0 }, "no shadow while the sheet slides: \(sliding)")
    }
}
