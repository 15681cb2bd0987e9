import KamishibaiGeometry
import KamishibaiMotion

/// A list row swiped across to show its actions (UIKit's swipe actions): a drag whose first
/// movement is more across than down, on a row with actions on that side (or the row whose
/// actions are out), moves the row with the pointer; its release rests it open or closed by
/// ``releasePolicy``, and a full swipe performs the first action. ← and → open the selected
/// row's actions by key. One row at a time; a tap in the list, a scroll or Esc closes them.
/// Decisions 124 and 125.
final class SwipeActionsGesture: ListRowGesture {
    private weak var list: ListView?
    /// The swiped row, its side, its actions and where they stand; nil when none is.
    private(set) var row: Int?
    private var configuration: SwipeActionsConfiguration?
    private(set) var layout: SwipeActionsLayout?
    /// How far the row is drawn from its place, across (negative: left).
    private(set) var offset = 0.0
    private(set) var phase = SwipeActionsPhase.idle
    /// Whether `opened` was traced and `closed` not yet.
    private var isTracedOpen = false
    private var performances = 0
    /// The spring the row slides on by itself, and when it started.
    private var motion: (spring: SpringMotion, since: Double)?
    private let stepper = FrameStepper()
    private let actionsView = SwipeActionsView()

    /// Rests the actions open past half their width, or below it on a flick outwards
    /// faster than 15 rows a second (a column counting half a row); a flick back closes them.
    static let releasePolicy = ReleasePolicy(threshold: 0.5, flickVelocity: 15, direction: .both)

    init(list: ListView) {
        self.list = list
        actionsView.isUserInteractionEnabled = false
    }

    // MARK: ListRowGesture

    func listPressed(at point: Point) {}

    func claims(_ pan: PanGestureRecognizer) -> Bool {
        guard let list else { return false }
        let start = list.contentPoint(fromRoot: pan.location - pan.translation)
        if pan.state == .failed { return tapped(at: start) }
        guard pan.state == .began else { return false }
        let across = abs(pan.translation.x) / 2 > abs(pan.translation.y)
        let pressed = list.row(at: start)
        if case .open = phase, across, pressed == row {
            motion = nil
            actionsView.choice = nil
            phase = .dragging(start: offset)
            return true
        }
        guard across, let pressed else {
            close()
            return false
        }
        if case .performing = phase { return false }
        // Another row: the one out shuts at once, so that one row at a time is swiped.
        shut()
        guard begin(row: pressed, edge: pan.translation.x < 0 ? .trailing : .leading) else { return false }
        phase = .dragging(start: 0)
        return true
    }

    func track(_ pan: PanGestureRecognizer) {
        guard case .dragging(let start) = phase, let layout else { return }
        let raw = start + pan.translation.x
        switch pan.state {
        case .began, .changed:
            actionsView.expandsFirst = layout.isFullSwipe(raw: raw)
            offset = layout.offset(forDrag: raw)
            update()
        case .ended:
            released(raw: raw, velocity: pan.velocity)
        case .cancelled, .failed, .possible:
            settle(open: false, velocity: 0)
        }
    }

    var modalKeyCommands: [KeyCommand]? {
        guard let list, case .open = phase else { return nil }
        return [
            KeyCommand(system: .left, title: "Previous action", on: list) { [weak self] _ in self?.arrow(by: -1) },
            KeyCommand(system: .right, title: "Next action", on: list) { [weak self] _ in self?.arrow(by: 1) },
            KeyCommand(system: .enter, title: "Perform", discoverabilityTitle: "Perform the chosen action", on: list) {
                [weak self] _ in self?.performChoice()
            },
            KeyCommand(system: .escape, title: "Close", discoverabilityTitle: "Close the row's actions", on: list) { [weak self] _ in
                self?.close()
            },
        ]
    }

    var beginKeyCommands: [KeyCommand] {
        guard let list, let selected = list.selectedRow, phase == .idle || phase == .closing else { return [] }
        return [(Key.left, SwipeActionsEdge.trailing), (.right, .leading)].compactMap { key, edge in
            guard list.swipeActionsConfiguration(forRow: selected, edge: edge) != nil else { return nil }
            let title = edge == .trailing ? "Trailing actions" : "Leading actions"
            return KeyCommand(system: key, title: title, discoverabilityTitle: "Show the selected row's \(edge.rawValue) actions", on: list)
            {
                [weak self] list in self?.openByKey(row: list.selectedRow, edge: edge)
            }
        }
    }

