import KamishibaiGeometry

/// Drag to reorder, a list's first row gesture (UIKit's table reordering, decisions 127 and
/// 128): a press held ``holdDuration`` on a row the data source lets move, a drag that starts
/// on its reorder control, or Space on the selected row lifts it. The lifted row is selected
/// and drawn above the others with a shadow; it follows the pointer (or ↑↓) while the rows
/// between its place and its drop index slide a row out of its way, and the list scrolls by
/// itself while the pointer rests near its top or bottom edge. The drop tells the data source
/// (`moveRowAt:to:`) and traces `rowMoved`; Esc, or a cancelled drag, flies the row back.
final class ListReorder: ListRowGesture {
    /// How long a press must rest on a row to lift it (seconds on the window's clock): UIKit's
    /// long press, whose default `minimumPressDuration` is this.
    static let holdDuration = 0.5
    /// How long a row takes to slide out of the way, or to the next place under ↑↓ (animation time).
    static let slideDuration = 0.2
    /// How long a dropped row takes to settle into its place, or to fly back (animation time).
    static let settleDuration = 0.25

    weak var list: ListView?
    /// Whether movable rows show their reorder control (``ListView/showsReorderControls``).
    var showsControls = false
    var state = ListReorderState.idle
    /// The rows sliding out of the lifted row's way (or back), by row; one not here rests at
    /// its goal. Only rows whose goal changed lately, however far the row has travelled.
    var slides: [Int: ListSlide] = [:]
    /// Steps the slides, the settling and the autoscroll: one step however much moves.
    let stepper = FrameStepper()
    /// The lifted row's shadow and fill, just under its cell.
    let liftView = ListLiftView()
    /// When the autoscroll last moved the list (the window's clock); nil while it is not running.
    var lastScrollStep: Double?
    /// The pan's ``PanGestureRecognizer/minimumDistance`` while the pointer holds a lifted row,
    /// which then follows every pixel from the first: what to give back at the drop.
    private var pointerMinimumDistance: Double?

    /// The row drawn lifted: the one held, or the one settling.
    var liftedRow: Int? {
        switch state {
        case .lifted(let lift): lift.row
        case .settling(let row, _): row
        case .idle, .holding, .onControl: nil
        }
    }

    var animations: Animations? { list?.window?.animations }
    var now: Double { list?.window?.clock.now ?? 0 }

    func canMove(_ row: Int) -> Bool {
        guard let list, let dataSource = list.dataSource, (0..<list.numberOfRows).contains(row) else { return false }
        return dataSource.listView(list, canMoveRowAt: row)
    }

    // MARK: ListRowGesture

    func listPressed(at point: Point) {
        // A row still held by a press whose release was lost (a key, a resize or the focus
        // abandoned it before it moved) flies back first.
        if case .lifted(let lift) = state, case .pointer = lift.position { cancelLift() }
        // A row whose swipe actions are out is being swiped, not moved: a slow click on an
        // action performs it.
        guard case .idle = state, let list, list.swipeActions?.row == nil, let row = list.row(at: point), canMove(row) else { return }
        if showsControls, point.x >= list.reorderControlMinX {
            state = .onControl(row: row)
            return
        }
        guard let window = list.window else { return }
        let timer = window.timers.schedule(at: window.clock.now + Self.holdDuration) { [weak self] in self?.holdElapsed(on: row) }
        state = .holding(row: row, timer: timer)
    }

    /// The hold's time is up: the row lifts under the pointer if the press is still down and
    /// has not moved (a motion, a release or a cancel would have ended the hold), and the row
    /// is still the one under it (a fling or an animated scroll may have carried it away).
    private func holdElapsed(on row: Int) {
        guard case .holding(row, _) = state, let list else { return }
        state = .idle
        let pointer = list.panGestureRecognizer.location
        guard list.panGestureRecognizer.state == .possible, list.row(at: list.contentPoint(fromRoot: pointer)) == row else { return }
        lift(row, pointer: pointer)
    }

    func claims(_ pan: PanGestureRecognizer) -> Bool {
        switch state {
        case .holding(_, let timer):
            // Moved or released before the hold: a scroll, a swipe or a tap.
            list?.window?.timers.cancel(timer)
            state = .idle
            return false
        case .onControl(let row):
            state = .idle
            guard pan.state == .began else { return false }
            lift(row, pointer: pan.location - pan.translation)
            return true
        case .lifted:
            // A lifted row owns the pointer: a row lifted by the keys ignores its drags and taps
            // (no other row is swiped, selected or opened meanwhile).
            return true
        case .idle, .settling:
            return false
        }
    }

    func track(_ pan: PanGestureRecognizer) {
        guard case .lifted(var lift) = state, case .pointer(let grab, _) = lift.position else { return }
        switch pan.state {
        case .began, .changed:
            lift.position = .pointer(grab: grab, at: pan.location)
            state = .lifted(lift)
            followPointer()
        case .ended, .failed:
            drop()
        case .cancelled:
            cancelLift()
        case .possible:
            break
        }
    }

