import KamishibaiTerminal

/// Hostile terminal input, reproducible from a seed: what a broken terminal, a noisy link or a
/// user mashing everything can send. Each `next()` is one read's worth of bytes, or a resize,
/// and the pause before it. Feed the bytes through `InputParser` to an app on the headless
/// terminal to find what a real terminal would make it trip over.
///
/// The mix: keys of every kind (plain, control, CSI and SS3 sequences, function keys), mouse
/// reports in SGR, X10 and urxvt encodings at sensible and absurd coordinates (presses, drags,
/// releases that sometimes never come, wheels), truncated and malformed escape sequences,
/// invalid UTF-8, CSI sequences with thousands of parameters, bracketed pastes (some of 1 MB,
/// some whose end never comes), focus reports, OSC and DCS strings (some never terminated),
/// sequences split across two reads with a pause between them, random bytes, resizes from 1×1
/// to 400×120, and Enter followed by a resize while what it opens is still zooming in.
public struct InputStorm {
    public enum Chunk: Equatable, Sendable {
        case bytes([UInt8])
        case resize(columns: Int, rows: Int)
    }

    private var random: SplitMix64
    /// The screen size the coordinates aim at; follows the storm's own resizes.
    private var columns: Int
    private var rows: Int
    private var buttonHeld = false
    /// What comes next whatever the roll: the rest of a split sequence, a resize after Enter.
    private var queued: (pause: Double, chunk: Chunk)?

    public init(seed: UInt64, columns: Int = 80, rows: Int = 24) {
        random = SplitMix64(seed: seed)
        self.columns = columns
        self.rows = rows
    }

    /// The next chunk and the pause before it, in seconds: mostly the pace of a hand or a key
    /// repeat, sometimes a burst, sometimes a rest long enough for animations to end.
    public mutating func next() -> (pause: Double, chunk: Chunk) {
        if let queued {
            self.queued = nil
            return queued
        }
        let pause = pick([0, 0.001, 0.008, 0.016, 0.04, 0.04, 0.1, 0.2, 0.5, 1.2])
        let roll = random.below(100)
        let chunk: Chunk
        switch roll {
        case 0..<28: chunk = .bytes(key())
        case 28..<58: chunk = .bytes(sgrMouse())
        case 58..<61: chunk = .bytes(x10Mouse())
        case 61..<63: chunk = .bytes(urxvtMouse())
        case 63..<68: chunk = .bytes(truncated())
        case 68..<73: chunk = .bytes(malformedCSI())
        case 73..<76: chunk = .bytes(invalidUTF8())
        case 76..<77: chunk = .bytes(hugeCSI())
        case 77..<80: chunk = .bytes(paste())
        case 80..<83: chunk = .bytes(pick([Array("\u{1B}[O".utf8), Array("\u{1B}[I".utf8)]))
        case 83..<86: chunk = .bytes(oscOrDCS())
        case 86..<90: chunk = .bytes(randomBytes(count: 1 + random.below(32)))
        case 90..<93: chunk = .bytes(split())
        case 93..<94:
            chunk = .bytes(Array("\r".utf8))
            queued = (pick([0.05, 0.1, 0.2, 0.3]), resize())
        default: chunk = resize()
        }
        return (pause, chunk)
    }

    // MARK: Kinds of input

    private static let sequences: [String] = [
        "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}OA", "\u{1B}OB", "\u{1B}OC", "\u{1B}OD",
        "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[H", "\u{1B}[F", "\u{1B}[1~", "\u{1B}[4~", "\u{1B}[3~", "\u{1B}[Z",
        "\u{1B}OP", "\u{1B}[15~", "\u{1B}[24~", "\u{1B}[1;5A", "\u{1B}[1;2B", "\u{1B}",
    ]
    private static let letters = Array("nmsijkhlbg?/ 123456789aAzZ0ō紙🎴\r\t\u{7F}".unicodeScalars)

    private mutating func key() -> [UInt8] {
        switch random.below(10) {
        case 0..<5: return Array(pick(Self.sequences).utf8)
        case 5..<9: return Array(String(pick(Self.letters)).utf8)
        default: return [UInt8(1 + random.below(26))]  // a control key
        }
    }

    /// A coordinate (1-based, as terminals report them): mostly on screen, now and then far off.
    private mutating func coordinate(_ size: Int) -> Int {
        switch random.below(20) {
        case 0: return pick([0, 1, 223, 224, 2015, 99_999])
        default: return 1 + random.below(max(1, size))
        }
    }

    /// A press, a drag, a release (sometimes lost: the next press comes without it), or a wheel.
    private mutating func sgrMouse() -> [UInt8] {
        let code: Int, final: String
        switch random.below(10) {
        case 0..<2:
            code = pick([0, 0, 0, 1, 2])
            final = "M"
            buttonHeld = true
        case 2..<7 where buttonHeld:
            code = 32 + pick([0, 0, 3])
            final = "M"
        case 2..<7:
            code = 35  // motion, no button
            final = "M"
        case 7..<9:
            code = 0
            final = "m"
            buttonHeld = false
        default:
            code = 64 + random.below(4)
            final = "M"
        }
        let report = "\u{1B}[<\(code);\(coordinate(columns));\(coordinate(rows))\(final)"
        return Array(report.utf8)
    }

