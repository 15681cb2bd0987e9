import KamishibaiCanvas

/// The cursor moved the cheapest way: nothing when it is already there, the cells in between
/// written again when that is shorter, else CR LF, CUF, CHA or CUP.
extension FrameEncoder {
    mutating func moveCursor(toX x: Int, y: Int, into out: inout [UInt8]) {
        if cursor == CellPoint(x: x, y: y) { return }
        if let from = cursor, from.y == y, x > from.x {
            let gap = x - from.x
            let move = min(Self.csiLength(gap), Self.csiLength(x + 1))
            if let rewrite = rewriteCost(from: from.x, to: x, y: y), rewrite < move {
                for offset in from.x..<x { screen[y * columns + offset].look?.glyph.appendUTF8(to: &out) }
            } else if Self.csiLength(gap) <= Self.csiLength(x + 1) {
                Self.appendCSI(gap, final: UInt8(ascii: "C"), to: &out)
            } else {
                Self.appendCSI(x + 1, final: UInt8(ascii: "G"), to: &out)
            }
        } else if x == 0, let from = cursor, y == from.y || y == from.y + 1 {
            out.append(0x0D)
            if y == from.y + 1 { out.append(0x0A) }
        } else if let from = cursor, from.y == y {
            Self.appendCSI(x + 1, final: UInt8(ascii: "G"), to: &out)
        } else {
            out += [0x1B, UInt8(ascii: "[")]
            if x > 0 || y > 0 { Self.appendNumber(y + 1, to: &out) }
            if x > 0 {
                out.append(UInt8(ascii: ";"))
                Self.appendNumber(x + 1, to: &out)
            }
            out.append(UInt8(ascii: "H"))
        }
        cursor = CellPoint(x: x, y: y)
    }

    /// The bytes that writing cells `from..<to` of row `y` again would cost, when the terminal
    /// already shows them in the current pen (so writing them changes nothing); otherwise nil.
    private func rewriteCost(from: Int, to: Int, y: Int) -> Int? {
        guard to - from <= 4, let pen else { return nil }
        var bytes = 0
        for offset in from..<to {
            // Only narrow characters: the next cell is not the right half of this one.
            guard let look = screen[y * columns + offset].look, look.isWritten(by: pen),
                offset + 1 >= columns || screen[y * columns + offset + 1] != .continuation
            else { return nil }
            bytes += look.glyph.utf8Count
        }
        return bytes
    }
}
