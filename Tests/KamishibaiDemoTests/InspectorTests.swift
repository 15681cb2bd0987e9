import KamishibaiUI
import Testing

@testable import KamishibaiDemo

@Suite struct InspectorTests {
    /// The table of "iOS Custom Presentation & Transition (3)": each screen of the chain, its presenting and its presented screen.
    @Test func showsWhoPresentsWhomForEachScreenOfTheChain() {
        let harness = DemoHarness(columns: 100, rows: 30)
        harness.run(timed: [(0.05, .key(.character("i"))), (0.1, .key(.enter)), (1, .key(.character("n")))])
        let rows = harness.screen.split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        for expected in ["screen presenting presented", "root – detail-1", "detail-1 root detail-2@2", "detail-2@2 detail-1 –"] {
            #expect(rows.contains { $0.contains(expected) }, "\(expected)\n\(harness.screen)")
        }
    }

    @Test(arguments: [(-0.001, "0.0"), (-0.004, "0.0"), (0.25, "0.25"), (-1.5, "-1.5")])
    func numbersNeverShowMinusZero(value: Double, shown: String) {
        #expect(InspectorView.number(value) == shown)
    }

    @Test func showsThePhaseChainCallsAndTheFocusedScrollView() {
        let harness = DemoHarness(columns: 100, rows: 30)
        // Open it, present a sheet, look mid-slide (0.1 + 0.35 s), then at rest.
        harness.run(timed: [(0.05, .key(.character("i"))), (0.1, .key(.enter)), (1, .key(.character("n")))])
        let mid = harness.frame(at: 0.25).text
        #expect(mid.contains("presenting detail-1"))
        #expect(mid.contains("root → detail-1"))
        let end = harness.screen
        #expect(end.contains("phase         idle"))
        #expect(end.contains("root → detail-1 → detail-2@2"))
        #expect(end.contains("detail-2@2 text"), "the top sheet's text is the focused scroll view")
        #expect(end.contains("presentationDidEnd"))
    }

    @Test func showsTheScrubbedPercentAndTheInteraction() {
        let harness = DemoHarness(columns: 100, rows: 30)
        harness.run(timed: [
            (0.05, .key(.character("i"))), (0.1, .key(.enter)),
            // On the sheet, left of the docked inspector (columns 50–99).
            (1, .mouse(MouseEvent(.press(.left), column: 25, row: 20))),
            (1.1, .mouse(MouseEvent(.drag(.left), column: 25, row: 23))),
        ])
        #expect(harness.screen.contains("dismissing detail-1, scrubbed"))
        #expect(harness.screen.contains("in progress"))
        #expect(harness.screen.contains("0.2 "), "3 rows of 15")
    }

    @Test func followsThePagingScrollView() {
        let harness = DemoHarness(columns: 100, rows: 30, start: .paging)
        harness.run([.key(.character("i")), .key(.right)])
        #expect(harness.screen.contains("pages"))
        #expect(harness.screen.contains("2 of 4"))
        #expect(harness.screen.contains("at rest"))
    }

    @Test func hiddenItListensToNothing() {
        let harness = DemoHarness()
        harness.run([.key(.character("i")), .key(.character("i"))])
        #expect(!harness.app.isShowingInspector)
        #expect(harness.app.trace.observer == nil)
        let shown = DemoHarness()
        shown.run([.key(.character("i"))])
        #expect(shown.app.trace.observer != nil)
    }
}
