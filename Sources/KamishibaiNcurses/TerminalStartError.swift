/// Why the terminal could not be started; each says what to do about it.
public enum TerminalStartError: Error, CustomStringConvertible {
    case notATerminal
    case missingTerm
    case unknownTerm(String)
    /// The terminal type cannot move the cursor (`TERM=dumb`, a printing terminal): a
    /// full-screen app would only print its frames one after another.
    case noCursorAddressing(String)

    public var description: String {
        switch self {
        case .notATerminal:
            return "this program needs a terminal on stdin and stdout (run it directly, not through a pipe or with input redirected)."
        case .missingTerm:
            return "TERM is not set: set it to your terminal's type, e.g. TERM=xterm-256color."
        case .unknownTerm(let term):
            return "unknown terminal type '\(term)': set TERM to one this system knows, e.g. TERM=xterm-256color (see 'toe -a')."
        case .noCursorAddressing(let term):
            return
                "terminal type '\(term)' cannot move the cursor, which a full-screen app needs: set TERM to your terminal's type, e.g. TERM=xterm-256color."
        }
    }
}
