import KamishibaiCanvas
import Synchronization

/// An ordered (Bayer) dither into a palette, for 256, 16 and 8 colours: each colour the
/// palette lacks is the mix of two entries that comes nearest it in OKLab
/// (`ColorMapping.mix(_:in:)`), and a cell shows the second where its place in a 4×4 Bayer
/// matrix falls under the mix's share. A sky's gradient is then a gradient of patterns,
/// where nearest-entry mapping made bands, and a muted or dark colour keeps its hue, where
/// nearest-entry mapping took the grey ramp's finer lightness steps (a dark blue is nearer a
/// grey of its lightness than the cube's navy, but between the two).
///
/// Ordered rather than diffused: a cell's colour depends on its colour and place alone, so a
/// picture in flight does not shimmer from frame to frame and one drawn in parts matches.
final class PaletteDither: Sendable {
    /// The 4×4 Bayer matrix, row by row: the order in which a share fills a tile.
    private static let bayer: [UInt8] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    private static let palette256 = PaletteDither(.palette256)
    private static let palette16 = PaletteDither(.palette16)
    private static let palette8 = PaletteDither(.palette8)

    /// The dither for a palette `mode`; nil for true colour and no colour.
    static func forMode(_ mode: ColorMode) -> PaletteDither? {
        switch mode {
        case .palette256: palette256
        case .palette16: palette16
        case .palette8: palette8
        case .truecolor, .none: nil
        }
    }

    let mode: ColorMode
    /// Mixes by colour, 5 bits a channel: `first | second << 8 | share << 16`, share in
    /// 1/255ths, and bit 24 set once filled. Filled ahead on a background task from the
    /// dither's first use (2¹⁵ mixes, about 0.1 s of one core): computed on first sight, a
    /// photo's thousands of new colours made the frame it came to rest in up to 10× slower.
    /// Five bits rather than six: a step of 8 levels is finer than the 17 shares of the 4×4
    /// tile between entries 40 levels apart, and the table fills in an eighth of the time.
    private let mixes = Mutex([UInt32](repeating: 0, count: 1 << 15))

    private init(_ mode: ColorMode) {
        self.mode = mode
        Task.detached(priority: .utility) { [self] in fillAhead() }
    }

    /// Fills the table, a block of keys at a time so that the frame path's lookups wait for
    /// one short lock at most.
    private func fillAhead() {
        let block = 1 << 10
        for start in stride(from: 0, to: 1 << 15, by: block) {
            let known = mixes.withLock { Array($0[start..<start + block]) }
            var filled = known
            for offset in 0..<block where known[offset] == 0 { filled[offset] = Self.computeMix(key: start + offset, mode: mode) }
            mixes.withLock { table in
                for offset in 0..<block where table[start + offset] == 0 { table[start + offset] = filled[offset] }
            }
        }
    }

    /// The entry's colour shown for `colour` at cell (`x`, `y`) of the dither's grid.
    func colour(_ colour: RGB, x: Int, y: Int) -> RGB {
        ColorMapping.rgb(ofXterm256: entry(colour, x: x, y: y))
    }

    /// The nearest entry's colour, undithered, as the output maps a colour outside a picture:
    /// for the colour a picture is painted over, so that it meets the view around it.
    func nearest(_ colour: RGB) -> RGB {
        let entry =
            switch mode {
            case .palette256: ColorMapping.xterm256(colour)
            case .palette16: ColorMapping.ansi(colour, count: 16)
            default: ColorMapping.ansi(colour, count: 8)
            }
        return ColorMapping.rgb(ofXterm256: entry)
    }

    /// The entry shown for `colour` at (`x`, `y`).
    func entry(_ colour: RGB, x: Int, y: Int) -> Int {
        let mix = self.mix(colour)
        let share = Int(mix >> 16 & 0xFF)
        // Thresholds (n + ½) / 16 of the tile's 16 places, in 1/255ths.
        let threshold = (Int(Self.bayer[(y & 3) << 2 | x & 3]) * 2 + 1) * 255 / 32
        return Int(share > threshold ? mix >> 8 & 0xFF : mix & 0xFF)
    }

    private func mix(_ colour: RGB) -> UInt32 {
        let key = Int(colour.r >> 3) << 10 | Int(colour.g >> 3) << 5 | Int(colour.b >> 3)
        let known = mixes.withLock { $0[key] }
        if known != 0 { return known }
        let packed = Self.computeMix(key: key, mode: mode)
        mixes.withLock { $0[key] = packed }
        return packed
    }

    /// The packed mix for the colour at the middle of `key`'s 5-bit step, except that a
    /// channel at 0 or 255 stays.
    private static func computeMix(key: Int, mode: ColorMode) -> UInt32 {
        func centre(_ step: Int) -> UInt8 { step == 0 ? 0 : step == 31 ? 255 : UInt8(step << 3 | 4) }
        let centred = RGB(centre(key >> 10), centre(key >> 5 & 31), centre(key & 31))
        var packed: UInt32 = 1 << 24
        if let mix = ColorMapping.mix(centred, in: mode) {
            let share = UInt32((mix.share * 255).rounded())
            packed |= UInt32(mix.first) | UInt32(mix.second) << 8 | share << 16
        }
        return packed
    }
}