    func displacement(ofRow row: Int) -> Point {
        switch state {
        case .idle, .holding, .onControl:
            return .zero
        case .lifted(let lift):
            if row == lift.row { return Point(x: 0, y: liftedOffset(lift)) }
            return Point(x: 0, y: slides[row]?.value(in: animations) ?? goal(ofRow: row, lift: lift))
        case .settling(let settling, let slide):
            if row == settling { return Point(x: 0, y: slide.value(in: animations)) }
            return Point(x: 0, y: slides[row]?.value(in: animations) ?? 0)
        }
    }

    // MARK: Lift, drop, cancel

    /// Lifts `row`: selected, raised, held `pointer` (window coordinates) or moved by the keys.
    func lift(_ row: Int, pointer: Point?) {
        guard let list else { return }
        let position: ListLift.Position
        if let pointer {
            position = .pointer(grab: list.convertFromRoot(pointer).y - list.rectForRow(row).minY, at: pointer)
        } else {
            position = .keys(ListSlide(from: 0, to: 0, start: now, duration: 0))
        }
        state = .lifted(ListLift(row: row, target: row, position: position))
        list.listDelegate?.listViewDragSessionWillBegin(list)
        if pointer != nil, list.panGestureRecognizer.state == .possible {
            pointerMinimumDistance = list.panGestureRecognizer.minimumDistance
            list.panGestureRecognizer.minimumDistance = 0
        }
        slides = [:]
        list.selectLiftedRow(row)
        list.addSubview(liftView)
        list.layoutRows()
        followPointer()
    }

    /// Drops the lifted row at its drop index: the data source is told (if it moved) and the
    /// list takes the new order, every row drawn where it was, then settling into place.
    func drop() {
        guard case .lifted(let lift) = state, let list else { return }
        releasePointer()
        let from = lift.row, to = lift.target, offset = liftedOffset(lift)
        // The others' slides, in the new order: a row that made room has its new index there.
        var moved: [Int: ListSlide] = [:]
        for (row, slide) in slides where row != from {
            let goal = goal(ofRow: row, lift: lift)
            let index = goal < 0 ? row - 1 : goal > 0 ? row + 1 : row
            moved[index] = ListSlide(from: slide.from - goal, to: slide.to - goal, start: slide.start, duration: slide.duration)
        }
        slides = moved
        let remaining = offset - Double(to - from) * list.pitch
        state = .settling(row: to, slide: ListSlide(from: remaining, to: 0, start: now, duration: Self.settleDuration))
        lastScrollStep = nil
        if from != to {
            list.dataSource?.listView(list, moveRowAt: from, to: to)
            list.selectedRow = list.selectedRow.map { Self.index(of: $0, afterMoving: from, to: to) }
            list.reloadData()
            list.window?.trace.record(.rowMoved(from: from, to: to))
        } else {
            list.layoutRows()
        }
        startStepping()
    }

    /// Esc or a cancelled drag: the row flies back to its place and the others with it; the
    /// data source hears nothing.
    func cancelLift() {
        guard case .lifted(var lift) = state else { return }
        releasePointer()
        let offset = liftedOffset(lift)
        retarget(&lift, to: lift.row)
        state = .settling(row: lift.row, slide: ListSlide(from: offset, to: 0, start: now, duration: Self.settleDuration))
        lastScrollStep = nil
        list?.layoutRows()
        startStepping()
    }

    /// The list's rows changed under a hold or a lift (the app reloaded, or inserted a row the
    /// user did not move): the row it holds may be another now, so the hold stops and a lifted
    /// row lies down at once where the list puts it, the data source told nothing, as UIKit
    /// ends a drag session on a reload. A row settling after its drop is already in the new
    /// order (the drop's own reload comes then).
    func listRowsDidChange() {
        switch state {
        case .holding(_, let timer):
            list?.window?.timers.cancel(timer)
            state = .idle
        case .onControl:
            state = .idle
        case .lifted:
            releasePointer()
            settled()
        case .idle, .settling:
            return
        }
    }

    /// The pointer let the row go (dropped or sent back): the pan decides its drags as before.
    private func releasePointer() {
        guard let distance = pointerMinimumDistance else { return }
        list?.panGestureRecognizer.minimumDistance = distance
        pointerMinimumDistance = nil
    }

    /// The row settled: it lies among the others again.
    func settled() {
        state = .idle
        slides = [:]
        liftView.removeFromSuperview()
        guard let list else { return }
        list.layoutRows()
        list.listDelegate?.listViewDragSessionDidEnd(list)
    }

    /// Where `row` is after the row at `from` moved to `to`.
    static func index(of row: Int, afterMoving from: Int, to: Int) -> Int {
        if row == from { return to }
        if from < row, row <= to { return row - 1 }
        if to <= row, row < from { return row + 1 }
        return row
    }
}
