import KamishibaiCanvas

/// The pictures a window shows in the terminal's pixels: it numbers them, takes off a frame
/// those that something covers, and traces each one shown and taken down, and why.
final class PixelImageLedger {
    /// The pictures of the last frame composed.
    private(set) var shown: [PixelImage] = []
    private var lastID: UInt32 = 0

    /// A number no other picture of this window has (kitty's image id: from 1, since 0 means
    /// none there).
    func makeID() -> UInt32 {
        lastID += 1
        return lastID
    }

    /// After a frame is composed into `canvas`: the pictures drawn over come off it, and the
    /// rest are compared with the last frame's. A picture that leaves the frame was covered,
    /// went while the window was moving (`atRest` false), or simply went.
    func settle(_ canvas: inout Canvas, atRest: Bool, trace: Trace) {
        let covered = canvas.removeCoveredImages()
        for image in shown where !canvas.images.contains(where: { $0.id == image.id }) {
            let reason: TraceEvent.PixelRemoval =
                covered.contains { $0.id == image.id } ? .covered : atRest ? .gone : .moving
            trace.record(.pixelsRemoved(image, reason: reason))
        }
        for image in canvas.images where !shown.contains(image) { trace.record(.pixelsShown(image)) }
        shown = canvas.images
    }

    /// The app quits: every picture goes with the screen.
    func quit(trace: Trace) {
        for image in shown { trace.record(.pixelsRemoved(image, reason: .quit)) }
        shown = []
    }
}
