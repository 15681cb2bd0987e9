/// Input cut short by a limit: what was dropped so that no single input costs more than a
/// frame's work. The terminal reports these as `InputEvent.limited`, and a text field when a
/// paste or key would take it past its maximum; the trace records each as `inputLimited`.
public enum InputLimit: Hashable, Sendable {
    /// A bracketed paste longer than the parser keeps, or one whose end never came in time:
    /// `bytes` were dropped.
    case paste(bytes: Int)
    /// A control string (OSC, DCS, APC) or CSI sequence that ran past its limit, or was cut by
    /// a pause: its `bytes` were skipped.
    case sequence(bytes: Int)
    /// Text a field had no room for: `bytes` of UTF-8 were left out.
    case field(bytes: Int)
    /// A window size no terminal has, reported by the tty; the app works at the clamped size.
    case windowSize(columns: Int, rows: Int)

    /// The trace's `"what"`.
    public var what: String {
        switch self {
        case .paste: "paste"
        case .sequence: "sequence"
        case .field: "field"
        case .windowSize: "size"
        }
    }
}
