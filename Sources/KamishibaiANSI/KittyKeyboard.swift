/// The kitty keyboard protocol (progressive enhancement) as Kamishibai uses it: asked about
/// with `ESC [ ? u` in the start-up probe, pushed where the terminal answered, and popped with
/// `ESC [ < u` on every way out (quit, signals, a crash, Ctrl-Z, which pushes it again on
/// `fg`), while the alternate screen is still up: the terminal keeps a stack per screen.
///
/// `eventTypes`, flags 1 (disambiguate escape codes) and 2 (report event types): presses and
/// repeats as before, releases as `CSI … : 3 u` (or `~`, `A`…). Flag 1 is needed with 2:
/// without it a terminal may send a key's legacy bytes again for its release (Escape's `ESC`).
/// Escape is then `CSI 27 u`, never a lone `ESC` waiting for the pause; Enter, Tab and
/// Backspace keep their bytes. Text still arrives as text, so a paste, an input method or a
/// dead key works as in any terminal.
///
/// `allKeysAsEscapeCodes` adds 4 (alternate keys), 8 (report all keys as escape codes) and 16
/// (associated text), for kitty before 0.33, which sends Enter's, Tab's and Backspace's legacy
/// bytes again on their release unless every key is a code: each key is then `CSI code u`, its
/// text in the third field, and `InputParser` turns it back into the keys a legacy terminal
/// sends. Modifier keys are reported on their own then, and read as no key.
public enum KittyKeyboard {
    public static let query = "\u{1B}[?u"
    public static let eventTypes = 1 | 2
    public static let allKeysAsEscapeCodes = 1 | 2 | 4 | 8 | 16
    public static func push(_ flags: Int) -> String { "\u{1B}[>\(flags)u" }
    public static let pop = "\u{1B}[<u"
}
