/// Breaks text into lines of at most `width` cells, at spaces where it can, mid-word where
/// a word alone is too long.
public enum TextWrap {
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
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
