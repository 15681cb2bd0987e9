// A to-do list the user puts in order: a press held on a row lifts it, or Space lifts the
// selected one; the list tells the data source where it was dropped.
import Kamishibai

final class ChoresScreen: ViewController, ListViewTextDataSource {
    let list = ListView()
    private(set) var chores: [String]

    init(_ chores: [String]) {
        self.chores = chores
        super.init(name: "chores", view: list)  // its view, so the keys go to the list
        list.dataSource = self  // held weakly: the screen keeps itself
        list.showsReorderControls = true  // ≡ at each row's end: a drag there lifts at once
        list.selectRow(0, animated: false, scrollPosition: .none)
    }

    func numberOfRows(in listView: ListView) -> Int { chores.count }

    func listView(_ listView: ListView, rowAt row: Int) -> ListRow { ListRow(chores[row]) }

    func listView(_ listView: ListView, canMoveRowAt row: Int) -> Bool { true }

    func listView(_ listView: ListView, moveRowAt sourceRow: Int, to destinationRow: Int) {
        chores.insert(chores.remove(at: sourceRow), at: destinationRow)
    }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = Window(WindowSetup(columns: 30, rows: 8, clock: clock, trace: Trace(clock: clock, sink: nil)))
    let screen = ChoresScreen(["Sweep", "Cook", "Shop", "Write"])
    precondition(window.setRootViewController(screen), "the chores are the root screen")
    window.advance()
    // Space lifts "Sweep", ↓ ↓ carry it past two, Space drops it third.
    for key in [Key.character(" "), .down, .down, .character(" ")] { window.handle(.key(key)) }
    precondition(screen.chores == ["Cook", "Shop", "Sweep", "Write"], "moved by the keys")
    precondition(screen.list.selectedRow == 2, "the selection moved with it")
    // A press held half a second on "Write" lifts it; a drag to the top and the release drop it.
    clock.advance(by: 1)
    window.advance()  // the dropped row has settled
    window.handle(.mouse(MouseEvent(.press(.left), column: 3, row: 3)))
    clock.advance(by: 0.5)
    window.advance()
    precondition(screen.list.hasActiveDrag, "lifted by the hold")
    window.handle(.mouse(MouseEvent(.drag(.left), column: 3, row: 0)))
    window.handle(.mouse(MouseEvent(.release(.left), column: 3, row: 0)))
    precondition(screen.chores == ["Write", "Cook", "Shop", "Sweep"], "moved by the drag")
}
