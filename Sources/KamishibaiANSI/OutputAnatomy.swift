/// Where the bytes written to a terminal go: colour and attribute changes (SGR, `ESC [ … m`),
/// the text itself, cursor moves (`ESC [ … H`, `G`, `d`, `A`–`D` and the like), and everything
/// else (erasing, modes, other escape sequences). What `kamishibai bench` reports to show
/// which part of a frame's cost is worth cutting.
public struct OutputAnatomy: Equatable, Sendable {
    public var sgr = 0
    public var text = 0
    public var cursor = 0
    public var other = 0
    /// How many SGR sequences there were.
    public var sgrSequences = 0

    public init() {}

    public var total: Int { sgr + text + cursor + other }

    /// Final bytes of CSI sequences that only move the cursor.
    private static let cursorFinals: Set<UInt8> = Set("ABCDEFGHIdef`".utf8)

    /// Sorts `bytes` into the four kinds. A sequence cut off at the end counts as other.
    public init(of bytes: [UInt8]) {
        self.init()
        var i = 0
        while i < bytes.count {
            guard bytes[i] == 0x1B else {
                if bytes[i] < 0x20 || bytes[i] == 0x7F { other += 1 } else { text += 1 }
                i += 1
                continue
            }
            guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") else {
                // ESC and one more byte (charset designations take two): other.
                let length = i + 1 < bytes.count && (bytes[i + 1] == UInt8(ascii: "(") || bytes[i + 1] == UInt8(ascii: ")")) ? 3 : 2
                other += min(length, bytes.count - i)
                i += length
                continue
            }
            var j = i + 2
            while j < bytes.count, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
            let length = min(j + 1, bytes.count) - i
            if j < bytes.count, bytes[j] == UInt8(ascii: "m") {
                sgr += length
                sgrSequences += 1
            } else if j < bytes.count, Self.cursorFinals.contains(bytes[j]) {
                cursor += length
            } else {
                other += length
            }
            i += length
        }
    }

    /// `part` as a whole percentage of the total.
    public func percent(_ part: Int) -> Int { total == 0 ? 0 : Int((Double(part) * 100 / Double(total)).rounded()) }

    /// "SGR 60 % (4786 sequences), text 27 %, cursor 8 %, other 5 %".
    public var summary: String {
        "SGR \(percent(sgr)) % (\(sgrSequences) sequences), text \(percent(text)) %, cursor \(percent(cursor)) %, other \(percent(other)) %"
    }
}
