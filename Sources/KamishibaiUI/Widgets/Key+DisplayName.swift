import KamishibaiCanvas

extension Key {
    /// How the key is named to the user: `Esc`, `Enter`, `Space`, `Ctrl-S`, `F5`, `PgUp`, `↑`,
    /// `Menu`, or the character itself (made safe to draw).
    public var displayName: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(TextSanitizer.sanitize(character))
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .delete: "Del"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .function(let number): "F\(number)"
        case .control(let character): "Ctrl-" + String(TextSanitizer.sanitize(character)).uppercased()
        case .menu: "Menu"
        case .modified(let key, let flags):
            [(KeyModifierFlags.control, "Ctrl-"), (.alternate, "Alt-"), (.shift, "Shift-")]
                .filter { flags.contains($0.0) }.map(\.1).joined() + key.displayName
        }
    }
}
