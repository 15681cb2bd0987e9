import CKamishibaiCairo
import KamishibaiCanvas

/// A drawing in the palette's own colours, with outlines where the palette would lose an
/// edge, for 16 and 8 colours. chafa then spends each cell's two colours on edges the
/// terminal can show: in the drawing's own colours it drew gradients and anti-aliasing that
/// the palette maps to one entry, and split cells into two colours that became the same.
///
/// With 8 colours a white figure on a light paper is the ANSI white on the ANSI white, and
/// vanished (the Shapes page's cut-corner border, its even-odd erase, the morph square's
/// white stroke). Where the two colours a drawing has most of in one entry are distinct to
/// the eye, the pixels of the darker one beside the lighter one take the nearest darker
/// entry, an outline: those in the same cell, and a quarter of a column or an eighth of a
/// row into the next. The figure keeps its edge. With 16 colours such pairs are rarer (white
/// and the light paper are 15 and 7).
enum FewColours {
    /// ΔE_OK from which two colours sharing an entry are an edge to keep.
    static let distinct = 0.1
    /// How far from the lighter colour the outline reaches into the next cell, in pixels: a
    /// quarter of a column (8 pixels) across, an eighth of a row (16) down, the same on a
    /// screen.
    static let reach = (x: 2, y: 2)

    /// Whether `mode` is one of the few-colour palettes.
    static func applies(to mode: ColorMode) -> Bool { mode == .palette8 || mode == .palette16 }

    /// `colour` as its entry's own colour, in a few-colour `mode`.
    static func snapped(_ colour: RGB, mode: ColorMode) -> RGB {
        ColorMapping.ansi16[ColorMapping.ansi(colour, count: mode == .palette8 ? 8 : 16)]
    }

    /// The bitmap in the palette's own colours, with outlines; nil for true colour, 256
    /// colours and no colour, where it is mapped as it is. `cell` is a cell's size in pixels.
    /// Each colour is its nearest entry or, `dithered`, dithered from cell to cell
    /// (`PaletteDither`: a cell's pixels of one colour are one entry, so chafa sees flat
    /// cells, not a pattern in each), except `backdrop`, which is its nearest entry.
    static func outlined(
        _ bitmap: Bitmap, mode: ColorMode, cell: (width: Int, height: Int), dithered: Bool = false, backdrop: RGB? = nil
    ) -> Bitmap? {
        guard applies(to: mode), let copy = bitmap.copy() else { return nil }
        let dither = dithered ? PaletteDither.forMode(mode) : nil
        let census = Census(bitmap, count: mode == .palette8 ? 8 : 16)
        let lost = census.lostEdges(minimumArea: cell.width * cell.height)
        let (width, height, stride) = (copy.width, copy.height, copy.stride)
        let outline =
            lost.isEmpty
            ? []
            : outlineMask(width: width, height: height, cell: cell) { x, y in
                let colour = census.colours[Int(census.pixels[y * width + x])]
                return lost[colour.entry].map { colour.lightness >= $0.split }
            }
        copy.withMutablePixels { data in
            for y in 0..<height {
                for x in 0..<width {
                    let colour = census.colours[Int(census.pixels[y * width + x])]
                    var shown = ColorMapping.ansi16[colour.entry]
                    if let dither, colour.rgb != backdrop { shown = dither.colour(colour.rgb, x: x / cell.width, y: y / cell.height) }
                    if let edge = lost[colour.entry], outline[y * width + x] { shown = edge.outline }
                    let p = data + y * stride + x * 4
                    (p[0], p[1], p[2], p[3]) = (shown.b, shown.g, shown.r, 255)
                }
            }
        }
        return copy
    }

    /// Which pixels draw an outline. `isLight` says, for a pixel of an entry that loses an
    /// edge, whether it is the lighter colour's (nil for other entries). The darker pixels of
    /// a cell that holds lighter ones are outline, so the cell is two colours with the edge
    /// between them, where a line through its middle would be three; and those within `reach`
    /// of a lighter pixel, so an edge on a cell's border is outlined in the next cell.
    private static func outlineMask(width: Int, height: Int, cell: (width: Int, height: Int), isLight: (Int, Int) -> Bool?)
        -> [Bool]
    {
        var light = [Bool](repeating: false, count: width * height), dark = light
        let columns = (width + cell.width - 1) / cell.width
        var lightInCell = [Int](repeating: 0, count: columns * ((height + cell.height - 1) / cell.height))
        for y in 0..<height {
            for x in 0..<width {
                guard let isLight = isLight(x, y) else { continue }
                if isLight {
                    light[y * width + x] = true
                    lightInCell[y / cell.height * columns + x / cell.width] += 1
                } else {
                    dark[y * width + x] = true
                }
            }
        }
        var near = grown(light, width: width, height: height, dx: reach.x, dy: 0)
        near = grown(near, width: width, height: height, dx: 0, dy: reach.y)
        // A few anti-aliased pixels do not make an edge cell: chafa would not draw them.
        let fewest = cell.width * cell.height / 16
        return (0..<width * height).map { index in
            let (x, y) = (index % width, index / width)
            return dark[index] && (near[index] || lightInCell[y / cell.height * columns + x / cell.width] >= fewest)
        }
    }

