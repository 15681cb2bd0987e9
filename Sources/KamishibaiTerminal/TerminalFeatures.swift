import KamishibaiCanvas

/// What the terminal said it can do when asked at start-up, and which of it
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
    /// The terminal's DA2 answer (`ESC [ > 41 ; 379 ; 0 c`: `[41, 379, 0]`, xterm 379); nil
    /// when it does not answer.
    public var secondaryAttributes: [Int]?
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
