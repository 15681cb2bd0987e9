import KamishibaiUI
import Testing

@testable import KamishibaiDemo

/// `/` on the story list: the search bar and its field, at exact virtual times.
@Suite struct SearchTests {
    func typed(_ text: String, at start: Double = 1) -> [(Double, InputEvent)] {
        text.enumerated().map { (start + 0.05 * Double($0.offset), InputEvent.key(.character($0.element))) }
    }

    @Test func typingFiltersIgnoringCaseAndAccents() {
        let h = DemoHarness(columns: 100, rows: 30)
        h.run(timed: [(0.5, .key(.character("/")))] + typed("kagu"))
        #expect(h.app.storyList.stories.map(\.title) == ["Kaguya-hime"])
        #expect(h.app.isSearching && h.screen.contains("Search /"))
        #expect(h.terminal.screen.cursor != nil, "the caret shows in the field")
        let accents = DemoHarness(columns: 100, rows: 30)
        accents.run(timed: [(0.5, .key(.character("/")))] + typed("TARO"))
        #expect(accents.app.storyList.stories.map(\.title).contains("Urashima Tarō"))
        #expect(accents.app.storyList.stories.allSatisfy { $0.title.lowercased().contains("tar") })
    }

    @Test func enterOpensTheFirstMatchAndEscClearsAndLeaves() {
        let h = DemoHarness(columns: 100, rows: 30)
        h.run(timed: [(0.5, .key(.character("/")))] + typed("moon") + [(2, .key(.enter))])
        #expect((h.app.presentedSheet as? DetailViewController)?.story.title == "Kaguya-hime")
        #expect(!h.app.isSearching && h.terminal.screen.cursor == nil)

        let esc = DemoHarness(columns: 100, rows: 30)
        esc.run(timed: [(0.5, .key(.character("/")))] + typed("zzz") + [(2, .key(.escape))])
        #expect(!esc.app.isSearching)
        #expect(esc.app.storyList.stories.count == Story.all.count, "cleared")
        #expect(!esc.screen.contains("Search /"))
        #expect(esc.traceLines.filter { $0.contains("\"event\":\"focus\"") }.count == 2)
    }

    @Test func aPasteIsTypedAsTextNeverAsKeys() {
        let h = DemoHarness(columns: 100, rows: 30)
        // q would quit and / would do nothing here, were they keys.
        h.run(timed: [(0.5, .key(.character("/"))), (1, .paste("q/ kaguya"))])
        #expect(!h.app.isFinished)
        #expect(h.app.searchBar.field.text == "q/ kaguya")
        #expect(h.app.storyList.stories.isEmpty && h.screen.contains("No story matches"))
    }

    @Test func nothingMatchesAndSelectionKeysStillWork() {
        let h = DemoHarness(columns: 100, rows: 30)
        h.run(timed: [(0.5, .key(.character("/")))] + typed("a") + [(2, .key(.down)), (2.1, .key(.down))])
        #expect(h.app.storyList.selectedIndex == 2, "↑ and ↓ move the selection while typing")
    }
}
