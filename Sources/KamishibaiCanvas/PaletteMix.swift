/// Two palette entries whose mix, `second` in `share` of the cells and `first` in the rest,
/// comes nearest a colour the palette does not have: what an ordered dither alternates between
/// so that a gradient stays a gradient and a muted colour keeps its hue. `first` is the entry
/// the colour maps to alone (`ColorMapping.xterm256`, `ColorMapping.ansi`), so a colour the
/// palette has is never dithered (`share` 0).
package struct PaletteMix: Hashable, Sendable {
    package var first: Int
    package var second: Int
    /// 0…1: how much of the mix is `second`.
    package var share: Double

    package init(first: Int, second: Int, share: Double) {
        (self.first, self.second, self.share) = (first, second, share)
    }
}

extension ColorMapping {
    /// The mix for `color` in a palette `mode`; nil for true colour and no colour.
    package static func mix(_ color: RGB, in mode: ColorMode) -> PaletteMix? {
        switch mode {
        case .palette256: xterm256Palette.mix(color)
        case .palette16: ansi16Palette.mix(color)
        case .palette8: ansi8Palette.mix(color)
        case .truecolor, .none: nil
        }
    }
}

extension HueGuardedPalette {
    /// How much a mix's own contrast counts against it, as a share of the squared distance
    /// between its two entries times `share × (1 − share)` (the mix's variance): a dither of
    /// black and white is a grey from afar but a pattern from near. 0.25 lets a colour a
    /// quarter of the way to the next entry be dithered, and not one a tenth of the way.
    static let mixContrastWeight = 0.25

    /// From this chroma a colour mixes in an entry of its hue. Lower than the palette's own
    /// `neutralChroma` (0.066 for the ANSI colours, whose least colourful is blue): a muted
    /// sky is a grey alone, but a grey and a little cyan in a mix.
    static let mixNeutralChroma = 0.02

    /// How much more a mix's error in hue and colourfulness (a, b) counts than in lightness:
    /// a dither that keeps a sky blue from afar beats one of greys that only keeps its light.
    static let hueWeight = 2.0

    /// The nearest allowed entry and the allowed entry that, mixed with it, comes nearest
    /// `color` (ΔE_OK² of the mix, its a and b weighted by `hueWeight`, plus its contrast), and how much of that one.
    func mix(_ color: RGB) -> PaletteMix {
        let first = nearest(color)
        let target = OKLab(color)
        let near = entries[first - firstIndex].lab
        let hue = hueDirection(of: target, neutralChroma: min(neutralChroma, Self.mixNeutralChroma))
        var best = PaletteMix(first: first, second: first, share: 0)
        let alone = (l: near.l - target.l, a: near.a - target.a, b: near.b - target.b)
        var bestCost = alone.l * alone.l + Self.hueWeight * (alone.a * alone.a + alone.b * alone.b)
        guard bestCost > 0 else { return best }
        for (offset, entry) in entries.enumerated()
        where offset != first - firstIndex && allows(entry, hue: hue, minimumCosine: minimumCosine) {
            let step = (l: entry.lab.l - near.l, a: entry.lab.a - near.a, b: entry.lab.b - near.b)
            let length = step.l * step.l + step.a * step.a + step.b * step.b
            let along = (target.l - near.l) * step.l + (target.a - near.a) * step.a + (target.b - near.b) * step.b
            let share = min(1, max(0, along / length))
            let (dl, da, db) = (
                near.l + share * step.l - target.l, near.a + share * step.a - target.a, near.b + share * step.b - target.b
            )
            let cost = dl * dl + Self.hueWeight * (da * da + db * db) + Self.mixContrastWeight * share * (1 - share) * length
            if cost < bestCost { (best, bestCost) = (PaletteMix(first: first, second: firstIndex + offset, share: share), cost) }
        }
        return best
    }
}
