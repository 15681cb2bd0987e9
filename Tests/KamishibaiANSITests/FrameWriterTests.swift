import KamishibaiCanvas
import KamishibaiMotion
import KamishibaiTerminal
import Testing

@testable import KamishibaiANSI

/// One frame's bytes as every writer sends them: a kitty picture's data before the synchronized
/// update, the cells inside it, the query after it, of which the pacer is told; nothing at all
/// for changes the terminal cannot show; bare cells for a terminal that is not asked.
@Suite("Frame writer")
struct FrameWriterTests {
    typealias Images = FrameEncoderImagesTests

    /// A pacer whose probe was answered at once, with synchronized output.
    func answeredPacer(clock: ManualClock) -> FramePacer {
        var pacer = FramePacer()
        pacer.sentProbe(at: clock.now)
        pacer.received(.mode(2026, .reset), at: clock.now)
        pacer.received(.deviceAttributes, at: clock.now)
        return pacer
    }

    @Test func aKittyPicturesDataGoesBeforeTheUpdateAndTheQueryAfterIt() throws {
        let clock = ManualClock()
        var pacer = answeredPacer(clock: clock)
        var writer = FrameWriter(encoder: FrameEncoder(mode: .truecolor))
        var bytes: [UInt8] = []
        let canvas = Images.frame(image: Images.image(.kitty))
        let written = try #require(writer.write(canvas.changes(from: nil), of: canvas, clock: clock, pacer: &pacer, into: &bytes))

        let data = try #require(bytes.firstRange(of: Images.kittyBytes))
        let begin = try #require(bytes.firstRange(of: FramePacer.beginSynchronizedUpdate))
        #expect(data.upperBound <= begin.lowerBound)
        #expect(written == FrameWriter.Written(frameBytes: bytes.count - FramePacer.query.count, asked: true))
        #expect(Array(bytes[..<written.frameBytes].suffix(FramePacer.endSynchronizedUpdate.count)) == FramePacer.endSynchronizedUpdate)
        #expect(Array(bytes[written.frameBytes...]) == FramePacer.query)
        #expect(pacer.awaitsAnswers)
    }

    @Test func aFrameWithNothingToShowCostsNotEvenAQuery() {
        let clock = ManualClock()
        var pacer = answeredPacer(clock: clock)
        var writer = FrameWriter(encoder: FrameEncoder(mode: .truecolor))
        var bytes: [UInt8] = []
        let canvas = Images.frame()
        _ = writer.write(canvas.changes(from: nil), of: canvas, clock: clock, pacer: &pacer, into: &bytes)
        pacer.received(.deviceAttributes, at: clock.now)
        // The same cells again: the encoder knows the terminal shows them already.
        #expect(writer.write(canvas.changes(from: nil), of: canvas, clock: clock, pacer: &pacer, into: &bytes) == nil)
        #expect(bytes.isEmpty && !pacer.awaitsAnswers)
    }

    @Test func aTerminalThatIsNotAskedGetsTheCellsAlone() throws {
        let clock = ManualClock()
        var pacer = FramePacer(acknowledgements: false)
        var writer = FrameWriter(encoder: FrameEncoder(mode: .truecolor))
        var encoder = FrameEncoder(mode: .truecolor)
        var bytes: [UInt8] = [], cells: [UInt8] = []
        let canvas = Images.frame()
        let written = try #require(writer.write(canvas.changes(from: nil), of: canvas, clock: clock, pacer: &pacer, into: &bytes))
        encoder.encode(canvas.changes(from: nil), of: canvas, into: &cells)
        #expect(bytes == cells && written == FrameWriter.Written(frameBytes: cells.count, asked: false))
    }
}
