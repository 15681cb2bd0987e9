import CKamishibaiNcursesw
internal import KamishibaiANSI
import KamishibaiCanvas
import KamishibaiMotion
import KamishibaiPlatform
import KamishibaiTerminal

/// The real terminal, through ncursesw (docs/ARCHITECTURE.md, the run loop).
///
/// ncurses knows the terminal (terminfo), sets its modes, and takes it over and gives it back;
/// input is ours. Raw bytes from stdin go through `InputReader`, polled beside a signal pipe
/// (`TTYInput`), so the loop can block with no timeout when idle and still hear SIGTERM,
/// SIGHUP, SIGINT, SIGTSTP and SIGWINCH; a sequence or paste that never ends is given up at the
/// reader's deadline, never waited for in a loop of its own. Output goes through `TTYOutput`,
/// which gives up when a quit arrives while the terminal reads nothing. Frames arrive as
/// changed cells only. On an ANSI terminal (terminfo's `cup` is `ESC [ …`, as for every
/// xterm-like terminal, tmux, screen and the Linux console) `FrameWriter` writes them in one
/// `write`, and ncurses' windows are kept at one cell (`CursesWindows`); elsewhere ncurses
/// writes them, with `mvwadd_wch` and `doupdate`. `FramePacer` paces frames
/// by the terminal's answers and wraps them for synchronized output where the terminal has it.
/// `FeatureProbe` asks, in the same round trip, for the mouse in pixels and key releases, which
/// are turned on once it is answered and off on every way out, as the mouse modes are; what
/// the terminal reported before it read them off is read then, not left for the shell.
/// `shutdown()` restores the terminal and is safe to call more than once.
public final class NcursesTerminal: Terminal {
    public let clock: TimeSource
    public let colorMode: ColorMode
    /// Why `colorMode` was chosen (the trace's `colorMode` event).
    public let colorReason: ColorMode.Reason
    public var columns: Int { screenSize.columns }
    public var rows: Int { screenSize.rows }

    /// The screen's size: ours, since ncurses' windows are kept at one cell on an ANSI
    /// terminal (`CursesWindows`).
    private var screenSize = (columns: 0, rows: 0)

    private let mouseEnabled: Bool
    private var screen: OpaquePointer?
    /// ncurses' writer, for a terminal that is not ANSI.
    private var writer: CellWriter
    /// The ANSI writer, when the terminal is one.
    private var frameWriter: FrameWriter?
    private var frame: [UInt8] = []
    /// The last frame presented: repainted whole when the terminal comes back from a suspend.
    private var lastCanvas: Canvas?
    private var pacer: FramePacer
    private var probe: FeatureProbe
    /// The probe's features have been turned on (once decided).
    private var featuresOn = false
    private var reader = InputReader()
    private var output = TTYOutput(fileDescriptor: STDOUT_FILENO)
    /// The line discipline the shell had: put back by hand when the terminal stalled, since
    /// ncurses' own restore waits for output the terminal never reads.
    private let savedTermios: termios?
    /// The terminal hung up: nothing more to read, and the app was told to end.
    private var hungUp = false
    /// The most cells a window has had since memory was last handed back.
    private var largestCells = 0
    /// Frames still to come before the memory of a larger window is handed back: the run loop
    /// lets go of its last two frames of the old size only as it draws two of the new one.
    private var framesBeforeRelease: Int?
    /// Events found outside a read (a size clamped at start-up), delivered with the next ones.
    private var pendingEvents: [InputEvent] = []
    private let wakeUpPipe = WakeUpPipe()
    private let input: TTYInput
    public let mainQueue: MainQueue
    private var isActive = false

