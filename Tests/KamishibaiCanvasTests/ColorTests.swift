import Foundation
import Testing

@testable import KamishibaiCanvas

@Suite struct ColorTests {
    @Test func blendingIsLinearAndClamped() {
        let a = RGB(0, 100, 200), b = RGB(100, 200, 0)
        #expect(a.blended(with: b, amount: 0.5) == RGB(50, 150, 100))
        #expect(a.blended(with: b, amount: 2) == b)
        #expect(a.blended(with: b, amount: -1) == a)
    }

    /// Black at 40 % × alpha over a colour: c' = c × (1 − 0.4 × alpha).
    @Test func dimmingFollowsTheFormula() {
        let c = RGB(200, 150, 50)
        #expect(c.darkened(by: 0.4 * 1) == RGB(120, 90, 30))
        #expect(c.darkened(by: 0.4 * 0.5) == RGB(160, 120, 40))
        #expect(c.darkened(by: 0) == c)
    }

    @Test func hexRoundTrips() {
        #expect(RGB(hex: 0x1A2B3C) == RGB(0x1A, 0x2B, 0x3C))
        #expect(RGB(hex: 0x1A2B3C).hex == 0x1A2B3C)
        #expect(RGB(1, 2, 3).description == "#010203")
    }

    @Test func xterm256PicksCubeAndGrey() {
        #expect(ColorMapping.xterm256(RGB(255, 0, 0)) == 196)
        #expect(ColorMapping.xterm256(RGB(0, 0, 0)) == 16)
        #expect(ColorMapping.xterm256(RGB(255, 255, 255)) == 231)
        #expect(ColorMapping.xterm256(RGB(128, 128, 128)) == 244)
        #expect(ColorMapping.xterm256(RGB(95, 135, 175)) == 67)
    }

