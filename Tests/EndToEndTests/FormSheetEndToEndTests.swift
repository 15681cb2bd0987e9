import Foundation
import KamishibaiTesting
import Testing

/// The Modals tab's form sheet in a real terminal (tmux), read from the screen and the trace:
/// at 200×60 it rests centred and narrower than the window and a drag down dismisses it; at 80
/// columns, and after a resize to 80, it is the full-width sheet with `adaptedFrom`.
@Suite("Form sheets, end to end")
struct FormSheetEndToEndTests {
    /// The demo on the Modals tab at `columns`×`rows`, the form sheet presented and at rest.
    private func presentFormSheet(columns: Int, rows: Int) throws -> (TmuxSession, TraceLine) {
        let tmux = try TmuxSession(appArguments: ["--start", "modals"], columns: columns, rows: rows)
        try tmux.waitForScreen(containing: "Form sheet")
        // Down until the marker is on the row, each press waited for: the marker moved down.
        for _ in 0..<10 {
            let screen = try tmux.capture()
            if screen.contains("▌Form sheet") { break }
            let marked = markedRow(screen) ?? -1
            try tmux.sendKeys("Down")
            try tmux.waitForScreen("the selection marker below row \(marked)") { (markedRow($0) ?? -1) > marked }
        }
        try tmux.waitForScreen(containing: "▌Form sheet")
        try tmux.sendKeys("Enter")
        let shown = try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "form-sheet" && $0.completed == true }
        return (tmux, shown)
    }

    /// The 0-based row of the Modals list's selection marker (`▌` inside its card), if a row
    /// is selected.
    private func markedRow(_ screen: String) -> Int? {
        rows(screen).firstIndex { $0.contains("│▌") }
    }

    /// The rows (0-based) of the sheet's top and bottom edges, and the columns of its corners:
    /// the first row with a pair of top corners that is not the Modals card's own top, and the
    /// first below it with a bottom-left corner in the same column. The corners are the
    /// surface's quadrants (`▗ ▖`, `▝ ▘`) in 256 colours, the line's (`╭ ╮`, `╰ ╯`) in 16.
    private func sheetBox(_ screen: String) -> (top: Int, bottom: Int, left: Int, right: Int)? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        let corners: [(Character, Character, Character, Character)] = [("▗", "▖", "▝", "▘"), ("╭", "╮", "╰", "╯")]
        for (topLeft, topRight, bottomLeft, bottomRight) in corners {
            guard let top = lines.firstIndex(where: { $0.contains(topLeft) && $0.contains(topRight) && !String($0).contains("Modals") }),
                let left = lines[top].firstIndex(of: topLeft), let right = lines[top].lastIndex(of: topRight),
                let bottom = lines.indices.first(where: { $0 > top && lines[$0].dropFirst(left).first == bottomLeft }),
                lines[bottom].dropFirst(right).first == bottomRight
            else { continue }
            return (top, bottom, left, right)
        }
        return nil
    }

    @Test func at200By60ItRestsCentredNarrowerThanTheWindowAndADragDownDismissesIt() throws {
        let (tmux, shown) = try presentFormSheet(columns: 200, rows: 60)
        #expect(shown.event == .presentationDidEnd(screen: "form-sheet", completed: true, style: "formSheet", adaptedFrom: nil, frame: nil))
        // At rest: the last frame of the slide may still be on screen when the trace says so.
        let screen = try tmux.waitForScreen("the form sheet at rest, 36 rows tall with its four corners") {
            sheetBox($0).map { $0.bottom - $0.top + 1 == 36 } == true
        }
        let box = try #require(sheetBox(screen))
        #expect(box.right - box.left + 1 == 68, "narrower than the window:\n\(screen)")
        #expect(box.left == 199 - box.right, "centred:\n\(screen)")
        // A drag from inside the sheet, 20 rows down (1-based rows and columns), in one burst:
        // past the threshold by its distance alone.
        let column = (box.left + box.right) / 2 + 1, from = box.top + 6
        try tmux.drag(MouseDrag.straight(from: (column, from), to: (column, from + 20)))
        let ended = try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "form-sheet" }
        #expect(ended.event == .dismissalDidEnd(screen: "form-sheet", completed: true, style: "formSheet", adaptedFrom: nil, frame: nil))
        let events = try tmux.trace.events()
        #expect(!named(.interactionBegan, events).isEmpty && !named(.interactionFinish, events).isEmpty, "the drag scrubbed it")
    }

    @Test func at80ColumnsItArrivesAsTheSheet() throws {
        let (tmux, shown) = try presentFormSheet(columns: 80, rows: 24)
        #expect(
            shown.event == .presentationDidEnd(screen: "form-sheet", completed: true, style: "sheet", adaptedFrom: "formSheet", frame: nil))
        try tmux.sendKeys("Escape")
        let ended = try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "form-sheet" }
        #expect(
            ended.event == .dismissalDidEnd(screen: "form-sheet", completed: true, style: "sheet", adaptedFrom: "formSheet", frame: nil))
    }

    @Test func aResizeTo80ColumnsWhileUpAdaptsIt() throws {
        let (tmux, shown) = try presentFormSheet(columns: 120, rows: 40)
        #expect(shown.event == .presentationDidEnd(screen: "form-sheet", completed: true, style: "formSheet", adaptedFrom: nil, frame: nil))
        try tmux.resize(columns: 80, rows: 24)
        try tmux.trace.waitForEvent(.resize) { $0.event == .resize(size: [80, 24]) }
        try tmux.waitForScreen("the full-width sheet") { screen in
            screen.split(separator: "\n").contains { isSheetEdge($0, columns: 80) }
        }
        try tmux.sendKeys("Escape")
        let ended = try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "form-sheet" }
        #expect(
            ended.event == .dismissalDidEnd(screen: "form-sheet", completed: true, style: "sheet", adaptedFrom: "formSheet", frame: nil))
    }
}
