import KamishibaiCanvas
import KamishibaiTerminal
import Testing

@testable import KamishibaiANSI

/// Dimming with 16 and 8 colours: SGR 2 on the colours before dimming where the terminal has
/// the dim attribute; darker palette colours and no SGR 2 where it has not (mlterm).
extension FrameEncoderTests {
    /// A backdrop cell of the demo's main list, light text on the surface, under a sheet's
    /// dimming (black at 40 %).
    func dimmedBackdrop(background: RGB = RGB(hex: 0x232636)) -> Canvas {
        var canvas = Canvas(columns: 4, rows: 1, fill: Style(foreground: RGB(hex: 0xE8E6F0), background: background))
        _ = canvas.write("ab", x: 0, y: 0, style: Style(foreground: RGB(hex: 0xE8E6F0), background: background))
        canvas.dim(canvas.bounds, opacity: 0.4)
        return canvas
    }

    @Test func withTheDimAttributeADimmedCellIsSGR2OnItsOwnColours() {
        var encoder = FrameEncoder(mode: .palette16)
        // Light grey (7) on black (0), dimmed by the terminal.
        #expect(encode(dimmedBackdrop(), after: nil, with: &encoder) == "\u{1B}[H\u{1B}[0;2;37;40mab  \u{1B}[?25l")
    }

    @Test func withoutTheDimAttributeADimmedCellTakesDarkerColours() {
        var encoder = FrameEncoder(mode: .palette16, capabilities: .init(dim: false))
        // The text darkens to dark grey (8, SGR 90); the surface was black already.
        #expect(encode(dimmedBackdrop(), after: nil, with: &encoder) == "\u{1B}[H\u{1B}[0;90;40mab  \u{1B}[?25l")
        // The stamp's bright red (9, SGR 101) darkens to red (1, SGR 41).
        var stamp = FrameEncoder(mode: .palette16, capabilities: .init(dim: false))
        let bytes = encode(dimmedBackdrop(background: RGB(hex: 0xE0585B)), after: nil, with: &stamp)
        #expect(bytes == "\u{1B}[H\u{1B}[0;90;41mab  \u{1B}[?25l")
        var withDim = FrameEncoder(mode: .palette16)
        // With the dim attribute the text keeps its entry and SGR 2; the background, which SGR
        // 2 does not dim, darkens as without it.
        #expect(encode(dimmedBackdrop(background: RGB(hex: 0xE0585B)), after: nil, with: &withDim).contains("\u{1B}[0;2;37;41m"))
    }

    /// The pens of styles seen before are remembered in 16 colours (their palette searches
    /// cost): a frame written again, its styles alternating, is the same bytes as from a new
    /// encoder.
    @Test func rememberedPensWriteWhatMappedOnesDo() {
        var canvas = dimmedBackdrop()
        canvas.dim(CellRect(x: 1, y: 0, width: 1, height: 1), opacity: 0.5)
        _ = canvas.write("c", x: 2, y: 0, style: Style(foreground: RGB(hex: 0xE8E6F0), background: RGB(hex: 0x232636), attributes: .bold))
        for capabilities in [FrameEncoder.Capabilities(), .init(dim: false)] {
            var fresh = FrameEncoder(mode: .palette16, capabilities: capabilities)
            var warm = FrameEncoder(mode: .palette16, capabilities: capabilities)
            _ = encode(canvas, after: nil, with: &warm)
            warm.invalidate()
            #expect(encode(canvas, after: nil, with: &warm) == encode(canvas, after: nil, with: &fresh))
        }
    }

    @Test func withEightColoursAndNoDimAttributeThereIsNoSGR2Either() {
        var encoder = FrameEncoder(mode: .palette8, capabilities: .init(dim: false))
        let bytes = encode(dimmedBackdrop(background: RGB(hex: 0xE0585B)), after: nil, with: &encoder)
        #expect(
            bytes == "\u{1B}[H\u{1B}[0;37;40mab  \u{1B}[?25l", "8 colours have no darker grey than 7; red, still red, steps down to black")
        var undimmed = FrameEncoder(mode: .palette8, capabilities: .init(dim: false))
        var clear = Canvas(columns: 4, rows: 1, fill: Style(foreground: RGB(hex: 0xE8E6F0), background: RGB(hex: 0xF2A65A)))
        _ = clear.write("ab", x: 0, y: 0, style: Style(foreground: RGB(hex: 0xE8E6F0), background: RGB(hex: 0xF2A65A)))
        #expect(encode(clear, after: nil, with: &undimmed).contains("\u{1B}[0;37;43m"), "the accent is yellow (3) undimmed")
        var dimmed = clear
        dimmed.dim(dimmed.bounds, opacity: 0.4)
        var darker = FrameEncoder(mode: .palette8, capabilities: .init(dim: false))
        #expect(encode(dimmed, after: nil, with: &darker).contains("\u{1B}[0;37;41m"), "and red (1) dimmed")
    }

    /// With 256 colours the blend is mapped either way, and no SGR 2 is sent.
    @Test func with256ColoursTheCapabilityChangesNothing() {
        var with = FrameEncoder(mode: .palette256)
        var without = FrameEncoder(mode: .palette256, capabilities: .init(dim: false))
        let withBytes = encode(dimmedBackdrop(), after: nil, with: &with)
        #expect(withBytes == encode(dimmedBackdrop(), after: nil, with: &without))
        #expect(!withBytes.contains("[0;2;"))
    }
}
