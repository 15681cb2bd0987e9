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
///
/// `@unchecked Sendable` because its table is a buffer of atomics, touched only through their
/// loads and stores.
final class PaletteDither: @unchecked Sendable {
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
    /// 1/255ths, and bit 24 set once filled; filled as colours are met (a photo meets a few
    /// thousand of the 2¹⁵). Five bits rather than six: a step of 8 levels is finer than the
    /// 17 shares of the 4×4 tile between entries 40 levels apart. Each slot is an atomic, so
    /// threads drawing at once (tests run in parallel) share the table without a lock: two
    /// that meet a colour together compute the same mix and store the same value. A lock
    /// would do too, but ThreadSanitizer cannot see the standard library's `Mutex` on Linux
    /// (see `MainQueue`); a background task that filled the table ahead measured no better.
    private let mixes: UnsafeMutablePointer<Atomic<UInt32>>
    private static let mixCount = 1 << 15

    private init(_ mode: ColorMode) {
        self.mode = mode
        mixes = .allocate(capacity: Self.mixCount)
        for index in 0..<Self.mixCount { (mixes + index).initialize(to: Atomic(0)) }
    }

    deinit {
        mixes.deinitialize(count: Self.mixCount)
        mixes.deallocate()
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
        let known = mixes[key].load(ordering: .relaxed)
        if known != 0 { return known }
        let packed = Self.computeMix(key: key, mode: mode)
        mixes[key].store(packed, ordering: .relaxed)
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
