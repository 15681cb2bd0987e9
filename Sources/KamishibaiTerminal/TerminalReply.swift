/// An answer the terminal sends to a query of the program's: read off the input by
/// `InputParser`, handed to the terminal's own bookkeeping, never to the app as keys.
public enum TerminalReply: Equatable, Sendable {
    /// Primary device attributes (`ESC [ ? … c`), the answer to DA1 (`ESC [ c`). Terminals
    /// answer queries in order, after everything written before them: the frame pacing's
    /// acknowledgement.
    case deviceAttributes
    /// The answer to DECRQM (`ESC [ ? mode $ p`): whether the terminal knows the private mode
    /// and whether it is set (`ESC [ ? mode ; state $ y`).
    case mode(Int, ModeState)

    /// DECRQM's states.
    public enum ModeState: Int, Equatable, Sendable {
        case notRecognized = 0
        case set = 1
        case reset = 2
        case permanentlySet = 3
        case permanentlyReset = 4

        /// Whether the program can turn the mode on and off.
        public var isSupported: Bool { self == .set || self == .reset || self == .permanentlySet }
    }
}