    func displacement(ofRow row: Int) -> Point {
        row == self.row ? Point(x: offset, y: 0) : .zero
    }

    // MARK: Opening and closing

    /// Takes `row`'s actions on `edge` from the delegate; false when it has none there.
    private func begin(row: Int, edge: SwipeActionsEdge) -> Bool {
        guard let list, let configuration = list.swipeActionsConfiguration(forRow: row, edge: edge) else { return false }
        self.row = row
        self.configuration = configuration
        layout = SwipeActionsLayout(
            edge: edge, labels: configuration.actions.map(\.label), rowWidth: list.rectForRow(row).width,
            allowsFullSwipe: configuration.performsFirstActionWithFullSwipe)
        actionsView.actions = configuration.actions
        actionsView.layout = layout
        actionsView.expandsFirst = false
        offset = 0
        return true
    }

    private func openByKey(row: Int?, edge: SwipeActionsEdge) {
        guard let row, phase == .idle || phase == .closing else { return }
        shut()
        guard begin(row: row, edge: edge) else { return }
        settle(open: true, velocity: 0)
    }

    /// The actions slide back, if any are out; a row being performed stays until its completion.
    func close() {
        switch phase {
        case .open, .dragging: settle(open: false, velocity: 0)
        case .idle, .closing, .performing: break
        }
    }

    /// The row out, if any, back in its place at once.
    private func shut() {
        guard let row, let layout else { return }
        if isTracedOpen {
            isTracedOpen = false
            list?.window?.trace.record(.swipeActions(row: row, edge: layout.edge, state: .closed, action: nil))
        }
        reset()
        update()
    }

    /// The pointer let go `raw` columns from closed: a full swipe performs the first action;
    /// otherwise the release policy rests the actions open or closes them.
    private func released(raw: Double, velocity: Point) {
        guard let layout else { return }
        if layout.isFullSwipe(raw: raw) { return perform(0, velocity: velocity.x) }
        let progress = layout.openWidth > 0 ? offset * layout.outward / layout.openWidth : 0
        let opens = Self.releasePolicy.finishes(progress: progress, velocity: velocity, forward: Point(x: layout.outward, y: 0))
        actionsView.expandsFirst = false
        settle(open: opens, velocity: velocity.x)
    }

    /// Slides the row open or closed from where it is, at `velocity` (columns a second), and
    /// says so in the trace.
    private func settle(open: Bool, velocity: Double) {
        guard let layout, let row else { return }
        phase = open ? .open(choice: 0) : .closing
        actionsView.choice = nil
        if open != isTracedOpen {
            isTracedOpen = open
            list?.window?.trace.record(.swipeActions(row: row, edge: layout.edge, state: open ? .opened : .closed, action: nil))
        }
        slide(to: open ? layout.openOffset : 0, velocity: velocity)
    }

    // MARK: Performing

    /// Performs action `index`: a destructive one, or any by a full swipe, slides the row out
    /// first; the row stays there until the handler's completion.
    private func perform(_ index: Int, velocity: Double = 0) {
        guard let list, let row, let layout, let configuration, configuration.actions.indices.contains(index) else { return }
        let action = configuration.actions[index]
        performances += 1
        let token = performances
        phase = .performing(token: token, action: index, rowsChanged: false)
        isTracedOpen = false
        list.window?.trace.record(.swipeActions(row: row, edge: layout.edge, state: .performed, action: action.title))
        if action.style == .destructive || actionsView.expandsFirst {
            actionsView.expandsFirst = index == 0
            actionsView.choice = nil
            slide(to: layout.outward * layout.rowWidth, velocity: velocity)
        }
        action.handler(action, list.cellForRow(row) ?? list) { [weak self] performed in
            self?.completed(token, performed: performed)
        }
    }

    private func performChoice() {
        guard case .open(let choice) = phase else { return }
        perform(choice)
    }

    /// The handler said whether it performed the action: a destructive one that did has had
    /// its row deleted, as has any whose handler reloaded or updated the list (an Archive that
    /// takes the row away), so nothing is left out — the row number is another row's now;
    /// otherwise the row slides back.
    private func completed(_ token: Int, performed: Bool) {
        guard case .performing(token, let index, let rowsChanged) = phase, let configuration else { return }
        if rowsChanged || (performed && configuration.actions[index].style == .destructive) {
            reset()
            update()
        } else {
            phase = .closing
            slide(to: 0, velocity: 0)
        }
    }

