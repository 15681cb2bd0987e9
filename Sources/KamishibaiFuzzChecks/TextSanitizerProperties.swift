import KamishibaiCanvas

/// Untrusted text (the input as UTF-8, repaired) made safe and drawn: no control character
/// survives sanitising, sanitising twice changes nothing, and no cell of a canvas it was
/// written to holds one or half of a wide character.
enum TextSanitizerProperties {
    static func problem(in data: [UInt8]) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        let clean = TextSanitizer.sanitize(text)
        if clean.unicodeScalars.contains(where: TextSanitizer.isControl) {
            return "a control character survived: \(clean.debugDescription)"
        }
        if TextSanitizer.sanitize(clean) != clean { return "sanitising twice changed \(clean.debugDescription)" }
        for character in text where TextSanitizer.sanitize(character).unicodeScalars.contains(where: TextSanitizer.isControl) {
            return "a control character survived in the grapheme \(character.debugDescription)"
        }

        let style = Style(foreground: .white, background: .black)
        var canvas = Canvas(columns: 12, rows: 2, fill: style)
        canvas.write(text, x: Int(data.first ?? 0) % 5 - 2, y: 0, style: style, maxWidth: 9)
        for (offset, character) in text.prefix(12).enumerated() {
            canvas.put(character, x: 11 - offset, y: 1, style: style)
        }
        for y in 0..<canvas.rows {
            for x in 0..<canvas.columns {
                let cell = canvas[x, y]
                if cell.isContinuation {
                    if x == 0 || CharacterWidth.of(canvas[x - 1, y].grapheme) != 2 {
                        return "cell (\(x), \(y)) continues no wide character"
                    }
                } else if cell.grapheme.unicodeScalars.contains(where: TextSanitizer.isControl) {
                    return "cell (\(x), \(y)) holds a control character: \(cell.grapheme.debugDescription)"
                }
            }
        }
        return nil
    }
}
