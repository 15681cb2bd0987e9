extension Style {
    /// The colours to map in `mode`. With 8 and 16 colours a dimmed cell's colours are
    /// already palette entries, each the colour of its entry, chosen by the hue of the colour
    /// before dimming (`ColorMapping.ansi(dimmed:by:count:undimmed:)`): rounding a colour darkened by
    /// 90 % and undarkening it again moved a sky's hue into cyan's. With a terminal that has
    /// the dim attribute (`dimAttribute`) the foreground's entry is the one of the colour
    /// before dimming, and `attributes(in:dimAttribute:)` adds the dim attribute: the palettes
    /// are too coarse to show a fade in steps. The background is always the dimmed colour's
    /// entry, a darker one where that is the entry it had (`ColorMapping.ansiBackground(dimmed:by:count:)`):
    /// the dim attribute dims text only, and a blue selection bar behind a sheet stayed at full
    /// strength. Without the attribute
    /// (mlterm's terminfo has no `dim`, and SGR 2 shows as normal text there) the foreground
    /// too is the dimmed colour's.
    public func colors(in mode: ColorMode, dimAttribute: Bool = true) -> (foreground: RGB, background: RGB) {
        guard dimming > 0, mode == .palette8 || mode == .palette16 else { return (foreground, background) }
        let count = mode == .palette8 ? 8 : 16
        let foreground = ColorMapping.ansi(dimmed: foreground, by: dimming, count: count, undimmed: dimAttribute)
        let background = ColorMapping.ansiBackground(dimmed: background, by: dimming, count: count)
        return (ColorMapping.ansi16[foreground], ColorMapping.ansi16[background])
    }

    /// The attributes to show this style with in `mode`. With fewer colours, what colour
    /// carried must survive as attributes: dimming becomes the dim attribute (16 and 8
    /// colours when the terminal has it, none), and without colour the monochrome attributes
    /// join in — but for a dimmed cell, which is drawn plainly (dim, not reversed or bold:
    /// behind a sheet a reversed selection bar would stay at full strength). With 16 and 8
    /// colours bold is dropped from black text: terminals that show bold as bright (xterm's
    /// default `boldColors`) turn bold black into grey, which on the light entries reads at
    /// 2.3:1 (see `shownColors(in:dimAttribute:)`).
    public func attributes(in mode: ColorMode, dimAttribute: Bool = true) -> TextAttributes {
        var result = attributes
        switch mode {
        case .none:
            result.formUnion(monochrome)
            if dimming > 0 { result = result.subtracting([.reverse, .bold]).union(.dim) }
        case .palette8, .palette16:
            if dimming > 0, dimAttribute { result.insert(.dim) }
            if result.contains(.bold), !result.contains(.reverse), paletteEntries(in: mode, dimAttribute: dimAttribute).foreground == 0 {
                result.remove(.bold)
            }
        case .palette256, .truecolor:
            break
        }
        return result
    }

    /// The colours a terminal shows for this style in `mode`, by xterm's default palette
    /// (`ColorMapping.ansi16`, the cube and the grey ramp): the entries the colours map to,
    /// bold text in one of the first eight brightened to its bright entry (xterm's
    /// `boldColors`, on by default, as most terminals do), reverse video swapping the two;
    /// without colour, the default light grey on black. For checking a theme's contrast where
    /// it is really seen (`RGB.contrastRatio(to:)`); the dim attribute, which each terminal
    /// draws its own way, is not modelled.
    public func shownColors(in mode: ColorMode, dimAttribute: Bool = true) -> (foreground: RGB, background: RGB) {
        let attributes = attributes(in: mode, dimAttribute: dimAttribute)
        var shown: (foreground: RGB, background: RGB)
        switch mode {
        case .truecolor:
            shown = (foreground, background)
        case .palette256:
            shown = (
                ColorMapping.rgb(ofXterm256: ColorMapping.xterm256(foreground)),
                ColorMapping.rgb(ofXterm256: ColorMapping.xterm256(background))
            )
        case .palette16, .palette8:
            var entries = paletteEntries(in: mode, dimAttribute: dimAttribute)
            if attributes.contains(.bold), entries.foreground < 8 { entries.foreground += 8 }
            shown = (ColorMapping.ansi16[entries.foreground], ColorMapping.ansi16[entries.background])
        case .none:
            shown = (ColorMapping.ansi16[7], ColorMapping.ansi16[0])
        }
        return attributes.contains(.reverse) ? (shown.background, shown.foreground) : shown
    }

    /// The ANSI entries (of 8 or 16) this style's colours are sent as in `mode`.
    private func paletteEntries(in mode: ColorMode, dimAttribute: Bool) -> (foreground: Int, background: Int) {
        let count = mode == .palette8 ? 8 : 16
        let colors = colors(in: mode, dimAttribute: dimAttribute)
        return (ColorMapping.ansi(colors.foreground, count: count), ColorMapping.ansi(colors.background, count: count))
    }
}
