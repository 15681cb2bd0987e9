/// Makes untrusted text safe to put in cells: no C0 or C1 control character, no ESC, no DEL
/// can reach the terminal, so content can never move the cursor, change modes or set titles.
public enum TextSanitizer {
    /// What a control character becomes: visible, one cell, harmless.
    public static let replacement: Character = "\u{FFFD}"
    static let replacementScalar: Unicode.Scalar = "\u{FFFD}"

    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v)
    }

    /// Tabs become a space; every other control character becomes U+FFFD.
    public static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                out.append(" ")
            } else if isControl(scalar) {
                out.append(contentsOf: String(replacement).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// One grapheme made safe: a grapheme with any control scalar in it is replaced whole.
    public static func sanitize(_ character: Character) -> Character {
        if character == "\t" { return " " }
        return character.unicodeScalars.contains(where: isControl) ? replacement : character
    }
}
