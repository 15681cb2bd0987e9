import KamishibaiCanvas

/// A picture by its light, for a terminal without colour: each cell a shade (` ░▒▓█`) of its
/// OKLab lightness, ordered-dithered between the two nearest shades by a 4×4 Bayer matrix so
/// that a gradient is a gradient of shades; where one half of a cell is light and the other
/// dark (a horizon, a moon's rim), a half block keeps the edge. Ink is light, as on a
/// light-on-dark terminal; the output leaves the colours to the terminal.
enum Shades {
    /// From no ink to all ink.
    static let ramp: [Unicode.Scalar] = [" ", "░", "▒", "▓", "█"]
    /// A half at least this light beside one at most `dark` is an edge, drawn as a half block.
    static let light = 0.6
    static let dark = 0.3
    /// The 4×4 Bayer matrix, row by row.
    private static let bayer = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    /// The cell at (`x`, `y`) whose upper and lower halves have the lightnesses given (OKLab L).
    static func cell(upper: Double, lower: Double, x: Int, y: Int) -> Cell {
        let style = Style(foreground: .white, background: .black)
        if upper >= light, lower <= dark { return Cell("▀" as Unicode.Scalar, style: style) }
        if lower >= light, upper <= dark { return Cell("▄" as Unicode.Scalar, style: style) }
        let threshold = (Double(bayer[(y & 3) << 2 | x & 3]) + 0.5) / 16
        let level = Int((min(1, max(0, (upper + lower) / 2)) * Double(ramp.count - 1) + threshold).rounded(.down))
        return Cell(ramp[min(ramp.count - 1, level)], style: style)
    }

    /// The same for a cell of one lightness.
    static func cell(lightness: Double, x: Int, y: Int) -> Cell { cell(upper: lightness, lower: lightness, x: x, y: y) }
}
