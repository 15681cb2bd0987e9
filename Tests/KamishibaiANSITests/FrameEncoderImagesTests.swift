import KamishibaiCanvas
import KamishibaiTerminal
import KamishibaiTesting
import Testing

@testable import KamishibaiANSI

/// Pictures in pixels as the encoder writes them: after the frame's cells, in the same write;
/// a sixel's cells left alone while it shows and written again when it goes; a kitty image
/// deleted by its id, placed again without its bytes, and freed before the screen is left.
@Suite("Frame encoder: pictures in pixels")
struct FrameEncoderImagesTests {
    static let plain = Style(foreground: .white, background: .black)
    static let sixelBytes = Array("\u{1B}P0;1;0q\"1;1;24;26#0;2;100;0;0#0~~~~-\u{1B}\\".utf8)
    static let kittyBytes = Array(
        "\u{1B}_Ga=t,i=7,q=2,f=32,s=24,v=26,c=4,r=2,m=1\u{1B}\\\u{1B}_Gm=1;AAAA\u{1B}\\\u{1B}_Gm=0\u{1B}\\".utf8)

    static func image(_ graphics: PixelImage.Graphics, id: UInt32 = 7, version: Int = 1) -> PixelImage {
        PixelImage(
            id: id, version: version, graphics: graphics, columns: 4, rows: 2,
            bytes: graphics == .sixel ? sixelBytes : kittyBytes, name: "Picture")
    }

