extension Style {
    /// The colours to map in `mode`. Palettes of 8 and 16 colours are too coarse for a
    /// darkened colour (a dimmed grey lands on blue or magenta), so they get the colour as it
    /// was before dimming, and `attributes(in:)` adds the dim attribute.
    public func colors(in mode: ColorMode) -> (foreground: RGB, background: RGB) {
        guard dimming > 0, mode == .palette8 || mode == .palette16 else { return (foreground, background) }
        return (foreground.undarkened(by: dimming), background.undarkened(by: dimming))
    }

    /// The attributes to show this style with in `mode`. With fewer colours, what colour
    /// carried must survive as attributes: dimming becomes the dim attribute (16 and 8
    /// colours, none), and without colour the monochrome attributes join in.
    public func attributes(in mode: ColorMode) -> TextAttributes {
        var result = attributes
        switch mode {
        case .none:
            result.formUnion(monochrome)
            if dimming > 0 { result.insert(.dim) }
        case .palette8, .palette16:
            if dimming > 0 { result.insert(.dim) }
        case .palette256, .truecolor:
            break
        }
        return result
    }
}
