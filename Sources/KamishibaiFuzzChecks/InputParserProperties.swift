import KamishibaiANSI
import KamishibaiCanvas
import KamishibaiTerminal

/// The input parser on bytes a terminal (or anything on the line) could send: the first byte
/// picks how the rest is split into reads, and whether mouse reports are read in pixels (odd
/// seeds). Whatever the split, the events are the ones the whole input gives at once; no key,
/// key release or paste carries a control character; a modified key is normalised; no mouse
/// report points outside the screen, and a report in pixels lies in its own cell.
enum InputParserProperties {
    /// Cells of 8 × 16 pixels on an 80 × 24 grid.
    static let grid = PixelGrid(cellSize: CellSize(width: 8, height: 16), columns: 80, rows: 24)

    static func problem(in data: [UInt8]) -> String? {
        guard let seed = data.first else { return nil }
        let bytes = Array(data.dropFirst())
        var whole = InputParser()
        if seed & 1 == 1 { whole.pixelGrid = grid }
        let expected = whole.feed(bytes) + whole.flush()

        var split = InputParser()
        split.pixelGrid = whole.pixelGrid
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
            if case .key(let key) = event, let problem = Self.problem(with: key) { return "\(problem): \(event)" }
            if case .keyReleased(let key) = event, let problem = Self.problem(with: key) { return "\(problem): \(event)" }
            switch event {
            case .key(.character(let character)) where character.unicodeScalars.contains(where: TextSanitizer.isControl),
                .keyReleased(.character(let character)) where character.unicodeScalars.contains(where: TextSanitizer.isControl):
                return "a key with a control character: \(event)"
            case .paste(let text) where text.unicodeScalars.contains(where: TextSanitizer.isControl):
                return "a paste with a control character: \(event)"
            case .mouse(let mouse) where mouse.column < 0 || mouse.row < 0:
                return "a mouse report before the first cell: \(event)"
            case .mouse(let mouse) where mouse.exactLocation.map({ !isInside(x: $0.x, y: $0.y, cell: mouse) }) ?? false:
                return "a report in pixels outside its cell or the grid: \(event)"
            default:
                continue
            }
        }
        return nil
    }

    /// A modified key the way `Key.modified` allows it and no other (`Key.adding`): flags, a
    /// plain key inside, no Shift on a character, no Ctrl on a letter, no Shift-Tab; and no
    /// control character inside.
    static func problem(with key: Key) -> String? {
        guard case .modified(let base, let flags) = key else { return nil }
        if flags.isEmpty { return "a modified key with no modifiers" }
        switch base {
        case .modified: return "a modified key inside a modified key"
        case .character(let character) where character.unicodeScalars.contains(where: TextSanitizer.isControl):
            return "a modified key with a control character"
        case .character where flags.contains(.shift): return "Shift with a character"
        case .character(let character) where flags.contains(.control) && character.isASCII && character.isLetter:
            return "Ctrl with a letter, not its control key"
        case .tab where flags.contains(.shift): return "Shift-Tab, not back-tab"
        case .control where !flags.subtracting(.alternate).isEmpty: return "Ctrl or Shift with a control key"
        default: return nil
        }
    }

    private static func isInside(x: Double, y: Double, cell mouse: MouseEvent) -> Bool {
        x >= Double(mouse.column) && x < Double(mouse.column + 1) && y >= Double(mouse.row) && y < Double(mouse.row + 1)
            && mouse.column < grid.columns && mouse.row < grid.rows
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
