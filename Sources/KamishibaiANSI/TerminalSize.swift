/// The largest window an app works at. A tty can report any size up to 65535×65535 (a broken
/// terminal, a hostile peer, a test); each frame costs memory and work in proportion to its
/// cells, so sizes past what any real terminal has are clamped: an 8K display in a 5-pixel
/// font is about 1,500 × 430 cells, well inside every limit here.
public enum TerminalSize {
    public static let maximumColumns = 4096
    public static let maximumRows = 4096
    /// At most this many cells in all (fewer rows when the columns are many).
    public static let maximumCells = 1 << 20

    /// `columns` × `rows` within the limits, and at least 1×1.
    public static func clamped(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        let columns = min(max(1, columns), maximumColumns)
        let rows = min(max(1, rows), maximumRows, maximumCells / columns)
        return (columns, rows)
    }
}