    /// A tap in the list while a row's actions are open: on an action, performs it; elsewhere
    /// closes them. Taken either way (it selects nothing); no tap is taken with none open.
    private func tapped(at point: Point) -> Bool {
        guard case .open = phase, let list, let row, let layout else { return false }
        let rect = list.rectForRow(row)
        let revealed = abs(offset)
        let inRow = point.y >= rect.minY && point.y < rect.maxY
        let distance = layout.edge == .trailing ? rect.maxX - point.x : point.x - rect.minX
        if inRow, distance >= 0, distance < revealed,
            let index = layout.action(atDistance: distance, revealed: revealed, expandsFirst: false)
        {
            perform(index)
        } else {
            close()
        }
        return true
    }

    // MARK: Keys

    /// ← (`step` -1) or → (1) while open: the choice moves that way across the blocks; the
    /// arrow away from the row past the outermost action closes them.
    private func arrow(by step: Int) {
        guard case .open(let choice) = phase, let layout else { return }
        // Indices run from the row's edge inwards: ← goes inwards on the trailing side.
        let next = choice + (layout.edge == .trailing ? -step : step)
        if next < 0 { return close() }
        phase = .open(choice: min(next, layout.widths.count - 1))
        actionsView.choice = min(next, layout.widths.count - 1)
    }

    // MARK: Motion

    /// Slides the row to `target` on a spring from `velocity`, stepped on the window's
    /// animations; at once without a window or under Reduce Motion.
    private func slide(to target: Double, velocity: Double) {
        guard let animations = list?.window?.animations, !animations.isReduceMotionEnabled, target != offset else {
            motion = nil
            offset = target
            arrived()
            return
        }
        motion = (SpringMotion(spring: .snap, from: offset, to: target, velocity: velocity), animations.clock.now)
        update()
        stepper.run(in: animations) { [weak self] animations in self?.step(animations) ?? false }
    }

    private func step(_ animations: Animations) -> Bool {
        guard let (spring, since) = motion else { return false }
        let t = animations.elapsedTime(since: since)
        if spring.isSettled(at: t) {
            motion = nil
            offset = spring.to
            arrived()
            return false
        }
        offset = spring.position(at: t)
        update()
        return true
    }

    /// The row came to rest: open, the keys' choice shows; closed, nothing is swiped.
    private func arrived() {
        switch phase {
        case .open(let choice): actionsView.choice = choice
        case .closing: reset()
        case .idle, .dragging, .performing: break
        }
        update()
    }

    private func reset() {
        phase = .idle
        row = nil
        configuration = nil
        layout = nil
        offset = 0
        motion = nil
        actionsView.expandsFirst = false
        actionsView.choice = nil
    }

    /// The row and the strip beside it drawn where they are now.
    private func update() {
        guard let list else { return }
        if let row, let layout, offset != 0 {
            let rect = list.rectForRow(row)
            let revealed = abs(offset)
            let x = layout.edge == .trailing ? rect.maxX - revealed : rect.minX
            actionsView.frame = Rect(x: x, y: rect.minY, width: revealed, height: rect.height)
            if actionsView.superview == nil { list.addSubview(actionsView) }
        } else {
            actionsView.removeFromSuperview()
        }
        list.layoutRows()
    }

    /// The list reloaded its rows or was told of an update (`insertRows`, `deleteRows`…): the
    /// swiped row may be another now, so its actions shut (as UIKit's `reloadData` ends a
    /// swipe); a row being performed waits for its completion.
    func listRowsDidChange() {
        if case .performing(let token, let action, _) = phase {
            phase = .performing(token: token, action: action, rowsChanged: true)
            return
        }
        shut()
    }

    /// The list was laid out: at a new width the actions and their thresholds would stand
    /// at the old edge, so they shut (as UIKit ends a swipe on a rotation).
    func listDidLayout() {
        guard let list, let row, let layout, list.rectForRow(row).width != layout.rowWidth else { return }
        if case .performing = phase { return }
        shut()
    }

    /// The list scrolled: open actions close (a row under a drag or being performed stays).
    func listDidScroll() {
        if case .open = phase, motion == nil { close() }
    }
}
