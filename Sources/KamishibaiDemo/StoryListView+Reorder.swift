import KamishibaiUI

/// Moving stories: a press held on a story lifts it to drag elsewhere, or Space lifts the
/// selected one for ↑↓, Space or Enter to drop, Esc to put back. The order lasts while the demo
/// runs. Not while a search is active: among the stories it leaves, a drop's place among the
/// hidden ones would be a guess, so the rows stay put (as a filtered list in iOS's Mail does).
extension StoryListView {
    func listView(_ listView: ListView, canMoveRowAt row: Int) -> Bool { query.isEmpty }

    /// The story moves in the shelf's order (the list has put it there on screen).
    func listView(_ listView: ListView, moveRowAt sourceRow: Int, to destinationRow: Int) {
        let story = shownIndices[sourceRow]
        shelf.moveRow(sourceRow, to: destinationRow)
        note = "Moved \(all[story].title)"
    }

    /// A story lifted or laid down again, settled: the keys change (the footer follows).
    func listViewDragSessionWillBegin(_ listView: ListView) { onKeysChange?() }
    func listViewDragSessionDidEnd(_ listView: ListView) { onKeysChange?() }

    /// The keys of moving a story, which the library's list answers; the footer names them in
    /// the swipe's hint (`swipeLines`).
    static var reorderLines: [KeyLine<StoryListView>] {
        [
            KeyLine(
                "Space, hold", "lift a story to move it: ↑↓ then Space, Esc puts it back",
                elsewhere: [.character(" ")])
        ]
    }

    /// The keys while a story is lifted, which the library's list answers (its modal keys):
    /// the footer says them instead of the list's.
    static var liftedLines: [KeyLine<StoryListView>] {
        [
            KeyLine(
                "↑↓", "move the lifted story (the list scrolls to keep it in view)", footer: KeyHint("↑↓", "move"), elsewhere: [.up, .down]),
            KeyLine("Space, Enter", "drop it here", footer: KeyHint("␣", "drop"), elsewhere: [.character(" "), .enter]),
            KeyLine("Esc", "put it back where it was", footer: KeyHint("Esc", "put back"), elsewhere: [.escape]),
        ]
    }
}
