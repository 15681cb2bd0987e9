/// How a cell looks: colours, attributes, and what to fall back on without colour.
public struct Style: Hashable, Sendable {
    public var foreground: RGB
    public var background: RGB
    public var attributes: TextAttributes
    /// Attributes used instead of colour when the terminal shows none (`NO_COLOR`,
    /// `--color none`): the hierarchy colour gives must survive as reverse, bold or dim.
    public var monochrome: TextAttributes
    /// The combined opacity of the dimming layers over this cell (0: none). The colours
    /// already have it blended in; output with few colours undoes that to map the colour the
    /// cell had, and shows the dimming as the dim attribute instead, where the terminal has
    /// one (see `colors(in:dimAttribute:)`).
    public var dimming: Double

    public init(
        foreground: RGB,
        background: RGB,
        attributes: TextAttributes = [],
        monochrome: TextAttributes = [],
        dimming: Double = 0
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.monochrome = monochrome
        self.dimming = dimming
    }

    public func with(foreground: RGB) -> Style {
        var copy = self
        copy.foreground = foreground
        return copy
    }

    public func with(background: RGB) -> Style {
        var copy = self
        copy.background = background
        return copy
    }

    public func adding(_ extra: TextAttributes, monochrome extraMono: TextAttributes = []) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        copy.monochrome.formUnion(extraMono)
        return copy
    }
}