    private mutating func x10Mouse() -> [UInt8] {
        let code = pick([0, 3, 32, 35, 64, 65])
        return [
            0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), UInt8(32 + code),
            UInt8(min(255, 32 + coordinate(columns))), UInt8(min(255, 32 + coordinate(rows))),
        ]
    }

    private mutating func urxvtMouse() -> [UInt8] {
        Array("\u{1B}[\(32 + pick([0, 3, 32, 64]));\(coordinate(columns));\(coordinate(rows))M".utf8)
    }

    private mutating func truncated() -> [UInt8] {
        let mouse = sgrMouse(), sequence = Array(pick(Self.sequences).utf8), x10 = x10Mouse()
        let whole = pick([mouse, sequence, x10, Array("\u{1B}[200~".utf8)])
        return Array(whole.prefix(max(1, random.below(whole.count))))
    }

    private mutating func malformedCSI() -> [UInt8] {
        var bytes: [UInt8] = [0x1B, UInt8(ascii: "[")]
        for _ in 0..<random.below(8) { bytes.append(UInt8(0x20 + random.below(0x20))) }
        bytes.append(UInt8(random.below(256)))
        return bytes
    }

    private mutating func invalidUTF8() -> [UInt8] {
        (0..<(1 + random.below(6))).map { _ in UInt8(0x80 + random.below(0x80)) }
    }

    private mutating func hugeCSI() -> [UInt8] {
        let parameters = (0..<3000).map { _ in String(random.below(100_000)) }.joined(separator: ";")
        return Array("\u{1B}[<\(parameters)M".utf8)
    }

    /// Mostly a short paste; one in ten whose end never comes and, unless `short`, one in ten
    /// of 1 MB.
    private mutating func paste(short: Bool = false) -> [UInt8] {
        let start = Array("\u{1B}[200~".utf8), end = Array("\u{1B}[201~".utf8)
        switch random.below(10) {
        case 0 where !short: return start + bulk(count: 1 << 20) + end
        case 1: return start + randomBytes(count: random.below(40)).filter { $0 != 0x1B }
        default: return start + randomBytes(count: random.below(40)).filter { $0 != 0x1B } + end
        }
    }

    /// An OSC or a DCS string; one in five never terminated.
    private mutating func oscOrDCS() -> [UInt8] {
        let body = randomBytes(count: random.below(60)).map { $0 & 0x7F }.filter { $0 >= 0x20 }
        let terminated = random.below(5) != 0
        return random.below(2) == 0
            ? [0x1B, UInt8(ascii: "]")] + Array("0;".utf8) + body + (terminated ? [0x07] : [])
            : [0x1B, UInt8(ascii: "P")] + body + (terminated ? [0x1B, UInt8(ascii: "\\")] : [])
    }

    /// The first part of a sequence (a key, a mouse report, a huge CSI sequence, a paste, an
    /// OSC string); the rest comes as the next read, after a pause that may outlast the
    /// terminal's escape delay or not.
    private mutating func split() -> [UInt8] {
        let whole = pick([
            Array(pick(Self.sequences).utf8), sgrMouse(), x10Mouse(), hugeCSI(), paste(short: true),
            [0x1B, UInt8(ascii: "]")] + Array("0;title".utf8) + [0x07],
        ])
        let cut = 1 + random.below(max(1, whole.count - 1))
        queued = (pick([0, 0.001, 0.01, 0.03, 0.1, 0.6]), .bytes(Array(whole[cut...])))
        return Array(whole[..<cut])
    }

    private mutating func randomBytes(count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8(random.below(256)) }
    }

    /// Many random bytes as a terminal pastes them, eight a draw: no control characters but
    /// line breaks and tabs (so nothing in them ends the paste), and the rest at random,
    /// invalid UTF-8 included.
    private mutating func bulk(count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 7)
        while bytes.count < count {
            let word = random.next()
            for shift in stride(from: 0, to: 64, by: 8) {
                let byte = UInt8(truncatingIfNeeded: word >> UInt64(shift))
                switch byte {
                case 0x09, 0x0A, 0x0D: bytes.append(byte)
                case 0..<0x20: bytes.append(byte | 0x20)
                case 0x7F: bytes.append(0x20)
                default: bytes.append(byte)
                }
            }
        }
        return Array(bytes.prefix(count))
    }

    private mutating func resize() -> Chunk {
        if random.below(3) == 0 {
            columns = 1 + random.below(400)
            rows = 1 + random.below(120)
        } else {
            columns = pick([20, 40, 80, 100, 132, 200])
            rows = pick([6, 12, 24, 30, 50, 60])
        }
        return .resize(columns: columns, rows: rows)
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[random.below(choices.count)] }
}
