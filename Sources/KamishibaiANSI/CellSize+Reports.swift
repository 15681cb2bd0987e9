import KamishibaiTerminal

/// A cell's size from what a terminal or its tty reports. `package`, not `public`, for the
/// reason `TerminalFeatures+Modes.swift` gives.
extension CellSize {
    /// A size no cell has (under a pixel, not finite) is none.
    package init?(validWidth width: Double, height: Double) {
        guard width.isFinite, height.isFinite, width >= 1, height >= 1 else { return nil }
        self.init(width: width, height: height)
    }

    /// A text area's pixels shared among its cells: the tty's `ws_xpixel`/`ws_ypixel` or the
    /// answer to `ESC [ 14 t`. Nil when either is zero (not reported). Terminals draw cells a
    /// whole number of pixels wide, and the tty's size may count a border too (xterm's 2 px on
    /// each side: 484 × 316 for 80 × 24 cells of 6 × 13), so the share is rounded down.
    package init?(area width: Int, _ height: Int, columns: Int, rows: Int) {
        guard width > 0, height > 0, columns > 0, rows > 0 else { return nil }
        self.init(validWidth: (Double(width) / Double(columns)).rounded(.down), height: (Double(height) / Double(rows)).rounded(.down))
    }
}
