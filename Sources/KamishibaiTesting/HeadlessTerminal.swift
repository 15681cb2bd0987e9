import KamishibaiCanvas
import KamishibaiMotion
@_spi(KamishibaiInternals) import KamishibaiTerminal

/// A terminal in memory for tests and tools: scripted input at virtual times, a manual clock
/// that jumps straight to the next thing that happens, and every presented frame kept.
public final class HeadlessTerminal: Terminal {
    /// How the run loop waited last.
    public enum LastWait: Equatable, Sendable {
        /// It has not waited yet.
        case never
        /// Until input, with no timeout: nothing ticks.
        case blocked
        /// At most this many seconds.
        case timed(Double)
    }

    public struct Frame: Sendable {
        public var time: Double
        public var screen: Canvas
        /// Cells written for this frame.
        public var changedCells: Int
        public var text: String { screen.text }
    }

    public private(set) var columns: Int
    public private(set) var rows: Int
    public let manualClock: ManualClock
    public var clock: TimeSource { manualClock }
    /// Work posted here makes the next wait return at once, before any time passes.
    public let mainQueue = MainQueue()
    /// What the app is told the terminal shows (the screen keeps exact RGB whatever it is).
    public var colorMode: ColorMode = .truecolor
    /// What the terminal is said to have answered: nothing by default; a test sets a cell size
    /// and sixel, say, to run an app as on a terminal with graphics.
    public var features: TerminalFeatures? = TerminalFeatures()
    /// What a real terminal would show now: every change presented so far, applied.
    public private(set) var screen: Canvas
    public private(set) var frames: [Frame] = []
    /// Whether every frame and wait is kept in `frames` and `waits`; a long storm turns it off
    /// so that memory stays flat however long it runs.
    public var keepsHistory = true
    /// Each timeout the run loop waited with, in order (`nil`: blocked with no timeout).
    public private(set) var waits: [Double?] = []
    /// The latest of them, kept even without history.
    public private(set) var lastWait = LastWait.never
    /// The virtual time after which input is treated as ended, so a test can never hang.
    public var endOfTime: Double

    /// Events in time order; those before `nextEvent` are delivered.
    private var script: [(time: Double, event: InputEvent)] = []
    private var nextEvent = 0

    public init(columns: Int, rows: Int, clock: ManualClock = ManualClock(), endOfTime: Double = 3600) {
        self.columns = columns
        self.rows = rows
        self.manualClock = clock
        self.endOfTime = endOfTime
        self.screen = Canvas(columns: columns, rows: rows, fill: .init(foreground: .white, background: .black))
    }

    /// Queues an event for virtual time `time`. A `.resize` changes the size when delivered.
    public func send(_ event: InputEvent, at time: Double) {
        guard let last = script.last, last.time > time else { return script.append((time, event)) }
        // After the events queued for the same time: a binary search of the undelivered part.
        var low = nextEvent, high = script.count
        while low < high {
            let middle = (low + high) / 2
            if script[middle].time > time { high = middle } else { low = middle + 1 }
        }
        script.insert((time, event), at: low)
    }

    public func waitForEvents(timeout: Double?) -> [InputEvent]? {
        lastWait = timeout.map(LastWait.timed) ?? .blocked
        if keepsHistory { waits.append(timeout) }
        if mainQueue.hasWork { return [] }
        let now = manualClock.now
        let deadline = timeout.map { now + $0 }
        guard nextEvent < script.count else {
            guard let deadline, deadline <= endOfTime else { return nil }
            manualClock.set(to: deadline)
            return []
        }
        let next = script[nextEvent].time
        if let deadline, deadline < next {
            manualClock.set(to: deadline)
            return []
        }
        if next > endOfTime { return nil }
        manualClock.set(to: max(now, next))
        var due: [InputEvent] = []
        while nextEvent < script.count, script[nextEvent].time <= manualClock.now {
            due.append(script[nextEvent].event)
            nextEvent += 1
        }
        for case let .resize(columns, rows) in due {
            self.columns = columns
            self.rows = rows
        }
        return due
    }

    public func present(_ changes: [CellChange], of canvas: Canvas) {
        screen = canvas
        if keepsHistory { frames.append(Frame(time: manualClock.now, screen: canvas, changedCells: changes.count)) }
    }
}
