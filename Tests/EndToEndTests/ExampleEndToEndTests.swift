import Foundation
import KamishibaiTesting
import Testing

/// `Examples/SheetExample`, an app built outside this package on its public products only,
/// run in tmux at 80×30 with `KAMISHIBAI_TRACE` set: the library writes its trace.
///
/// The whole 30 rows are the container, so the note's sheet rests at y = 15 with height 15:
/// its top border on row 15 (0-based), and a drag of r rows is r / 15 of the way.
@Suite("Example app, end to end")
struct ExampleEndToEndTests {
    static let column = 40

    /// Starts the example with the trace on and presents the note with Enter.
    private func openNote() throws -> TmuxSession {
        let binary = try exampleBinary()
        let tmux = try TmuxSession(columns: 80, rows: 30) { directory in
            let trace = TraceFile(in: directory).path
            let run = "KAMISHIBAI_TRACE=\(shellQuoted(trace)) \(shellQuoted(binary))"
            return ["sh", "-c", run + "; echo \"EXIT=$?\"; sleep 600"]
        }
        try tmux.waitForScreen(containing: "Enter  open a note")
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "note" && $0.completed == true }
        try tmux.waitForScreen("the note at rest on the lower half") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count > 16 && isSheetEdge(lines[15], columns: 80) && lines[16].contains("A note")
        }
        return tmux
    }

    /// A press on the note, then one row at a time down `rows` rows and the release, in one
    /// burst: no velocity (no flick) on any machine. Mouse rows are 1-based. Returns how far
    /// the drag's last update had got.
    @discardableResult
    private func drag(_ tmux: TmuxSession, rows: Int) throws -> Double? {
        try tmux.drag(MouseDrag.straight(from: (Self.column, 19), to: (Self.column, 19 + rows)))
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "note" }
        return try named(.interactionUpdate, tmux.trace.events()).last?.percent
    }

    @Test func aDragOf60PercentDismissesTheNote() throws {
        let tmux = try openNote()
        #expect(try drag(tmux, rows: 9).map { isNear($0, 9 / 15, tolerance: 1e-9) } == true, "trace:\n\(tmux.trace.text)")
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "note" && $0.completed == true }
        #expect(try named(.interactionFinish, tmux.trace.events()).count == 1)
        try tmux.waitForScreen("the note gone") { !$0.contains("A note") }
    }

    @Test func aDragOf20PercentSpringsBack() throws {
        let tmux = try openNote()
        #expect(try drag(tmux, rows: 3).map { isNear($0, 3 / 15, tolerance: 1e-9) } == true, "trace:\n\(tmux.trace.text)")
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.screen == "note" && $0.completed == false }
        #expect(try named(.interactionCancel, tmux.trace.events()).count == 1)
        try tmux.waitForScreen(containing: "A note")
        // A key dismissal still works after the cancelled drag, and q quits cleanly.
        try tmux.sendKeys("Escape")
        try tmux.trace.waitForEvent(.dismissalDidEnd) { $0.completed == true }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExitStatus() == 0)
        #expect(try tmux.paneFlags() == .restored)
    }

    /// The README and the documentation show the example's code as it is, so what a newcomer
    /// copies builds.
    @Test func theReadmeShowsTheExampleAsItIs() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let code = try String(
            contentsOf: root.appendingPathComponent("Examples/SheetExample/Sources/SheetExample/main.swift"), encoding: .utf8)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/KamishibaiUI/KamishibaiUI.docc/GettingStarted.md"), encoding: .utf8)
        #expect(readme.contains("```swift\n" + code + "```"))
        #expect(article.contains("```swift\n" + code + "```"))
        #expect(code.split(separator: "\n", omittingEmptySubsequences: false).count <= 80)
    }
}
