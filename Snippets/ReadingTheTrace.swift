// A test of an app's sheet, headless: a window on a manual clock, its trace written to lines
// that the test reads back, and the same events as values for an observer.
import FoundationEssentials
import Kamishibai

/// One line of the trace, with the fields this test reads.
struct TraceLine: Decodable {
    let t: Double
    let event: String
    let screen: String?
}

/// The lines a trace wrote, kept in memory.
final class TraceLines {
    private(set) var all: [String] = []

    func append(_ line: String) { all.append(line) }

    /// Each line decoded; a line that does not decode stops the test.
    func decoded() throws -> [TraceLine] {
        try all.map { try JSONDecoder().decode(TraceLine.self, from: Data($0.utf8)) }
    }
}

/// The note's sheet is presented, then raised to `large`: the lines say so, in order, at the
/// clock's times.
func theNoteIsTraced() throws {
    let clock = ManualClock()
    let lines = TraceLines()
    let trace = Trace(clock: clock, sink: lines.append)
    // The observer gets the events as values; the sink gets them as JSON lines.
    var detents: [SheetDetent.Identifier] = []
    trace.observer = { event in
        if case .detentChanged(_, let detent) = event { detents.append(detent) }
    }

    let window = Window(WindowSetup(columns: 60, rows: 20, clock: clock, trace: trace))
    let note = ViewController(name: "note", view: Label("A note"))
    note.sheetPresentation(detents: [.medium, .large])
    window.rootViewController.present(note, animated: true)
    // Time moves only when the test moves it; each frame, the window catches up with the clock.
    clock.advance(by: 1)
    window.advance()
    note.sheetPresentationController?.selectDetent(.large, animated: false)

    let events = try lines.decoded()
    precondition(
        events.map(\.event) == ["presentationWillBegin", "viewWillAppear", "viewDidAppear", "presentationDidEnd", "detentChanged"])
    precondition(events.allSatisfy { $0.screen == "note" } && events.last?.t == 1)
    precondition(detents == [.large])
}

// snippet.hide
// Run headless by SnippetTests, which wants it to exit cleanly.
try theNoteIsTraced()
