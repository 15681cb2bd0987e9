/// A decoded key. Legacy terminals report presses only (see `KeyRepeatTracker`); where the
/// kitty keyboard protocol is on, releases arrive too, as `InputEvent.keyReleased`.
public indirect enum Key: Hashable, Sendable {
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
    /// A key with modifiers held (`.modified(.up, .shift)`: Shift-↑; `.modified(.character("x"),
    /// .alternate)`: Alt-x). Only where no plainer case says it: Ctrl with a letter is
    /// `.control`, Shift-Tab `.backTab`, Shift with a character the character it types; the
    /// wrapped key is never itself `.modified`, and the flags are never empty.
    case modified(Key, KeyModifierFlags)
}
