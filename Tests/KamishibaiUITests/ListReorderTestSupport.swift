import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting

@testable import KamishibaiUI

/// Rows "Row 0"… whose order the user may change: the model's order, and every move the list
/// told of.
final class MovableRows: ListViewTextDataSource {
    /// The rows' names (their numbers at the start), in the list's order.
    var items: [Int]
    /// Every `moveRowAt:to:` the list made, as [from, to].
    var moves: [[Int]] = []
    var canMove: (Int) -> Bool = { _ in true }

    init(_ count: Int) { items = Array(0..<count) }

    func numberOfRows(in listView: ListView) -> Int { items.count }
    func listView(_ listView: ListView, rowAt row: Int) -> ListRow { ListRow("Row \(items[row])") }
    func listView(_ listView: ListView, canMoveRowAt row: Int) -> Bool { canMove(row) }
    func listView(_ listView: ListView, moveRowAt sourceRow: Int, to destinationRow: Int) {
        moves.append([sourceRow, destinationRow])
        items.insert(items.remove(at: sourceRow), at: destinationRow)
    }
}

/// A 20×10 list at the top of a 20×12 window on a manual clock, with the focus and a trace,
/// over `MovableRows`; frames run 60 a second up to each event.
final class ReorderHarness {
    let window: TracedWindow<Window>
    let list = ListView(frame: Rect(x: 0, y: 0, width: 20, height: 10))
    let rows: MovableRows
    let recorder = ListRecorder()

    init(rows count: Int = 100) {
        window = TracedWindow(columns: 20, rows: 12) { columns, rows, clock, trace in
            Window(columns: columns, rows: rows, clock: clock, trace: trace)
        }
        rows = MovableRows(count)
        window.window.rootView.addSubview(list)
        list.dataSource = rows
        list.delegate = recorder
        list.becomeFirstResponder()
        window.window.rootView.layoutIfNeeded()
    }

    var offset: Double { list.contentOffset.y }
    var animations: Animations { window.window.animations }

    func advance(to time: Double) { window.advance(to: time) }
    func key(_ time: Double, _ key: Key) { window.at(time, .key(key)) }
    func mouse(_ time: Double, _ kind: MouseEvent.Kind, _ x: Double, _ y: Double) { window.mouse(time, kind, at: Point(x: x, y: y)) }

    /// A press at (`x`, `y`) at `time`, held: the row lifts at `time + 0.5`.
    func lift(at time: Double, x: Double = 5, y: Double) {
        mouse(time, .press(.left), x, y)
        advance(to: time + ListReorder.holdDuration)
    }

    /// Where `row` is drawn now (content coordinates): its top.
    func top(_ row: Int) -> Double { list.displayedRect(ofRow: row).minY }

    /// The lifted row's drop index, if one is lifted.
    var target: Int? {
        if case .lifted(let lift) = list.reorder.state { return lift.target }
        return nil
    }

    /// The `rowMoved` trace lines, shortened to "from→to".
    var movedEvents: [String] {
        window.events("rowMoved").compactMap { line in
            guard case .rowMoved(let from, let to) = decodedTraceLine(line)?.event else { return nil }
            return "\(from)→\(to)"
        }
    }

    /// What the window shows, row by row, without trailing spaces.
    var screen: [String] { WidgetTesting.rows(of: WidgetTesting.screen(of: window.window)) }
}