    /// `mask` with every set pixel spread `dx` columns and `dy` rows each way.
    private static func grown(_ mask: [Bool], width: Int, height: Int, dx: Int, dy: Int) -> [Bool] {
        var result = mask
        for y in 0..<height {
            for x in 0..<width where mask[y * width + x] {
                for ny in max(0, y - dy)...min(height - 1, y + dy) {
                    for nx in max(0, x - dx)...min(width - 1, x + dx) { result[ny * width + nx] = true }
                }
            }
        }
        return result
    }

    /// An entry whose two commonest colours are distinct: lighter pixels (OKLab L from
    /// `split`) stay, darker ones near them become `outline`.
    struct LostEdge {
        var split: Double
        var outline: RGB
    }

    /// The bitmap's colours: each one's palette entry, lightness and number of pixels, and
    /// which one each pixel is.
    struct Census {
        struct Colour {
            var rgb: RGB
            var entry: Int
            var lightness: Double
            var pixels: Int
        }

        let count: Int
        private(set) var colours: [Colour] = []
        /// Each pixel's colour, an index into `colours`, row by row.
        private(set) var pixels: [Int32] = []

        init(_ bitmap: Bitmap, count: Int) {
            self.count = count
            var index: [UInt32: Int32] = [:]
            var colours: [Colour] = []
            var pixels = [Int32](repeating: 0, count: bitmap.width * bitmap.height)
            bitmap.withPixels { data in
                // Neighbours are mostly the same colour: the table is asked at each change only.
                var run = (colour: UInt32.max, index: Int32(0), length: 0)
                for y in 0..<bitmap.height {
                    let row = data + y * bitmap.stride
                    for x in 0..<bitmap.width {
                        let colour = UInt32(row[4 * x + 2]) << 16 | UInt32(row[4 * x + 1]) << 8 | UInt32(row[4 * x])
                        if colour != run.colour {
                            if run.length > 0 { colours[Int(run.index)].pixels += run.length }
                            if let known = index[colour] {
                                run = (colour, known, 0)
                            } else {
                                let rgb = RGB(hex: colour)
                                colours.append(
                                    Colour(rgb: rgb, entry: ColorMapping.ansi(rgb, count: count), lightness: OKLab(rgb).l, pixels: 0))
                                run = (colour, Int32(colours.count - 1), 0)
                                index[colour] = run.index
                            }
                        }
                        pixels[y * bitmap.width + x] = run.index
                        run.length += 1
                    }
                }
                if run.length > 0 { colours[Int(run.index)].pixels += run.length }
            }
            (self.colours, self.pixels) = (colours, pixels)
        }

        /// The entries whose two commonest colours, each covering at least `minimumArea`
        /// pixels, are `distinct`: where the lighter one ends, an edge would vanish.
        func lostEdges(minimumArea: Int) -> [Int: LostEdge] {
            var top: [Int: [(colour: UInt32, pixels: Int)]] = [:]
            for colour in colours where colour.pixels >= minimumArea {
                top[colour.entry, default: []].append((colour.rgb.hex, colour.pixels))
            }
            var lost: [Int: LostEdge] = [:]
            for (entry, colours) in top where colours.count >= 2 {
                let two = colours.sorted { $0.pixels > $1.pixels || ($0.pixels == $1.pixels && $0.colour < $1.colour) }.prefix(2)
                let (a, b) = (RGB(hex: two.first!.colour), RGB(hex: two.last!.colour))
                guard OKLab(a).distance(to: OKLab(b)) >= FewColours.distinct * FewColours.distinct else { continue }
                let (darker, lighter) = OKLab(a).l < OKLab(b).l ? (a, b) : (b, a)
                guard let outline = outline(for: darker, apartFrom: entry) else { continue }
                lost[entry] = LostEdge(split: (OKLab(darker).l + OKLab(lighter).l) / 2, outline: outline)
            }
            return lost
        }

        /// The entry `colour` darkens into first (or, for a colour at the palette's darkest,
        /// lightens into), as the exact colour the output maps to it.
        private func outline(for colour: RGB, apartFrom entry: Int) -> RGB? {
            let steps = (1...4).map { Double($0) / 4 }
            let candidates = steps.map { colour.darkened(by: $0) } + steps.map { colour.blended(with: .white, amount: $0) }
            return candidates.lazy.map { ColorMapping.ansi($0, count: count) }.first { $0 != entry }.map { ColorMapping.ansi16[$0] }
        }
    }
}

extension Bitmap {
    /// A bitmap of the same pixels.
    func copy() -> Bitmap? {
        guard let copy = Bitmap(width: width, height: height) else { return nil }
        withPixels { source in
            copy.withMutablePixels { target in target.update(from: source, count: height * stride) }
        }
        return copy
    }

    /// The pixels to change (Cairo's B, G, R, A, premultiplied); Cairo is told afterwards.
    func withMutablePixels<T>(_ body: (UnsafeMutablePointer<UInt8>) -> T) -> T {
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        return body(cairo_image_surface_get_data(surface))
    }
}
