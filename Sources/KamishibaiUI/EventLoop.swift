import KamishibaiCanvas

/// The run loop (docs/ARCHITECTURE.md): block on input while idle, tick at the frame rate only while
/// something animates, drain all pending input before each frame, present only changed cells.
public final class EventLoop {
    public let terminal: Terminal
    public let application: Application
    public let frameInterval: Double

    /// How often the loop returned from waiting: the measure of idle wake-ups.
    public private(set) var wakeUps = 0
    /// Frames composed and handed to the terminal (frames with no changed cell are not).
    public private(set) var framesPresented = 0
    private var lastPresented: Canvas?
    private var spare: Canvas?
    private var changes: [CellChange] = []
    private var lastFrameTime = -Double.infinity

    public init(terminal: Terminal, application: Application, framesPerSecond: Double = 60) {
        self.terminal = terminal
        self.application = application
        self.frameInterval = 1 / max(1, framesPerSecond)
    }

    public func run() {
        application.advance()
        render()
        while !application.isFinished {
            let wake = application.nextWake()
            guard let events = terminal.waitForEvents(timeout: timeout(for: wake)) else { return }
            wakeUps += 1
            let work = terminal.mainQueue.takeAll()
            for item in work {
                item()
                if application.isFinished { return }
            }
            for event in events {
                application.handle(event)
                if application.isFinished { return }
            }
            let now = terminal.clock.now
            // While animating, input alone does not earn a frame before it is due: a burst of
            // motion costs one frame. At rest, answer input at once.
            let hadInput = !events.isEmpty || !work.isEmpty
            if wake == .nextFrame, hadInput, now < lastFrameTime + frameInterval { continue }
            application.advance()
            render()
        }
    }

    private func timeout(for wake: Wake) -> Double? {
        let now = terminal.clock.now
        switch wake {
        case .idle: return nil
        case .nextFrame: return max(0, lastFrameTime + frameInterval - now)
        case .at(let deadline): return max(0, deadline - now)
        }
    }

    /// Composes a frame and hands the terminal only what changed.
    public func render() {
        // Compose into the frame before last: its storage is reused rather than reallocated.
        var canvas = spare ?? Canvas(columns: terminal.columns, rows: terminal.rows, fill: Self.blank)
        spare = nil
        canvas.reset(columns: terminal.columns, rows: terminal.rows, fill: Self.blank)
        application.render(into: &canvas)
        lastFrameTime = terminal.clock.now
        canvas.changes(from: lastPresented, into: &changes)
        let cursorMoved = canvas.cursor != lastPresented?.cursor
        spare = lastPresented
        lastPresented = canvas
        defer {
            // After a shrink, storage sized for the largest screen seen so far would stay
            // for good; keep at most what a full frame of this size needs.
            if changes.capacity > 2 * canvas.columns * canvas.rows + 1024 { changes = [] }
        }
        guard !changes.isEmpty || cursorMoved else { return }
        framesPresented += 1
        terminal.present(changes, of: canvas)
    }

    private static let blank = Style(foreground: .white, background: .black)
}
