import KamishibaiCanvas
import KamishibaiPlatform
@_spi(KamishibaiInternals) import KamishibaiTerminal

/// The run loop (docs/ARCHITECTURE.md): block on input while idle, tick at the frame rate only while
/// something animates, drain all pending input before each frame, present only changed cells,
/// and draw only when the terminal can take a frame (`Terminal.frameGate()`): while it cannot,
/// input and animations go on and the frame waits.
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
    /// A frame was composed since the loop last came to rest: `spare` and `changes` hold
    /// storage that only frames in quick succession reuse.
    private var holdsScratch = false
    /// When animations and timers were last moved on: the frame rate's beat, drawn or not.
    private var lastTick = -Double.infinity
    /// A frame is owed: the terminal's gate held it back.
    private var framePending = false
    private var pacing: FramePacing?
    private var linkSpeed = LinkSpeed.fast
    private var features: TerminalFeatures?
    /// Told when the terminal's pacing is first known and whenever it changes (the launcher
    /// traces it).
    public var onFramePacingChange: ((FramePacing) -> Void)?
    /// Told when the terminal's features are first known and whenever they change (the
    /// launcher traces them).
    public var onTerminalFeaturesChange: ((TerminalFeatures) -> Void)?

    public init(terminal: Terminal, application: Application, framesPerSecond: Double = 60) {
        self.terminal = terminal
        self.application = application
        self.frameInterval = 1 / max(1, framesPerSecond)
    }

    public func run() {
        // A terminal that knows its features from the start (a headless one) says so before
        // the first frame; a real one once it has answered.
        reportFeatures()
        application.advance()
        lastTick = terminal.clock.now
        render()
        while !application.isFinished {
            let wake = application.nextWake()
            if wake == .idle, !framePending { releaseScratch() }
            guard let events = terminal.waitForEvents(timeout: timeout(for: wake)) else { return }
            wakeUps += 1
            reportPacing()
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
            // While animating, nothing earns a frame before it is due: a burst of motion, or
            // the terminal's answers, cost one frame. At rest, input is answered at once, a
            // deadline when it comes, and a frame held back as soon as the terminal takes it.
            let hadInput = !events.isEmpty || !work.isEmpty
            let due =
                switch wake {
                case .nextFrame: now >= lastTick + frameInterval - Self.slack
                case .at(let deadline): hadInput || framePending || now >= deadline - Self.slack
                case .idle: hadInput || framePending
                }
            guard due else { continue }
            application.advance()
            lastTick = now
            if case .closed = terminal.frameGate() {
                framePending = true
                continue
            }
            framePending = false
            render()
        }
    }

    /// At rest only the last frame is kept (the next one is diffed with it): the frame before
    /// it and the list of changes, a canvas and up to two canvases' worth of changes at the
    /// window's size, are given back, and the heap's free pages with them, so a session at rest
    /// holds no more than it needs (decision 140). Once per rest: the loop does not wake for it.
    private func releaseScratch() {
        guard holdsScratch else { return }
        holdsScratch = false
        spare = nil
        changes = []
        kamishibai_heap_release_free()
    }

    /// Whether the loop holds storage for frames in quick succession (false at rest).
    @_spi(KamishibaiInternals) public var holdsFrameScratch: Bool { holdsScratch || spare != nil || changes.capacity > 0 }

    private func reportPacing() {
        if terminal.linkSpeed != linkSpeed {
            linkSpeed = terminal.linkSpeed
            application.linkSpeedDidChange(linkSpeed)
        }
        reportFeatures()
        let state = terminal.framePacing
        guard state.mode != .probing, state != pacing else { return }
        pacing = state
        onFramePacingChange?(state)
    }

    private func reportFeatures() {
        guard let found = terminal.features, found != features else { return }
        features = found
        application.terminalFeaturesDidChange(found)
        onTerminalFeaturesChange?(found)
    }

    private func timeout(for wake: Wake) -> Double? {
        let now = terminal.clock.now
        var timeout: Double? =
            switch wake {
            case .idle: nil
            case .nextFrame: max(0, lastTick + frameInterval - now)
            case .at(let deadline): max(0, deadline - now)
            }
        // A frame held back waits for the terminal's answer, which is input, or for the gate's
        // own deadline.
        // (While animating, the frame's own beat comes first; at rest it is due at once.)
        if framePending {
            switch terminal.frameGate() {
            case .closed(let until): timeout = min(timeout ?? .infinity, max(0, until - now))
            case .open: if wake != .nextFrame { timeout = 0 }
            }
        }
        return timeout
    }

    /// Composes a frame and hands the terminal only what changed.
    public func render() {
        // Compose into the frame before last: its storage is reused rather than reallocated.
        var canvas = spare ?? Canvas(columns: terminal.columns, rows: terminal.rows, fill: Self.blank)
        spare = nil
        canvas.reset(columns: terminal.columns, rows: terminal.rows, fill: Self.blank)
        application.render(into: &canvas)
        canvas.changes(from: lastPresented, into: &changes)
        let cursorMoved = canvas.cursor != lastPresented?.cursor
        // A picture shown in pixels, or taken down, over cells that stayed is a frame too.
        let imagesChanged = canvas.images != (lastPresented?.images ?? [])
        spare = lastPresented
        lastPresented = canvas
        holdsScratch = true
        defer {
            // After a shrink, storage sized for the largest screen seen so far would stay
            // for good; keep at most what a full frame of this size needs.
            if changes.capacity > 2 * canvas.columns * canvas.rows + 1024 { changes = [] }
        }
        guard !changes.isEmpty || cursorMoved || imagesChanged else { return }
        framesPresented += 1
        terminal.present(changes, of: canvas)
    }

    private static let blank = Style(foreground: .white, background: .black)
    /// A wait that ends a microsecond early still counts as ending on time: clocks and
    /// timeouts in floating point do not always land exactly.
    private static let slack = 1e-6
}
