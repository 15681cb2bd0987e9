/// The one pty that reports the pointer in pixels: xterm 379 as a VT340 with its window
/// reports allowed, in cells of 8 × 16 pixels. Every end-to-end test that drags by the pixel
/// starts it here, so they all play the same terminal.
extension PtyTerminal {
    /// The width and height of its cells, in pixels.
    static let xtermCell = (width: 8, height: 16)

    static func xterm(_ arguments: [String] = [], columns: Int = 100, rows: Int = 40) throws -> PtyTerminal {
        try PtyTerminal(
            arguments: arguments, modeState: 0, columns: columns, rows: rows,
            answers: [
                ("\u{1B}[>0q", "\u{1B}P>|XTerm(379)\u{1B}\\"), ("\u{1B}[?1016$p", "\u{1B}[?1016;2$y"), ("\u{1B}[16t", "\u{1B}[6;16;8t"),
            ],
            deviceAttributes: "\u{1B}[?64;4;22c")
    }

    /// The centre pixel of a cell of `xterm()`, both 1-based as SGR-Pixels reports them.
    static func xtermPixel(column: Int, row: Int) -> (Int, Int) {
        ((column - 1) * xtermCell.width + xtermCell.width / 2 + 1, (row - 1) * xtermCell.height + xtermCell.height / 2 + 1)
    }
}
