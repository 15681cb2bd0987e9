// A to-do list whose rows swipe: Done at the leading edge (→, a drag right), Delete at the
// trailing edge (←, a drag left, or a full swipe). The handler says whether it did it.
import Kamishibai

final class TodoScreen: ViewController, ListViewTextDataSource, ListViewDelegate {
    let list = ListView()
    private(set) var items: [String]
    private(set) var done: Set<String> = []

    init(_ items: [String]) {
        self.items = items
        super.init(name: "todo", view: list)
        list.dataSource = self
        list.delegate = self
        list.selectRow(0, animated: false, scrollPosition: .none)
    }

    func numberOfRows(in listView: ListView) -> Int { items.count }

    func listView(_ listView: ListView, rowAt row: Int) -> ListRow {
        ListRow((done.contains(items[row]) ? "✓ " : "") + items[row])
    }

    func listView(_ listView: ListView, trailingSwipeActionsConfigurationForRowAt row: Int) -> SwipeActionsConfiguration? {
        let item = items[row]
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self, let row = items.firstIndex(of: item) else { return completion(false) }
            items.remove(at: row)
            list.deleteRows(at: [row], with: .automatic)  // the rows below slide up
            completion(true)  // deleted: nothing is left slid out
        }
        return SwipeActionsConfiguration(actions: [delete])
    }

    func listView(_ listView: ListView, leadingSwipeActionsConfigurationForRowAt row: Int) -> SwipeActionsConfiguration? {
        let item = items[row]
        let finish = ContextualAction(style: .normal, title: "Done") { [weak self] _, _, completion in
            self?.done.insert(item)
            self?.list.reloadData()
            completion(true)  // the row slides back
        }
        finish.image = "✓"
        finish.backgroundColor = RGB(hex: 0x2E8B57)
        let configuration = SwipeActionsConfiguration(actions: [finish])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = Window(WindowSetup(columns: 40, rows: 10, clock: clock, trace: Trace(clock: clock, sink: nil)))
    let todo = TodoScreen(["Milk", "Eggs", "Bread"])
    precondition(window.setRootViewController(todo), "the list is the root screen")
    window.advance()
    // → shows the leading action, chosen; Enter performs it.
    for key in [Key.right, .enter] { window.handle(.key(key)) }
    precondition(todo.done == ["Milk"], "→ Enter: done")
    for _ in 0..<60 {
        clock.advance(by: 1.0 / 60)
        window.advance()
    }
    // A full swipe left across the second row deletes it.
    window.handle(.mouse(MouseEvent(.press(.left), column: 35, row: 1)))
    for column in stride(from: 33, through: 5, by: -2) {
        clock.advance(by: 1.0 / 60)
        window.handle(.mouse(MouseEvent(.drag(.left), column: column, row: 1)))
    }
    window.handle(.mouse(MouseEvent(.release(.left), column: 5, row: 1)))
    precondition(todo.items == ["Milk", "Bread"], "a full swipe deleted Eggs")
    for _ in 0..<60 {
        clock.advance(by: 1.0 / 60)
        window.advance()
    }
    precondition(!window.animations.isActive, "nothing left moving")
}
