import Foundation

/// One SGR mouse report, 1-based, in cells or in pixels as the terminal reports them.
typealias MouseReport = (button: Int, column: Int, row: Int, release: Bool)

/// Where mouse reports go: a tmux pane (`TmuxSession`) or the pty the tests play the terminal
/// on (`PtyTerminal`).
protocol MouseInput {
    /// The reports in one write, so that the app reads them together.
    func sendMouseBurst(_ reports: [MouseReport]) throws
}

/// How a drag's reports go out. A velocity made by sleeping between writes is a coin flip on
/// a busy machine: the app can read three moves at once and a fourth 50 ms later, and make a
/// flick of a slow drag. So a drag is either one burst or paced by what the app has taken.
enum DragPace {
    /// Every report in one write: the app reads them as one burst, which spans no time, so
    /// the drag has no velocity on any machine (a slow drag, a release that is never a flick).
    case burst
    /// Each report in a write of its own, `gap` seconds after the one before; after each move
    /// the drag waits until `taken(moves)` holds for the moves sent so far (the trace shows
    /// the app took them), so no two moves share a read. The gaps give the drag a velocity,
    /// never more than the gaps allow: a test that needs a flick checks the traced velocity.
    case paced(gap: Double, taken: ((_ moves: Int) throws -> Bool)? = nil)
}

/// Drags as SGR reports, in cells or in pixels, and the one way the end-to-end suites send
/// them (`MouseInput.drag`).
enum MouseDrag {
    /// A press at `from`, a move to each of `through`, and a release at the last (none when
    /// `release` is false: the button stays down).
    static func reports(from: (Int, Int), through: [(Int, Int)], release: Bool = true) -> [MouseReport] {
        let last = through.last ?? from
        return [(0, from.0, from.1, false)] + through.map { (32, $0.0, $0.1, false) }
            + (release ? [(0, last.0, last.1, true)] : [])
    }

    /// The points a straight drag from `from` to `to` passes, `step` apart along its longer
    /// axis, `from` left out and `to` included.
    static func line(from: (Int, Int), to: (Int, Int), step: Int = 1) -> [(Int, Int)] {
        let (dx, dy) = (to.0 - from.0, to.1 - from.1)
        let count = max(1, max(abs(dx), abs(dy)) / step)
        return (1...count).map { (from.0 + dx * $0 / count, from.1 + dy * $0 / count) }
    }

    /// A press at `from`, a straight drag to `to` and a release there (unless `release` is
    /// false).
    static func straight(from: (Int, Int), to: (Int, Int), step: Int = 1, release: Bool = true) -> [MouseReport] {
        reports(from: from, through: line(from: from, to: to, step: step), release: release)
    }

    /// A straight drag between the centres of two cells (1-based) in the pixels of
    /// `PtyTerminal.xterm`, `step` pixels apart along its longer axis, for a terminal that
    /// reports the pointer in pixels.
    static func straightInPixels(from: (Int, Int), to: (Int, Int), step: Int = 4, release: Bool = true) -> [MouseReport] {
        straight(
            from: PtyTerminal.xtermPixel(column: from.0, row: from.1), to: PtyTerminal.xtermPixel(column: to.0, row: to.1), step: step,
            release: release)
    }

    /// A release at `point` alone, for a drag sent with the button left down.
    static func release(at point: (Int, Int)) -> [MouseReport] {
        [(0, point.0, point.1, true)]
    }
}

extension MouseInput {
    /// Sends a drag's reports (`MouseDrag`) as `pace` says: by default one burst.
    func drag(_ reports: [MouseReport], pace: DragPace = .burst) throws {
        guard case .paced(let gap, let taken) = pace else { return try sendMouseBurst(reports) }
        // A release goes out with the move before it: sent on its own, later, at the same
        // place, it would be a sample with no movement and take the velocity away.
        var writes: [[MouseReport]] = []
        for report in reports {
            if report.release, !writes.isEmpty { writes[writes.count - 1].append(report) } else { writes.append([report]) }
        }
        var moves = 0
        for (index, write) in writes.enumerated() {
            // The gap is the drag's speed, not a wait for a state: the state is `taken`.
            if index > 0 { Thread.sleep(forTimeInterval: gap) }
            try sendMouseBurst(write)
            guard write[0].button == 32, let taken else { continue }
            moves += 1
            try waitFor("move \(moves) of the drag taken", interval: 0.002) { try taken(moves) }
        }
    }
}

extension TmuxSession: MouseInput {}
extension PtyTerminal: MouseInput {}