    /// A 12 × 6 frame: a row of text, and a 4 × 2 picture in symbols at (3, 2), shown in
    /// pixels when `image` is given.
    static func frame(text: String = "title", symbols: String = "▀▄▀▄", image: PixelImage? = nil) -> Canvas {
        var canvas = Canvas(columns: 12, rows: 6, fill: plain)
        canvas.write(text, x: 0, y: 0, style: plain)
        for row in 2..<4 { canvas.write(symbols, x: 3, y: row, style: Style(foreground: RGB(200, 0, 0), background: RGB(0, 0, 200))) }
        if let image { #expect(canvas.place(image, x: 3, y: 2) == true) }
        return canvas
    }

    func encode(_ canvas: Canvas, after previous: Canvas?, with encoder: inout FrameEncoder) -> [UInt8] {
        var out: [UInt8] = []
        encoder.encode(canvas.changes(from: previous), of: canvas, into: &out)
        return out
    }

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// A terminal that shows sixels: the bytes applied to the model, and each sixel painted
    /// over its cells (here with `#`), as xterm paints its pixels over them.
    func apply(_ bytes: [UInt8], to model: inout ANSIScreenModel, images: [PixelImage]) {
        var rest = bytes[...]
        while let image = images.first(where: { rest.firstRange(of: $0.bytes) != nil }), let range = rest.firstRange(of: image.bytes) {
            model.apply(Array(rest[..<range.lowerBound]))
            for row in image.rect.minY..<image.rect.maxY {
                model.apply(Array("\u{1B}[\(row + 1);\(image.rect.minX + 1)H\(String(repeating: "#", count: image.columns))".utf8))
            }
            rest = rest[range.upperBound...]
        }
        model.apply(Array(rest))
    }

    @Test func aSixelGoesOutAfterTheCellsFromItsTopLeftCell() {
        var encoder = FrameEncoder(mode: .truecolor)
        let bytes = encode(Self.frame(image: Self.image(.sixel)), after: nil, with: &encoder)
        let sixel = try! #require(bytes.firstRange(of: Self.sixelBytes))
        #expect(text(Array(bytes[..<sixel.lowerBound])).hasSuffix("\u{1B}[3;4H"), "placed at its cell: \(text(bytes).debugDescription)")
        #expect(text(Array(bytes[..<sixel.lowerBound])).contains("title") && text(bytes).contains("▀▄▀▄"), "the cells first")
        #expect(text(bytes).hasPrefix("\u{1B}[H") && text(Array(bytes[sixel.upperBound...])) == "\u{1B}[?25l")
    }

    @Test func whileASixelShowsItsCellsAreLeftAloneAndTheRestIsWritten() {
        var encoder = FrameEncoder(mode: .truecolor)
        let first = Self.frame(image: Self.image(.sixel))
        _ = encode(first, after: nil, with: &encoder)
        #expect(encode(first, after: first, with: &encoder).isEmpty, "nothing changed: nothing written, the picture not again")
        // The cells under the picture change (they would punch holes in it), and the title.
        let second = Self.frame(text: "other", symbols: "▄▀▄▀", image: Self.image(.sixel))
        #expect(text(encode(second, after: first, with: &encoder)) == "\u{1B}[H\u{1B}[38;2;255;255;255mother")
    }

    /// `frame(image:)` with a sixel, written first, on a model that paints it.
    func sixelShown() -> (FrameEncoder, ANSIScreenModel) {
        var encoder = FrameEncoder(mode: .truecolor)
        var model = ANSIScreenModel(columns: 12, rows: 6)
        let frame = Self.frame(image: Self.image(.sixel))
        apply(encode(frame, after: nil, with: &encoder), to: &model, images: frame.images)
        return (encoder, model)
    }

    @Test func aSixelTakenDownHasEveryCellUnderItWrittenAgain() {
        var (encoder, model) = sixelShown()
        let shown = Self.frame(image: Self.image(.sixel))
        #expect(model.lines[2].map(\.glyph).joined().contains("####"), "the model paints the sixel")
        // The same cells, no picture: only the picture's cells need writing, and all of them.
        let symbols = Self.frame()
        let bytes = encode(symbols, after: shown, with: &encoder)
        apply(bytes, to: &model, images: [])
        FrameEncoderTests.expectShows(model, symbols, mode: .truecolor, frame: 2, seed: 0)
        #expect(!text(bytes).contains("title") && text(bytes).contains("\u{1B}[3;4H") && text(bytes).contains("\u{1B}[4;4H"))
        #expect(encode(symbols, after: symbols, with: &encoder).isEmpty)
    }

    @Test func aSixelMovedIsTakenDownAndShownAtItsNewPlace() {
        var (encoder, model) = sixelShown()
        let first = Self.frame(image: Self.image(.sixel))
        var moved = Canvas(columns: 12, rows: 6, fill: Self.plain)
        moved.write("title", x: 0, y: 0, style: Self.plain)
        moved.write("▀▄▀▄", x: 5, y: 1, style: Self.plain)
        moved.write("▀▄▀▄", x: 5, y: 2, style: Self.plain)
        #expect(moved.place(Self.image(.sixel), x: 5, y: 1) == true)
        let bytes = encode(moved, after: first, with: &encoder)
        #expect(
            bytes.firstRange(of: Self.sixelBytes) != nil && text(bytes).contains("\u{1B}[2;6H\u{1B}P"), "\(text(bytes).debugDescription)")
        apply(bytes, to: &model, images: moved.images)
        // Where the picture was and is not now, the frame's cells; where it is, its pixels.
        #expect(model[3, 3].glyph == " " && model[4, 2].glyph == " " && model[5, 1].glyph == "#" && model[8, 2].glyph == "#")
    }

    @Test func aKittyImageIsDeletedByItsIdAndPlacedAgainWithoutItsBytes() {
        var encoder = FrameEncoder(mode: .truecolor)
        let shown = Self.frame(image: Self.image(.kitty))
        let first = encode(shown, after: nil, with: &encoder)
        let placement = "\u{1B}_Ga=p,i=7,p=1,c=4,r=2,C=1,q=2\u{1B}\\"
        #expect(
            text(first).hasSuffix("\u{1B}[3;4H" + text(Self.kittyBytes) + placement + "\u{1B}[?25l"),
            "the cells first, then the image's data and its placement at its cell")
        // Covered: gone by its id; the cells under it were written as any other, so none again.
        let covered = Self.frame()
        #expect(text(encode(covered, after: shown, with: &encoder)) == "\u{1B}_Ga=d,d=i,i=7,q=2\u{1B}\\")
        // Uncovered: the terminal still has its data; a placement is enough.
        #expect(text(encode(shown, after: covered, with: &encoder)) == "\u{1B}[3;4H" + placement)
        // A new version (a new size, a new drawing) is sent whole, replacing the old data.
        let redrawn = Self.frame(image: Self.image(.kitty, version: 2))
        let bytes = encode(redrawn, after: shown, with: &encoder)
        #expect(text(bytes) == "\u{1B}_Ga=d,d=i,i=7,q=2\u{1B}\\\u{1B}[3;4H" + text(Self.kittyBytes) + placement)
    }

    /// kitty gives a synchronized update up after about 1 MB: a terminal sends a new picture's
    /// data before the update, and the frame inside it only places the picture.
    @Test func aKittyImagesDataCanGoBeforeTheFrameThatPlacesIt() {
        var encoder = FrameEncoder(mode: .truecolor)
        let shown = Self.frame(image: Self.image(.kitty))
        var before: [UInt8] = []
        encoder.transmitImages(shown.images, into: &before)
        #expect(before == Self.kittyBytes)
        let frame = text(encode(shown, after: nil, with: &encoder))
        #expect(!frame.contains("a=t") && frame.contains("\u{1B}[3;4H\u{1B}_Ga=p,i=7,"), "\(frame.debugDescription)")
        var again: [UInt8] = []
        encoder.transmitImages(shown.images, into: &again)
        #expect(again.isEmpty, "the terminal keeps it")
    }

    @Test func theTerminalKeepsTheDataOfFourKittyImagesBeyondThoseShown() {
        var encoder = FrameEncoder(mode: .truecolor)
        var previous: Canvas?
        for id in UInt32(1)...6 {
            let canvas = Self.frame(image: Self.image(.kitty, id: id))
            let bytes = text(encode(canvas, after: previous, with: &encoder))
            // Shown: ids 1…id, one on screen; kept beyond it: four.
            #expect(bytes.contains("a=d,d=I,i=1,") == (id == 6), "id \(id): \(bytes.debugDescription)")
            previous = canvas
        }
        var out: [UInt8] = []
        encoder.takeDownAllImages(into: &out)
        #expect(
            text(out) == (2...6).map { "\u{1B}_Ga=d,d=I,i=\($0),q=2\u{1B}\\" }.joined(), "every kept image freed before the screen is left")
        #expect(text(encode(previous!, after: previous, with: &encoder)).contains("a=t,i=7"), "shown again whole afterwards")
    }

