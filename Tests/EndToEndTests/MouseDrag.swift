/// One SGR mouse report, 1-based, in cells or in pixels as the terminal reports them.
typealias MouseReport = (button: Int, column: Int, row: Int, release: Bool)

/// Drags as SGR reports for `TmuxSession.sendMouseBurst` and `PtyTerminal.sendMouseBurst`:
/// the whole drag goes out in one write, so how busy the machine is cannot change its speed.
enum MouseDrag {
    /// A press at `from`, a move to each of `through`, and a release at the last.
    static func reports(from: (Int, Int), through: [(Int, Int)]) -> [MouseReport] {
        let last = through.last ?? from
        return [(0, from.0, from.1, false)] + through.map { (32, $0.0, $0.1, false) } + [(0, last.0, last.1, true)]
    }

    /// The points a straight drag from `from` to `to` passes, `step` apart along its longer
    /// axis, `from` left out and `to` included.
    static func line(from: (Int, Int), to: (Int, Int), step: Int = 1) -> [(Int, Int)] {
        let (dx, dy) = (to.0 - from.0, to.1 - from.1)
        let count = max(1, max(abs(dx), abs(dy)) / step)
        return (1...count).map { (from.0 + dx * $0 / count, from.1 + dy * $0 / count) }
    }

    /// A press at `from`, a straight drag to `to` and a release there.
    static func straight(from: (Int, Int), to: (Int, Int), step: Int = 1) -> [MouseReport] {
        reports(from: from, through: line(from: from, to: to, step: step))
    }
}
