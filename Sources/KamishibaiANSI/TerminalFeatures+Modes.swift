import KamishibaiTerminal

/// What turns the features in use on and off: the bytes a terminal implementation writes.
/// `package`, not `public`: without Swift's `MemberImportVisibility` a client sees the public
/// extension members of every module it loads, and it loads this one through KamishibaiNcurses
/// however that imports it (decision 061).
extension TerminalFeatures {
    /// The kitty keyboard protocol's flags pushed (`KittyKeyboard`), nil when none are: every
    /// key as an escape code where the terminal would otherwise send a key's legacy bytes again
    /// on its release, event types alone elsewhere.
    package var pushedKeyboardFlags: Int? {
        guard usesKeyReleases else { return nil }
        return sendsLegacyKeysOnRelease ? KittyKeyboard.allKeysAsEscapeCodes : KittyKeyboard.eventTypes
    }

    /// kitty before 0.33.0 sends Enter's, Tab's and Backspace's legacy bytes again when they
    /// are released with event types on (kitty #7136; measured on 0.26.5, Debian 12's: `\r\r`
    /// for one Enter), and those cannot be told from a second press; with every key an escape
    /// code (flag 8) their releases are `CSI 13;1:3u`… like any other key's (measured).
    package var sendsLegacyKeysOnRelease: Bool {
        guard let terminal, terminal.hasPrefix("kitty(") else { return false }
        let version = terminal.dropFirst(6).prefix { $0 != ")" }.split(separator: ".").map { Int($0) ?? 0 }
        return version.lexicographicallyPrecedes([0, 33])
    }

    /// The modes that turn the features in use on, or off again: SGR-Pixels after SGR (1006),
    /// which it refines, and the keyboard protocol pushed onto the terminal's stack or popped.
    package func modes(on: Bool) -> String {
        var modes = ""
        if usesPixelMouse { modes += on ? Self.pixelMouseOn : Self.pixelMouseOff }
        if let flags = pushedKeyboardFlags { modes += on ? KittyKeyboard.push(flags) : KittyKeyboard.pop }
        return modes
    }

    /// SGR-Pixels mouse reports (DEC mode 1016) on, and off.
    package static let pixelMouseOn = "\u{1B}[?1016h"
    package static let pixelMouseOff = "\u{1B}[?1016l"
}
