extension Canvas {
    /// The frame as text with 24-bit SGR colours and attributes, one line per row, each
    /// starting from a reset: what a truecolor terminal would show, for pictures of frames
    /// (`kamishibai frames`, then `scripts/drag-animation.py`).
    public var ansiText: String {
        var lines: [String] = []
        lines.reserveCapacity(rows)
        for y in 0..<rows {
            var line = "\u{1B}[0m"
            var current: Style?
            for x in 0..<columns {
                let cell = self[x, y]
                if cell.isContinuation { continue }
                if cell.style != current {
                    line += Self.sgr(cell.style)
                    current = cell.style
                }
                let grapheme = cell.grapheme
                line += grapheme.isEmpty ? " " : grapheme
            }
            lines.append(line + "\u{1B}[0m")
        }
        return lines.joined(separator: "\n")
    }

    private static func sgr(_ style: Style) -> String {
        let (fg, bg) = style.colors(in: .truecolor)
        var codes = ["0", "38;2;\(fg.r);\(fg.g);\(fg.b)", "48;2;\(bg.r);\(bg.g);\(bg.b)"]
        let attributes = style.attributes(in: .truecolor)
        for (attribute, code) in [(TextAttributes.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7")]
        where attributes.contains(attribute) {
            codes.append(code)
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
