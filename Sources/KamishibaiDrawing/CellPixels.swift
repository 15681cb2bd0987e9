import KamishibaiCanvas

/// One cell's pixels sorted into the two sides of its symbol, ink and paper: a buffer the
/// mapper reuses from cell to cell.
struct CellPixels {
    struct Pixel {
        var r: Int32, g: Int32, b: Int32
        /// In the cell, from its top-left pixel.
        var x: Int32, y: Int32

        var rgb: RGB { RGB(UInt8(r), UInt8(g), UInt8(b)) }

        /// Squared distance in RGB.
        func distance(to c: RGB) -> Int32 {
            let (dr, dg, db) = (r - Int32(c.r), g - Int32(c.g), b - Int32(c.b))
            return dr * dr + dg * dg + db * db
        }
    }

    /// Channel sums, for a mean.
    struct Sum {
        var r: Int32 = 0, g: Int32 = 0, b: Int32 = 0, count: Int32 = 0

        mutating func add(_ p: Pixel) {
            (r, g, b, count) = (r + p.r, g + p.g, b + p.b, count + 1)
        }

        var mean: RGB? {
            guard count > 0 else { return nil }
            return RGB(UInt8((r + count / 2) / count), UInt8((g + count / 2) / count), UInt8((b + count / 2) / count))
        }
    }

    private(set) var ink: [Pixel] = []
    private(set) var paper: [Pixel] = []

    /// Sorts the pixels of [x0, x1) × [y0, y1) of `data` (Cairo's B, G, R, A, opaque) by
    /// `symbol`'s sides.
    mutating func load(_ data: UnsafePointer<UInt8>, stride: Int, x0: Int, x1: Int, y0: Int, y1: Int, symbol: BlockElement) {
        ink.removeAll(keepingCapacity: true)
        paper.removeAll(keepingCapacity: true)
        let width = x1 - x0, height = y1 - y0
        guard width > 0, height > 0 else { return }
        for y in y0..<y1 {
            let row = (y - y0) * 8 / height
            for x in x0..<x1 {
                let p = data + y * stride + x * 4
                let pixel = Pixel(r: Int32(p[2]), g: Int32(p[1]), b: Int32(p[0]), x: Int32(x - x0), y: Int32(y - y0))
                if symbol.inks(column: (x - x0) * 8 / width, row: row) { ink.append(pixel) } else { paper.append(pixel) }
            }
        }
    }

    /// The least and greatest level of each channel over some pixels: the box their colours
    /// lie in. Empty (low above high) until a pixel is added.
    struct Box {
        var low = RGB(255, 255, 255), high = RGB(0, 0, 0)

        mutating func add(r: UInt8, g: UInt8, b: UInt8) {
            if r < low.r { low.r = r }
            if g < low.g { low.g = g }
            if b < low.b { low.b = b }
            if r > high.r { high.r = r }
            if g > high.g { high.g = g }
            if b > high.b { high.b = b }
        }

        /// Whether its colours are one colour to the eye, as `SideColours` tells.
        var isOneColour: Bool { low.r > high.r || SideColours.span(low: low, high: high) == nil }
    }

    /// Whether each side of `symbol` over [x0, x1) × [y0, y1) is one colour to the eye. Most
    /// cells of a picture are; one pass over the bytes tells, without sorting the pixels, so
    /// those cells skip `PureSides`, which keeps chafa's colours for them anyway. In a debug
    /// build the sorting made one Photos frame after a resize take over a second.
    static func sidesAreOneColour(
        _ data: UnsafePointer<UInt8>, stride: Int, x0: Int, x1: Int, y0: Int, y1: Int, symbol: BlockElement
    ) -> Bool {
        let width = x1 - x0, height = y1 - y0
        guard width > 0, height > 0 else { return true }
        var ink = Box(), paper = Box()
        for y in y0..<y1 {
            let row = (y - y0) * 8 / height
            for x in x0..<x1 {
                let p = data + y * stride + x * 4
                if symbol.inks(column: (x - x0) * 8 / width, row: row) {
                    ink.add(r: p[2], g: p[1], b: p[0])
                } else {
                    paper.add(r: p[2], g: p[1], b: p[0])
                }
            }
        }
        return ink.isOneColour && paper.isOneColour
    }

    /// The exact colour at least half of `pixels` have, if any, and how many have it: a
    /// majority vote (Boyer–Moore) and a count to confirm it. Where two colours are half
    /// each, either. `excluding` leaves a colour out of the vote and of the whole.
    static func prevailing(in pixels: [Pixel], excluding: RGB? = nil) -> (colour: RGB, count: Int)? {
        var candidate = RGB.black, votes = 0, total = 0
        for p in pixels where p.rgb != excluding {
            total += 1
            if votes == 0 {
                (candidate, votes) = (p.rgb, 1)
            } else {
                votes += p.rgb == candidate ? 1 : -1
            }
        }
        let count = Self.count(of: candidate, in: pixels)
        return total > 0 && count * 2 >= total ? (candidate, count) : nil
    }

    /// The same among the pixels nearer `centre` than `other`: one group of a 2-means.
    static func prevailing(in pixels: [Pixel], nearer centre: RGB, than other: RGB) -> RGB? {
        var candidate = RGB.black, votes = 0, total = 0
        for p in pixels where p.distance(to: centre) <= p.distance(to: other) {
            total += 1
            if votes == 0 {
                (candidate, votes) = (p.rgb, 1)
            } else {
                votes += p.rgb == candidate ? 1 : -1
            }
        }
        return total > 0 && Self.count(of: candidate, in: pixels) * 2 >= total ? candidate : nil
    }

    static func count(of colour: RGB, in pixels: [Pixel]) -> Int {
        var count = 0
        for p in pixels where p.rgb == colour { count += 1 }
        return count
    }
}