    /// Checks for a terminal and a known `TERM`, then takes over the screen. The features in
    /// `disabledFeatures` are asked about but never turned on; without the mouse, neither is
    /// the pointer in pixels.
    public init(
        colorRequest: ColorMode?, mouse: Bool, clock: TimeSource, disabledFeatures: Set<TerminalFeatures.Feature> = []
    ) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalStartError.notATerminal }
        guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty else {
            throw TerminalStartError.missingTerm
        }
        UTF8Locale.select()
        var status: Int32 = 0
        guard setupterm(term, STDOUT_FILENO, &status) == OK else { throw TerminalStartError.unknownTerm(term) }
        guard Terminfo.hasCapability("cup") else { throw TerminalStartError.noCursorAddressing(term) }

        var saved = termios()
        let hasSaved = tcgetattr(STDIN_FILENO, &saved) == 0
        self.clock = clock
        self.savedTermios = hasSaved ? saved : nil
        self.mouseEnabled = mouse
        mainQueue = MainQueue { [wakeUpPipe] in wakeUpPipe.wake() }
        // Our handlers go in first: ncurses then leaves SIGINT, SIGTERM and SIGTSTP to us.
        input = TTYInput(signalFD: SignalGuard.install(savedTermios: hasSaved ? saved : nil), wakeUpPipe: wakeUpPipe)

        // ncurses keeps its own output buffer; an unbuffered stream lets nothing linger in stdio
        // to be flushed at exit, after the screen was restored.
        let output = fdopen(STDOUT_FILENO, "w")
        setvbuf(output, nil, _IONBF, 0)
        // The tty's own size (ioctl), never LINES/COLUMNS left in the environment by a parent;
        // use_env(false) alone would fall back to terminfo's 80×24.
        use_env(false)
        use_tioctl(true)
        screen = newterm(term, output, fdopen(STDIN_FILENO, "r"))
        guard screen != nil else { throw TerminalStartError.unknownTerm(term) }
        isActive = true
        screenSize = (Int(kami_cols()), Int(kami_lines()))
        raw()
        noecho()
        nonl()
        intrflush(kami_stdscr(), false)
        _ = curs_set(0)

        let writers = Self.writers(term: term, colorRequest: colorRequest)
        (colorMode, colorReason) = (writers.colorMode, writers.colorReason)
        writer = writers.cellWriter
        frameWriter = writers.encoder.map(FrameWriter.init(encoder:))
        // Only an ANSI terminal is asked: another would show the queries as text.
        pacer = FramePacer(acknowledgements: frameWriter != nil)
        let disabled = mouse ? disabledFeatures : disabledFeatures.union([.pixelMouse])
        probe = .unasked(disabled: disabled)
        largestCells = columns * rows
        if TerminalSize.clamped(columns: columns, rows: rows) != (columns, rows) { pendingEvents = applyWindowSize() }
        refresh()
        shrinkCursesWindows()
        writeToTTY(inputModes(on: true))
        if frameWriter != nil {
            let graphics = FeatureProbe.mayAskGraphics(term: term, environment: Terminfo.probeEnvironment)
            writeToTTY(FramePacer.probe(with: FeatureProbe.queries(graphics: graphics)))
            pacer.sentProbe(at: clock.now)
            probe = FeatureProbe(sentAt: clock.now, columns: columns, rows: rows, ttyCell: CellSize.ofTTY(), disabled: disabled)
        }
    }

    deinit { shutdown() }

    // MARK: Mouse

    /// The input modes (`InputModes`), with the probe's features once they are on.
    private func inputModes(on: Bool) -> String {
        InputModes.sequence(on: on, mouse: mouseEnabled, features: featuresOn ? probe.features : nil)
    }

    /// Once the probe is decided: its features on, the encoder told whether REP repeats any
    /// character, the crash handler told, the parser told whether reports are in pixels. Called after every answer (the cell size may change).
    private func applyFeatures() {
        guard let features = probe.features else { return }
        if !featuresOn {
            featuresOn = true
            if let capabilities = frameWriter?.encoder.capabilities {
                frameWriter?.encoder.capabilities.repeatMultibyteCharacter =
                    capabilities.repeatCharacter && features.repeatsMultibyteCharacter
            }
            writeToTTY(features.modes(on: true))
            SignalGuard.noteFeatureModes(pixelMouse: features.usesPixelMouse, keyboard: features.usesKeyReleases)
        }
        reader.pixelGrid = probe.pixelGrid
    }

    private func writeToTTY(_ sequence: String, within seconds: Double? = nil) {
        output.write(Array(sequence.utf8), within: seconds)
    }

    private func writeToTTY(_ bytes: [UInt8]) {
        output.write(bytes)
    }

    // MARK: Lifecycle

    /// Leaves the alternate screen with mouse modes off and the cursor shown.
    public func shutdown() {
        guard isActive else { return }
        isActive = false
        leaveScreen()
        // After a stall ncurses was left out of the restore; the process is about to end.
        if let screen, !output.isStalled { delscreen(screen) }
        screen = nil
    }

    /// The answers to the queries still out, read before the terminal goes back to the shell,
    /// which would otherwise take them as typed input (alacritty's `ESC [ ? 6 c` showed up at
    /// the prompt), and with them whatever else comes first, unused. Waits the pacer's
    /// `handBackPatience` at most, and not after a stall.
    private func readLateAnswers() {
        let deadline = clock.now + pacer.handBackPatience
        while pacer.awaitsAnswers, !output.isStalled, clock.now < deadline {
            let milliseconds = Int32(max(1, ((deadline - clock.now) * 1000).rounded(.up)))
            guard let readable = input.waitForInput(milliseconds: milliseconds) else { break }
            guard readable else { continue }
            guard let bytes = input.read() else { break }
            _ = reader.read(bytes, at: clock.now)
            takeReplies()
        }
    }

    private func takeReplies() {
        for reply in reader.takeReplies() {
            pacer.received(reply, at: clock.now)
            probe.received(reply)
        }
    }

    /// How long the way out may wait for a terminal that reads slowly, or not at all.
    private static let exitWritePatience = 0.5

    /// Mouse off, cursor on, alternate screen left. The alternate screen is blanked first:
    /// after a resize tmux 3.3 copies what it holds onto the main screen when it is left.
    /// Blanked on the tty only, so ncurses still holds the frame to repaint on resume.
    /// Whatever the encoder turned on (the hidden cursor) is turned off here, by the same
    /// bytes: ncurses' `curs_set` writes nothing where terminfo has no `cnorm`.
    ///
    /// A release reported before the terminal read the modes off (kitty sent `q`'s after the
    /// app had quit) would reach the shell: where releases were reported and the terminal
    /// answers, DA1 follows the modes off, and input is read, unused, until its answer, which
    /// comes after everything the terminal sent before it.
    ///
    /// After a stall (a write given up for a quit), what is still queued for the terminal is
    /// dropped, and CAN ends whatever sequence the last frame left half sent; the line
    /// discipline is restored by hand, since ncurses would first wait for the terminal to
    /// read everything.
    private func leaveScreen() {
        let stalled = output.isStalled
        if stalled { _ = tcflush(STDOUT_FILENO, TCOFLUSH) }
        var reset = stalled ? "\u{18}" : ""
        // kitty keeps its images until deleted by id; a sixel goes with the cleared screen.
        var images: [UInt8] = []
        frameWriter?.encoder.takeDownAllImages(into: &images)
        reset += String(decoding: images, as: UTF8.self)
        reset += inputModes(on: false) + "\u{1B}[0m\u{1B}[H\u{1B}[2J"
        if frameWriter != nil { reset += "\u{1B}[?25h" }
        let features = featuresOn ? probe.features : nil
        if !stalled, !hungUp, pacer.mode == .acknowledged, InputModes.reportReleases(mouse: mouseEnabled, features: features) {
            reset += String(decoding: FramePacer.query, as: UTF8.self)
            pacer.sentQuery(at: clock.now, measuresLink: false)
        }
        writeToTTY(reset, within: Self.exitWritePatience)
        readLateAnswers()
        if stalled {
            if var savedTermios { _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedTermios) }
            writeToTTY("\u{1B}[?1049l", within: Self.exitWritePatience)
        } else {
            growCursesWindows()
            _ = curs_set(1)
            endwin()
        }
    }

    /// On an ANSI terminal, ncurses' windows down to one cell: the encoder writes the frames,
    /// so ncurses never draws into them (decision 143), and the heap they held goes back.
    private func shrinkCursesWindows() {
        guard frameWriter != nil else { return }
        CursesWindows.resize(columns: CursesWindows.smallest.columns, rows: CursesWindows.smallest.rows)
        HeapUsage.releaseFreeMemory()
    }

    /// On an ANSI terminal, ncurses' windows back to the screen's size before `endwin`, which
    /// moves the cursor to their bottom row (where the shell's prompt comes on a terminal with
    /// no alternate screen). After a suspend, ncurses' first refresh sizes them to the tty.
    private func growCursesWindows() {
        guard frameWriter != nil else { return }
        CursesWindows.resize(columns: columns, rows: rows)
    }

    /// Ctrl-Z or SIGTSTP: give the shell its terminal back, stop, and on `fg` take it again.
    /// Returns what the app is told then: it had lost the keyboard meanwhile, so a key held
    /// or a button pressed may have been let go where it could not see.
    private func suspend() -> InputEvent {
        leaveScreen()
        SignalGuard.stopProcess()
        reset_prog_mode()
        _ = curs_set(0)
        clearok(kami_curscr(), true)
        refresh()
        shrinkCursesWindows()
        writeToTTY(inputModes(on: true))
        // The answers to queries in flight went to the shell.
        pacer.forgetQueries()
        repaintLastFrame()
        return .focus(gained: false)
    }

    /// After the terminal was handed back or resized, the encoder's last frame is painted
    /// again whole (ncurses repaints only what it holds itself: nothing). At another size the
    /// next frame, composed at that size, is whole anyway.
    private func repaintLastFrame() {
        guard frameWriter != nil else { return }
        frameWriter?.encoder.invalidate()
        var size = winsize()
        guard let lastCanvas, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, Int(size.ws_col) == lastCanvas.columns,
            Int(size.ws_row) == lastCanvas.rows
        else { return }
        present([], of: lastCanvas)
    }

    /// Called after the loop ends because of `signal`: restore, then end as that signal would.
    public func exitBySignal(_ signal: Int32) -> Never {
        shutdown()
        SignalGuard.uninstall()
        raise(signal)
        exit(128 + signal)
    }

    // MARK: Terminal

    public func waitForEvents(timeout: Double?) -> [InputEvent]? {
        if hungUp { return nil }
        var timeout = timeout
        for deadline in [pacer.probeDeadline, probe.deadline, reader.deadline].compactMap({ $0 }) {
            timeout = min(timeout ?? .infinity, max(0, deadline - clock.now))
        }
        if !pendingEvents.isEmpty { timeout = 0 }
        let milliseconds = timeout.map { Int32(min(max(0, ($0 * 1000).rounded(.up)), 1e9)) } ?? -1
        var events = pendingEvents
        pendingEvents = []
        let readable = input.wait(milliseconds: milliseconds)
        defer { _ = pacer.gate(at: clock.now) }
        events += handleSignals()
        var decoded: [InputEvent] = []
        if readable == true, let bytes = input.read() {
            decoded = reader.read(bytes, at: clock.now)
        } else if readable != false {
            // The terminal hung up (end of input, or POLLHUP): end as SIGHUP would.
            hungUp = true
            return events + [.terminate(signal: SIGHUP)]
        }
        decoded += reader.expire(at: clock.now)
        takeReplies()
        probe.expire(at: clock.now)
        applyFeatures()
        for event in decoded {
            if event == .key(.control("z")) { events.append(suspend()) } else { events.append(event) }
        }
        return events
    }

    private func handleSignals() -> [InputEvent] {
        var events: [InputEvent] = []
        for sig in SignalGuard.drain(input.signalFD) {
            switch sig {
            case SIGTSTP: events.append(suspend())
            case SIGWINCH: events += applyWindowSize()
            default: events.append(.terminate(signal: sig))
            }
        }
        return events
    }

    /// Reads the tty's size and tells ncurses; the whole screen is repainted next frame. A
    /// size no terminal has is clamped (`TerminalSize`) and reported; after a shrink, the
    /// memory the larger frames held goes back to the system.
    private func applyWindowSize() -> [InputEvent] {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return [] }
        let reported = (columns: Int(size.ws_col), rows: Int(size.ws_row))
        let (newColumns, newRows) = TerminalSize.clamped(columns: reported.columns, rows: reported.rows)
        screenSize = (newColumns, newRows)
        // ncurses' windows follow only where ncurses writes the cells.
        if frameWriter == nil { CursesWindows.resize(columns: newColumns, rows: newRows) }
        clearok(kami_curscr(), true)
        if newColumns * newRows * 2 < largestCells {
            framesBeforeRelease = 2
            largestCells = newColumns * newRows
        }
        largestCells = max(largestCells, newColumns * newRows)
        // The cell size may have changed with the font: taken from the tty, or asked again.
        if let query = probe.resized(columns: columns, rows: rows, ttyCell: CellSize.ofTTY(size)) { writeToTTY(query) }
        reader.pixelGrid = probe.pixelGrid
        // Shrunk and grown back between two reads: the terminal cut what it showed.
        repaintLastFrame()
        var events: [InputEvent] = [.resize(columns: columns, rows: rows)]
        if (newColumns, newRows) != reported {
            events.insert(.limited(.windowSize(columns: reported.columns, rows: reported.rows)), at: 0)
        }
        return events
    }

    /// One frame in one write (`FrameWriter`): pictures first, the cells wrapped for
    /// synchronized output when the terminal has it, and the pacing's query.
    public func present(_ changes: [CellChange], of canvas: Canvas) {
        // Room for a full frame of this size is kept, not one of the largest size seen.
        if frame.capacity > Self.frameBytesPerCell * max(1024, canvas.columns * canvas.rows) { frame = [] }
        // A terminal that is not ANSI is never probed, so never paced or wrapped: ncurses
        // writes its cells.
        guard frameWriter != nil else { return writer.write(changes, of: canvas, to: kami_stdscr()) }
        let written = frameWriter?.write(changes, of: canvas, clock: clock, pacer: &pacer, into: &frame)
        lastCanvas = canvas
        if let frames = framesBeforeRelease {
            framesBeforeRelease = frames > 1 ? frames - 1 : nil
            if frames == 1 { HeapUsage.releaseFreeMemory() }
        }
        if written != nil { writeToTTY(frame) }
    }

    /// More than a full frame's worst case (a colour change in every cell) could need.
    private static let frameBytesPerCell = 64

    public func frameGate() -> FrameGate { pacer.gate(at: clock.now) }

    public var framePacing: FramePacing { pacer.state }

    public var linkSpeed: LinkSpeed { pacer.linkSpeed }

    public var features: TerminalFeatures? { probe.features }
}
