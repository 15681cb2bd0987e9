import CKamishibaiNcursesw
import KamishibaiCanvas
import KamishibaiMotion
import KamishibaiPlatform
import KamishibaiTerminal

/// A terminal whose frames go into a temporary file instead of a tty, through `FrameEncoder`
/// or real ncurses, so a frame's cost can be measured anywhere: the wall time from waking to
/// the last byte written, and the bytes. Input and time come from a scripted headless
/// terminal (a `tmpfile()`, since ncurses bypasses `open_memstream`).
public final class MemoryScreen: Terminal {
    public struct FrameCost: Sendable {
        /// Seconds of work: events, animation, composing, diffing and writing the frame.
        public var seconds: Double
        public var bytes: Int
        public var changedCells: Int
    }

    private let script: HeadlessTerminal
    public private(set) var frames: [FrameCost] = []
    public var columns: Int { script.columns }
    public var rows: Int { script.rows }
    public var clock: TimeSource { script.clock }
    public var mainQueue: MainQueue { script.mainQueue }
    public var colorMode: ColorMode { writer.mode }
    /// What the script says the terminal answered (pictures in pixels go out through the
    /// encoder as they would to such a terminal).
    public var features: TerminalFeatures? { script.features }

    private let file: FilePointer
    private let input: FilePointer
    private let screen: OpaquePointer
    private var writer: CellWriter
    private var encoder: FrameEncoder?
    private var frameBytes: [UInt8] = []
    private var workStarted = ContinuousClock.now
    private var bytesSoFar = 0

    /// Who turns cells into bytes.
    public enum Writer: Sendable {
        /// `FrameEncoder`, as on an ANSI terminal.
        case ansi
        /// ncurses' `doupdate`, as on any other.
        case ncurses
    }

    public init?(script: HeadlessTerminal, mode: ColorMode = .palette256, writer: Writer = .ansi) {
        guard let output = tmpfile(), let input = fopen("/dev/null", "r") else { return nil }
        UTF8Locale.select()
        // Not a tty: ncurses takes the size from the environment, which is put back at once so
        // no process started later inherits a size that is not its own.
        let saved: [(name: String, value: String?)] = ["LINES", "COLUMNS"].map { (name: String) in
            (name, getenv(name).map { String(cString: $0) })
        }
        setenv("LINES", String(script.rows), 1)
        setenv("COLUMNS", String(script.columns), 1)
        let created = newterm("xterm-256color", output, input)
        for (name, value) in saved {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        guard let screen = created else {
            fclose(output)
            fclose(input)
            return nil
        }
        self.script = script
        self.file = output
        self.input = input
        self.screen = screen
        if mode != .none { start_color() }
        self.writer = CellWriter(mode: mode)
        self.encoder = writer == .ansi ? FrameEncoder(mode: mode) : nil
        bytesSoFar = bytesWritten()
    }

    deinit {
        set_term(screen)
        endwin()
        delscreen(screen)
        fclose(file)
        fclose(input)
    }

    private func bytesWritten() -> Int {
        fflush(file)
        var info = stat()
        return fstat(fileno(file), &info) == 0 ? Int(info.st_size) : 0
    }

    /// Everything ncurses has written so far: escape sequences and text, as a terminal gets it.
    public var output: [UInt8] {
        let size = bytesWritten()
        var bytes = [UInt8](repeating: 0, count: size)
        let read = pread(fileno(file), &bytes, size, 0)
        return Array(bytes.prefix(max(0, read)))
    }

    public func waitForEvents(timeout: Double?) -> [InputEvent]? {
        let events = script.waitForEvents(timeout: timeout)
        workStarted = ContinuousClock.now
        return events
    }

    public func present(_ changes: [CellChange], of canvas: Canvas) {
        set_term(screen)
        if encoder != nil {
            frameBytes.removeAll(keepingCapacity: true)
            encoder?.encode(changes, of: canvas, into: &frameBytes)
            _ = frameBytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        } else {
            writer.write(changes, of: canvas, to: kami_stdscr())
        }
        let elapsed = workStarted.duration(to: ContinuousClock.now).components
        let total = bytesWritten()
        frames.append(
            FrameCost(
                seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18,
                bytes: total - bytesSoFar, changedCells: changes.count))
        bytesSoFar = total
    }
}
