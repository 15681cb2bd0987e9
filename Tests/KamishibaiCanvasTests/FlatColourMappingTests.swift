import Foundation
import Testing

@testable import KamishibaiCanvas

/// Flat colours (a surface, a selection, a night, grass) in 256 and 16 colours: a colour of a
/// hue takes an entry of its hue when one is reasonably near, rather than the grey of its
/// lightness that plain OKLab distance chose (the grey ramp has 24 steps, the cube 6 levels).
@Suite struct FlatColourMappingTests {
    static func hex(_ value: UInt32) -> RGB { RGB(hex: value) }

    /// WCAG's contrast ratio of two colours.
    static func contrast(_ x: RGB, _ y: RGB) -> Double {
        func luminance(_ c: RGB) -> Double {
            func linear(_ v: UInt8) -> Double {
                let s = Double(v) / 255
                return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
        }
        let (a, b) = (luminance(x), luminance(y))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    @Test func aDarkBlueTakesNavyNotGrey() {
        #expect(ColorMapping.xterm256(Self.hex(0x1A2040)) == 17, "#00005f, not the grey #262626")
        #expect(ColorMapping.ansi(Self.hex(0x1A2040)) == 0)
    }

    /// The demo theme: the faint surfaces (chroma 0.02–0.04) stay greys, as near in lightness
    /// as the ramp allows; the selection is the cube's blue, the border its slate.
    @Test(arguments: [
        (0x1A1C26 as UInt32, 234, 0), (0x232636, 235, 0), (0x2D3147, 236, 8), (0x12141C, 233, 0),
        (0x34508C, 25, 4), (0x626A98, 60, 12), (0xE8E6F0, 254, 7), (0x9A9FBF, 146, 8),
    ])
    func theThemesColours(colour: UInt32, xterm: Int, ansi: Int) {
        #expect(ColorMapping.xterm256(Self.hex(colour)) == xterm)
        #expect(ColorMapping.ansi(Self.hex(colour)) == ansi)
    }

    /// The Paging stage: its night and hills stay dark greys (the cube's darkest blue is five
    /// times as colourful), its grass and blades green, its indigo navy.
    @Test(arguments: [
        (0x0E1020 as UInt32, 233), (0x282C40, 236), (0x2F4D38, 22), (0x4E7A4C, 65), (0x24185A, 17), (0x140F2D, 17),
    ])
    func thePagingStage(colour: UInt32, xterm: Int) {
        #expect(ColorMapping.xterm256(Self.hex(colour)) == xterm)
    }

    @Test func theWarmPaperIsCreamNotGrey() {
        #expect(ColorMapping.xterm256(Self.hex(0xD9D2C3)) == 187, "#d7d7af, not the grey #d0d0d0")
        #expect(ColorMapping.ansi(Self.hex(0xD9D2C3)) == 7)
    }

    @Test func greysStayGrey() {
        for level in stride(from: 0, through: 255, by: 5) {
            let grey = RGB(UInt8(level), UInt8(level), UInt8(level))
            let shown = ColorMapping.rgb(ofXterm256: ColorMapping.xterm256(grey))
            #expect(shown.r == shown.g && shown.g == shown.b, "\(grey) became \(shown)")
        }
    }

    /// Text on the selection keeps WCAG's 4.5:1 in 256, 16 and 8 colours.
    @Test(arguments: [0xE8E6F0 as UInt32, 0xC9CCE4])
    func textOnTheSelectionReads(text: UInt32) {
        let selection = Self.hex(0x34508C), ink = Self.hex(text)
        let in256 = Self.contrast(
            ColorMapping.rgb(ofXterm256: ColorMapping.xterm256(selection)), ColorMapping.rgb(ofXterm256: ColorMapping.xterm256(ink)))
        #expect(in256 >= 4.5)
        for count in [16, 8] {
            let inANSI = Self.contrast(
                ColorMapping.ansi16[ColorMapping.ansi(selection, count: count)], ColorMapping.ansi16[ColorMapping.ansi(ink, count: count)])
            #expect(inANSI >= 4.5, "\(count) colours")
        }
    }
}
