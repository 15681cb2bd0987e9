import KamishibaiTerminal

/// The modes that make the terminal report input the way `InputParser` reads it, written
/// straight to the tty so no stdio buffer holds them back.
///
/// Press, release, motion while pressed (1002) and wheel reports, SGR-encoded (1006). ncurses
/// never sees the mouse: its 6.4 decoder drops or reorders reports that arrive in one read.
/// Focus reports (1004) come with it: a release lost while the window was away must not
/// strand a drag. Bracketed paste (2004) comes on and off with them, mouse or not: pasted text
/// arrives as text, never as keys. The probe's features (`TerminalFeatures.modes`), once on,
/// come and go with them: after them on, before them off.
enum InputModes {
    static func sequence(on: Bool, mouse: Bool, features: TerminalFeatures?) -> String {
        let features = features?.modes(on: on) ?? ""
        guard mouse else { return on ? "\u{1B}[?2004h" + features : features + "\u{1B}[?2004l" }
        return on
            ? "\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?1004h" + features
            : features + "\u{1B}[?2004l\u{1B}[?1004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    }

    /// Whether letting go of a key or a button is reported: a button's with the mouse, a key's
    /// with the keyboard protocol pushed. The key or click that ends the app is let go
    /// just after, and its report may be sent before the terminal reads the modes off.
    static func reportReleases(mouse: Bool, features: TerminalFeatures?) -> Bool {
        mouse || features?.usesKeyReleases == true
    }
}