    /// Nearest of the entries the hue guard allows: the greys and those of the colour's hue.
    @Test func xterm256MappingIsNearestOfItsHueOrGrey() {
        for c in [RGB(0x1A, 0x1C, 0x26), RGB(0xF2, 0xA6, 0x5A), RGB(10, 200, 90), RGB(0x87, 0xBF, 0xFF).darkened(by: 0.4)] {
            let chosen = ColorMapping.rgb(ofXterm256: ColorMapping.xterm256(c))
            for index in 16...255 {
                let other = ColorMapping.rgb(ofXterm256: index)
                let allowed = HueGuardTests.hueShift(to: other, from: c).map { $0 <= ColorMapping.xterm256HueTolerance } ?? true
                if allowed { #expect(OKLab(c).distance(to: OKLab(chosen)) <= OKLab(c).distance(to: OKLab(other))) }
            }
        }
    }

    @Test func aDimmedOrangeKeepsItsHueIn256And16Colours() {
        let orange = RGB(hex: 0xF2A65A)
        for dimming in [0.2, 0.4, 0.6, 0.8] {
            let dimmed = orange.darkened(by: dimming)
            let mapped = ColorMapping.rgb(ofXterm256: ColorMapping.xterm256(dimmed))
            // Within 30° of its own hue, or (where the palette has no dark colour near it) a
            // neutral grey: never another hue.
            let hueShift = abs(remainder(OKLab(mapped).hue - OKLab(orange).hue, 2 * .pi))
            #expect(hueShift < .pi / 6 || OKLab(mapped).chroma < 0.01, "dimmed by \(dimming): \(dimmed) became \(mapped)")
            if dimming <= 0.4 { #expect(OKLab(mapped).chroma > 0.05, "dimmed by \(dimming): \(mapped) lost its colour") }
        }
        // In 16 colours the orange is the yellow or red family, never magenta or blue.
        #expect([1, 3, 9, 11].contains(ColorMapping.ansi(orange)))
        #expect([1, 3].contains(ColorMapping.ansi(orange.darkened(by: 0.4), count: 8)))
    }

    @Test func okLabOrdersLightness() {
        #expect(OKLab(.black).l < 0.001 && abs(OKLab(.white).l - 1) < 0.001)
        #expect(OKLab(RGB(128, 128, 128)).chroma < 0.001)
    }

    @Test func ansiMapping() {
        #expect(ColorMapping.ansi(RGB(250, 10, 10)) == 9)
        #expect(ColorMapping.ansi(RGB(200, 0, 0), count: 8) == 1)
        #expect(ColorMapping.ansi(RGB(20, 20, 30)) == 0)
        #expect(ColorMapping.ansi(RGB(250, 250, 250), count: 8) == 7)
    }

    /// The ecosystem's rules, in their order: a request, NO_COLOR, COLORTERM (not under GNU
    /// screen), terminfo's RGB/Tc flag, terminfo's count.
    @Test(
        arguments: [
            (nil, ["COLORTERM": "truecolor"], 256, false, ColorMode.truecolor, ColorMode.Reason.colorterm),
            (nil, ["COLORTERM": "24bit"], 8, false, .truecolor, .colorterm),
            (nil, ["COLORTERM": "truecolor", "TERM": "tmux-256color", "TMUX": "/tmp/x"], 256, false, .truecolor, .colorterm),
            (nil, ["COLORTERM": "truecolor", "TERM": "screen-256color", "TMUX": "/tmp/x"], 256, false, .truecolor, .colorterm),
            (nil, ["COLORTERM": "truecolor", "TERM": "screen.xterm-256color"], 256, false, .palette256, .terminfo),
            (nil, ["COLORTERM": "yes"], 256, false, .palette256, .terminfo),
            (nil, [:], 256, true, .truecolor, .terminfo),
            (nil, [:], 256, false, .palette256, .terminfo),
            (nil, [:], 16, false, .palette16, .terminfo),
            (nil, [:], 8, false, .palette8, .terminfo),
            (nil, [:], 0, false, ColorMode.none, .terminfo),
            (nil, ["NO_COLOR": "1", "COLORTERM": "truecolor"], 256, true, ColorMode.none, .noColor),
            (nil, ["NO_COLOR": ""], 256, false, .palette256, .terminfo),
            (.truecolor, [:], 256, false, .truecolor, .flag),
            (.palette256, ["COLORTERM": "truecolor"], 256, true, .palette256, .flag),
            (.palette16, ["NO_COLOR": "1"], 256, false, .palette16, .flag),
        ] as [(ColorMode?, [String: String], Int, Bool, ColorMode, ColorMode.Reason)])
    func colorModeDetection(
        requested: ColorMode?, environment: [String: String], colors: Int, direct: Bool, mode: ColorMode, reason: ColorMode.Reason
    ) {
        let detected = ColorMode.detect(
            requested: requested, environment: environment, terminalColors: colors, terminfoHasDirectColor: direct)
        #expect(detected.mode == mode && detected.reason == reason)
    }
}

@Suite struct ColorModeAttributeTests {
    let dimmed = Style(foreground: .white, background: .black, attributes: .bold, monochrome: .reverse, dimming: 0.5)
    let clear = Style(foreground: .white, background: .black, attributes: .bold, monochrome: .reverse)

    @Test func fullColourShowsDimmingInTheColoursOnly() {
        #expect(dimmed.attributes(in: .truecolor) == .bold)
        #expect(dimmed.attributes(in: .palette256) == .bold)
    }

    @Test func fewColoursShowDimmingAsTheDimAttribute() {
        #expect(dimmed.attributes(in: .palette16) == [.bold, .dim])
        #expect(dimmed.attributes(in: .palette8) == [.bold, .dim])
        #expect(clear.attributes(in: .palette16) == .bold)
    }

    @Test func noColourAddsTheMonochromeAttributes() {
        #expect(dimmed.attributes(in: .none) == .dim, "a dimmed cell is drawn plainly")
        #expect(clear.attributes(in: .none) == [.bold, .reverse])
    }

    @Test func fixedPointDarkeningMatchesTheFormula() {
        for value in stride(from: 0, through: 255, by: 5) {
            let c = RGB(UInt8(value), UInt8(255 - value), 128)
            for opacity in [0.0, 0.1, 0.2, 0.4] {
                let exact = Double(value) * (1 - opacity)
                #expect(abs(Double(c.darkened(by: opacity).r) - exact) <= 1)
            }
        }
    }
}

@Suite struct LowColourDimmingTests {
    /// A dimmed grey must not turn into another hue with 16 colours: the colour before
    /// dimming is mapped, and the dimming becomes the dim attribute.
    @Test func fewColoursMapTheColourBeforeDimming() {
        let grey = RGB(0x9A, 0x9F, 0xBF)
        var canvas = Canvas(columns: 1, rows: 1, fill: Style(foreground: grey, background: RGB(0x23, 0x26, 0x36)))
        canvas.dim(canvas.bounds, opacity: 0.4)
        let style = canvas[0, 0].style
        for mode in [ColorMode.palette16, .palette8] {
            let colors = style.colors(in: mode)
            #expect(
                ColorMapping.ansi(colors.foreground, count: mode == .palette8 ? 8 : 16)
                    == ColorMapping.ansi(grey, count: mode == .palette8 ? 8 : 16))
            #expect(style.attributes(in: mode).contains(.dim))
        }
        #expect(style.colors(in: .palette256).foreground == style.foreground, "256 colours show the blend itself")
    }

    /// Without the dim attribute (mlterm's terminfo has none) the dimmed colours themselves
    /// are mapped: darker entries of the same family, or greys, and no dim attribute. The
    /// colours given are the entries' own.
    @Test func withoutTheDimAttributeFewColoursMapTheDimmedColour() {
        var canvas = Canvas(columns: 1, rows: 1, fill: Style(foreground: RGB(hex: 0xE8E6F0), background: RGB(hex: 0xE0585B)))
        canvas.dim(canvas.bounds, opacity: 0.4)
        let style = canvas[0, 0].style
        for mode in [ColorMode.palette16, .palette8] {
            let count = mode == .palette8 ? 8 : 16
            let colors = style.colors(in: mode, dimAttribute: false)
            #expect(ColorMapping.ansi(colors.foreground, count: count) == ColorMapping.ansi(style.foreground, count: count))
            // The background too, but where that is the entry it had undimmed (red, with 8
            // colours): then a darker one (black), as the dimming must show.
            let background = ColorMapping.ansi(colors.background, count: count)
            #expect(background == (mode == .palette8 ? 0 : ColorMapping.ansi(style.background, count: count)))
            #expect(ColorMapping.ansi16.contains(colors.foreground) && ColorMapping.ansi16.contains(colors.background))
            #expect(!style.attributes(in: mode, dimAttribute: false).contains(.dim))
        }
        #expect(ColorMapping.ansi(style.colors(in: .palette16, dimAttribute: false).foreground) == 8, "light grey text: dark grey")
        #expect(ColorMapping.ansi(style.colors(in: .palette16, dimAttribute: false).background) == 1, "bright red: red")
        #expect(style.attributes(in: .none, dimAttribute: false).contains(.dim), "without colour, dim is all there is")
    }

    @Test func undarkeningInvertsDarkening() {
        for value in stride(from: 0, through: 255, by: 15) {
            let c = RGB(UInt8(value), 128, UInt8(255 - value))
            for opacity in [0.1, 0.4, 0.64] {
                let back = c.darkened(by: opacity).undarkened(by: opacity)
                #expect(abs(Int(back.r) - Int(c.r)) <= 2 && abs(Int(back.b) - Int(c.b)) <= 2)
            }
        }
    }
}
