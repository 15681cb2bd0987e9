import KamishibaiANSI
import KamishibaiCanvas
import KamishibaiMotion
@_spi(KamishibaiInternals) import KamishibaiNcurses
import KamishibaiTerminal

/// A terminal whose frames go into a temporary file instead of a tty, written as the real
/// terminal writes them (`FrameWriter`) or by real ncurses, so a frame's cost can be measured
/// anywhere: the wall time from waking to the last byte written, and the bytes. Input and time
/// come from a scripted headless terminal. It asks nothing, so frames are neither wrapped nor
/// followed by a query, as on a terminal that does not answer.
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
    public var colorMode: ColorMode { file.colorMode }
    /// What the script says the terminal answered (pictures in pixels go out through the
    /// writer as they would to such a terminal).
    public var features: TerminalFeatures? { script.features }

    private let file: NcursesFileScreen
    private var writer: FrameWriter?
    private var pacer = FramePacer(acknowledgements: false)
    private var frameBytes: [UInt8] = []
    private var workStarted = ContinuousClock.now
    private var bytesSoFar = 0

    /// Who turns cells into bytes.
    public enum Writer: Sendable {
        /// `FrameWriter`, as on an ANSI terminal.
        case ansi
        /// ncurses' `doupdate`, as on any other.
        case ncurses
    }

    public init?(script: HeadlessTerminal, mode: ColorMode = .palette256, writer: Writer = .ansi) {
        guard let file = NcursesFileScreen(columns: script.columns, rows: script.rows, mode: mode) else { return nil }
        self.script = script
        self.file = file
        self.writer = writer == .ansi ? FrameWriter(encoder: FrameEncoder(mode: mode)) : nil
        bytesSoFar = file.bytesWritten
    }

    /// Everything written so far: escape sequences and text, as a terminal gets them.
    public var output: [UInt8] { file.output }

    public func waitForEvents(timeout: Double?) -> [InputEvent]? {
        let events = script.waitForEvents(timeout: timeout)
        workStarted = ContinuousClock.now
        return events
    }

    public func present(_ changes: [CellChange], of canvas: Canvas) {
        if writer != nil {
            if writer?.write(changes, of: canvas, clock: clock, pacer: &pacer, into: &frameBytes) != nil {
                file.write(frameBytes)
            }
        } else {
            file.write(changes, of: canvas)
        }
        let elapsed = workStarted.duration(to: ContinuousClock.now).components
        let total = file.bytesWritten
        frames.append(
            FrameCost(
                seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18,
                bytes: total - bytesSoFar, changedCells: changes.count))
        bytesSoFar = total
    }
}
