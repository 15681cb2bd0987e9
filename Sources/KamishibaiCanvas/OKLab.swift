import KamishibaiPlatform

/// A colour in OKLab (Björn Ottosson's perceptual space): L is lightness, a and b the
/// green–red and blue–yellow axes. Equal distances here look about equally different, and a
/// colour darkened toward black keeps its a:b direction, its hue; which is why palette
/// matching measures distance here rather than in RGB.
public struct OKLab: Hashable, Sendable {
    public var l: Double
    public var a: Double
    public var b: Double

    public init(_ c: RGB) {
        // sRGB → linear light → cone responses → cube root → Lab, with Ottosson's matrices.
        func linear(_ v: UInt8) -> Double {
            let x = Double(v) / 255
            return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        }
        let (r, g, bl) = (linear(c.r), linear(c.g), linear(c.b))
        let lc = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let mc = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let sc = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        l = 0.2104542553 * lc + 0.7936177850 * mc - 0.0040720468 * sc
        a = 1.9779984951 * lc - 2.4285922050 * mc + 0.4505937099 * sc
        b = 0.0259040371 * lc + 0.7827717662 * mc - 0.8086757660 * sc
    }

    /// Squared Euclidean distance (ΔE_OK²).
    public func distance(to other: OKLab) -> Double {
        let dl = l - other.l, da = a - other.a, db = b - other.b
        return dl * dl + da * da + db * db
    }

    /// The hue angle in radians (meaningless for greys, whose chroma is near 0).
    public var hue: Double { atan2(b, a) }
    public var chroma: Double { (a * a + b * b).squareRoot() }
}
