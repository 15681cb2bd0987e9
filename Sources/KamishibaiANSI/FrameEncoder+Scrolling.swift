import KamishibaiCanvas

/// Rows that moved together are scrolled into place by the terminal (`RowShift`) rather than
/// written again.
extension FrameEncoder {
    /// A block of rows the terminal can scroll into place, when that spares writing them.
    /// Rows are compared by a hash of a sample of their cells (every cell would cost a fade's
    /// frames, where nothing moved, as much again), then checked cell by cell.
    mutating func shift(to canvas: Canvas) -> RowShift? {
        var old = [UInt64](repeating: 0, count: canvas.rows)
        var new = old
        let sample = Array(stride(from: 0, to: columns, by: max(1, columns / Self.sampledColumns))) + [columns - 1]
        for y in 0..<canvas.rows {
            var before = Self.hashSeed, after = Self.hashSeed
            for x in sample {
                before = Self.hash(screen[y * columns + x], into: before)
                after = Self.hash(visibleCell(x: x, y: y, of: canvas), into: after)
            }
            (old[y], new[y]) = (before, after)
        }
        guard let shift = RowShift.best(old: old, new: new) else { return nil }
        // Equal samples, checked cell by cell: a row equal only where sampled, or a hash
        // collision, must never show a wrong row.
        let moved = shift.distance > 0 ? shift.top...(shift.bottom - shift.distance) : (shift.top - shift.distance)...shift.bottom
        for y in moved {
            for x in 0..<columns where screen[(y + shift.distance) * columns + x] != visibleCell(x: x, y: y, of: canvas) {
                return nil
            }
        }
        return shift
    }

    /// Sets the scroll region, scrolls it and sets it back; the rows it empties are unknown.
    mutating func scroll(_ shift: RowShift, into out: inout [UInt8]) {
        out += [0x1B, UInt8(ascii: "[")]
        Self.appendNumber(shift.top + 1, to: &out)
        out.append(UInt8(ascii: ";"))
        Self.appendNumber(shift.bottom + 1, to: &out)
        out.append(UInt8(ascii: "r"))
        Self.appendCSI(abs(shift.distance), final: UInt8(ascii: shift.distance > 0 ? "S" : "T"), to: &out)
        out += [0x1B, UInt8(ascii: "["), UInt8(ascii: "r")]
        let rows = shift.distance > 0 ? Array(shift.top...shift.bottom) : (shift.top...shift.bottom).reversed()
        for y in rows {
            let source = y + shift.distance
            for x in 0..<columns {
                screen[y * columns + x] = (shift.top...shift.bottom).contains(source) ? screen[source * columns + x] : .unknown
            }
        }
        // DECSTBM puts the cursor home; where exactly is left to the next move.
        cursor = nil
    }

    private static let hashSeed: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let sampledColumns = 12

    /// FNV-1a over what a cell shows.
    private static func hash(_ cell: ScreenCell, into value: UInt64) -> UInt64 {
        var value = value
        func mix(_ word: UInt64) { value = (value ^ word) &* 0x0000_0100_0000_01B3 }
        switch cell {
        case .unknown: mix(1 << 40)
        case .continuation: mix(2 << 40)
        case .underImage: mix(4 << 40)
        case .showing(.blank(let background)): mix(3 << 40 | background.hashBits)
        case .showing(.glyph(let glyph, let pen)):
            glyph.forEachScalar { mix(UInt64($0)) }
            mix(pen.foreground.hashBits | pen.background.hashBits << 32)
            mix(UInt64(pen.attributes.rawValue) | 0x100)
        }
        return value
    }
}
