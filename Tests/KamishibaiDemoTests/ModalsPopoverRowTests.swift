import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

@testable import KamishibaiDemo

/// The Modals tab's Popover row: a popover pointing at the row at 120 columns, the sheet it
/// adapts to at 60.
@Suite struct ModalsPopoverRowTests {
    /// ↓ to the Popover row, then Enter, on the Modals tab at `columns`×40.
    static func presented(columns: Int) -> DemoHarness {
        let h = DemoHarness(columns: columns, rows: 40, start: .modals)
        let index = ModalDemoRow.all.firstIndex { $0.title == "Popover" } ?? 0
        let keys = Array(repeating: InputEvent.key(.down), count: index) + [.key(.enter)]
        h.run(timed: keys.enumerated().map { (0.5 + 0.1 * Double($0.offset), $0.element) })
        return h
    }

    @Test func aPopoverBelowItsRowAt120Columns() throws {
        let h = Self.presented(columns: 120)
        let popover = try #require(h.app.presentedSheet)
        #expect(popover.name == "modal-popover")
        #expect(popover.presentationController === popover.popoverPresentationController)
        #expect(popover.popoverPresentationController?.arrowDirection == .up)
        #expect(h.screen.contains("▲") && !h.screen.contains("┴"), "the arrow out of the surface, no line to join")
        #expect(h.traceLines.contains { $0.contains(#""screen":"modal-popover","completed":true,"style":"popover"}"#) })
    }

    @Test func aSheetAdaptedFromThePopoverAt60Columns() throws {
        let h = Self.presented(columns: 60)
        let popover = try #require(h.app.presentedSheet)
        #expect(popover.presentationController?.adaptedFrom == .popover)
        #expect(!h.screen.contains("▲"))
        #expect(
            h.traceLines.contains {
                $0.contains(#""screen":"modal-popover","completed":true,"style":"sheet","adaptedFrom":"popover"}"#)
            })
    }
}
