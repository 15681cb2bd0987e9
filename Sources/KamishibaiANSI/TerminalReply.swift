import KamishibaiTerminal

/// An answer the terminal sends to a query of the program's: read off the input by
/// `InputParser`, handed to the terminal's own bookkeeping, never to the app as keys.
public enum TerminalReply: Equatable, Sendable {
    /// Primary device attributes (`ESC [ ? … c`), the answer to DA1 (`ESC [ c`). Terminals
    /// answer queries in order, after everything written before them: the frame pacing's
    /// acknowledgement.
    case deviceAttributes
    /// The attributes the same DA1 answer lists (`ESC [ ? 64 ; 4 ; 22 c` says 64, 4, 22; 4 is
    /// sixel graphics), read just before its `deviceAttributes`.
    case attributeList([Int])
    /// The answer to DECRQM (`ESC [ ? mode $ p`): whether the terminal knows the private mode
    /// and whether it is set (`ESC [ ? mode ; state $ y`).
    case mode(Int, ModeState)
    /// The kitty keyboard protocol's flags in force (`ESC [ ? flags u`), the answer to
    /// `ESC [ ? u`: only a terminal that has the protocol answers.
    case keyboardFlags(Int)
    /// The size of a cell in pixels (`ESC [ 6 ; height ; width t`), the answer to `ESC [ 16 t`.
    case cellSize(CellSize)
    /// The size of the text area in pixels (`ESC [ 4 ; height ; width t`), the answer to
    /// `ESC [ 14 t`.
    case textAreaSize(width: Int, height: Int)
    /// An answer of the kitty graphics protocol (`ESC _ G i=31 ; OK ESC \`): the image id it
    /// names and its message, `OK` or an error.
    case graphics(id: Int, message: String)
    /// XTVERSION's answer (`ESC P > | XTerm(379) ESC \`) to `ESC [ > 0 q`: the terminal's name
    /// and version, as it spells them.
    case version(String)
    /// Secondary device attributes (`ESC [ > 41 ; 379 ; 0 c`), the answer to DA2 (`ESC [ > c`):
    /// the terminal's type (41 xterm, 65 VTE, 83 GNU screen, 84 tmux), its version, and a
    /// third number. A multiplexer answers it itself.
    case secondaryAttributes([Int])

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
