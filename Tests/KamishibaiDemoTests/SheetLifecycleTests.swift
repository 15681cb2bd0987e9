import KamishibaiDemo
import KamishibaiTesting
import KamishibaiUI
import Testing

/// The detail sheet at 80×24: the container is the 23 rows above the footer, so the sheet
/// rests at y = 11 with height 12 (half the container, 11.5, on whole rows) and a drag of r rows
/// is r / 12 percent.
@Suite struct SheetLifecycleTests {
    let open: (Double, InputEvent) = (0.1, .key(.enter))

    @Test func animatedPresentationCompletes() {
        let harness = DemoHarness()
        harness.run(timed: [open])
        #expect(harness.lifecycle == ["presentationWillBegin", "presentationDidEnd true"])
        #expect(harness.transitionLines[0].contains(#""screen":"detail-1""#))
        #expect(harness.app.presentedSheet != nil)
        #expect(harness.screen.contains("✕ Close"))
        // Presentation 0.35 s from 0.1: the end is traced at 0.45.
        #expect(harness.transitionLines[1].hasPrefix(#"{"t":0.45"#))
    }

    @Test func slowAnimationsScaleEveryDuration() {
        let harness = DemoHarness(animationScale: 10)
        harness.run(timed: [open, (5, .key(.escape))])
        // 0.35 s × 10 from 0.1, and 0.2 s × 10 from 5.
        #expect(harness.transitionLines[1].hasPrefix(#"{"t":3.6,"event":"presentationDidEnd""#))
        #expect(harness.transitionLines[3].hasPrefix(#"{"t":7,"event":"dismissalDidEnd""#))
    }

    @Test func escapeDismissesNonInteractively() {
        let harness = DemoHarness()
        harness.run(timed: [open, (1, .key(.escape))])
        #expect(harness.lifecycle == ["presentationWillBegin", "presentationDidEnd true", "dismissalWillBegin", "dismissalDidEnd true"])
        #expect(harness.transitionLines[3].hasPrefix(#"{"t":1.2,"#), "0.2 s slide out")
        #expect(harness.app.presentedSheet == nil)
        #expect(!harness.screen.contains("✕ Close"))
    }

    @Test func backdropClickDismisses() {
        let harness = DemoHarness()
        harness.run(timed: [
            open, (1, .mouse(MouseEvent(.press(.left), column: 40, row: 4))),
            (1.01, .mouse(MouseEvent(.release(.left), column: 40, row: 4))),
        ])
        #expect(harness.lifecycle.suffix(2) == ["dismissalWillBegin", "dismissalDidEnd true"])
        #expect(harness.app.selectedStoryIndex == 0, "the click did not reach the list under the backdrop")
    }

    @Test func closeControlDismisses() {
        let harness = DemoHarness()
        // The title row is the sheet's second row: row 12; "✕ Close" ends 3 from the right.
        harness.run(timed: [open, (1, .mouse(MouseEvent(.press(.left), column: 72, row: 12)))])
        #expect(harness.lifecycle.suffix(2) == ["dismissalWillBegin", "dismissalDidEnd true"])
    }

