import KamishibaiUI
import Testing

@testable import KamishibaiDemo

/// Reduce Motion at exact virtual times (80×24; a sheet rests with its border on row 12):
/// transitions cut to their end on their first frame, and take as long as they did, their
/// dimming fading over the whole time; a drag still follows the pointer.
@Suite struct ReduceMotionTests {
    func borderRow(_ h: DemoHarness, at time: Double) -> Int? {
        h.frame(at: time).text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.hasPrefix("▗") && $0.contains("━━━━━━")
        }
    }

    @Test func aPresentationCutsAndItsDimmingStillFades() {
        let h = DemoHarness(reduceMotion: true)
        h.run([.key(.enter)])
        #expect(borderRow(h, at: 0.5 + 1.0 / 60) == 11, "in place on the first frame")
        let ended = h.traceLines.first { $0.contains("presentationDidEnd") }
        #expect(ended?.contains("\"t\":0.85") == true, "the same 0.35 s: \(ended ?? "none")")
        let moving = DemoHarness()
        moving.run([.key(.enter)])
        #expect(borderRow(moving, at: 0.5 + 1.0 / 60) != 11, "without it, it slides")
    }

    @Test func aPushCutsToo() {
        let h = DemoHarness(reduceMotion: true)
        h.run(timed: [(0.5, .key(.enter)), (1.5, .key(.enter))])
        let frame = h.frame(at: 1.5 + 1.0 / 60).text
        #expect(frame.contains("‹ Story") && frame.contains("Scene 1 of 12"))
        #expect(frame.contains("Washing day"), "the scene's card, in place")
        #expect(h.lifecycle.last == "navigationPush true")
    }

    @Test func aDragStillFollowsThePointer() {
        let h = DemoHarness(reduceMotion: true)
        h.run(timed: [(0.5, .key(.enter))] + DemoHarness.drag(from: 12, to: 15, start: 1.5, step: 0.1))
        #expect(borderRow(h, at: 1.5 + 0.3) == 14, "three rows down with the pointer")
    }
}
