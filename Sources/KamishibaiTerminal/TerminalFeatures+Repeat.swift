extension TerminalFeatures {
    /// REP (`ESC [ n b`) repeats a character of several bytes (a box line, an eighth block)
    /// as well as an ASCII one: only where the terminal is known to (decision 131). tmux 3.3
    /// drops such a REP (tmux #3687: `╭─ Stories ─╮` drawn as `╭╮`), and it answers the probe
    /// itself, as GNU screen does, whatever terminal is behind it; so does anything unknown
    /// behind SSH, `sudo` or a container, which gets plain characters.
    ///
    /// Known by XTVERSION's name when it gives one, each checked in its source: xterm from
    /// patch 379 (measured; its REP takes any character of a positive width), kitty and VTE
    /// (the last character kept as a code point), foot (a `wchar_t`). A terminal that gives no
    /// name is known by DA2's type: VTE (65), xterm (41) from patch 379. Nil answers: not known.
    public var repeatsMultibyteCharacter: Bool {
        if let terminal {
            if terminal.hasPrefix("kitty(") || terminal.hasPrefix("foot(") || terminal.hasPrefix("VTE(") { return true }
            guard terminal.hasPrefix("XTerm("), let patch = Int(terminal.dropFirst(6).prefix { $0.isNumber }) else { return false }
            return patch >= Self.xtermRepeatingAnyCharacter
        }
        switch secondaryAttributes?.first {
        case 65: return true
        case 41: return (secondaryAttributes?.dropFirst().first ?? 0) >= Self.xtermRepeatingAnyCharacter
        default: return false
        }
    }

    /// The first xterm patch known to repeat any character (the one measured; older ones
    /// checked the character against a 256-entry table).
    static let xtermRepeatingAnyCharacter = 379
}
