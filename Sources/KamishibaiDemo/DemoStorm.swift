import KamishibaiANSI
import KamishibaiTesting
import KamishibaiUI

/// The demo under a seeded storm of hostile input and resizes (`InputStorm`), on the headless
/// terminal at full speed, and what was left behind. Afterwards the terminal goes back to 80×24
/// and Esc is pressed a few times: nothing may then be open, scrubbing or animating, the loop
/// must end blocked with no timeout, and q must then quit. Where `timesWakeUps`, no wake-up of
/// the loop (one read's events and the frame after them) may take longer than
/// `wakeUpBudget` of real time: the headless clock stands still while the app
/// works, so work that grows with the input (a flood of keys each costing more than the last)
/// shows only there. A trap ends the whole process, so a run that returns survived; its seed
/// replays it. Used by the storm unit test (a short storm, also under the sanitizers, which
/// check what it exists for: races, leaks, lifetimes) and `kamishibai storm` (a long one, in
/// a release build, alone in its process).
public struct DemoStorm {
    public let seed: UInt64
    public let chunks: Int
    /// The tab the storm falls on, which it then never leaves (see `DemoScenario.storm`); nil:
    /// the first tab, and the storm's keys and clicks switch tabs as they come.
    public let tab: DemoTab?
    /// Whether heap growth counts as a problem. The heap is the whole process's: only a
    /// process that runs nothing else meanwhile (`kamishibai storm`) can judge it; tests
    /// running side by side would count each other's allocations.
    public let checksHeap: Bool
    /// Whether a wake-up's real time counts as a problem. Real time means something only in a
    /// release build running nothing else (`kamishibai storm`): a sanitizer slows the loop
    /// tens of times and a busy machine a few more, so a test would fail by the machine.
    public let timesWakeUps: Bool

    public init(seed: UInt64, chunks: Int, tab: DemoTab? = nil, checksHeap: Bool = true, timesWakeUps: Bool = true) {
        self.seed = seed
        self.chunks = chunks
        self.tab = tab
        self.checksHeap = checksHeap
        self.timesWakeUps = timesWakeUps
    }

    public struct Report: Sendable {
        /// Decoded events delivered to the app, resizes included.
        public var events = 0
        public var resizes = 0
        /// Frames the app drew, and the seconds of model time the storm spanned.
        public var frames = 0
        public var simulatedSeconds = 0.0
        /// The longest wake-up of the loop in real seconds, and the storm's time at its end.
        public var longestWakeUp = 0.0
        public var longestWakeUpAt = 0.0
        /// Heap bytes in use after the first frame and after the storm came to rest; nil where
        /// the C library cannot say.
        public var heapBefore: Int?
        public var heapAfter: Int?
        /// What was left wrong, one sentence each; empty when the app came to rest cleanly.
        public var problems: [String] = []

        public var heapGrowth: Int? { heapBefore.flatMap { before in heapAfter.map { $0 - before } } }
    }

    /// Heap growth allowed between before and after: caches settle (the trace's ring, the
    /// parser's buffers), but nothing may grow with the length of the storm.
    public static let heapTolerance = 2 << 20

    /// The real time one wake-up of the loop may take, in seconds: far more than a frame, so
    /// that a slow debug build or a busy machine never fails it, far less than the minutes a
    /// flood of keys took while each key searched the stories for the whole query.
    public static let wakeUpBudget = 5.0

