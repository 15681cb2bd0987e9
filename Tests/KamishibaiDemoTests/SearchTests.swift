import KamishibaiTesting
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
        #expect(esc.traceEvents.count { $0.kind == .focus } == 2)
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

    @Test func foldingFindsTitlesAndLinesWhateverTheCaseAndAccents() {
        let search = StorySearch(Story.all)
        func titles(_ query: String) -> [String] {
            var search = search
            return search.find(query).map { Story.all[$0].title }
        }
        #expect(titles("ŌKAMI") == ["Ōkami to Shichi-hiki"], "a capital with a macron")
        #expect(titles("hoichi") == ["Mimi-nashi Hōichi"], "no accent finds the accented")
        #expect(titles("Ho\u{304}ichi") == ["Mimi-nashi Hōichi"], "an accent typed as a mark")
        #expect(titles("  MOON ") == ["Kaguya-hime"], "the line too, spaces trimmed")
        #expect(titles("bamboo cutter").isEmpty, "the synopsis is not searched")
        #expect(titles("").count == Story.all.count && titles("   ").count == Story.all.count)
        #expect(titles(String(repeating: "taro ", count: 200)).isEmpty, "longer than any line")
    }

    @Test func theStoriesAreFoldedOnceAndTypingAtTheEndOnlyNarrows() {
        let h = DemoHarness(columns: 100, rows: 30)
        h.run(timed: [(0.5, .key(.character("/")))] + typed("taro"))
        let search = h.app.storyList.search
        #expect(search.folds == 2 * Story.all.count + 4, "every title and line once, then the query once a key")
        // Each key after the first looks only at the stories the one before found.
        var fresh = StorySearch(Story.all)
        let narrowed = ["t", "ta", "tar"].map { fresh.find($0).count }
        #expect(search.storiesCompared == Story.all.count + narrowed.reduce(0, +))
        #expect(narrowed == narrowed.sorted(by: >) && narrowed[2] < Story.all.count)
        #expect(search.found == h.app.storyList.shownIndices)
        // A change elsewhere than at either end looks at every story again.
        var edited = search
        let before = edited.storiesCompared
        #expect(edited.find("tyro").isEmpty)
        #expect(edited.storiesCompared == before + Story.all.count)
        #expect(
            edited.find("").count == Story.all.count && edited.storiesCompared == before + Story.all.count,
            "an empty query finds every story without looking")
    }

    @Test func fourPastesOfAMegabyteLeaveTheFieldAtItsMaximum() {
        let h = DemoHarness(columns: 100, rows: 30)
        let megabyte = String(repeating: "lorem ipsum ", count: (1 << 20) / 12)
        let pastes = (0..<4).map { (1 + 0.25 * Double($0), InputEvent.paste(megabyte)) }
        h.run(timed: [(0.5, .key(.character("/")))] + pastes + [(2.5, .key(.character("x")))])
        let field = h.app.searchBar.field
        #expect(field.text.unicodeScalars.count == field.maximumLength && field.maximumLength == 1024)
        #expect(field.caret == 1024 && field.text.hasPrefix("lorem ipsum lorem"))
        let limited = h.traceEvents.filter { $0.kind == .inputLimited }.map(\.event)
        let bytes = megabyte.utf8.count
        #expect(
            limited
                == [.inputLimited(what: "field", bytes: bytes - 1024, size: nil)]
                + Array(repeating: .inputLimited(what: "field", bytes: bytes, size: nil), count: 3) + [
                    .inputLimited(what: "field", bytes: 1, size: nil)
                ])
        // Only the first paste changed the text: the query was folded once, and the stories
        // looked at once each.
        let search = h.app.storyList.search
        #expect(search.folds == 2 * Story.all.count + 1 && search.storiesCompared == Story.all.count)
        #expect(h.app.storyList.stories.isEmpty && h.screen.contains("No story matches"))
        #expect(h.terminal.screen.cursor != nil, "the caret shows at the field's end")
    }
}
