import KamishibaiCanvas
import KamishibaiDemo
import KamishibaiTerminal
import Testing

/// The story list's swipe actions in the demo, on the headless terminal: the bench's swipe
/// session opens and closes the first story's actions, then deletes it by a full swipe, which
/// says so in a toast whose Undo (`u`) puts the story back; → and Enter star a story.
@Suite struct SwipeDemoTests {
    static func swipes(_ harness: DemoHarness) -> [String] {
        harness.traceLines.filter { $0.contains(#""event":"swipeActions""#) }.map { line in
            String(line[line.range(of: #""row""#)!.lowerBound...].dropLast())
        }
    }

    @Test func theBenchSessionDeletesTheFirstStoryAndUndoPutsItBack() {
        let harness = DemoHarness()
        let session = DemoScenario.swipe(columns: 80, rows: 24)
        let end = session.last!.time
        harness.run(timed: session + [(end + 0.5, .key(.character("k")))])
        #expect(
            Self.swipes(harness) == [
                #""row":0,"edge":"trailing","state":"opened""#, #""row":0,"edge":"trailing","state":"closed""#,
                #""row":0,"edge":"trailing","state":"opened""#, #""row":0,"edge":"trailing","state":"closed""#,
                #""row":0,"edge":"trailing","state":"performed","action":"Delete""#,
            ])
        #expect(harness.screen.contains(" 1 of 23 ") && harness.screen.contains("Deleted Momotarō"))
        let lines = harness.screen.split(separator: "\n")
        #expect(lines[3].contains("Urashima Tarō"), "the next story in its place")

        let undone = DemoHarness()
        undone.run(timed: session + [(end + 0.5, .key(.character("u")))])
        #expect(undone.screen.contains(" 1 of 24 ") && undone.screen.split(separator: "\n")[3].contains("Momotarō"))
    }

    @Test func rightAndEnterStarAStory() {
        let harness = DemoHarness()
        harness.run([.key(.right), .key(.enter)])
        #expect(Self.swipes(harness).last == #""row":0,"edge":"leading","state":"performed","action":"Favourite""#)
        #expect(harness.screen.contains("★ Momotarō"))
    }
}
