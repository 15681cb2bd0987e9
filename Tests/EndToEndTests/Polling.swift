import Foundation

/// Polls `condition` every 50 ms until it holds; on timeout throws, describing what was awaited
/// and what was seen last.
func waitFor(
    timeout: Double = 10, _ what: @autoclosure () -> String, lastSeen: () -> String = { "" },
    _ condition: () throws -> Bool
) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while try !condition() {
        guard Date() < deadline else {
            throw EndToEndError("timed out after \(timeout) s waiting for \(what())\n\(lastSeen())")
        }
        Thread.sleep(forTimeInterval: 0.05)
    }
}
