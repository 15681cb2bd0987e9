import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI

/// A window on a manual clock whose trace lines a test reads: the setup the screen tests
/// (lifecycle, navigation, tab bar) share. `Host` is the window's class, for a test that
/// subclasses `Window` (to see the keys left unhandled, say).
final class TracedWindow<Host: Window> {
    let clock = ManualClock()
    let window: Host
    private final class Lines { var all: [String] = [] }
    private let lines = Lines()

    /// A `columns`×`rows` window made by `make` (its initializer) on the fixture's clock and trace.
    init(columns: Int, rows: Int, make: (Int, Int, ManualClock, Trace) -> Host) {
        let trace = Trace(clock: clock) { [lines] in lines.all.append($0) }
        window = make(columns, rows, clock, trace)
    }

    /// Every trace line so far, as written.
    var traceLines: [String] { lines.all }

    /// Forgets the trace lines so far.
    func clearTrace() { lines.all = [] }

    /// Frames 1/60 s apart up to `time`, the last exactly at it, then a layout, as each frame
    /// drawn does.
    func settle(until time: Double) {
        while clock.now + 1.0 / 60 < time {
            clock.advance(by: 1.0 / 60)
            window.advance()
        }
        clock.set(to: time)
        window.advance()
        window.rootView.layoutIfNeeded()
    }

    /// The trace lines of `event`.
    func events(_ event: String) -> [String] { lines.all.filter { $0.contains("\"event\":\"\(event)\"") } }

    /// The `screen` field of each `event` line, in order.
    func screens(_ event: String) -> [String] {
        events(event).compactMap { line in
            line.split(separator: "\"screen\":\"").dropFirst().first.map { String($0.prefix { $0 != "\"" }) }
        }
    }
}

extension TracedWindow where Host == Window {
    /// A plain window.
    convenience init(columns: Int, rows: Int) {
        self.init(columns: columns, rows: rows) { Window(columns: $0, rows: $1, clock: $2, trace: $3) }
    }
}
