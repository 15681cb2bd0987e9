import KamishibaiTerminal
import KamishibaiTesting
import Testing

@testable import KamishibaiDemo

/// The Modals tab's Toast row at 120×40: each Enter shows another toast, in turn at the top and
/// at the bottom with an Undo, whose `u` undoes while the list keeps its keys.
@Suite struct ToastRowTests {
    @Test func eachEnterShowsAnotherAndUUndoes() throws {
        let h = DemoHarness(columns: 120, rows: 40, start: .modals)
        let row = try #require(ModalDemoRow.all.firstIndex { $0.title == "Toast" })
        let moves = Array(repeating: InputEvent.key(.down), count: row)
        h.run(moves + [.key(.enter), .key(.enter), .key(.character("u"))], start: 0.5, step: 0.5)
        let enters = 0.5 + Double(row) * 0.5
        #expect(h.frame(at: enters + 0.4).text.contains("Toast 1"))
        let second = h.frame(at: enters + 0.9).text
        #expect(second.contains("Toast 2: a story archived") && second.contains("u Undo"))
        #expect(h.frame(at: enters + 1.4).text.contains("Story 2 is back"))
        // Shown 1, 2 and 3 (the undo's); 2 left by its action; then 1 and 3 timed out.
        let toastLines = h.traceLines.filter { $0.contains(#""event":"toast""#) }.map { $0.split(separator: ",", maxSplits: 1)[1] }
        #expect(
            toastLines == [
                #""event":"toast","state":"shown"}"#, #""event":"toast","state":"shown"}"#,
                #""event":"toast","state":"shown"}"#, #""event":"toast","state":"hidden","reason":"action"}"#,
                #""event":"toast","state":"hidden","reason":"timeout"}"#, #""event":"toast","state":"hidden","reason":"timeout"}"#,
            ])
        #expect(!h.screen.contains("u Undo") && !h.screen.contains("Story 2 is back"))
        #expect(h.app.presentedSheet == nil && h.app.firstResponder == nil)
    }
}
