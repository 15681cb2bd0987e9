import KamishibaiPlatform

/// A 24-bit colour. Everything inside is RGB; the terminal maps it to what it can show.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(UInt8(hex >> 16 & 0xFF), UInt8(hex >> 8 & 0xFF), UInt8(hex & 0xFF))
    }

    public static let black = RGB(0, 0, 0)
    public static let white = RGB(255, 255, 255)

    public var hex: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    /// Linear interpolation toward `other`: `amount` 0 is `self`, 1 is `other`.
    public func blended(with other: RGB, amount: Double) -> RGB {
        let a = min(max(amount, 0), 1)
        // Half up, without a libm call: the value is never negative.
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8(Double(x) + (Double(y) - Double(x)) * a + 0.5)
        }
        return RGB(mix(r, other.r), mix(g, other.g), mix(b, other.b))
    }

    /// The colour seen through a black layer of opacity `opacity`: `c × (1 − opacity)`.
    public func darkened(by opacity: Double) -> RGB {
        scaled(by: Self.fixedPoint(1 - opacity))
    }

    /// The colour before a black layer of `opacity` darkened it (to within rounding).
    public func undarkened(by opacity: Double) -> RGB {
        guard opacity > 0 else { return self }
        let gain = 1 / max(1 - opacity, 1.0 / 255)
        func channel(_ v: UInt8) -> UInt8 { UInt8(min(255, Double(v) * gain + 0.5)) }
        return RGB(channel(r), channel(g), channel(b))
    }

    /// `1 − opacity` in 1/256ths, for darkening many colours by the same layer.
    static func fixedPoint(_ share: Double) -> UInt32 {
        UInt32(min(max(share, 0), 1) * 256 + 0.5)
    }

    /// Every channel × `keep`/256, rounded: integer arithmetic for the per-cell dimming loop.
    func scaled(by keep: UInt32) -> RGB {
        RGB(UInt8((UInt32(r) * keep + 128) >> 8), UInt8((UInt32(g) * keep + 128) >> 8), UInt8((UInt32(b) * keep + 128) >> 8))
    }

    public var description: String {
        let digits = String(hex, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}

extension RGB {
    /// The colour's relative luminance, 0 for black to 1 for white, as WCAG 2 defines it
    /// (sRGB channels made linear, weighted 0.2126, 0.7152, 0.0722).
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// WCAG 2's contrast ratio of this colour and `other`, 1 (the same) to 21 (black and
    /// white): text wants 4.5 or more. Pair it with `Style.shownColors(in:dimAttribute:)` to
    /// check a theme in the colours a palette terminal really shows.
    public func contrastRatio(to other: RGB) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
