/// Breaks text into lines of at most `width` cells: at every line break, at spaces where it
/// can, mid-word where a word alone is too long, never inside a character (a wide one moves
/// whole to the next line).
///
/// A line break always ends a line, so a blank line in the text stays a blank line (an empty
/// string); a break at the very end only ends the last line, as in a text file. The lines hold
/// no line-break characters. Text without line breaks that is empty or only spaces has no lines.
public enum TextWrap {
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        guard text.contains(where: \.isNewline) else { return paragraph(Substring(text), width: width) }
        var paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if paragraphs.last?.isEmpty == true { paragraphs.removeLast() }
        return paragraphs.flatMap { paragraph in
            let lines = Self.paragraph(paragraph, width: width)
            return lines.isEmpty ? [""] : lines
        }
    }

    /// One paragraph (no line breaks) wrapped at spaces.
    private static func paragraph(_ text: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var wordWidth = CharacterWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            while wordWidth > width {
                var head = "", headWidth = 0
                for character in word {
                    let w = CharacterWidth.of(character)
                    if headWidth + w > width - lineWidth { break }
                    head.append(character)
                    headWidth += w
                }
                if head.isEmpty {
                    head = String(word.first!)
                    headWidth = CharacterWidth.of(head)
                }
                lines.append(line + head)
                line = ""
                lineWidth = 0
                word.removeFirst(head.count)
                wordWidth -= headWidth
            }
            if lineWidth > 0 {
                line += " "
                lineWidth += 1
            }
            line += word
            lineWidth += wordWidth
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
