import KamishibaiCanvas

/// Widths of any text (the input as UTF-8, repaired): every grapheme and every scalar takes
/// 0, 1 or 2 cells, and a string takes the sum of its graphemes.
enum CharacterWidthProperties {
    static func problem(in data: [UInt8]) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        var sum = 0
        for character in text {
            let width = CharacterWidth.of(character)
            if !(0...2).contains(width) { return "\(character.debugDescription) is \(width) cells wide" }
            sum += width
        }
        for scalar in text.unicodeScalars where !(0...2).contains(CharacterWidth.of(scalar)) {
            return "U+\(String(scalar.value, radix: 16)) is \(CharacterWidth.of(scalar)) cells wide"
        }
        let whole = CharacterWidth.of(text)
        return whole == sum ? nil : "the string is \(whole) cells wide, its graphemes \(sum)"
    }
}
