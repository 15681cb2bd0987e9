import KamishibaiGeometry
import Testing

@testable import KamishibaiCanvas

/// Pictures in pixels on a canvas: laid only where they show whole, taken off where anything
/// is drawn over them, and compared without their bytes.
@Suite struct PixelImageTests {
    static let plain = Style(foreground: .white, background: .black)

    static func image(_ graphics: PixelImage.Graphics = .sixel, id: UInt32 = 1, version: Int = 1, bytes: [UInt8] = [1, 2, 3])
        -> PixelImage
    {
        PixelImage(id: id, version: version, graphics: graphics, columns: 4, rows: 2, bytes: bytes, name: "Picture")
    }

    /// 10 × 6 cells with a picture's symbols at (2, 1).
    static func canvas() -> Canvas {
        var canvas = Canvas(columns: 10, rows: 6, fill: plain)
        for row in 1...2 { canvas.write("▀▄▀▄", x: 2, y: row, style: Style(foreground: .white, background: RGB(0, 0, 200))) }
        return canvas
    }

    @Test func aPictureIsLaidWhereItShowsWholeAndTheFrameAfterStartsWithout() {
        var canvas = Self.canvas()
        #expect(canvas.place(Self.image(), x: 2, y: 1) == true)
        #expect(canvas.images.map(\.rect) == [CellRect(x: 2, y: 1, width: 4, height: 2)])
        canvas.reset(columns: 10, rows: 6, fill: Self.plain)
        #expect(canvas.images.isEmpty)
    }

    @Test func notWhereTheClipOrTheEdgeWouldCutIt() {
        var canvas = Self.canvas()
        #expect(canvas.place(Self.image(), x: 7, y: 1) == false, "past the right edge")
        #expect(canvas.place(Self.image(), x: -1, y: 1) == false, "past the left edge")
        canvas.clip = CellRect(x: 0, y: 0, width: 5, height: 6)
        #expect(canvas.place(Self.image(), x: 2, y: 1) == false, "cut by the clip")
        #expect(canvas.images.isEmpty)
    }

    /// A sixel's last band may reach the row below, and a terminal may put its cursor below
    /// that: within two rows of the bottom it would scroll the screen. kitty's does not move
    /// the cursor.
    @Test func aSixelStaysTwoRowsAboveTheBottomAKittyImageMayReachIt() {
        var canvas = Self.canvas()
        #expect(canvas.place(Self.image(.sixel), x: 0, y: 2) == true, "rows 2–3, the row below is 4, not the last")
        #expect(canvas.place(Self.image(.sixel), x: 0, y: 3) == false, "rows 3–4: the row below is the last")
        #expect(canvas.place(Self.image(.sixel), x: 0, y: 4) == false)
        #expect(canvas.place(Self.image(.kitty, id: 2), x: 6, y: 4) == true)
    }

    @Test func anythingDrawnOverAPictureTakesItOff() {
        var canvas = Self.canvas()
        canvas.place(Self.image(id: 1), x: 2, y: 1)
        #expect(canvas.removeCoveredImages().isEmpty, "nothing drawn over it")
        canvas.dim(CellRect(x: 5, y: 2, width: 1, height: 1), opacity: 0.4)
        #expect(canvas.removeCoveredImages().map(\.id) == [1], "one cell dimmed under it")
        #expect(canvas.images.isEmpty)
    }

    @Test func drawingBesideAPictureLeavesIt() {
        var canvas = Self.canvas()
        canvas.place(Self.image(id: 1), x: 2, y: 1)
        canvas.write("title", x: 0, y: 0, style: Self.plain)
        canvas.fill(CellRect(x: 6, y: 1, width: 4, height: 5), style: Style(foreground: .white, background: .white))
        #expect(canvas.removeCoveredImages().isEmpty && canvas.images.count == 1)
    }

    @Test func aLaterPictureOverAnEarlierOneTakesTheEarlierOff() {
        var canvas = Self.canvas()
        canvas.place(Self.image(.kitty, id: 1), x: 2, y: 1)
        canvas.place(Self.image(.kitty, id: 2), x: 4, y: 2)
        #expect(canvas.removeCoveredImages().map(\.id) == [1])
        #expect(canvas.images.map(\.id) == [2])
    }

    @Test func picturesCompareByIdVersionAndPlaceNotByTheirBytes() {
        var a = Self.canvas(), b = Self.canvas()
        a.place(Self.image(bytes: [1]), x: 2, y: 1)
        b.place(Self.image(bytes: [2]), x: 2, y: 1)
        #expect(a.images == b.images, "one id and version never has two sets of bytes")
        var c = Self.canvas()
        c.place(Self.image(version: 2), x: 2, y: 1)
        #expect(a.images != c.images)
        var d = Self.canvas()
        d.place(Self.image(), x: 3, y: 1)
        #expect(a.images != d.images)
    }
}
