import KamishibaiCanvas
import KamishibaiMotion

/// A terminal in memory for tests and tools: scripted input at virtual times, a manual clock
/// that jumps straight to the next thing that happens, and every presented frame kept.
public final class HeadlessTerminal: Terminal {
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
    /// What a real terminal would show now: every change presented so far, applied.
    public private(set) var screen: Canvas
    public private(set) var frames: [Frame] = []
    /// Each timeout the run loop waited with, in order (`nil`: blocked with no timeout).
    public private(set) var waits: [Double?] = []
    /// The virtual time after which input is treated as ended, so a test can never hang.
    public var endOfTime: Double

    private var script: [(time: Double, event: InputEvent)] = []

    public init(columns: Int, rows: Int, clock: ManualClock = ManualClock(), endOfTime: Double = 3600) {
        self.columns = columns
        self.rows = rows
        self.manualClock = clock
        self.endOfTime = endOfTime
        self.screen = Canvas(columns: columns, rows: rows, fill: .init(foreground: .white, background: .black))
    }

    /// Queues an event for virtual time `time`. A `.resize` changes the size when delivered.
    public func send(_ event: InputEvent, at time: Double) {
        let index = script.firstIndex { $0.time > time } ?? script.endIndex
        script.insert((time, event), at: index)
    }

    public func waitForEvents(timeout: Double?) -> [InputEvent]? {
        waits.append(timeout)
        if mainQueue.hasWork { return [] }
        let now = manualClock.now
        let deadline = timeout.map { now + $0 }
        guard let next = script.first?.time else {
            guard let deadline, deadline <= endOfTime else { return nil }
            manualClock.set(to: deadline)
            return []
        }
        if let deadline, deadline < next {
            manualClock.set(to: deadline)
            return []
        }
        if next > endOfTime { return nil }
        manualClock.set(to: max(now, next))
        var due: [InputEvent] = []
        while let first = script.first, first.time <= manualClock.now {
            due.append(first.event)
            script.removeFirst()
        }
        for case let .resize(columns, rows) in due {
            self.columns = columns
            self.rows = rows
        }
        return due
    }

    public func present(_ changes: [CellChange], of canvas: Canvas) {
        screen = canvas
        frames.append(Frame(time: manualClock.now, screen: canvas, changedCells: changes.count))
    }
}
