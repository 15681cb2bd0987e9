/// Maps RGB to the colour numbers of a palette, nearest by a perceptual (OKLab) cost that
/// weighs lost colourfulness and hue over lightness, among the entries that keep the colour's
/// hue. The one mapping of flat colours: the output (`FrameEncoder`, `ColorPairs`) and the
/// pictures' dither (`PaletteMix.first`) both use it, and the output caches it per colour.
public enum ColorMapping {
    /// The xterm cube's six levels per channel.
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The 16 ANSI colours as xterm draws them by default.
    public static let ansi16: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// The colour an xterm-256 index stands for (16…255; 0…15 as `ansi16`).
    public static func rgb(ofXterm256 index: Int) -> RGB {
        switch index {
        case 0..<16:
            return ansi16[index]
        case 16..<232:
            let i = index - 16
            return RGB(UInt8(cubeLevels[i / 36]), UInt8(cubeLevels[i / 6 % 6]), UInt8(cubeLevels[i % 6]))
        default:
            let level = UInt8(8 + 10 * (min(index, 255) - 232))
            return RGB(level, level, level)
        }
    }

    /// How far (in degrees of OKLab hue) a 256-colour entry may be from the colour it stands
    /// for. The flips it stops were 27° and more away (a sky's lavender `#5f5f87` at 27–31°,
    /// a paper's olive `#87875f` at 30°, an orange edge's rose `#875f5f` at 43°); at 20° the
    /// demo's indigo night (`#24185a`, 20–23° from navy `#00005f`) would turn grey.
    public static let xterm256HueTolerance = 25.0

    /// The same for 16 and 8 colours. Their six hues are up to 81° apart (red to yellow), so
    /// under 41° an orange has no colour at all; 50° reaches the theme's orange accent's
    /// yellow (46°). Magenta to red, the next widest gap, is 61°.
    public static let ansiHueTolerance = 50.0

    /// Nearest of the cube (16…231) and the grey ramp (232…255) in OKLab, among the entries of
    /// the colour's hue and the greys (by `HueGuardedPalette`'s hue-keeping cost: a dark navy
    /// takes the cube's navy, not the grey of its lightness), so that a dimmed or antialiased colour keeps its hue or
    /// turns grey, never another hue (see `HueGuardedPalette`). The 16 system colours are
    /// skipped because themes change them.
    public static func xterm256(_ c: RGB) -> Int {
        xterm256Palette.nearest(c)
    }

    /// Nearest of the first `count` ANSI colours (8 or 16), in OKLab, behind the same guard.
    public static func ansi(_ c: RGB, count: Int = 16) -> Int {
        count >= 16 ? ansi16Palette.nearest(c) : ansi8Palette.nearest(c)
    }

    /// The ANSI entry (of the first `count`) for `color`, a colour dimmed by `dimming` in whole
    /// channels: the entry nearest the colour before dimming (`undimmed`, to show with the dim
    /// attribute) or nearest `color` itself, among those that keep the hue of every colour
    /// that darkens to `color`, and the greys. Undoing a dimming amplifies its rounding (90 %,
    /// tenfold): a light sky's hue moved 8°, into cyan's tolerance.
    public static func ansi(dimmed color: RGB, by dimming: Double, count: Int = 16, undimmed: Bool) -> Int {
        let palette = count >= 16 ? ansi16Palette : ansi8Palette
        let before = color.undarkened(by: dimming)
        // Each dimmed channel is within ½ level; undone, within ½ / (1 − dimming), ½ more rounded.
        let levels = 0.5 / max(1 - dimming, 1.0 / 255) + 0.5
        let margin = palette.hueSpread(around: before, levels: levels)
        return palette.nearest(undimmed ? before : color, hueOf: before, hueMargin: margin)
    }

    /// How dimmed a background must be to step down to a darker entry when the dimmed colour
    /// maps to the entry of the colour before dimming: more than half a sheet's backdrop
    /// (40 %), so a fade's first steps and faint shadows leave it be.
    static let backgroundStepDown = 0.25

    /// The ANSI entry (of the first `count`) for a dimmed *background*: the entry nearest the
    /// dimmed colour, as `ansi(dimmed:by:count:undimmed:)` with `undimmed` false; where that is
    /// still the entry of the colour before dimming (dark colours are far from black in
    /// OKLab's lightness: a blue selection bar at 40 % black is nearest xterm's blue) and the
    /// dimming is `backgroundStepDown` or more, the nearest darker entry of its hue or grey.
    /// The dim attribute dims text only, so the background has to show the dimming itself.
    public static func ansiBackground(dimmed color: RGB, by dimming: Double, count: Int = 16) -> Int {
        let entry = ansi(dimmed: color, by: dimming, count: count, undimmed: false)
        guard dimming >= backgroundStepDown, entry == ansi(dimmed: color, by: dimming, count: count, undimmed: true) else { return entry }
        let palette = count >= 16 ? ansi16Palette : ansi8Palette
        let before = color.undarkened(by: dimming)
        let margin = palette.hueSpread(around: before, levels: 0.5 / max(1 - dimming, 1.0 / 255) + 0.5)
        return palette.nearest(color, hueOf: before, hueMargin: margin, darkerThan: entry)
    }

    static let xterm256Palette = HueGuardedPalette(
        (16...255).map(rgb(ofXterm256:)), firstIndex: 16, hueTolerance: xterm256HueTolerance)
    static let ansi16Palette = HueGuardedPalette(ansi16, firstIndex: 0, hueTolerance: ansiHueTolerance)
    static let ansi8Palette = HueGuardedPalette(Array(ansi16.prefix(8)), firstIndex: 0, hueTolerance: ansiHueTolerance)
}
