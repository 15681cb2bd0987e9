extension Style {
    /// The colours to map in `mode`. With 8 and 16 colours and a terminal that has the dim
    /// attribute (`dimAttribute`), they are the colours as they were before dimming, and
    /// `attributes(in:dimAttribute:)` adds the dim attribute: the palettes are too coarse to
    /// show a fade in steps. Without it (mlterm's terminfo has no `dim`, and SGR 2 shows as
    /// normal text there) the dimmed colours themselves are mapped, to the darker entries of
    /// their hue or to greys, which the hue guard of `ColorMapping` keeps to.
    public func colors(in mode: ColorMode, dimAttribute: Bool = true) -> (foreground: RGB, background: RGB) {
        guard dimming > 0, dimAttribute, mode == .palette8 || mode == .palette16 else { return (foreground, background) }
        return (foreground.undarkened(by: dimming), background.undarkened(by: dimming))
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
