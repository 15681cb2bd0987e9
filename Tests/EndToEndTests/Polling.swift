import Foundation

/// Polls `condition` every `interval` seconds until it holds; on timeout throws, describing what was awaited
/// and what was seen last.
func waitFor(
    timeout: Double = 10, _ what: @autoclosure () -> String, lastSeen: () -> String = { "" }, interval: Double = 0.05,
    _ condition: () throws -> Bool
) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while try !condition() {
        guard Date() < deadline else {
            throw EndToEndError("timed out after \(timeout) s waiting for \(what())\n\(lastSeen())")
        }
        if interval > 0 { Thread.sleep(forTimeInterval: interval) }
    }
}
