/// How a terminal paces its frames, and whether it wraps them for synchronized output: the
/// trace's `framePacing` event (`Terminal.framePacing`).
public struct FramePacing: Equatable, Sendable {
    /// What decides when a frame goes out.
    public enum Mode: String, Equatable, Sendable {
        /// The terminal was asked and has not answered yet: frames go out by the clock meanwhile.
        case probing
        /// The terminal's answers: a frame waits while earlier ones are on their way.
        case acknowledged
        /// The clock alone: the terminal did not answer, or is not asked.
        case timer
    }

    public var mode: Mode
    /// Whether the terminal said it knows synchronized output (DEC mode 2026): frames are then
    /// wrapped in `ESC [ ? 2026 h` … `ESC [ ? 2026 l` so it never shows half of one.
    public var synchronizedOutput: Bool

    public init(mode: Mode, synchronizedOutput: Bool) {
        self.mode = mode
        self.synchronizedOutput = synchronizedOutput
    }

    /// A terminal that is not paced by answers: the clock alone, nothing wrapped.
    public static let timer = FramePacing(mode: .timer, synchronizedOutput: false)
}
