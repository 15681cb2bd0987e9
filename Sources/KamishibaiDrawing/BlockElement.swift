/// The shape of a solid block element (U+2580–U+259F but the shades), the symbols chafa
/// draws with by default: which eighths of the cell it inks, so that a cell's pixels can be
/// sorted into the two sides its symbol shows.
struct BlockElement {
    /// The inked eighths, bit `8 × row + column` (row 0 at the top).
    let mask: UInt64
    let split: Split

    /// How a symbol divides its cell: into rows (`▀ ▂ ▔`: its edge is horizontal), into
    /// columns (`▌ ▎ ▕`), or otherwise (the quadrants).
    enum Split {
        case rows, columns, other
    }

    /// Nil for a space, a full block and whatever is not a solid block element (a shade, a
    /// sextant, braille).
    init?(_ scalar: Unicode.Scalar) {
        guard let mask = Self.masks[scalar.value] else { return nil }
        self.mask = mask
        let rows = (0..<8).map { mask >> UInt64(8 * $0) & 0xFF }
        split = rows.allSatisfy { $0 == 0 || $0 == 0xFF } ? .rows : rows.allSatisfy { $0 == rows[0] } ? .columns : .other
    }

    /// Whether eighth (`column`, `row`) of the cell is ink.
    func inks(column: Int, row: Int) -> Bool {
        mask >> UInt64(8 * row + column) & 1 == 1
    }

    private static let masks: [UInt32: UInt64] = {
        func region(_ inked: (Int, Int) -> Bool) -> UInt64 {
            var mask: UInt64 = 0
            for row in 0..<8 {
                for column in 0..<8 where inked(column, row) { mask |= 1 << UInt64(8 * row + column) }
            }
            return mask
        }
        /// Quadrants by their bits: 1 upper left, 2 upper right, 4 lower left, 8 lower right.
        func quadrants(_ bits: Int) -> UInt64 {
            region { column, row in bits >> ((row < 4 ? 0 : 2) + (column < 4 ? 0 : 1)) & 1 == 1 }
        }
        var masks: [UInt32: UInt64] = [0x2580: region { _, row in row < 4 }]
        for eighths in 1...7 { masks[0x2580 + UInt32(eighths)] = region { _, row in row >= 8 - eighths } }
        for eighths in 1...7 { masks[0x2590 - UInt32(eighths)] = region { column, _ in column < eighths } }
        masks[0x2590] = region { column, _ in column >= 4 }
        masks[0x2594] = region { _, row in row < 1 }
        masks[0x2595] = region { column, _ in column >= 7 }
        let corners: [(UInt32, Int)] = [
            (0x2596, 4), (0x2597, 8), (0x2598, 1), (0x2599, 1 | 4 | 8), (0x259A, 1 | 8), (0x259B, 1 | 2 | 4), (0x259C, 1 | 2 | 8),
            (0x259D, 2), (0x259E, 2 | 4), (0x259F, 2 | 4 | 8),
        ]
        for (scalar, bits) in corners { masks[scalar] = quadrants(bits) }
        return masks
    }()
}
