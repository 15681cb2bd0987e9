/// How many cells a terminal gives what it is sent, by the test terminal model's own table
/// (`TerminalWidthTable`, generated from the Unicode data), not by the production
/// `CharacterWidth`: a test that compares the two catches a bug in either (decision 135).
/// A terminal decides code point by code point: a mark (width 0) joins the cell before it,
/// and a character keeps the width of its first code point, so an emoji presentation
/// selector (U+FE0F) does not widen it (tmux 3.3, xterm and pyte agree).
public enum TerminalWidth {
    /// The cells `scalar` takes: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20, value < 0x300 { return 1 }  // Latin: no mark, nothing wide
        if contains(TerminalWidthTable.zero, value) { return 0 }
        return contains(TerminalWidthTable.wide, value) ? 2 : 1
    }

    /// The cells a character drawn in one place takes: its first code point's.
    public static func of(_ glyph: String) -> Int {
        glyph.unicodeScalars.first.map { of($0) } ?? 0
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var (low, high) = (0, ranges.count)
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ranges.count && ranges[low].contains(value)
    }
}