    public func run() -> Report {
        let terminal = HeadlessTerminal(columns: 80, rows: 24)
        terminal.keepsHistory = false
        let storm = DemoScenario.storm(seed: seed, chunks: chunks, columns: 80, rows: 24, staysOnTab: tab != nil)
        var report = Report()
        report.events = storm.count
        report.resizes = storm.count { if case .resize = $0.event { true } else { false } }
        for (time, event) in storm { terminal.send(event, at: time) }
        let end = storm.last?.time ?? 0
        terminal.send(.resize(columns: 80, rows: 24), at: end + 1)
        for i in 0..<6 { terminal.send(.key(.escape), at: end + 2 + Double(i)) }

        // Before the storm (it starts at 0.1 s) every tab is shown once, so what each keeps
        // for good from its first frame (the shapes' cells, chafa's tables) is in the baseline:
        // the last tab first, ending on the storm's.
        let last = tab ?? DemoTab.allCases[0]
        let order = DemoTab.allCases.reversed().filter { $0 != last } + [last]
        for (step, shown) in order.enumerated() {
            let number = (DemoTab.allCases.firstIndex(of: shown) ?? 0) + 1
            terminal.send(.key(.character(Character(String(number)))), at: 0.01 * Double(step + 1))
        }
        let app = DemoApp(WindowSetup(terminal: terminal, trace: .disabled(clock: terminal.clock)))
        let timed = TimedTerminal(terminal)
        let loop = EventLoop(terminal: timed, application: app)
        terminal.endOfTime = 0.08
        loop.run()
        report.heapBefore = HeapUsage.bytesInUse
        terminal.endOfTime = end + 60
        timed.reset()
        loop.run()
        report.heapAfter = HeapUsage.bytesInUse
        report.frames = loop.framesPresented
        report.simulatedSeconds = terminal.clock.now
        (report.longestWakeUp, report.longestWakeUpAt) = (timed.longest, timed.longestAt)

        func check(_ condition: Bool, _ problem: String) {
            if !condition { report.problems.append(problem) }
        }
        check(!app.isFinished, "the app quit, though the storm holds no quit key")
        if let tab { check(app.currentTab == tab, "the storm left the \(tab.rawValue) tab") }
        check(terminal.lastWait == .blocked, "the loop did not end blocked with no timeout: it still ticks")
        check(terminal.clock.now < end + 10, "the app was not at rest soon after the last Esc")
        check(app.presentedSheet == nil, "Esc did not close every sheet")
        check(app.transitions.active == nil, "a transition was left running")
        check(app.presentationLayer.subviews.isEmpty, "a dismissed container was left on screen")
        check(!app.shapesView.morph.isAnimatingPath, "the morph was left animating")
        check(app.photosView.openIndex == nil, "a photo's thumbnail was left hidden")
        for (name, scroll) in [
            ("story list", app.storyList.listView), ("pages", app.pagingView.pages), ("shapes", app.shapesView.scrollView),
        ] {
            check(scroll.stateDescription == "at rest", "the \(name) was left \(scroll.stateDescription)")
        }
        if checksHeap, let growth = report.heapGrowth {
            check(growth < Self.heapTolerance, "the heap grew by \(growth) bytes")
        }
        if timesWakeUps {
            check(
                report.longestWakeUp < Self.wakeUpBudget,
                "a wake-up took \(Int(report.longestWakeUp)) s of real time (the storm's \(Int(report.longestWakeUpAt)) s)")
        }
        // At rest, q quits (the storm never sends it).
        let rest = terminal.clock.now
        terminal.send(.key(.character("q")), at: rest + 1)
        terminal.endOfTime = rest + 2
        loop.run()
        check(app.isFinished, "q did not quit once the storm was over")
        return report
    }
}

/// The headless terminal, timing in real time what the loop does between two waits.
private final class TimedTerminal: Terminal {
    let base: HeadlessTerminal
    private let wallClock = ContinuousClock()
    private var woke: ContinuousClock.Instant?
    private(set) var longest = 0.0
    private(set) var longestAt = 0.0

    init(_ base: HeadlessTerminal) { self.base = base }

    func reset() {
        (woke, longest, longestAt) = (nil, 0, 0)
    }

    var columns: Int { base.columns }
    var rows: Int { base.rows }
    var clock: TimeSource { base.clock }
    var mainQueue: MainQueue { base.mainQueue }
    var colorMode: ColorMode { base.colorMode }

    func waitForEvents(timeout: Double?) -> [InputEvent]? {
        if let woke {
            let elapsed = wallClock.now - woke
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            if seconds > longest { (longest, longestAt) = (seconds, base.clock.now) }
        }
        let events = base.waitForEvents(timeout: timeout)
        woke = wallClock.now
        return events
    }

    func present(_ changes: [CellChange], of canvas: Canvas) {
        base.present(changes, of: canvas)
    }
}
