/// The kitty keyboard protocol (progressive enhancement) as Kamishibai uses it: asked about
/// with `ESC [ ? u` in the start-up probe, pushed with `ESC [ > 3 u` where the terminal
/// answered, and popped with `ESC [ < u` on every way out (quit, signals, a crash, Ctrl-Z, which
/// pushes it again on `fg`), while the alternate screen is still up: the terminal keeps a stack
/// per screen.
///
/// Flags 1 (disambiguate escape codes) and 2 (report event types): presses and repeats as
/// before, releases as `CSI … : 3 u` (or `~`, `A`…). Flag 1 is needed with 2: without it a
/// terminal may send a key's legacy bytes again for its release (Escape's `ESC`). Escape is
/// then `CSI 27 u`, never a lone `ESC` waiting for the pause; Enter, Tab and Backspace keep
/// their bytes. "Report all keys as escape codes" (8) is not asked: text still arrives as
/// text, so a paste, an input method or a dead key works as in any terminal.
public enum KittyKeyboard {
    public static let query = "\u{1B}[?u"
    public static let flags = 3
    public static let push = "\u{1B}[>\(flags)u"
    public static let pop = "\u{1B}[<u"
}
