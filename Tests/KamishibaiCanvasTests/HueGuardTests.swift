import Foundation
import Testing

@testable import KamishibaiCanvas

/// The hue guard of palette matching: a colour, dimmed or anti-aliased, maps to an entry of
/// its own hue family or to a grey, never to another hue.
@Suite struct HueGuardTests {
    /// The OKLab hue shift from `colour` to palette entry `entry`, in degrees; nil for a grey
    /// entry, which any colour may take.
    static func hueShift(to entry: RGB, from colour: RGB) -> Double? {
        let e = OKLab(entry), c = OKLab(colour)
        guard e.chroma >= 0.01 else { return nil }
        return abs(remainder(e.hue - c.hue, 2 * .pi)) * 180 / .pi
    }

    static func xterm(_ c: RGB) -> RGB { ColorMapping.rgb(ofXterm256: ColorMapping.xterm256(c)) }

    static func hex(_ value: UInt32) -> RGB { RGB(hex: value) }

    /// The xterm-256 entry `colour` takes once dimmed by `dimming`, checked to be of its hue
    /// family (within the tolerance) or a grey.
    @discardableResult
    static func xtermKeepingHue(
        of colour: RGB, dimmedBy dimming: Double = 0, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> RGB {
        let mapped = xterm(colour.darkened(by: dimming))
        #expect(
            hueShift(to: mapped, from: colour).map { $0 <= ColorMapping.xterm256HueTolerance } ?? true,
            "\(name) dimmed by \(dimming) became \(mapped)", sourceLocation: sourceLocation)
        return mapped
    }

