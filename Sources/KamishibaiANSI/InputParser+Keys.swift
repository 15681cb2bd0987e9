import KamishibaiCanvas
import KamishibaiTerminal

/// Keys as terminals send them: single control bytes, SS3 and CSI sequences, and the kitty
/// keyboard protocol's `CSI code[:alternates] ; modifiers[:event] [; text] u`, whose
/// `modifiers:event` also extends the legacy forms (`CSI 1 ; 5:3 A`, `CSI 5 ; 1:2 ~`).
///
/// Modifiers come as ``Key/modified(_:_:)``, made by ``Key/adding(_:)``: the field's value less
/// one is Shift 1, Alt 2, Ctrl 4; Meta (xterm's 8, kitty's 32) and kitty's Super (8) are Alt,
/// as `KeyModifierFlags` has no other; Hyper, Caps Lock and Num Lock are no modifier
/// (docs/decisions/099-modified-keys.md). So Ctrl with a letter is the control
/// key its legacy byte is (Ctrl-I is Tab, Ctrl-M Enter), Shift-Tab is back-tab, Shift with a
/// character the character. xterm's `CSI 27 ; modifiers ; code ~` (modifyOtherKeys) and
/// `CSI code ; modifiers u` (formatOtherKeys) read as kitty's. The event type (1 press,
/// 2 repeat, 3 release) makes a release `keyReleased`; a repeat is a press, as legacy
/// terminals send it. With every key an escape code (`KittyKeyboard.allKeysAsEscapeCodes`),
/// text keys come as `CSI code ;; text u` and modifier keys on their own: the first are the
/// characters they type, the others no key.
extension InputParser {
    /// A key for a single byte below 0x20, or DEL; nil for the ones that are no key (NUL…).
    static func controlKey(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x09: .tab
        case 0x0D, 0x0A: .enter
        case 0x7F, 0x08: .backspace
        case 0x1B: .escape
        case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
        default: nil
        }
    }

    static func ss3Key(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(byte) - Int(UInt8(ascii: "P")) + 1)
        default: nil
        }
    }

    /// The key events of a CSI sequence, from its parameter bytes and final byte: one, or
    /// several for a kitty key whose text is several characters; none for no key.
    static func keyEvents(final: UInt8, parameters: ArraySlice<UInt8>) -> [InputEvent] {
        let fields = Self.fields(parameters)
        let modifiers = fields.count > 1 ? max(1, fields[1][0]) - 1 : 0
        let keys: [Key]
        if final == UInt8(ascii: "u") {
            // Only the kitty form: digits, `;` and `:` (a private marker is something else).
            guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return [] }
            keys = kittyKeys(codes: fields[0], modifiers: modifiers, text: fields.count > 2 ? fields[2] : [])
        } else if final == UInt8(ascii: "~"), fields[0][0] == 27, fields.count > 2 {
            keys = kittyKeys(codes: fields[2], modifiers: modifiers, text: [])  // modifyOtherKeys
        } else if final == UInt8(ascii: "~"), fields[0][0] == 21, modifiers & shift != 0 {
            keys = [Key.menu.adding(modifierFlags(modifiers).subtracting(.shift))]  // Shift-F10
        } else {
            keys = csiKey(final: final, number: fields[0][0]).map { [$0.adding(modifierFlags(modifiers))] } ?? []
        }
        let eventType = fields.count > 1 && fields[1].count > 1 ? fields[1][1] : 1
        return keys.map { eventType == 3 ? .keyReleased($0) : .key($0) }
    }

    /// The flags of a modifiers field's value less one (see above).
    static func modifierFlags(_ modifiers: Int) -> KeyModifierFlags {
        var flags: KeyModifierFlags = []
        if modifiers & shift != 0 { flags.insert(.shift) }
        if modifiers & (alt | superOrMeta | kittyMeta) != 0 { flags.insert(.alternate) }
        if modifiers & control != 0 { flags.insert(.control) }
        return flags
    }

    /// `;`-separated fields of `:`-separated numbers; an empty one is 0.
    static func fields(_ bytes: ArraySlice<UInt8>) -> [[Int]] {
        bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
            field.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map(number)
        }
    }

    /// Legacy CSI keys: the final byte, or `number ~`. Menu is `29 ~`; Shift-F10 (`21 ; 2 ~`,
    /// rxvt's `34 ~`) is Menu too, as Windows and GTK take it.
    static func csiKey(final: UInt8, number: Int) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(final) - Int(UInt8(ascii: "P")) + 1)
        case UInt8(ascii: "~"):
            switch number {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            case 5: return .pageUp
            case 6: return .pageDown
            case 11...15: return .function(number - 10)
            case 17...21: return .function(number - 11)
            case 23, 24: return .function(number - 12)
            case 29: return .menu  // xterm's and rxvt's Menu key (VT220's Do)
            case 34: return .menu  // rxvt's Shift-F10 (its F20)
            default: return nil
            }
        default: return nil
        }
    }

    /// The modifier bits (the field's value less one): xterm's and kitty's up to Ctrl; 8 is
    /// xterm's Meta and kitty's Super; kitty's Meta is 32.
    private static let shift = 1, alt = 2, control = 4, superOrMeta = 8, kittyMeta = 32, capsLock = 64

    /// The keys of a kitty report: its code is a Unicode code point (always the unshifted
    /// key), then, after `:`, its shifted key (flag 4), or a private-use number for a key that
    /// has none (the keypad, F13 and up, modifiers, media). What it types (flag 16) is as many
    /// keys as characters, as a legacy terminal sends them.
    static func kittyKeys(codes: [Int], modifiers: Int, text: [Int]) -> [Key] {
        let code = codes[0]
        let flags = modifierFlags(modifiers)
        if let functional = functionalKey(code) { return [functional.adding(flags)] }
        if (0xE000...0xF8FF).contains(code) { return [] }  // a key this toolkit has no name for
        // The text it types, when the terminal says (flag 16): text is text, whatever was held.
        let typed = text.filter { $0 > 0 }.compactMap(Unicode.Scalar.init)
        if !typed.isEmpty, !flags.contains(.control) {
            guard !typed.contains(where: TextSanitizer.isControl) else { return [] }
            return String(String.UnicodeScalarView(typed)).map { .character($0) }
        }
        // Else the key itself, shifted.
        guard let scalar = Unicode.Scalar(code), !TextSanitizer.isControl(scalar) else { return [] }
        if modifiers & shift != 0, codes.count > 1, let shifted = Unicode.Scalar(codes[1]), codes[1] > 0, !TextSanitizer.isControl(shifted)
        {
            return [Key.character(Character(shifted)).adding(flags)]
        }
        if modifiers & (shift | capsLock) != 0, ("a"..."z").contains(scalar) {
            return [Key.character(Character(String(scalar).uppercased())).adding(flags)]
        }
        return [Key.character(Character(scalar)).adding(flags)]
    }

    /// Keys with a number of their own: Tab, Enter, Escape and Backspace by their C0 codes, the
    /// keypad, F13–F35 and Menu by kitty's private-use numbers.
    private static func functionalKey(_ code: Int) -> Key? {
        switch code {
        case 9: .tab
        case 13, 57414: .enter
        case 27: .escape
        case 127, 8: .backspace
        case 57376...57398: .function(code - 57376 + 13)
        case 57399...57408: .character(Character(Unicode.Scalar(UInt8(48 + code - 57399))))
        case 57409...57416: keypadSymbols[code - 57409].map { .character($0) } ?? .enter
        case 57417: .left
        case 57418: .right
        case 57419: .up
        case 57420: .down
        case 57421: .pageUp
        case 57422: .pageDown
        case 57423: .home
        case 57424: .end
        case 57426: .delete
        case 57363: .menu
        default: nil
        }
    }

    /// KP_DECIMAL … KP_SEPARATOR; KP_ENTER (nil here) is Enter.
    private static let keypadSymbols: [Character?] = [".", "/", "*", "-", "+", nil, "=", ","]
}
