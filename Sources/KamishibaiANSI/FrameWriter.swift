import KamishibaiCanvas
import KamishibaiMotion
import KamishibaiTerminal

/// A frame's bytes as every writer of frames sends them to an ANSI terminal: a picture's data
/// first (kitty gives up a synchronized update of over ~1 MB, and once showed a photo's base64
/// as text), then the changed cells, wrapped for synchronized output where the terminal has it,
/// then the pacing's query, of which the pacer is told. The real terminal, the slow link and the
/// memory screen all write what this makes, so what the tools measure is what a terminal gets.
public struct FrameWriter {
    /// Where the frame's bytes end and the pacing's query, if one was asked, begins.
    public struct Written: Equatable, Sendable {
        /// How many of the written bytes are the frame's (pictures, cells and the synchronized
        /// update around them); the pacing's query, if asked, follows them.
        public var frameBytes: Int
        /// Whether the pacing's query follows the frame (the pacer was told it was sent).
        public var asked: Bool
    }

    /// Cells to bytes; kept by the writer so that what it has sent (cells, pictures) is known
    /// from one frame to the next.
    public var encoder: FrameEncoder
    /// The pictures of the frame before: a frame that brings a new one does not measure the link.
    private var shownImages: [PixelImage] = []

    public init(encoder: FrameEncoder) {
        self.encoder = encoder
    }

    /// Replaces `bytes` with the frame for `changes` of `canvas` and tells `pacer` of its query,
    /// sent at `clock`'s time once the frame is encoded: the encoding is the program's work,
    /// not the link's, and counted as the link's it made a loaded machine's link slow (and the
    /// pictures went). Nil when there is nothing to write: changes the terminal cannot
    /// show (a fade finer than its palette) cost nothing, not even a query, and `bytes` is left
    /// empty.
    public mutating func write(
        _ changes: [CellChange], of canvas: Canvas, clock: TimeSource, pacer: inout FramePacer, into bytes: inout [UInt8]
    ) -> Written? {
        bytes.removeAll(keepingCapacity: true)
        encoder.transmitImages(canvas.images, into: &bytes)
        let pictures = bytes.count
        let synchronized = pacer.synchronizedOutput
        if synchronized { bytes += FramePacer.beginSynchronizedUpdate }
        let wrapping = bytes.count
        encoder.encode(changes, of: canvas, into: &bytes)
        // A picture's bytes take the terminal longer to draw than to carry: the time to their
        // answer says nothing of the link (a slow verdict would take the pixels away again).
        let measuresLink = canvas.images.allSatisfy(shownImages.contains)
        shownImages = canvas.images
        if bytes.count == wrapping {
            guard pictures > 0 else {
                bytes.removeAll(keepingCapacity: true)
                return nil
            }
            // Pictures alone: no empty update around nothing.
            bytes.removeLast(bytes.count - pictures)
        } else if synchronized {
            bytes += FramePacer.endSynchronizedUpdate
        }
        let frameBytes = bytes.count
        guard pacer.asksAfterFrames else { return Written(frameBytes: frameBytes, asked: false) }
        bytes += FramePacer.query
        pacer.sentQuery(at: clock.now, frameBytes: frameBytes, measuresLink: measuresLink)
        return Written(frameBytes: frameBytes, asked: true)
    }
}