    @Test(arguments: [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9])
    func anOrangeStaysOrangeOrBrownNeverOlive(dimming: Double) {
        for orange in [Self.hex(0xE8A33D), Self.hex(0xF2A65A), Self.hex(0xF08A24)] {
            let mapped = Self.xtermKeepingHue(of: orange, dimmedBy: dimming, "\(orange)")
            // Olive and khaki (`#87875f`, `#afaf87`, `#878700`) sit at 108–110°; orange at 60–73°.
            #expect(
                Self.hueShift(to: mapped, from: orange) == nil || OKLab(mapped).hue * 180 / .pi < 95,
                "\(orange) dimmed by \(dimming) became olive \(mapped)")
        }
    }

    /// The orange accent's anti-aliased edge on the dark stage: half each, it took the dusty
    /// rose `#875f5f` (43° away); brown `#875f00` now.
    @Test func anOrangesDarkEdgeIsBrownNotRose() {
        let edge = Self.hex(0xF2A65A).blended(with: Self.hex(0x1A1C26), amount: 0.5)
        #expect(ColorMapping.xterm256(edge) == 94)
    }

    @Test func aWarmPaperFadesToGreyNotOlive() {
        let paper = Self.hex(0xF4D9B0)
        for dimming in stride(from: 0.0, through: 0.9, by: 0.1) { Self.xtermKeepingHue(of: paper, dimmedBy: dimming, "paper") }
        #expect(ColorMapping.xterm256(paper.darkened(by: 0.4)) != 101, "not the olive #87875f")
        // The shapes tab's paper with an orange edge a fifth over it: a peach, not the khaki
        // `#d7d7af` the paper itself takes.
        let tinted = Self.hex(0xD9D2C3).blended(with: Self.hex(0xF2A65A), amount: 0.2)
        #expect(ColorMapping.xterm256(tinted) == 223)
    }

    @Test func aSkyStaysBlueNeverLavender() {
        let sky = Self.hex(0x87BFFF)
        for dimming in stride(from: 0.0, through: 0.9, by: 0.1) {
            Self.xtermKeepingHue(of: sky, dimmedBy: dimming, "sky")
            #expect(![60, 103, 146, 147, 189].contains(ColorMapping.xterm256(sky.darkened(by: dimming))), "lavender at \(dimming)")
        }
        #expect(ColorMapping.xterm256(sky.darkened(by: 0.4)) == 67, "#5f87af, not the lavender #5f5f87")
        // In 16 colours: a blue or a grey, never cyan or magenta.
        for dimming in [0.0, 0.4, 0.8] {
            #expect([0, 4, 7, 8, 12, 15].contains(ColorMapping.ansi(sky.darkened(by: dimming))))
        }
    }

    /// A sky's anti-aliased edge against the night, half each: it fringed purple (`#5f5f87`).
    @Test func aDarkEdgeDoesNotFringePurple() {
        let edge = Self.hex(0x87BFFF).blended(with: Self.hex(0x0E1020), amount: 0.5)
        #expect(ColorMapping.xterm256(edge) == 25, "#005faf")
        Self.xtermKeepingHue(of: edge, "the edge")
    }

    /// Greys and near-greys (the theme's blue-black stage, a blue-grey text) take greys in
    /// 16 and 8 colours, dimmed or not: a dimmed grey became magenta in an 8-colour xterm.
    @Test func greysStayGreyWithFewColours() {
        let greys = stride(from: 0, through: 255, by: 5).map { RGB(UInt8($0), UInt8($0), UInt8($0)) }
        for colour in greys + [Self.hex(0x1A1C26), Self.hex(0xE8E6F0), Self.hex(0xDCDEEE), Self.hex(0xF6F1D5)] {
            for dimming in [0.0, 0.4, 0.6] {
                let dimmed = colour.darkened(by: dimming)
                #expect([0, 7, 8, 15].contains(ColorMapping.ansi(dimmed)), "\(colour) dimmed by \(dimming)")
                #expect([0, 7].contains(ColorMapping.ansi(dimmed, count: 8)), "\(colour) dimmed by \(dimming), 8 colours")
            }
        }
    }

    /// Over a grid of the whole RGB cube, each palette keeps to its guard: a grey entry, or
    /// one whose hue is within the tolerance of the colour's (checked with `atan2`, not the
    /// guard's dot products).
    @Test func everyColourOfTheCubeKeepsItsHueOrTurnsGrey() {
        let levels = stride(from: 0, through: 255, by: 17).map { UInt8($0) }
        for r in levels {
            for g in levels {
                for b in levels {
                    let colour = RGB(r, g, b)
                    let shift256 = Self.hueShift(to: Self.xterm(colour), from: colour) ?? 0
                    #expect(shift256 <= ColorMapping.xterm256HueTolerance + 1e-9, "\(colour) in 256 colours")
                    for count in [16, 8] {
                        let entry = ColorMapping.ansi16[ColorMapping.ansi(colour, count: count)]
                        let shift = Self.hueShift(to: entry, from: colour) ?? 0
                        #expect(shift <= ColorMapping.ansiHueTolerance + 1e-9, "\(colour) in \(count) colours")
                    }
                }
            }
        }
    }

    /// A colour dimmed by up to 90 % and shown with 16 or 8 colours, by the dim attribute or
    /// without it, takes an entry of the hue of the colour it was, or a grey. Undoing a 90 %
    /// dimming multiplies its rounding tenfold: a light sky came back 8° greener and took cyan
    /// (`#8ec0f9` dimmed and undone is `#8cc8fa`); a purple took red or blue, at 50–53°.
    @Test(arguments: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9])
    func aDimmedColourKeepsItsHueWithFewColours(dimming: Double) {
        let colours = [0x8EC0F9, 0x81ADDD, 0x87BFFF, 0x743863, 0x3B2047, 0x512745, 0xF08A24, 0xF2A65A, 0x2F7CF6].map(Self.hex)
        for colour in colours {
            let style = Style(foreground: colour.darkened(by: dimming), background: .black, dimming: dimming)
            for count in [16, 8] {
                for dimAttribute in [true, false] {
                    let mode: ColorMode = count == 8 ? .palette8 : .palette16
                    let entry = style.colors(in: mode, dimAttribute: dimAttribute).foreground
                    #expect(ColorMapping.ansi16.contains(entry), "an entry's own colour")
                    let shift = Self.hueShift(to: entry, from: colour) ?? 0
                    #expect(
                        shift <= ColorMapping.ansiHueTolerance,
                        "\(colour) dimmed by \(dimming), \(count) colours, dim \(dimAttribute): \(entry), \(Int(shift))° off")
                }
            }
        }
        // Where rounding cannot move the hue past the tolerance, a hue is kept: the accent
        // dimmed by 40 % is still yellow (46° from it).
        let accent = Style(foreground: Self.hex(0xF2A65A).darkened(by: 0.4), background: .black, dimming: 0.4)
        #expect(ColorMapping.ansi(accent.colors(in: .palette16).foreground) == 3)
    }

    /// Where the palette has the colour's family, the guard changes nothing.
    @Test func aSaturatedColourKeepsItsFamilyWhereThePaletteHasOne() {
        #expect(ColorMapping.xterm256(RGB(255, 0, 0)) == 196)
        #expect(ColorMapping.ansi(Self.hex(0xF2A65A)) == 3, "the accent keeps the yellow it had")
        #expect(ColorMapping.ansi(Self.hex(0xC62F3A)) == 1)
    }
}
