import Foundation
import KamishibaiTesting

/// The `--trace` file: one JSON object per line, each read as a `TraceLine`.
struct TraceFile {
    let path: String

    init(in directory: URL) {
        path = directory.appendingPathComponent("kamishibai.trace").path
    }

    init(path: String) {
        self.path = path
    }

    /// What the file holds so far, for failure messages; nothing from a FIFO, which a read
    /// would drain or block on.
    var text: String {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard type == .typeRegular else { return "" }
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    /// Every complete line so far, decoded (a line still being written is left for later).
    /// Throws on a line that does not decode: an event or a field the tests do not know.
    func events() throws -> [TraceLine] {
        let text = self.text
        var lines = text.split(separator: "\n")
        if !text.hasSuffix("\n"), !lines.isEmpty { lines.removeLast() }
        return try lines.enumerated().map { number, line in
            do {
                return try JSONDecoder().decode(TraceLine.self, from: Data(line.utf8))
            } catch {
                throw EndToEndError("trace line \(number + 1) does not decode: \(error)\n\(line)")
            }
        }
    }

    /// Polls until an event of `kind` satisfying `matches` is written; returns it.
    @discardableResult
    func waitForEvent(
        _ kind: TraceEvent.Kind, timeout: Double = 10, matching matches: (TraceLine) -> Bool = { _ in true }
    ) throws -> TraceLine {
        var found: TraceLine?
        try waitFor(timeout: timeout, "trace event \(kind.rawValue)", lastSeen: { "trace:\n\(text)" }) {
            found = try events().first { $0.kind == kind && matches($0) }
            return found != nil
        }
        return found!
    }
}
