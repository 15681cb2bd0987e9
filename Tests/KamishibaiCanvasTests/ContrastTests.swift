import KamishibaiCanvas
import Testing

/// The colours a palette terminal really shows (xterm's default palette, bold brightening the
/// first eight) and their WCAG contrast: bold black text stays black, and a dimmed cell's
/// background dims with few colours too.
@Suite struct ContrastTests {
    static let xtermYellow = ColorMapping.ansi16[3]
    static let boldBlackOnYellow = Style(foreground: RGB(hex: 0x12141C), background: RGB(hex: 0xF2A65A), attributes: .bold)

    @Test func contrastRatiosAreWCAGs() {
        #expect(RGB.black.contrastRatio(to: .white) == 21)
        #expect(RGB.white.contrastRatio(to: .black) == 21)
        #expect(RGB(hex: 0x336699).contrastRatio(to: RGB(hex: 0x336699)) == 1)
        #expect(abs(RGB.white.relativeLuminance - 1) < 1e-12 && RGB.black.relativeLuminance == 0)
        // xterm's bright black on its yellow: the old active tab, 2.3:1.
        let grey = ColorMapping.ansi16[8]
        #expect((2.3..<2.4).contains(grey.contrastRatio(to: Self.xtermYellow)))
    }

    @Test(arguments: [ColorMode.palette8, .palette16])
    func boldBlackTextIsSentWithoutBoldSoItStaysBlack(mode: ColorMode) {
        #expect(!Self.boldBlackOnYellow.attributes(in: mode).contains(.bold), "bold would show as bright black, grey")
        let shown = Self.boldBlackOnYellow.shownColors(in: mode)
        #expect(shown.foreground == .black && shown.background == Self.xtermYellow)
        #expect(shown.foreground.contrastRatio(to: shown.background) >= 4.5)
        // Other bold text keeps its weight, and shows bright.
        let boldWhite = Style(foreground: RGB(hex: 0xE8E6F0), background: RGB(hex: 0x34508C), attributes: .bold)
        #expect(boldWhite.attributes(in: mode).contains(.bold))
        #expect(boldWhite.shownColors(in: mode).foreground == ColorMapping.ansi16[15])
    }

    @Test func richerModesShowTheirOwnEntries() {
        #expect(Self.boldBlackOnYellow.attributes(in: .palette256).contains(.bold), "no brightening past the first sixteen")
        let shown = Self.boldBlackOnYellow.shownColors(in: .palette256)
        #expect(shown.background == ColorMapping.rgb(ofXterm256: ColorMapping.xterm256(RGB(hex: 0xF2A65A))))
        #expect(Self.boldBlackOnYellow.shownColors(in: .truecolor) == (RGB(hex: 0x12141C), RGB(hex: 0xF2A65A)))
        let reversed = Style(foreground: .white, background: .black, monochrome: .reverse)
        #expect(reversed.shownColors(in: .none) == (ColorMapping.ansi16[0], ColorMapping.ansi16[7]))
    }

    /// A blue selection bar behind a sheet (xterm's blue with 8 and 16 colours, since decision
    /// 122 keeps a muted colour's hue):
    /// its background dims to a darker entry, with or without the dim attribute (which dims
    /// text only).
    @Test(arguments: [ColorMode.palette8, .palette16], [true, false])
    func aDimmedBackgroundDimsWithFewColours(mode: ColorMode, dimAttribute: Bool) {
        let bar = Style(foreground: RGB(hex: 0xE8E6F0), background: RGB(hex: 0x34508C))
        let count = mode == .palette8 ? 8 : 16
        let entry = ColorMapping.ansi(bar.background, count: count)
        #expect(entry == 4)
        var canvas = Canvas(columns: 1, rows: 1, fill: bar)
        canvas.dim(canvas.bounds, opacity: 0.4)
        let background = canvas[0, 0].style.colors(in: mode, dimAttribute: dimAttribute).background
        #expect(background.relativeLuminance < ColorMapping.ansi16[entry].relativeLuminance, "\(background)")
    }

    /// Without colour a dimmed cell is drawn plainly: dim, not reversed or bold.
    @Test func withoutColourADimmedCellIsPlain() {
        let bar = Style(foreground: .white, background: .black, attributes: .bold, monochrome: .reverse, dimming: 0.4)
        #expect(bar.attributes(in: .none) == .dim)
        #expect(bar.with(background: .black).attributes(in: .none) == .dim)
    }
}
