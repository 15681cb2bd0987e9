import KamishibaiCanvas

/// What the terminal said it can do when asked at start-up (`FeatureProbe`), and which of it
/// the program turned off. A terminal that did not answer has none of it.
public struct TerminalFeatures: Hashable, Sendable {
    /// It reports the mouse in pixels (SGR-Pixels, DEC mode 1016: DECRQM says it can switch it).
    public var pixelMouse = false
    /// The size of a cell in pixels, when the terminal or the tty says.
    public var cellSize: CellSize?
    /// The kitty keyboard protocol's flags in force when asked; nil: it has no such protocol.
    public var keyboardFlags: Int?
    /// Sixel graphics (attribute 4 in its DA1 answer).
    public var sixel = false
    /// The kitty graphics protocol (its query answered `OK`).
    public var kittyGraphics = false
    /// The terminal's name and version as it gives them (XTVERSION: `XTerm(379)`,
    /// `kitty(0.26.5)`, `tmux 3.3a`); nil when it does not say.
    public var terminal: String?
    /// Turned off by the program, whatever the terminal said.
    public var disabled: Set<Feature> = []

    /// What a program can turn off (`--no-pixel-mouse`, `KAMISHIBAI_FEATURES=-pixel-mouse`…).
    public enum Feature: String, CaseIterable, Hashable, Sendable {
        case pixelMouse = "pixel-mouse"
        case keyReleases = "key-releases"
        case graphics
    }

    public init(disabled: Set<Feature> = []) {
        self.disabled = disabled
    }

    /// Mouse reports come in pixels, placed in cells by the cell size.
    public var usesPixelMouse: Bool { pixelMouse && cellSize != nil && !disabled.contains(.pixelMouse) }
    /// Keys are reported pressed, repeated and released (the kitty keyboard protocol is pushed).
    public var usesKeyReleases: Bool { keyboardFlags != nil && !disabled.contains(.keyReleases) }

    /// The kitty keyboard protocol's flags pushed (`KittyKeyboard`), nil when none are: every
    /// key as an escape code where the terminal would otherwise send a key's legacy bytes again
    /// on its release, event types alone elsewhere.
    public var pushedKeyboardFlags: Int? {
        guard usesKeyReleases else { return nil }
        return sendsLegacyKeysOnRelease ? KittyKeyboard.allKeysAsEscapeCodes : KittyKeyboard.eventTypes
    }

    /// kitty before 0.33.0 sends Enter's, Tab's and Backspace's legacy bytes again when they
    /// are released with event types on (kitty #7136; measured on 0.26.5, Debian 12's: `\r\r`
    /// for one Enter), and those cannot be told from a second press; with every key an escape
    /// code (flag 8) their releases are `CSI 13;1:3u`… like any other key's (measured).
    public var sendsLegacyKeysOnRelease: Bool {
        guard let terminal, terminal.hasPrefix("kitty(") else { return false }
        let version = terminal.dropFirst(6).prefix { $0 != ")" }.split(separator: ".").map { Int($0) ?? 0 }
        return version.lexicographicallyPrecedes([0, 33])
    }
    /// Pictures may be shown in pixels (sixel or kitty graphics).
    public var usesGraphics: Bool { (sixel || kittyGraphics) && !disabled.contains(.graphics) }
    /// How pictures are shown in pixels, where they may be and the cell size is known (pixels
    /// are laid out by it): kitty's protocol where the terminal has both, since it keeps an
    /// image by its id (shown again after a sheet for a few bytes, deleted by the id) where a
    /// sixel is painted into the cells and sent whole each time.
    public var pixelGraphics: PixelImage.Graphics? {
        guard usesGraphics, cellSize != nil else { return nil }
        return kittyGraphics ? .kitty : .sixel
    }

    /// The modes that turn the features in use on, or off again: SGR-Pixels after SGR (1006),
    /// which it refines, and the keyboard protocol pushed onto the terminal's stack or popped.
    public func modes(on: Bool) -> String {
        var modes = ""
        if usesPixelMouse { modes += on ? Self.pixelMouseOn : Self.pixelMouseOff }
        if let flags = pushedKeyboardFlags { modes += on ? KittyKeyboard.push(flags) : KittyKeyboard.pop }
        return modes
    }

    public static let pixelMouseOn = "\u{1B}[?1016h"
    public static let pixelMouseOff = "\u{1B}[?1016l"

    /// The features a `KAMISHIBAI_FEATURES` value turns off: a comma-separated list in which
    /// `-name` turns `name` off (`-pixel-mouse,-graphics`). Anything else is passed over.
    public static func disabled(byEnvironment value: String) -> Set<Feature> {
        Set(
            value.split(separator: ",").compactMap { item in
                let name = item.filter { !$0.isWhitespace }
                return name.hasPrefix("-") ? Feature(rawValue: String(name.dropFirst())) : nil
            })
    }
}
