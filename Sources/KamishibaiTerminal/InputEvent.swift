/// Everything a terminal reports to the application.
public enum InputEvent: Hashable, Sendable {
    /// A key pressed, or repeating while held.
    case key(Key)
    /// A key let go: reported only by a terminal with the kitty keyboard protocol, and only to
    /// code that looks for it (a release is never a press).
    case keyReleased(Key)
    case mouse(MouseEvent)
    /// The terminal has a new size; already in effect when delivered.
    case resize(columns: Int, rows: Int)
    /// A signal (SIGTERM, SIGHUP, SIGINT from outside) asks the program to end.
    case terminate(signal: Int32)
    /// The terminal window gained or lost the keyboard focus (reported in mode 1004). A button
    /// held when it was lost may never be reported released. The real terminal also delivers it
    /// lost when the app comes back from a suspend (Ctrl-Z, then `fg`): its keys went to the shell.
    case focus(gained: Bool)
    /// Text pasted into the terminal (bracketed paste, mode 2004): text, never keys. Line
    /// breaks and tabs arrive as spaces; other control characters are gone.
    case paste(String)
    /// Input was cut short by a limit (a paste too long, a sequence that never ended, a size
    /// no terminal has): nothing to act on, but the trace records it.
    case limited(InputLimit)
}
