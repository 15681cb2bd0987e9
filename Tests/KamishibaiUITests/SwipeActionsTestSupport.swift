import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion

@testable import KamishibaiUI

/// A delegate whose rows have Delete (destructive) and Archive at their trailing edge and
/// Star at their leading edge; it notes each action performed and answers its completion
/// as `answer` says (nil: keeps it to call later).
final class SwipeRecorder: ListViewDelegate {
    var performed: [String] = []
    var answer: Bool? = true
    var pending: ((Bool) -> Void)?
    var allowsFullSwipe = true
    /// Deletes the row from `rows` when Delete is performed and answered true.
    weak var rows: CountingRows?
    /// Archive takes its row away too (and answers true).
    var removesOnArchive = false
    /// Archive puts another row in its row's place (the count stays) and answers true.
    var replacesOnArchive = false

    private func action(_ style: ContextualAction.Style, _ title: String) -> ContextualAction {
        ContextualAction(style: style, title: title) { [weak self] action, view, done in
            guard let self else { return }
            performed.append(title)
            guard let answer else {
                pending = done
                return
            }
            let removes = action.style == .destructive || (removesOnArchive && title == "Archive")
            if answer, removes, let list = view as? ListView ?? view.superview as? ListView, let rows {
                rows.count -= 1
                list.reloadData()
            }
            if answer, replacesOnArchive, title == "Archive", let list = view as? ListView ?? view.superview as? ListView {
                list.performBatchUpdates {
                    list.deleteRows(at: [list.selectedRow ?? 0], with: .automatic)
                    list.insertRows(at: [list.selectedRow ?? 0], with: .automatic)
                }
            }
            done(answer)
        }
    }

    func listView(_ listView: ListView, trailingSwipeActionsConfigurationForRowAt row: Int) -> SwipeActionsConfiguration? {
        let configuration = SwipeActionsConfiguration(actions: [action(.destructive, "Delete"), action(.normal, "Archive")])
        configuration.performsFirstActionWithFullSwipe = allowsFullSwipe
        return configuration
    }

    func listView(_ listView: ListView, leadingSwipeActionsConfigurationForRowAt row: Int) -> SwipeActionsConfiguration? {
        let star = action(.normal, "Star")
        star.image = "★"
        return SwipeActionsConfiguration(actions: [star])
    }
}

/// A 50×10 list at the top of a 50×12 window on a manual clock, with the focus, over 100
/// one-line rows with the actions of `SwipeRecorder`; frames run 60 a second up to each event
/// and the trace's `swipeActions` lines are kept.
final class SwipeHarness: WindowHarness {
    let list = ListView(frame: Rect(x: 0, y: 0, width: 50, height: 10))
    let rows = CountingRows(100)
    let recorder = SwipeRecorder()
    private final class Lines { var all: [String] = [] }
    private let lines = Lines()

    init(colorMode: ColorMode = .truecolor) {
        let clock = ManualClock()
        let trace = Trace(clock: clock) { [lines] in lines.all.append($0) }
        var setup = WindowSetup(columns: 50, rows: 12, clock: clock, trace: trace)
        setup.colorMode = colorMode
        super.init(clock: clock, window: Window(setup), lead: .everyFrame)
        window.rootView.addSubview(list)
        list.dataSource = rows
        list.delegate = recorder
        recorder.rows = rows
        list.becomeFirstResponder()
        window.rootView.layoutIfNeeded()
    }

    var swipe: SwipeActionsGesture { list.swipeActions! }
    /// How far `row` is drawn from its place, across.
    func offset(ofRow row: Int) -> Double { list.displayedRect(ofRow: row).minX }

    /// The trace's `swipeActions` events, from `"row"` on.
    var events: [String] {
        lines.all.compactMap { line in
            guard line.contains(#""event":"swipeActions""#), let start = line.range(of: #""row""#) else { return nil }
            return String(line[start.lowerBound...].dropLast())
        }
    }

    func key(_ time: Double, _ key: Key) { at(time, .key(key)) }

    /// A drag on row `row` from column `from` through each of `through` (fractional columns,
    /// as a terminal that reports pixels gives), `step` seconds apart from `time`.
    func drag(row: Int, from: Double, through: [Double], at time: Double, step: Double = 0.02) {
        let y = Double(row) + 0.5
        mouse(time, .press(.left), at: Point(x: from, y: y))
        for (index, x) in through.enumerated() { mouse(time + step * Double(index + 1), .drag(.left), at: Point(x: x, y: y)) }
    }

    func release(_ time: Double, row: Int, at x: Double) {
        mouse(time, .release(.left), at: Point(x: x, y: Double(row) + 0.5))
    }

    func click(_ time: Double, row: Int, column: Int) {
        mouse(time, .press(.left), column, row)
        mouse(time, .release(.left), column, row)
    }

    /// Frames until nothing moves.
    func settle() {
        for _ in 0..<600 where window.animations.isActive { advance(to: clock.now + 1.0 / 60) }
    }

    func render() -> Canvas {
        var canvas = Canvas(columns: 50, rows: 12, fill: Style(foreground: .white, background: .black))
        window.render(into: &canvas)
        return canvas
    }
}
