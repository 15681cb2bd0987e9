import KamishibaiTesting
import Testing

/// A trace line as every suite reads it (`TraceLine`, the typed reader); one that does not
/// decode is recorded as the test's failure and read as nil.
func decodedTraceLine(_ line: String) -> TraceLine? {
    do {
        return try TraceLine(line: line)
    } catch {
        Issue.record("a trace line does not decode: \(error)\n\(line)")
        return nil
    }
}
