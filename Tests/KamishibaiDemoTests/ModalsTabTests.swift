import KamishibaiCanvas
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

@testable import KamishibaiDemo

/// The Modals tab at 120×40: reached by its key, a row for each kind, Enter presenting the
/// chosen one from its row.
@Suite struct ModalsTabTests {
    @Test func key5ShowsTheModalsListAndItsKeys() {
        let h = DemoHarness(columns: 120, rows: 40)
        h.run(timed: [(0.5, .key(.character("5")))])
        #expect(h.app.currentTab == .modals)
        #expect(h.screen.contains("╭─ Modals"))
        for row in ModalDemoRow.all { #expect(h.screen.contains(row.title), "\(row.title)") }
        #expect(h.screen.contains("present"), "the footer names Enter")
    }

    @Test func enterPresentsTheSheetRowByItsStyle() throws {
        let h = DemoHarness(columns: 120, rows: 40, start: .modals)
        let row = try #require(ModalDemoRow.all.firstIndex { $0.title == "Sheet" })
        h.run(timed: (0..<row).map { (0.2 + 0.05 * Double($0), .key(.down)) } + [(0.5, .key(.enter))])
        let sheet = try #require(h.app.presentedSheet)
        #expect(sheet.name == "modal-sheet")
        #expect(sheet.transitioningDelegate == nil)
        #expect(
            h.traceLines.contains { $0.contains(#""event":"presentationDidEnd","screen":"modal-sheet","completed":true,"style":"sheet""#) })
        h.run(timed: [(2, .key(.escape))])
        #expect(h.app.presentedSheet == nil)
        #expect(
            h.traceLines.contains { $0.contains(#""event":"dismissalDidEnd","screen":"modal-sheet","completed":true,"style":"sheet""#) })
    }
}
