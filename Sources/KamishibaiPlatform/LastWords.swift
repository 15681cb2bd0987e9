/// A line for the terminal's crash handler to write on stderr once it has restored the screen.
///
/// A fatal error prints its message where the program draws, on the alternate screen, which
/// the restore then takes away: a library that has to stop the program (KamishibaiDrawing
/// without Cairo, decision 142) leaves its words here first. The handler reads them from a
/// signal handler, so they are kept as bytes that are never freed, set before the trap.
package enum LastWords {
    nonisolated(unsafe) private static var stored: UnsafeBufferPointer<UInt8>?

    /// The words, if any were left.
    package static var bytes: UnsafeBufferPointer<UInt8>? { stored }

    /// Keeps `message` and a newline for the crash handler (the last one left wins).
    package static func leave(_ message: String) {
        let line = Array((message + "\n").utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: line.count)
        _ = buffer.initialize(from: line)
        stored = UnsafeBufferPointer(buffer)
    }
}