    @Test func aScreenWrittenWholeAgainStillTakesDownAKittyImageItNoLongerHas() {
        var encoder = FrameEncoder(mode: .truecolor)
        let shown = Self.frame(image: Self.image(.kitty))
        _ = encode(shown, after: nil, with: &encoder)
        // A resize: the screen is forgotten, and the next frame, without the picture, is whole.
        encoder.invalidate()
        let bytes = text(encode(Self.frame(), after: nil, with: &encoder))
        #expect(bytes.hasPrefix("\u{1B}_Ga=d,d=i,i=7,q=2\u{1B}\\") && bytes.contains("title"))
    }

    @Test func nothingScrollsWhileAPictureIsOnScreen() {
        var encoder = FrameEncoder(mode: .truecolor)
        func rows(_ offset: Int, image: PixelImage?) -> Canvas {
            var canvas = Canvas(columns: 12, rows: 6, fill: Self.plain)
            // Each row its own letter, so that a shift by one changes every cell.
            for row in 0..<6 {
                canvas.write(String(repeating: Array("abcdefghij")[row + offset], count: 8), x: 0, y: row, style: Self.plain)
            }
            if let image { #expect(canvas.place(image, x: 8, y: 0) == true) }
            return canvas
        }
        let image = Self.image(.kitty)
        let first = rows(0, image: image)
        _ = encode(first, after: nil, with: &encoder)
        let scrolled = rows(1, image: image)
        #expect(
            !text(encode(scrolled, after: first, with: &encoder)).contains("\u{1B}[1;6r"), "no scroll region: it would carry the picture")
        var plain = FrameEncoder(mode: .truecolor)
        _ = encode(rows(0, image: nil), after: nil, with: &plain)
        #expect(
            text(encode(rows(1, image: nil), after: rows(0, image: nil), with: &plain)).contains("\u{1B}[1;6r"), "without one, it scrolls")
    }
}
