import KamishibaiCanvas
import KamishibaiTerminal

/// The input parser on bytes a terminal (or anything on the line) could send: the first byte
/// picks how the rest is split into reads. Whatever the split, the events are the ones the
/// whole input gives at once; no key or paste carries a control character; no mouse report
/// points before the screen's first cell.
enum InputParserProperties {
    static func problem(in data: [UInt8]) -> String? {
        guard let seed = data.first else { return nil }
        let bytes = Array(data.dropFirst())
        var whole = InputParser()
        let expected = whole.feed(bytes) + whole.flush()

        var split = InputParser()
        var events: [InputEvent] = []
        var reads = ReadSizes(seed: seed)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + reads.next())
            events += split.feed(bytes[start..<end])
            start = end
        }
        events += split.flush()
        if events != expected { return "split reads decode as \(events), the whole input as \(expected)" }
        if whole.hasPending || split.hasPending { return "bytes still held after a flush" }

        for event in expected {
            switch event {
            case .key(.character(let character)) where character.unicodeScalars.contains(where: TextSanitizer.isControl):
                return "a key with a control character: \(event)"
            case .paste(let text) where text.unicodeScalars.contains(where: TextSanitizer.isControl):
                return "a paste with a control character: \(event)"
            case .mouse(let mouse) where mouse.column < 0 || mouse.row < 0:
                return "a mouse report before the first cell: \(event)"
            default:
                continue
            }
        }
        return nil
    }

    /// Read sizes from 1 to 16 bytes, a fixed sequence for each seed.
    struct ReadSizes {
        private var state: UInt32

        init(seed: UInt8) { state = UInt32(seed) &* 2_654_435_761 | 1 }

        mutating func next() -> Int {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return 1 + Int(state % 16)
        }
    }
}
