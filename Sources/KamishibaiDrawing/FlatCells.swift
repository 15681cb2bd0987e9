import KamishibaiCanvas

/// Which cells are shown in one colour although chafa split them. chafa gives each cell the
/// symbol with the least error, so across a soft gradient (a blurred shadow, the rim of a sun,
/// a sky band's edge) it still splits cells into ink and paper that differ by a trace. A
/// terminal draws that split as a hairline, and a palette terminal may map the two sides to
/// different entries and widen the trace into a visible step: the `▐▐▍▏` beside a shadow.
enum FlatCells {
    /// ΔE_OK under which the two colours count as one: about the least difference two large
    /// patches side by side show (0.02), and under the finest steps 256 colours have (xterm's
    /// grey ramp, 0.030–0.048). Real faint edges stay: the dimmed tiles behind the scanner's
    /// window differ by 0.034.
    static let threshold = 0.025
    /// The same for a sliver (an eighth of the cell, ink or paper): a one-pixel line in a
    /// colour barely different reads as a crack, so only an edge with real contrast keeps one.
    static let sliverThreshold = 0.05

    /// Whether a cell drawn as `scalar` in these colours should be one colour instead.
    static func isSeam(_ scalar: Unicode.Scalar, foreground: RGB, background: RGB) -> Bool {
        guard scalar != " ", scalar != "█" else { return false }
        let difference = OKLab(foreground).distance(to: OKLab(background))
        let limit = isSliver(scalar) ? sliverThreshold : threshold
        return difference < limit * limit
    }

    /// The block elements whose ink or paper is an eighth of the cell: `▁ ▏ ▔ ▕` and `▇ ▉`.
    static func isSliver(_ scalar: Unicode.Scalar) -> Bool {
        ["▁", "▇", "▏", "▉", "▔", "▕"].contains(scalar)
    }
}

extension Bitmap {
    /// The mean colour of the pixels in [x0, x1) × [y0, y1), taken as opaque: what a cell
    /// covering them shows in one colour.
    func meanColor(x0: Int, x1: Int, y0: Int, y1: Int) -> RGB {
        let stride = stride
        return withPixels { data in
            var (r, g, b, n) = (0, 0, 0, 0)
            for y in max(0, y0)..<min(height, y1) {
                for x in max(0, x0)..<min(width, x1) {
                    let p = data + y * stride + x * 4
                    (r, g, b, n) = (r + Int(p[2]), g + Int(p[1]), b + Int(p[0]), n + 1)
                }
            }
            guard n > 0 else { return .black }
            return RGB(UInt8((r + n / 2) / n), UInt8((g + n / 2) / n), UInt8((b + n / 2) / n))
        }
    }
}
