import KamishibaiDemo
import KamishibaiTesting
import KamishibaiUI
import Testing

/// Sheets over sheets at 80×24 (23 rows above the footer): level 1 rests at y = 11.5,
/// level 2 at 13.5, level 3 at 15.5, so each lower sheet shows two rows above the next.
@Suite struct SheetStackTests {
    let stack: [(Double, InputEvent)] = [(0.1, .key(.enter)), (1, .key(.character("n"))), (2, .key(.character("n")))]

    func didEnd(_ harness: DemoHarness, _ event: String) -> [String] {
        harness.traceEvents.filter { $0.name == event }.compactMap(\.screen)
    }

    @Test func threeLevelsWithDistinctScreensAndAChainBothWays() {
        let harness = DemoHarness()
        harness.run(timed: stack)
        #expect(didEnd(harness, "presentationDidEnd") == ["detail-1", "detail-2@2", "detail-3@3"])
        let root = harness.app.rootViewController
        let chain = root.presentationChain
        #expect(chain.map(\.name) == ["root", "detail-1", "detail-2@2", "detail-3@3"])
        for (lower, upper) in zip(chain, chain.dropFirst()) {
            #expect(lower.presentedViewController === upper)
            #expect(upper.presentingViewController === lower)
        }
        #expect(chain.map(\.presentationLevel) == [0, 1, 2, 3])
        #expect(harness.app.presentedSheet === chain.last)
        // Each level's own dimming darkens the one below: the top rows carry three layers.
        let opacity = harness.terminal.screen[40, 3].style.dimming
        #expect(abs(opacity - (1 - 0.6 * 0.6 * 0.6)) < 1e-9)
    }

    @Test func escapeDismissesOnlyTheTop() {
        let harness = DemoHarness()
        harness.run(timed: stack + [(3, .key(.escape))])
        #expect(didEnd(harness, "dismissalDidEnd") == ["detail-3@3"])
        #expect(harness.app.rootViewController.presentationChain.count == 3)
    }

    @Test func aClickOnAMiddleSheetDismissesItAndThoseAboveInOneAnimation() {
        let harness = DemoHarness()
        // Row 14 is level 2's border row: above level 3 (from 15.5), below level 1's top.
        harness.run(timed: stack + [(3, .mouse(MouseEvent(.press(.left), column: 10, row: 14)))])
        #expect(didEnd(harness, "dismissalWillBegin") == ["detail-3@3", "detail-2@2"])
        #expect(didEnd(harness, "dismissalDidEnd") == ["detail-3@3", "detail-2@2"])
        let ends = harness.traceLines.filter { $0.contains("dismissalDidEnd") }
        #expect(ends.allSatisfy { $0.hasPrefix(#"{"t":3.2,"#) }, "one 0.2 s animation")
        #expect(harness.app.rootViewController.presentationChain.map(\.name) == ["root", "detail-1"])
    }

    @Test func aClickAboveEverySheetDismissesTheTopOnly() {
        let harness = DemoHarness()
        harness.run(timed: stack + [(3, .mouse(MouseEvent(.press(.left), column: 10, row: 4)))])
        #expect(didEnd(harness, "dismissalDidEnd") == ["detail-3@3"])
    }

    @Test func aResizeRelaysOutEveryLevel() {
        let harness = DemoHarness()
        harness.run(timed: stack + [(3, .resize(columns: 100, rows: 31))])
        let frames = harness.app.rootViewController.presentationChain.dropFirst().map(\.view.frame.minY)
        #expect(frames == [15, 17, 19], "30 rows above the footer: 15, then 2 rows lower per level")
    }

    @Test func levelsStopAtFive() {
        let harness = DemoHarness()
        harness.run(timed: [(0.1, .key(.enter))] + InputScript.repeated(.character("n"), count: 6, start: 1, interval: 1))
        #expect(harness.app.rootViewController.presentationChain.count == 6, "root and five sheets")
    }
}
