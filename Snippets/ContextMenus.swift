// A list of messages whose rows have a context menu: a right-click on a row, or the Menu key
// (Shift-F10) on the selected one, opens it beside the pointer or below the row.
import Kamishibai

final class InboxScreen: ViewController, ListViewTextDataSource, ContextMenuInteractionDelegate {
    let list = ListView()
    private(set) var subjects = ["Cards are ready", "Rehearsal moved", "New story"]
    private(set) var pinned: Set<String> = []
    private(set) var forwardedTo: String?

    init() {
        super.init(name: "inbox", view: list)
        list.dataSource = self
        list.selectRow(0, animated: false, scrollPosition: .none)
        addInteraction(ContextMenuInteraction(view: list, delegate: self))
    }

    func numberOfRows(in listView: ListView) -> Int { subjects.count }
    func listView(_ listView: ListView, rowAt row: Int) -> ListRow {
        ListRow(subjects[row], accessory: pinned.contains(subjects[row]) ? "📌" : nil)
    }

    // Asked at the pointer (or the selected row's centre), in the list's coordinates.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> ContextMenuConfiguration? {
        guard let row = list.row(at: location) else { return nil }
        let subject = subjects[row]
        return ContextMenuConfiguration { [weak self] _ in
            Menu(children: [
                MenuAction(title: "Pin", image: "📌", state: self?.pinned.contains(subject) == true ? .on : .off) { _ in
                    self?.togglePin(subject)
                },
                Menu(
                    title: "Forward", image: "↪",
                    children: ["Tarō", "Hanako"].map { name in MenuAction(title: name) { _ in self?.forwardedTo = name } }),
                MenuAction(title: "Print", attributes: .disabled) { _ in },
                Menu(
                    options: .displayInline,
                    children: [MenuAction(title: "Delete", attributes: .destructive) { _ in self?.delete(subject) }]),
            ])
        }
    }

    private func togglePin(_ subject: String) {
        if pinned.remove(subject) == nil { pinned.insert(subject) }
        list.reloadData()
    }

    private func delete(_ subject: String) {
        subjects.removeAll { $0 == subject }
        list.reloadData()
    }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    var titles: [String] = []
    let trace = Trace(clock: clock) { line in if line.contains("menuAction") { titles.append(line) } }
    let window = Window(WindowSetup(columns: 60, rows: 20, clock: clock, trace: trace))
    let inbox = InboxScreen()
    window.setRootViewController(inbox)
    window.keyResponder = inbox.list
    func settle() {
        for _ in 0..<30 {
            clock.advance(by: 1.0 / 60)
            window.advance()
        }
    }
    // A right-click on the second row, then Enter on the first item: Pin.
    window.handle(.mouse(MouseEvent(.press(.right), column: 5, row: 1)))
    settle()
    window.handle(.key(.enter))
    settle()
    precondition(inbox.pinned == ["Rehearsal moved"], "pinned: \(inbox.pinned)")
    // The Menu key on the selected (first) row; ↓ and → open Forward, ↓ Enter picks Hanako.
    for key: Key in [.menu, .down, .right, .down, .enter] {
        window.handle(.key(key))
        settle()
    }
    precondition(inbox.forwardedTo == "Hanako", "forwarded to \(String(describing: inbox.forwardedTo))")
    precondition(window.rootViewController.presentedViewController == nil, "the menu has gone")
    precondition(titles.count == 2 && titles[1].contains("\"title\":\"Hanako\""), "traced: \(titles)")
}
