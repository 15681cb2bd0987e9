import KamishibaiCanvas

/// What the pixels of one side of a cell's symbol are made of, for `PureSides`: an exact
/// colour that half of them or more have (a fill, beside an edge's anti-aliased pixels), and
/// two groups of colour when they span enough for two distinct colours.
struct SideColours {
    /// An exact colour half of the side's pixels or more have, and a second one when the
    /// side is two such halves.
    let prevailing: RGB?, otherHalf: RGB?
    /// The side as two groups when its colours span `PureSides.distinct` or more.
    let groups: ColourGroups?

    /// ΔE_OK between the darkest and the lightest corner of the side's colours under which
    /// the side is one colour: whatever `PureSides` chose would be as near its mean.
    static let oneColour = 0.03

    /// ΔE_OK across the box from `low` to `high` (each channel's least and greatest level),
    /// nil when that box is one colour (`oneColour`).
    static func span(low: RGB, high: RGB) -> Double? {
        // Two levels a channel or less is one colour to the eye even near black, where OKLab
        // counts such a step as 0.08; it saves the conversions for most sides.
        guard Int(high.r) - Int(low.r) > 2 || Int(high.g) - Int(low.g) > 2 || Int(high.b) - Int(low.b) > 2 else { return nil }
        let span = OKLab(low).distance(to: OKLab(high)).squareRoot()
        return span >= oneColour ? span : nil
    }

    /// Nil when the side is one colour (`oneColour`). Most sides are, across a picture's
    /// gradients; a pass and two conversions tell.
    init?(_ pixels: [CellPixels.Pixel]) {
        guard let first = pixels.first else { return nil }
        var low = first.rgb, high = low, sum = CellPixels.Sum()
        for p in pixels {
            low = RGB(min(low.r, UInt8(p.r)), min(low.g, UInt8(p.g)), min(low.b, UInt8(p.b)))
            high = RGB(max(high.r, UInt8(p.r)), max(high.g, UInt8(p.g)), max(high.b, UInt8(p.b)))
            sum.add(p)
        }
        guard let span = Self.span(low: low, high: high) else { return nil }
        let prevailing = CellPixels.prevailing(in: pixels)
        self.prevailing = prevailing?.colour
        if let prevailing, prevailing.count * 2 == pixels.count,
            let second = CellPixels.prevailing(in: pixels, excluding: prevailing.colour),
            second.count == prevailing.count
        {
            otherHalf = second.colour
        } else {
            otherHalf = nil
        }
        // Two groups cannot be further apart than the corners of the box that holds them.
        groups = span >= PureSides.distinct ? ColourGroups(pixels, mean: sum.mean!) : nil
    }
}
