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
}
