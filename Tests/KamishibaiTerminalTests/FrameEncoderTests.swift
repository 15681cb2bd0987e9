import KamishibaiCanvas
import Testing

@testable import KamishibaiTerminal

@Suite("Frame encoder")
struct FrameEncoderTests {
    @Test func anUnchangedFrameCostsNothing() {
        var canvas = Canvas(columns: 10, rows: 3, fill: Style(foreground: .white, background: .black))
        _ = canvas.write("héllo", x: 1, y: 1, style: Style(foreground: RGB(200, 100, 50), background: .black))
        var encoder = FrameEncoder(mode: .palette256)
        var out: [UInt8] = []
        encoder.encode([], of: canvas, into: &out)
        out.removeAll()
        encoder.encode(canvas.changes(from: nil), of: canvas, into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "")
    }
}
