/// Breaks text into lines of at most `width` cells: at every line break, at spaces where it
/// can, mid-word where a word alone is too long, never inside a character (a wide one moves
/// whole to the next line).
///
/// A line keeps the spaces the text has between its words, runs of them included, and a
/// paragraph's indent where its first word fits after it; the spaces where a line is broken
/// are dropped, and so are those after a paragraph's last word.
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

    /// One paragraph (no line breaks) wrapped at spaces: each word goes on the line after the
    /// spaces before it if both fit, else it starts the next line without them.
    private static func paragraph(_ text: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var gap = 0
        var atStart = true  // the gap is the paragraph's indent
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            guard !word.isEmpty else {
                gap += 1  // each empty piece is one more space of the run
                continue
            }
            // Spaces between two words are one more than the empty pieces; an indent is as many.
            let spaces = atStart ? gap : gap + 1
            (gap, atStart) = (0, false)
            var word = String(word)
            var wordWidth = CharacterWidth.of(word)
            if lineWidth + spaces + wordWidth <= width {
                line += String(repeating: " ", count: spaces)
                lineWidth += spaces
            } else if lineWidth > 0 {
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
            line += word
            lineWidth += wordWidth
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
