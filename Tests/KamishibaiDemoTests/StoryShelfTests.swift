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
        #expect(shelf.restore(1, at: 1) == 1 && shelf.shown == [0, 1, 2, 3])
        #expect(shelf.insert(Story(title: "Kintarō", subtitle: "", scenes: 1, synopsis: "")) == 0)
        #expect(shelf.shown == [4, 0, 1, 2, 3] && shelf.all.count == 5)
        shelf.moveRow(0, to: 2)
        #expect(shelf.shown == [0, 1, 4, 2, 3] && shelf.order == [0, 1, 4, 2, 3])
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
