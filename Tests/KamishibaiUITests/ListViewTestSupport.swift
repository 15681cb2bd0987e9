import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI

/// Rows "Row 0", "Row 1"… (or what `make` says), noting every question the list asks.
final class CountingRows: ListViewTextDataSource {
    var count: Int
    var make: (Int) -> ListRow = { ListRow("Row \($0)") }
    /// The rows asked for, in order.
    var asked: [Int] = []
    var countsAsked = 0

    init(_ count: Int) { self.count = count }

    func numberOfRows(in listView: ListView) -> Int {
        countsAsked += 1
        return count
    }

    func listView(_ listView: ListView, rowAt row: Int) -> ListRow {
        asked.append(row)
        return make(row)
    }
}

/// The list delegate's calls, in order, and the velocity of the last release.
final class ListRecorder: ListViewDelegate {
    var calls: [String] = []
    var releaseVelocity: Point?
    /// "began" and "ended" for each drag session (a row lifted, then settled).
    var dragSessions: [String] = []

    func listView(_ listView: ListView, didSelectRowAt row: Int) { calls.append("select \(row)") }
    func listView(_ listView: ListView, performPrimaryActionForRowAt row: Int) { calls.append("act \(row)") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
        releaseVelocity = velocity
    }
    func listViewDragSessionWillBegin(_ listView: ListView) { dragSessions.append("began") }
    func listViewDragSessionDidEnd(_ listView: ListView) { dragSessions.append("ended") }
}

/// A 20×10 list at the top of a 20×12 window on a manual clock, with the focus, over
/// `CountingRows`; frames run 60 a second up to each event.
final class ListHarness: WindowHarness {
    let list = ListView(frame: Rect(x: 0, y: 0, width: 20, height: 10))
    let rows: CountingRows
    let recorder = ListRecorder()

    init(rows count: Int = 100, rowHeight: Int = 1, rowSpacing: Int = 0) {
        let clock = ManualClock()
        rows = CountingRows(count)
        super.init(clock: clock, window: Window(columns: 20, rows: 12, clock: clock, trace: .disabled(clock: clock)), lead: .everyFrame)
        window.rootView.addSubview(list)
        list.rowHeight = rowHeight
        list.rowSpacing = rowSpacing
        list.dataSource = rows
        list.delegate = recorder
        list.becomeFirstResponder()
        window.rootView.layoutIfNeeded()
    }

    var offset: Double { list.contentOffset.y }

    func key(_ time: Double, _ key: Key) { at(time, .key(key)) }

    /// A press and its release at the same cell and time.
    func click(_ time: Double, row: Int, column: Int = 5) {
        mouse(time, .press(.left), column, row)
        mouse(time, .release(.left), column, row)
    }

    /// Frames until nothing moves.
    func settle() {
        for _ in 0..<600 where window.animations.isActive { advance(to: clock.now + 1.0 / 60) }
    }

    /// What the window shows, row by row, without trailing spaces.
    var screen: [String] { WidgetTesting.rows(of: WidgetTesting.screen(of: window)) }
}
