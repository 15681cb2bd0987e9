extension Key {
    /// This key with `flags` held too, in the one way ``Key/modified(_:_:)`` allows. Ctrl with
    /// a letter is the key its control byte is, as every terminal sends it: ``Key/control(_:)``
    /// (Ctrl-Shift-S too), but Ctrl-I is Tab, Ctrl-M and Ctrl-J Enter, Ctrl-H Backspace, and
    /// Ctrl-[ Escape. Shift with Tab is ``Key/backTab``; Shift with a character is that
    /// character (it is what Shift typed). The flags of a key already modified join the new
    /// ones, and no flags leave the key as it is.
    ///
    /// ```swift
    /// Key.up.adding(.shift)                   // .modified(.up, .shift)
    /// Key.character("s").adding(.control)     // .control("s")
    /// Key.character("x").adding(.alternate)   // .modified(.character("x"), .alternate)
    /// ```
    public func adding(_ flags: KeyModifierFlags) -> Key {
        var flags = flags
        var key = self
        if case .modified(let base, let held) = key {
            key = base
            flags.formUnion(held)
        }
        switch key {
        case .character(let character) where flags.contains(.control) && character.isASCII && (character.isLetter || character == "["):
            key = Self.controlByteKey(Character(character.lowercased()))
            flags.subtract([.control, .shift])
        case .character:
            flags.remove(.shift)
        case .control:
            flags.subtract([.control, .shift])
        case .tab where flags.contains(.shift), .backTab:
            key = .backTab
            flags.remove(.shift)
        default:
            break
        }
        return flags.isEmpty ? key : .modified(key, flags)
    }

    /// The key a control byte is, for Ctrl with a letter or `[`.
    private static func controlByteKey(_ character: Character) -> Key {
        switch character {
        case "i": .tab
        case "m", "j": .enter
        case "h": .backspace
        case "[": .escape
        default: .control(character)
        }
    }
}
