import KamishibaiANSI
import KamishibaiCanvas
import KamishibaiTerminal
import KamishibaiTesting
import Testing

/// The slow link writes frames as the real terminal does (`FrameWriter`): a kitty picture's
/// data before the frame's synchronized update, the query after it.
@Suite("Slow link terminal")
struct SlowLinkTerminalTests {
    @Test func aKittyPictureGoesOverTheLinkBeforeTheSynchronizedUpdate() throws {
        let script = HeadlessTerminal(columns: 12, rows: 6)
        let link = SlowLinkTerminal(script: script, bytesPerSecond: 20_000, synchronizedOutput: true)
        // The probe's answers come back: frames are wrapped from now on.
        _ = link.waitForEvents(timeout: 1)
        #expect(link.framePacing == FramePacing(mode: .acknowledged, synchronizedOutput: true))

        let data = Array("\u{1B}_Ga=t,i=7,q=2,f=32,s=24,v=26,c=4,r=2,m=0;AAAA\u{1B}\\".utf8)
        let picture = PixelImage(id: 7, version: 1, graphics: .kitty, columns: 4, rows: 2, bytes: data, name: "Picture")
        var canvas = Canvas(columns: 12, rows: 6, fill: Style(foreground: .white, background: .black))
        canvas.write("title", x: 0, y: 0, style: Style(foreground: .white, background: .black))
        #expect(canvas.place(picture, x: 3, y: 2) == true)
        let before = link.output.count
        link.present(canvas.changes(from: nil), of: canvas)

        let frame = Array(link.output[before...])
        let sent = try #require(frame.firstRange(of: data))
        let begin = try #require(frame.firstRange(of: FramePacer.beginSynchronizedUpdate))
        #expect(sent.upperBound <= begin.lowerBound)
        #expect(Array(frame.suffix(FramePacer.query.count)) == FramePacer.query)
        #expect(link.frames.last?.bytes == frame.count - FramePacer.query.count)
    }
}
