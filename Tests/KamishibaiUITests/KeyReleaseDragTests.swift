import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// What a held key drives, where the terminal reports its release (the kitty keyboard
/// protocol): the sheet's dismissal, its detents and the zoom's drag end at the release's
/// instant, as the trace shows, and no pause in the repeats ends them before.
@Suite struct KeyReleaseDragTests {
    static func reportReleases(to window: Window) {
        var features = TerminalFeatures()
        features.keyboardFlags = 0
        window.terminalFeaturesDidChange(features)
    }

    /// The trace's events with the clock's time when each was recorded, `"1.5 interactionFinish"`.
    static func timedEvents(of window: Window, clock: ManualClock) -> () -> [String] {
        final class Box { var lines: [String] = [] }
        let box = Box()
        window.trace.observer = { [clock] in box.lines.append("\(clock.now) \($0.name)") }
        return { box.lines.filter { !$0.hasSuffix("interactionUpdate") && !$0.contains(" view") } }
    }

    /// ↓ held on a half-height sheet (12 rows): a press and 6 repeats, 6 rows (50 %); no repeat
    /// for 0.8 s; the release at 2.0 ends the drag then, past the threshold: dismissed.
    @Test func aSheetsDismissalEndsAtTheRelease() {
        let h = DismissalInteractionTests.Harness()
        Self.reportReleases(to: h.window)
        let events = Self.timedEvents(of: h.window, clock: h.clock)
        h.play(InputScript.repeated(.down, count: 7, start: 1, interval: 0.04))
        h.advance(to: 1.99)
        #expect(h.dismissal.isDragging && h.dismissal.interactor.percentComplete == 0.5, "no pause ends it")
        h.at(2, .keyReleased(.down))
        #expect(!h.dismissal.isDragging)
        h.settle()
        #expect(!h.isPresented)
        #expect(Array(events().prefix(3)) == ["1.04 dismissalWillBegin", "1.04 interactionBegan", "2.0 interactionFinish"])
        #expect(events().last?.hasSuffix("dismissalDidEnd") == true)
    }

    /// Short of the threshold, the release cancels the dismissal at its instant.
    @Test func aShortHoldSpringsBackAtTheRelease() {
        let h = DismissalInteractionTests.Harness()
        Self.reportReleases(to: h.window)
        let events = Self.timedEvents(of: h.window, clock: h.clock)
        h.play(InputScript.repeated(.down, count: 3, start: 1, interval: 0.04))
        h.at(1.5, .keyReleased(.down))
        h.settle()
        #expect(h.isPresented)
        #expect(Array(events().prefix(3)) == ["1.04 dismissalWillBegin", "1.04 interactionBegan", "1.5 interactionCancel"])
    }

    /// ↑ held raises a medium sheet (top at row 20) a row a repeat; it stays raised through a
    /// pause and settles on a detent only once ↑ is let go.
    @Test func theDetentsSettleAtTheRelease() {
        let t = SheetDetentTests()
        Self.reportReleases(to: t.window)
        t.play(InputScript.repeated(.up, count: 6, start: 1, interval: 0.03))
        t.settle(until: 2)
        #expect(t.top == 15 && t.dismissal.isDragging, "five rows up, held")
        t.play([(2, .keyReleased(.up))])
        #expect(!t.dismissal.isDragging)
        t.settle(until: 4)
        #expect(t.top == 20 && t.detentEvents().isEmpty, "back to medium, from the release")
    }

    /// The zoom's drag begins at the first press and ends at the release: 4 rows of 20 (20 %)
    /// is short of the threshold, so the picture flies back from then.
    @Test func theZoomsDragEndsAtTheRelease() throws {
        let h = ZoomTransitionTests.Harness()
        Self.reportReleases(to: h.window)
        let events = Self.timedEvents(of: h.window, clock: h.clock)
        h.play(InputScript.repeated(.down, count: 4, start: 1, interval: 0.05))
        h.advance(to: 2.49)
        #expect(h.interaction.isDragging)
        h.at(2.5, .keyReleased(.down))
        h.settle(until: 3.5)
        #expect(h.isPresented && !h.interaction.isDragging)
        #expect(Array(events().prefix(3)) == ["1.0 dismissalWillBegin", "1.0 interactionBegan", "2.5 interactionCancel"])
    }
}
