extension Style {
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
