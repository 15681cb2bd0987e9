import KamishibaiCanvas
import KamishibaiTerminal

/// Input as a hand makes it, at exact virtual times, for tests and scripted sessions: a drag
/// through every cell on its way, a key held down or pressed again and again. Each returns
/// its events in time order, to join with `+` and hand to a headless terminal
/// (`send(_:at:)`) or to a harness that steps a window to each time.
public enum InputScript {
    /// An event and the virtual time it comes at.
    public typealias Timed = (time: Double, event: InputEvent)

    /// A mouse report at `time`, in 0-based cells.
    public static func mouse(_ kind: MouseEvent.Kind, column: Int, row: Int, at time: Double) -> Timed {
        (time, .mouse(MouseEvent(kind, column: column, row: row)))
    }

    /// A press of `button` on the first cell at `start`, a move onto each of the others
    /// `step` seconds apart, and `rest` seconds after the last move a release where it ended.
    /// With `rest` nil the button stays down: a drag cut short, or one the test ends itself.
    public static func drag(
        through cells: [CellPoint], start: Double, step: Double, rest: Double? = 0, button: MouseButton = .left
    ) -> [Timed] {
        guard let first = cells.first, let last = cells.last else { return [] }
        var events = [mouse(.press(button), column: first.x, row: first.y, at: start)]
        for (i, cell) in cells.dropFirst().enumerated() {
            events.append(mouse(.drag(button), column: cell.x, row: cell.y, at: start + step * Double(i + 1)))
        }
        if let rest {
            let end = start + step * Double(cells.count - 1) + rest
            events.append(mouse(.release(button), column: last.x, row: last.y, at: end))
        }
        return events
    }

    /// A straight drag from `from` to `to` through `line(from:to:)`, as `drag(through:)`.
    public static func drag(
        from: CellPoint, to: CellPoint, start: Double, step: Double, rest: Double? = 0, button: MouseButton = .left
    ) -> [Timed] {
        drag(through: line(from: from, to: to), start: start, step: step, rest: rest, button: button)
    }

    /// The cells a pointer crosses going straight from `from` to `to`, both included: one for
    /// each cell along the longer axis, the other axis following in proportion (rounded
    /// towards `from`).
    public static func line(from: CellPoint, to: CellPoint) -> [CellPoint] {
        let steps = max(abs(to.x - from.x), abs(to.y - from.y))
        guard steps > 0 else { return [from] }
        return (0...steps).map { i in
            CellPoint(x: from.x + (to.x - from.x) * i / steps, y: from.y + (to.y - from.y) * i / steps)
        }
    }

    /// `count` reports of `key`, `interval` seconds apart from `start`: a key held down (its
    /// press, then the terminal's repeats), or pressed that many times.
    public static func repeated(_ key: Key, count: Int, start: Double, interval: Double) -> [Timed] {
        (0..<count).map { (start + interval * Double($0), .key(key)) }
    }
}
