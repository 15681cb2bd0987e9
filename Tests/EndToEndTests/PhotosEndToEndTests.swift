import Foundation
import KamishibaiTesting
import Testing

/// The Photos tab in a real terminal at 120×40 with `--trace`: open, close by SGR drags
/// (diagonal, sideways), a short drag that leaves it open, Esc, and an upward drag on a
/// thumbnail that opens it interactively.
@Suite("Photos, end to end")
struct PhotosEndToEndTests {
    /// The first thumbnail's cell frame (0-based x, y, width, height), read off the screen:
    /// the selection's rounded box is drawn one cell around it.
    private func selectedThumbnail(_ screen: String) -> (x: Int, y: Int, width: Int, height: Int)? {
        let lines = screen.components(separatedBy: "\n").map { Array($0) }
        guard let top = lines.indices.dropFirst().first(where: { lines[$0].contains("╭") }),
            let left = lines[top].firstIndex(of: "╭"), let right = lines[top].firstIndex(of: "╮"),
            let bottom = lines.indices.dropFirst(top + 1).first(where: { left < lines[$0].count && lines[$0][left] == "╰" })
        else { return nil }
        return (left + 1, top + 1, right - left - 1, bottom - top - 1)
    }

    /// A press at (column, row), moves in `steps` to (column + dx, row + dy) and a release
    /// (1-based, as the terminal reports them), in one burst: no velocity (no flick) on any
    /// machine.
    private func drag(_ tmux: TmuxSession, from: (Int, Int), by: (Int, Int), steps: Int) throws {
        try tmux.drag(MouseDrag.reports(from: from, through: (1...steps).map { (from.0 + by.0 * $0 / steps, from.1 + by.1 * $0 / steps) }))
    }

    private func count(_ kind: TraceEvent.Kind, _ tmux: TmuxSession, completed wanted: Bool) throws -> Int {
        try named(kind, tmux.trace.events()).count { $0.completed == wanted }
    }

    @Test func openCloseByDragsEscapeAndAnUpwardOpening() throws {
        let tmux = try TmuxSession(appArguments: ["--start", "photos"], columns: 120, rows: 40)
        let grid = try tmux.waitForScreen("the photo grid") { $0.contains("Peach river") && $0.contains("Festival night") }
        let thumbnail = try #require(selectedThumbnail(grid), "screen:\n\(grid)")

        // Enter opens; a diagonal drag of 15 columns and 8 rows closes it onto the thumbnail.
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.completed == true }
        try drag(tmux, from: (60, 20), by: (15, 8), steps: 8)
        let closed = try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.completed == true }
        guard case .dismissalDidEnd(_, _, "zoom", nil, let landed) = closed.event else { return }
        let frame = landed?.map { Int($0) }
        #expect(frame == [thumbnail.x, thumbnail.y, thumbnail.width, thumbnail.height], "trace \(closed), screen \(thumbnail)")

        // A 2-cell drag leaves it open.
        try tmux.sendKeys("Enter")
        try waitFor("the second opening", lastSeen: { "\(tmux.trace.text)" }) {
            try count(.presentationDidEnd, tmux, completed: true) == 2
        }
        try drag(tmux, from: (60, 20), by: (2, 0), steps: 2)
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.completed == false }
        try tmux.waitForScreen(containing: "drag any way to close")

        // Esc closes; then an upward drag on the thumbnail opens it interactively.
        try tmux.sendKeys("Escape")
        try waitFor("Esc to close it", lastSeen: { "\(tmux.trace.text)" }) {
            try count(.dismissalDidEnd, tmux, completed: true) == 2
        }
        try tmux.waitForScreen(containing: "⏎/click open")
        // From the bottom row of the thumbnail below the first (the second row of the grid),
        // 12 rows up: two thirds of half the grid's height.
        let below = (thumbnail.x + thumbnail.width / 2 + 1, thumbnail.y + 2 * thumbnail.height + 2)
        try drag(tmux, from: below, by: (0, -12), steps: 12)
        try waitFor("the interactive opening", lastSeen: { "\(tmux.trace.text)" }) {
            try count(.presentationDidEnd, tmux, completed: true) == 3
        }
        let events = try tmux.trace.events()
        let began = try #require(events.lastIndex { $0.kind == .presentationWillBegin })
        #expect(events[began...].contains { $0.kind == .interactionBegan }, "scrubbed, not animated")

        // Sideways: 30 columns are 15 rows of distance, past 40 % of half the height.
        try drag(tmux, from: (40, 20), by: (30, 0), steps: 10)
        try waitFor("the sideways close", lastSeen: { "\(tmux.trace.text)" }) {
            try count(.dismissalDidEnd, tmux, completed: true) == 3
        }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExitStatus() == 0)
    }
}
