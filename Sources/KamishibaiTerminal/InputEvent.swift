/// Everything a terminal reports to the application.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal has a new size; already in effect when delivered.
    case resize(columns: Int, rows: Int)
    /// A signal (SIGTERM, SIGHUP, SIGINT from outside) asks the program to end.
    case terminate(signal: Int32)
}
