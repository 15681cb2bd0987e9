extension Style {
    /// The colours to map in `mode`. With 8 and 16 colours a dimmed cell's colours are
    /// already palette entries, each the colour of its entry, chosen by the hue of the colour
    /// before dimming (`ColorMapping.ansi(dimmed:by:count:undimmed:)`): rounding a colour darkened by
    /// 90 % and undarkening it again moved a sky's hue into cyan's. With a terminal that has
    /// the dim attribute (`dimAttribute`) the entry is the one of the colour before dimming,
    /// and `attributes(in:dimAttribute:)` adds the dim attribute: the palettes are too coarse
    /// to show a fade in steps. Without it (mlterm's terminfo has no `dim`, and SGR 2 shows as
    /// normal text there) it is the dimmed colour's: a darker entry of its hue or a grey.
    public func colors(in mode: ColorMode, dimAttribute: Bool = true) -> (foreground: RGB, background: RGB) {
        guard dimming > 0, mode == .palette8 || mode == .palette16 else { return (foreground, background) }
        let count = mode == .palette8 ? 8 : 16
        func entry(_ colour: RGB) -> RGB {
            ColorMapping.ansi16[ColorMapping.ansi(dimmed: colour, by: dimming, count: count, undimmed: dimAttribute)]
        }
        return (entry(foreground), entry(background))
    }

    /// The attributes to show this style with in `mode`. With fewer colours, what colour
    /// carried must survive as attributes: dimming becomes the dim attribute (16 and 8
    /// colours when the terminal has it, none), and without colour the monochrome attributes
    /// join in.
    public func attributes(in mode: ColorMode, dimAttribute: Bool = true) -> TextAttributes {
        var result = attributes
        switch mode {
        case .none:
            result.formUnion(monochrome)
            if dimming > 0 { result.insert(.dim) }
        case .palette8, .palette16:
            if dimming > 0, dimAttribute { result.insert(.dim) }
        case .palette256, .truecolor:
            break
        }
        return result
    }
}
