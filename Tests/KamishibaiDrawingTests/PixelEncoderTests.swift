import Foundation
import KamishibaiCanvas
import KamishibaiGeometry
import Testing

@testable import KamishibaiDrawing

/// Bitmaps in the terminal's own pixels through chafa: the exact pixels for kitty, under the
/// image's id; a sixel whose bands cover its cells exactly or run into a transparent row.
@Suite struct PixelEncoderTests {
    /// Two cells of 4 × `cellHeight` pixels: red on the left, blue on the right.
    static func twoColours(cellHeight: Int) -> Bitmap {
        let bitmap = Bitmap(width: 8, height: cellHeight)!
        let context = GraphicsContext(bitmap: bitmap)
        context.fill(Rect(x: 0, y: 0, width: 4, height: Double(cellHeight)), with: RGBA(RGB(255, 0, 0)))
        context.fill(Rect(x: 4, y: 0, width: 4, height: Double(cellHeight)), with: RGBA(RGB(0, 0, 255)))
        return bitmap
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func kittyGetsTheExactPixelsInChunksUnderTheImagesId() throws {
        let bytes = PixelEncoder.bytes(
            of: Self.twoColours(cellHeight: 8), columns: 2, rows: 1, cellWidth: 4, cellHeight: 8, graphics: .kitty, id: 9)
        let text = Self.text(bytes)
        let header = "\u{1B}_Ga=t,i=9,q=2,f=32,s=8,v=8,c=2,r=1,m=1\u{1B}\\"
        #expect(text.hasPrefix(header) && text.hasSuffix("\u{1B}_Gm=0\u{1B}\\"), "\(text.prefix(80).debugDescription)")
        let payload = text.dropFirst(header.count).dropLast("\u{1B}_Gm=0\u{1B}\\".count)
            .components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }.map { $0.replacingOccurrences(of: "\u{1B}_Gm=1;", with: "") }
            .joined()
        let pixels = try #require(Data(base64Encoded: payload))
        #expect(pixels.count == 8 * 8 * 4)
        // RGBA, row by row: the first pixel red, the last blue, both opaque.
        #expect(Array(pixels.prefix(4)) == [255, 0, 0, 255] && Array(pixels.suffix(4)) == [0, 0, 255, 255])
    }

    /// Cells of 12 pixels are two sixel bands each: the sixel is exactly the cells.
    @Test func aSixelWhoseCellsAreWholeBandsCoversThemExactly() {
        let bytes = PixelEncoder.bytes(
            of: Self.twoColours(cellHeight: 12), columns: 2, rows: 1, cellWidth: 4, cellHeight: 12, graphics: .sixel, id: 9)
        let text = Self.text(bytes)
        #expect(text.hasPrefix("\u{1B}P0;1;0q\"1;1;8;12#") && text.hasSuffix("\u{1B}\\"), "\(text.debugDescription)")
        // Its colours in percent: pure red and pure blue among them.
        #expect(text.contains(";2;100;0;0") && text.contains(";2;0;0;100"))
    }

    /// Cells of 13 pixels: cut to whole bands the sixel would leave a line of the cells under
    /// it; it runs on into a row of transparent pixels instead (P2 = 1 leaves those as they are).
    @Test func aSixelOfCellsThatAreNoWholeBandsRunsIntoATransparentRow() {
        let bytes = PixelEncoder.bytes(
            of: Self.twoColours(cellHeight: 13), columns: 2, rows: 1, cellWidth: 4, cellHeight: 13, graphics: .sixel, id: 9)
        #expect(Self.text(bytes).hasPrefix("\u{1B}P0;1;0q\"1;1;8;24#"), "26 pixel rows cut to four bands: \(Self.text(bytes).prefix(30))")
    }
}
