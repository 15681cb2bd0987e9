import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI

/// A ``WindowHarness`` whose trace lines a test reads: the setup the screen tests (lifecycle,
/// navigation, tab bar) share. `Host` is the window's class, for a test that subclasses
/// `Window` (to see the keys left unhandled, say).
final class TracedWindow<Host: Window>: WindowHarness {
    /// The window, as its own class.
    let host: Host
    private final class Lines { var all: [String] = [] }
    private let lines: Lines

    /// A `columns`×`rows` window made by `make` (its initializer) on a manual clock and a trace
    /// the fixture keeps; every frame is stepped (`Lead.everyFrame`).
    init(columns: Int, rows: Int, make: (Int, Int, ManualClock, Trace) -> Host) {
        let clock = ManualClock()
        let lines = Lines()
        let trace = Trace(clock: clock) { [lines] in lines.all.append($0) }
        let host = make(columns, rows, clock, trace)
        self.host = host
        self.lines = lines
        super.init(clock: clock, window: host, lead: .everyFrame)
    }

    /// Every trace line so far, as written.
    var traceLines: [String] { lines.all }

    /// Forgets the trace lines so far.
    func clearTrace() { lines.all = [] }

    /// Frames 1/60 s apart up to `time`, the last exactly at it, then a layout, as each frame
    /// drawn does.
    func advanceAndLayOut(to time: Double) {
        advance(to: time)
        window.rootView.layoutIfNeeded()
    }

    /// The trace lines of `event`, as written, picked by their decoded name (`TraceLine`); a
    /// line that does not decode fails the test.
    func events(_ event: String) -> [String] { lines.all.filter { decodedTraceLine($0)?.name == event } }

    /// The `screen` field of each `event` line, in order.
    func screens(_ event: String) -> [String] {
        lines.all.compactMap(decodedTraceLine).filter { $0.name == event }.compactMap(\.screen)
    }
}

extension TracedWindow where Host == Window {
    /// A plain window.
    convenience init(columns: Int, rows: Int) {
        self.init(columns: columns, rows: rows) { Window(columns: $0, rows: $1, clock: $2, trace: $3) }
    }
}
