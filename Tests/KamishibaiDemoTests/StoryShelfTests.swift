import KamishibaiUI
import Testing

@testable import KamishibaiDemo

/// The story list's model: the rows each change gives the list to update, with and without a
/// search, and the order a move leaves.
@Suite struct StoryShelfTests {
    static let titles = ["Momotarō", "Urashima Tarō", "Kaguya-hime", "Issun-bōshi"]
    static func shelf() -> StoryShelf {
        StoryShelf(titles.map { Story(title: $0, subtitle: "", scenes: 1, synopsis: "") })
    }

    @Test func removeRestoreInsertAndMoveGiveTheirRows() {
        var shelf = Self.shelf()
        #expect(shelf.remove(1) == 1 && shelf.shown == [0, 2, 3])
        #expect(shelf.remove(1) == nil, "deleted already")
        #expect(shelf.restore(1, before: 2, at: 1) == 1 && shelf.shown == [0, 1, 2, 3])
        #expect(shelf.insert(Story(title: "Kintarō", subtitle: "", scenes: 1, synopsis: "")) == 0)
        #expect(shelf.shown == [4, 0, 1, 2, 3] && shelf.all.count == 5)
        shelf.moveRow(0, to: 2)
        #expect(shelf.shown == [0, 1, 4, 2, 3] && shelf.order == [0, 1, 4, 2, 3])
    }

    /// Undo puts a story back before the one that followed it, though a refresh and another
    /// delete have shifted the order since; at its old place if that one is gone, last if it
    /// was last (REVIEW S9).
    @Test func restoreGoesBeforeTheStoryThatFollowedIt() {
        var shelf = Self.shelf()
        #expect(shelf.remove(1) == 1)  // Urashima Tarō, before Kaguya-hime (2)
        #expect(shelf.insert(Story(title: "Kintarō", subtitle: "", scenes: 1, synopsis: "")) == 0)
        #expect(shelf.remove(0) == 1 && shelf.order == [4, 2, 3])
        #expect(shelf.restore(1, before: 2, at: 1) == 1 && shelf.order == [4, 1, 2, 3])
        #expect(shelf.remove(2) == 2 && shelf.remove(1) == 1 && shelf.order == [4, 3])
        #expect(shelf.restore(1, before: 2, at: 1) == 1 && shelf.order == [4, 1, 3], "Kaguya-hime gone: its old place")
        #expect(shelf.remove(3) == 2 && shelf.insert(Story(title: "Kintarō", subtitle: "", scenes: 1, synopsis: "")) == 0)
        #expect(shelf.restore(3, before: nil, at: 2) == 3 && shelf.order == [5, 4, 1, 3], "last, still last")
    }

    /// Under a search, rows are those the search shows: a story it hides changes no row.
    @Test func underASearchTheRowsAreThoseShown() {
        var shelf = Self.shelf()
        shelf.filter("tar")
        #expect(shelf.shown == [0, 1])
        #expect(shelf.remove(2) == nil && shelf.shown == [0, 1])
        #expect(shelf.remove(1) == 1 && shelf.shown == [0])
        #expect(shelf.insert(Story(title: "Kintarō", subtitle: "", scenes: 1, synopsis: ""), at: 0) == 0)
        #expect(shelf.insert(Story(title: "Hanasaka", subtitle: "", scenes: 1, synopsis: ""), at: 0) == nil)
        #expect(shelf.shown == [4, 0] && shelf.search.found.contains(4))
    }
}
