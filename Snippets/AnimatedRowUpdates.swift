// A to-do list whose rows slide: the model changes first, then the list is told which rows
// changed, and the rows in view slide from where they were to their new places.
import Kamishibai

final class Todos: ListViewTextDataSource {
    var items = ["Paint the moon", "Cut the cards", "Rehearse", "Sweep the stage"]

    func numberOfRows(in listView: ListView) -> Int { items.count }

    func listView(_ listView: ListView, rowAt row: Int) -> ListRow { ListRow(items[row]) }
}

/// Ticks one off: its row goes and the rows below slide up; the selection passes to the next.
func finish(_ row: Int, of todos: Todos, in list: ListView) {
    todos.items.remove(at: row)
    list.deleteRows(at: [row], with: .automatic)
}

/// Adds one at the top and puts the last first, in one slide: deleted rows are counted as they
/// were before the batch, inserted ones as they are after it.
func addAndReorder(_ item: String, todos: Todos, in list: ListView, done: @escaping () -> Void) {
    let last = todos.items.count - 1
    list.performBatchUpdates({
        todos.items.insert(item, at: 0)
        list.insertRows(at: [0], with: .automatic)
        todos.items.insert(todos.items.removeLast(), at: 1)
        list.moveRow(at: last, to: 1)
    }) { _ in done() }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = Window(WindowSetup(columns: 30, rows: 6, clock: clock, trace: Trace.disabled(clock: clock)))
    let todos = Todos()
    let list = ListView(frame: Rect(x: 0, y: 0, width: 30, height: 6))
    window.rootView.addSubview(list)
    list.dataSource = todos
    list.selectRow(1, animated: false, scrollPosition: .none)
    window.rootView.layoutIfNeeded()
    finish(1, of: todos, in: list)
    precondition(list.selectedRow == 1 && list.numberOfRows == 3, "Rehearse takes Cut the cards' place")
    var rested = false
    addAndReorder("Light the lamps", todos: todos, in: list) { rested = true }
    precondition(list.numberOfRows == 4 && list.selectedRow == 3, "the selection stays on Rehearse")
    clock.advance(by: 1)
    window.advance()
    precondition(rested && list.cellForRow(1)?.frame.minY == 1, "Sweep the stage at its place")
}