    @Test func dragPastThresholdFinishes() {
        let harness = DemoHarness()
        harness.run(timed: [open] + DemoHarness.drag(from: 13, to: 20, start: 1, step: 0.1))
        #expect(
            harness.lifecycle == [
                "presentationWillBegin", "presentationDidEnd true", "dismissalWillBegin", "interactionBegan",
                "interactionFinish", "dismissalDidEnd true",
            ])
        #expect(abs(harness.updatePercents.last! - 7 / 12) < 1e-6)
        #expect(harness.app.presentedSheet == nil)
    }

    @Test func shortSlowDragCancelsAndTheSheetStays() {
        let harness = DemoHarness()
        harness.run(timed: [open] + DemoHarness.drag(from: 13, to: 15, start: 1, step: 0.1))
        #expect(harness.lifecycle.suffix(4) == ["dismissalWillBegin", "interactionBegan", "interactionCancel", "dismissalDidEnd false"])
        #expect(harness.app.presentedSheet != nil)
        #expect(harness.screen.contains("✕ Close"), "back at rest")
        #expect(harness.terminal.screen[0, 11].grapheme == "▗", "at rest its top row is the surface, its corner rounded")
    }

    @Test func fastFlickDismissesBelowTheThreshold() {
        let harness = DemoHarness()
        harness.run(timed: [open] + DemoHarness.drag(from: 13, to: 16, start: 1, step: 0.02))
        #expect(harness.lifecycle.suffix(3) == ["interactionBegan", "interactionFinish", "dismissalDidEnd true"])
        #expect(harness.updatePercents.last! < 0.4)
    }

    @Test func upwardDragNeverGivesANegativePercent() {
        let harness = DemoHarness()
        // Up 3 rows (the body scrolls), then down 5 in the same drag: 3 rows bring the body
        // back to its top, the last 2 pull the sheet.
        let rows = [15, 14, 13, 12, 13, 14, 15, 16, 17]
        harness.run(timed: [open] + InputScript.drag(through: rows.map { CellPoint(x: 40, y: $0) }, start: 1, step: 0.1, rest: 0.4))
        #expect(!harness.updatePercents.isEmpty)
        #expect(harness.updatePercents.allSatisfy { $0 >= 0 })
        #expect(abs(harness.updatePercents.last! - 2 / 12) < 1e-6, "the trace rounds to 1e-6")
        #expect(harness.app.presentedSheet != nil)
    }

    /// With a single detent the sheet cannot expand: an upward drag is the body's.
    @Test func aLongBodyScrollsAndHandsTheDragToTheSheetAtItsTop() {
        let mediumOnly = DemoApp.SheetOptions(detents: [.medium])
        let harness = DemoHarness(sheets: mediumOnly)
        // Up 4 rows: the body scrolls, the sheet stays (no interaction).
        harness.run(
            timed: [open] + DemoHarness.drag(from: 20, to: 16, start: 1, step: 0.1)
                + [(2, .key(.escape))])
        #expect(!harness.lifecycle.contains("interactionBegan"))
        #expect(harness.lifecycle.suffix(2) == ["dismissalWillBegin", "dismissalDidEnd true"])
        let scrolled = harness.frame(at: 1.9).text
        #expect(!scrolled.contains("An old couple find a peach"), "the synopsis scrolled up out of view")
        // Then down 10 rows in one drag: 4 bring the body back to its top, 6 pull the sheet.
        let handoff = DemoHarness(sheets: mediumOnly)
        handoff.run(
            timed: [open] + DemoHarness.drag(from: 20, to: 16, start: 1, step: 0.1)
                + DemoHarness.drag(from: 14, to: 24, start: 2, step: 0.1))
        #expect(abs(handoff.updatePercents.last! - 6 / 12) < 1e-6)
        #expect(handoff.lifecycle.suffix(3) == ["interactionBegan", "interactionFinish", "dismissalDidEnd true"])
    }

    @Test func escapeAfterACancelledDragStillDismisses() {
        let harness = DemoHarness()
        harness.run(timed: [open] + DemoHarness.drag(from: 13, to: 14, start: 1, step: 0.1) + [(2, .key(.escape))])
        #expect(
            harness.lifecycle.suffix(4) == ["interactionCancel", "dismissalDidEnd false", "dismissalWillBegin", "dismissalDidEnd true"])
        #expect(harness.app.presentedSheet == nil)
    }

    @Test func heldDownArrowDragsAndReleasesOnTheRepeatGap() {
        let harness = DemoHarness()
        // First press, then repeats every 33 ms after the 600 ms delay: the press and the
        // first repeat are presses (the sheet's content has them), the next 7 pull 7 rows ≥ 40 %.
        let keys = [(1, .key(.down))] + InputScript.repeated(.down, count: 8, start: 1.6, interval: 0.033)
        harness.run(timed: [open] + keys)
        #expect(harness.lifecycle.suffix(3) == ["interactionBegan", "interactionFinish", "dismissalDidEnd true"])
        #expect(abs(harness.updatePercents.last! - 7 / 12) < 1e-6)
        // Released 150 ms after the last repeat.
        let finish = harness.traceLines.first { $0.contains("interactionFinish") }!
        #expect(finish.hasPrefix(#"{"t":1.981,"#))
    }

    /// A newcomer's single ↓ never jerks the sheet: a press is not a drag.
    @Test func aSingleDownPressLeavesTheSheetAlone() {
        let harness = DemoHarness()
        harness.run(timed: [open, (1, .key(.down))])
        #expect(harness.lifecycle.suffix(2) == ["presentationWillBegin", "presentationDidEnd true"])
        #expect(!harness.traceLines.contains { $0.contains("interaction") })
    }

    @Test func dimmingFollowsTheScrub() {
        let harness = DemoHarness()
        harness.run(timed: [open, (1, .mouse(MouseEvent(.press(.left), column: 40, row: 13)))])
        let rest = harness.terminal.screen[40, 3].style.background
        let scrubbed = DemoHarness()
        scrubbed.run(timed: [
            open, (1, .mouse(MouseEvent(.press(.left), column: 40, row: 13))),
            (1.1, .mouse(MouseEvent(.drag(.left), column: 40, row: 19))),
        ])
        let half = scrubbed.terminal.screen[40, 3].style
        #expect(half.background.r > rest.r, "less dimmed while dragged")
        #expect(abs(half.dimming - 0.4 * (1 - 6 / 12)) < 1e-9, "dimming opacity = 0.4 × (1 − percent)")
    }

    @Test func resizeDuringADragCancelsItAndRelaysOut() {
        let harness = DemoHarness()
        harness.run(timed: [
            open, (1, .mouse(MouseEvent(.press(.left), column: 40, row: 13))),
            (1.1, .mouse(MouseEvent(.drag(.left), column: 40, row: 19))),
            (1.2, .resize(columns: 100, rows: 31)),
            (1.3, .mouse(MouseEvent(.release(.left), column: 40, row: 19))),
        ])
        #expect(harness.lifecycle.contains("dismissalDidEnd false"))
        #expect(harness.app.presentedSheet != nil)
        #expect(harness.terminal.screen[0, 15].grapheme == "▗", "at rest for 100×31: y = 15")
    }

    /// A held ↓ cancelled by a resize is over: an Esc before the key-repeat pause runs out
    /// dismisses (it used to be handed the idle interactor and swallowed).
    @Test func escapeRightAfterAResizeCancelledAKeyDragDismisses() {
        let harness = DemoHarness()
        harness.run(timed: [
            open, (1, .key(.down)), (1.04, .key(.down)), (1.08, .key(.down)),
            (1.1, .resize(columns: 90, rows: 26)), (1.2, .key(.escape)),
        ])
        #expect(
            harness.lifecycle.suffix(4) == ["interactionCancel", "dismissalDidEnd false", "dismissalWillBegin", "dismissalDidEnd true"])
        #expect(harness.app.presentedSheet == nil)
    }

    @Test func resizeDuringThePresentationLandsIt() {
        let harness = DemoHarness()
        harness.run(timed: [open, (0.2, .resize(columns: 60, rows: 20))])
        #expect(harness.lifecycle == ["presentationWillBegin", "resize", "presentationDidEnd true"])
        // 19 rows above the footer: half is 9.5, and the sheet rests on whole rows, 10 tall.
        #expect(harness.terminal.screen[0, 9].grapheme == "▗")
    }

    @Test func slideMovesInEighthsOfARow() {
        let harness = DemoHarness()
        harness.run(timed: [open])
        let edges = harness.terminal.frames.compactMap { frame -> Character? in
            (0..<frame.screen.rows).lazy.map { frame.screen[40, $0].grapheme }.compactMap { g in
                "▁▂▃▅▆▇".contains(g) ? Character(g) : nil
            }.first
        }
        #expect(edges.count >= 3, "frames mid-slide show partial rows")
    }
}
