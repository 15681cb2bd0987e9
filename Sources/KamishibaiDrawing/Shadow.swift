import KamishibaiGeometry

/// A drop shadow as a layer casts it (`shadowOffset`, `shadowRadius`, `shadowOpacity`,
/// `shadowColor`): the drawing's opacity, blurred by `blur` points, moved by `offset`, in
/// `color` at `opacity`.
public struct Shadow: Hashable, Sendable {
    public var offset: Point
    public var blur: Double
    public var opacity: Double
    public var color: RGBA

    public init(offset: Point = .zero, blur: Double, opacity: Double, color: RGBA = .black) {
        self.offset = offset
        self.blur = blur
        self.opacity = opacity
        self.color = color
    }
}
