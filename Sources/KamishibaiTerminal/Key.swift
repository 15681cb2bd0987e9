/// A decoded key press. Terminals have no key release: see `KeyRepeatTracker`.
public enum Key: Hashable, Sendable {
    case character(Character)
    case enter, escape, tab, backTab, backspace, delete
    case up, down, left, right
    case pageUp, pageDown, home, end
    case function(Int)
    /// Ctrl with a letter, lower-case: Ctrl-C is `.control("c")`.
    case control(Character)
}
