import KamishibaiDemo
import KamishibaiUI
import Testing

/// Drags whose release never comes (the terminal lost focus or dropped the report) must not
/// wedge anything: a key, a new press or a focus-out report ends them as cancelled. At 80×24
/// the sheet rests at y = 11; row 13 is on it, row 4 on the dimmed backdrop.
@Suite struct AbandonedDragTests {
    let open: (Double, InputEvent) = (0.1, .key(.enter))

    static func mouse(_ time: Double, _ kind: MouseEvent.Kind, row: Int, column: Int = 40) -> (Double, InputEvent) {
        (time, .mouse(MouseEvent(kind, column: column, row: row)))
    }

    /// Pressed on the sheet and dragged three rows down; no release.
    var strandedDrag: [(Double, InputEvent)] {
        [
            Self.mouse(1, .press(.left), row: 13), Self.mouse(1.05, .drag(.left), row: 14),
            Self.mouse(1.1, .drag(.left), row: 15), Self.mouse(1.15, .drag(.left), row: 16),
        ]
    }

    @Test func escapeDuringADragWhoseReleaseNeverCameDismisses() {
        let harness = DemoHarness()
        harness.run(timed: [open] + strandedDrag + [(1.5, .key(.escape))])
        #expect(harness.lifecycle.last == "dismissalDidEnd true")
        #expect(harness.app.presentedSheet == nil)
        #expect(harness.app.nextWake() == .idle)
    }

    @Test func aNewPressEndsTheStrandedDragAndStartsAFreshOne() {
        let harness = DemoHarness()
        // The press cancels the stranded drag; the sheet springs back while the pointer rests,
        // then six rows down (past 40 %) dismiss it.
        var second = [Self.mouse(2, .press(.left), row: 17)]
        for (i, row) in (18...23).enumerated() { second.append(Self.mouse(2.3 + 0.05 * Double(i), .drag(.left), row: row)) }
        second.append(Self.mouse(2.8, .release(.left), row: 23))
        harness.run(timed: [open] + strandedDrag + second)
        #expect(
            harness.lifecycle == [
                "presentationWillBegin", "presentationDidEnd true",
                "dismissalWillBegin", "interactionBegan", "interactionCancel", "dismissalDidEnd false",
                "dismissalWillBegin", "interactionBegan", "interactionFinish", "dismissalDidEnd true",
            ])
        #expect(harness.app.presentedSheet == nil)
    }

    @Test func losingFocusEndsTheDrag() {
        let harness = DemoHarness()
        harness.run(timed: [open] + strandedDrag + [(1.5, .focus(gained: false))])
        #expect(harness.lifecycle.suffix(2) == ["interactionCancel", "dismissalDidEnd false"])
        #expect(harness.app.presentedSheet != nil)
        #expect(harness.app.nextWake() == .idle, "at rest, nothing left scrubbing")
        #expect(harness.screen.contains("✕ Close"))
    }

    /// The storm's crash: a sheet dismissed while a press on it was still held, then a drag
    /// and a release reach its view after the screen is gone.
    @Test func aDragReachingADismissedSheetIsHarmless() {
        let harness = DemoHarness()
        harness.run(timed: [
            open, Self.mouse(1, .press(.left), row: 13), (1.05, .key(.escape)),
            Self.mouse(1.5, .drag(.left), row: 18), Self.mouse(1.6, .release(.left), row: 18),
        ])
        #expect(harness.lifecycle.last == "dismissalDidEnd true")
        #expect(harness.app.presentedSheet == nil)
    }
}
