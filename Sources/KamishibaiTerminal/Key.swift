/// A decoded key. Legacy terminals report presses only (see `KeyRepeatTracker`); where the
/// kitty keyboard protocol is on, releases arrive too, as `InputEvent.keyReleased`.
public enum Key: Hashable, Sendable {
    case character(Character)
    case enter, escape, tab, backTab, backspace, delete
    case up, down, left, right
    case pageUp, pageDown, home, end
    case function(Int)
    /// Ctrl with a letter, lower-case: Ctrl-C is `.control("c")`.
    case control(Character)
    /// The context-menu key (Menu, or Application, beside the right Ctrl), and Shift-F10, its
    /// stand-in on keyboards without one (as on Windows and GTK): what opens a context menu
    /// from the keyboard.
    case menu
}
