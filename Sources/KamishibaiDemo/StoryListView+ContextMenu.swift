import KamishibaiUI

/// A story's context menu (a right-click on its row, or Menu / Shift-F10 on the selected
/// one): Open, Share ▸ (Copy link, Mail), Favourite (checked when the story is starred), a
/// Print that is never available, and Delete. Each says what it did on the card's edge.
extension StoryListView: ContextMenuInteractionDelegate {
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> ContextMenuConfiguration? {
        guard let row = listView.row(at: location) else { return nil }
        // A right-click selects the row it opens on, as in a desktop list.
        listView.selectRow(row, animated: false, scrollPosition: .none)
        let index = shownIndices[row]
        return ContextMenuConfiguration(identifier: all[index].title) { [weak self] _ in self?.menu(for: index) }
    }

    /// The keys of an open menu, which the library's menu answers.
    static var menuLines: [KeyLine<StoryListView>] {
        [
            KeyLine("↑↓", "move over the items", footer: KeyHint("↑↓", "select"), elsewhere: [.up, .down]),
            KeyLine("a letter", "the next item that begins with it"),
            KeyLine("Enter, click", "choose the item", footer: KeyHint("⏎", "choose"), elsewhere: [.enter]),
            KeyLine("→ ←", "open and close a submenu", footer: KeyHint("→←", "submenu"), elsewhere: [.right, .left]),
            KeyLine("Esc, click outside", "close the menu", footer: KeyHint("Esc", "close"), elsewhere: [.escape]),
        ]
    }

    private func menu(for index: Int) -> Menu {
        let title = all[index].title
        return Menu(children: [
            MenuAction(title: "Open", image: "▶") { [weak self] _ in self?.onOpen?(index) },
            Menu(
                title: "Share", image: "↗",
                children: [
                    MenuAction(title: "Copy link", image: "∞") { [weak self] _ in self?.say("Copied the link to \(title)") },
                    MenuAction(title: "Mail", image: "✉") { [weak self] _ in self?.say("Mailed \(title)") },
                ]),
            MenuAction(title: "Favourite", image: "★", state: favourites.contains(index) ? .on : .off) { [weak self] _ in
                self?.toggleFavourite(index)
            },
            MenuAction(title: "Print", image: "▤", attributes: .disabled) { _ in },
            Menu(
                options: .displayInline,
                children: [
                    MenuAction(title: "Delete", image: "✕", attributes: .destructive) { [weak self] _ in self?.delete(index) }
                ]),
        ])
    }

    private func say(_ note: String) {
        self.note = note
    }

    private func toggleFavourite(_ index: Int) {
        let starred = favourites.insert(index).inserted
        if !starred { favourites.remove(index) }
        listView.reloadData()
        say(starred ? "Starred \(all[index].title)" : "Unstarred \(all[index].title)")
    }

    /// The story leaves the list (until the demo restarts): its row goes and the rows below
    /// slide up, the next story taking its place and the selection (`rowsChanged` traced).
    private func delete(_ index: Int) {
        guard let row = shelf.remove(index) else { return }
        listView.deleteRows(at: [row], with: .automatic)
        say("Deleted \(all[index].title)")
    }
}
