import KamishibaiCanvas

/// A colour with opacity, for drawing: `alpha` 0 is transparent, 1 opaque.
public struct RGBA: Hashable, Sendable {
    public var rgb: RGB
    public var alpha: Double

    public init(_ rgb: RGB, alpha: Double = 1) {
        self.rgb = rgb
        self.alpha = alpha
    }

    public static let clear = RGBA(.black, alpha: 0)
    public static let black = RGBA(.black)
    public static let white = RGBA(.white)

    public func withAlpha(_ alpha: Double) -> RGBA { RGBA(rgb, alpha: alpha) }
}
