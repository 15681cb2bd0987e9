import KamishibaiCanvas
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import SnapshotTesting
import Testing

@testable import KamishibaiDemo

/// The Modals tab's Alert and Action sheet rows at 120×40 on the headless terminal: each
/// presented by its style, at rest (text and styles), Esc performing the cancel action.
@Suite struct AlertDemoTests {
    /// Row `index` of the Modals list presented with Enter at 0.5 s, and the frames until 1.5 s.
    static func present(row index: Int) -> DemoHarness {
        let h = DemoHarness(columns: 120, rows: 40, start: .modals)
        h.run(timed: (0..<index).map { (0.2 + 0.05 * Double($0), .key(.down)) } + [(0.5, .key(.enter)), (1.5, .key(.character("x")))])
        return h
    }

    static func index(of title: String) -> Int { ModalDemoRow.all.firstIndex { $0.title == title } ?? -1 }

    @Test func theAlertRowPresentsACentredAlert() {
        let h = Self.present(row: Self.index(of: "Alert"))
        #expect(h.app.presentedSheet is AlertController)
        #expect(h.traceLines.contains { $0.contains(#""event":"presentationDidEnd","screen":"alert","completed":true,"style":"alert""#) })
        assertSnapshot(of: h.screen, as: .lines, named: "text")
        assertSnapshot(of: h.terminal.screen.styleMap, as: .lines, named: "style")
        h.run(timed: [(2, .key(.escape))])
        #expect(h.app.presentedSheet == nil)
        #expect(h.traceLines.contains { $0.contains(#""event":"alertAction","title":"Cancel","style":"cancel""#) })
    }

    @Test func theActionSheetRowPresentsASheetOnTheBottomEdge() {
        let h = Self.present(row: Self.index(of: "Action sheet"))
        #expect(h.traceLines.contains { $0.contains(#""screen":"actionSheet","completed":true,"style":"actionSheet""#) })
        assertSnapshot(of: h.screen, as: .lines, named: "text")
        h.run(timed: [(2, .key(.escape))])
        #expect(h.app.presentedSheet == nil)
        #expect(h.traceLines.contains { $0.contains(#""event":"alertAction","title":"Cancel","style":"cancel""#) })
    }
}
