import Foundation

/// The `--trace` file: one JSON object per line (docs/ARCHITECTURE.md lists the events).
struct TraceFile {
    let path: String

    init(in directory: URL) {
        path = directory.appendingPathComponent("kamishibai.trace").path
    }

    init(path: String) {
        self.path = path
    }

    /// Every complete line so far (a line still being written is skipped); none from a FIFO,
    /// which a read would drain or block on.
    func events() -> [[String: Any]] {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard type == .typeRegular, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
    }

    /// Polls until an event named `name` satisfying `matches` is written; returns it.
    @discardableResult
    func waitForEvent(
        _ name: String, timeout: Double = 10, matching matches: ([String: Any]) -> Bool = { _ in true }
    ) throws -> [String: Any] {
        var found: [String: Any]?
        try waitFor(timeout: timeout, "trace event \(name)", lastSeen: { "trace:\n\(events())" }) {
            found = events().first { $0["event"] as? String == name && matches($0) }
            return found != nil
        }
        return found!
    }
}
