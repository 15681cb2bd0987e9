import KamishibaiUI

/// A story's swipe actions: Delete (destructive, a full swipe performs it) and Archive at the
/// trailing edge, Favourite (★, as the context menu's) at the leading one. Delete and Archive
/// take the story off the shelf (`deleteRows`: the rows below slide up) and say so in a toast
/// whose Undo (a click, or `u`) puts it back where it was (`insertRows`).
extension StoryListView {
    func listView(_ listView: ListView, trailingSwipeActionsConfigurationForRowAt row: Int) -> SwipeActionsConfiguration? {
        let index = shownIndices[row]
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            done(self?.remove(index, saying: "Deleted") ?? false)
        }
        delete.image = "✕"
        let archive = ContextualAction(style: .normal, title: "Archive") { [weak self] _, _, done in
            done(self?.remove(index, saying: "Archived") ?? false)
        }
        archive.image = "▤"
        archive.backgroundColor = Self.archiveColour
        return SwipeActionsConfiguration(actions: [delete, archive])
    }

    func listView(_ listView: ListView, leadingSwipeActionsConfigurationForRowAt row: Int) -> SwipeActionsConfiguration? {
        let index = shownIndices[row]
        let starred = favourites.contains(index)
        let favourite = ContextualAction(style: .normal, title: starred ? "Unstar" : "Favourite") { [weak self] _, _, done in
            self?.toggleFavourite(index)
            done(true)
        }
        favourite.image = "★"
        favourite.backgroundColor = Self.favouriteColour
        return SwipeActionsConfiguration(actions: [favourite])
    }

    /// Archive's block: a purple apart from the selection's blue; Favourite's: amber, as the stars.
    static let archiveColour = RGB(hex: 0x8058B8)
    static let favouriteColour = RGB(hex: 0xB7791F)

    /// The keys of a row's swipe actions, beside the list's own. Its footer hint stands for the
    /// list's three gestures — swipe, Space's move, Ctrl-R's refresh — as one, so the Sheets
    /// footer still has room for `Tab demos` at 100 columns (`DemoKeys.footer`).
    static var swipeLines: [KeyLine<StoryListView>] {
        [
            KeyLine(
                "← →, swipe", "a story's actions: Delete, Archive; ★ Favourite",
                footer: KeyHint("←→␣^R", "swipe move refresh"), elsewhere: [.left, .right]),
            KeyLine("← → ⏎ Esc", "with them open: choose, perform, close"),
        ]
    }

    /// The keys while a story's actions are open, which the library's list answers (its
    /// modal keys): the footer says them instead of the list's, Enter performing, not opening.
    static var swipeOpenLines: [KeyLine<StoryListView>] {
        [
            KeyLine("← →", "choose an action (past the last closes them)", footer: KeyHint("←→", "choose"), elsewhere: [.left, .right]),
            KeyLine("Enter", "perform the chosen action", footer: KeyHint("⏎", "perform"), elsewhere: [.enter]),
            KeyLine("Esc, click", "close the actions", footer: KeyHint("Esc", "close"), elsewhere: [.escape]),
        ]
    }

    /// Takes the story out of the list — its row goes and the rows below slide up — and shows
    /// a toast whose Undo puts it back where it stood; true once it is out.
    private func remove(_ index: Int, saying verb: String) -> Bool {
        guard let position = shelf.order.firstIndex(of: index), let row = shelf.remove(index) else { return false }
        let next = shelf.order.indices.contains(position) ? shelf.order[position] : nil
        listView.deleteRows(at: [row], with: .automatic)
        let title = all[index].title
        note = "\(verb) \(title)"
        guard let toasts = window?.toasts else { return true }
        let undo = ToastAction(title: "Undo", key: .character("u")) { [weak self] _ in self?.restore(index, before: next, at: position) }
        toasts.show(Toast("\(verb) \(title)", action: undo, edge: .bottom))
        return true
    }

    /// The story comes back to its place in the order, before `next` (its row slides in),
    /// selected.
    private func restore(_ index: Int, before next: Int?, at position: Int) {
        guard let row = shelf.restore(index, before: next, at: position) else { return }
        listView.insertRows(at: [row], with: .automatic)
        listView.selectRow(row, animated: false, scrollPosition: .none)
        note = "Put back \(all[index].title)"
    }
}
