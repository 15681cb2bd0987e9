/// The lower eighth blocks ▁▂▃▄▅▆▇█: a cell filled from the bottom in steps of 1/8, so an
/// edge can move by an eighth of a row.
public enum EighthBlock {
    static let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// The block whose filled share of the cell is nearest `coverage` (0 … 1).
    public static func lower(_ coverage: Double) -> Character {
        blocks[Int((min(max(coverage, 0), 1) * 8).rounded())]
    }
}
