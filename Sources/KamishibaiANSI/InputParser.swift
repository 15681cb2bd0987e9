import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiTerminal

/// Decodes the bytes a terminal sends into key and mouse events: UTF-8 text, control keys,
/// CSI and SS3 key sequences and the kitty keyboard protocol's (`InputParser+Keys`), SGR
/// (1006, and in pixels 1016 through `pixelGrid`) and X10 mouse reports, focus reports and
/// bracketed pastes (`ESC [ 200 ~` … `ESC [ 201 ~`, one `paste` event whatever it holds).
/// Answers to the program's queries (`InputParser+Replies`) are kept apart in `replies`.
///
/// Pure and incremental: bytes may arrive split anywhere, and the events are the same however
/// they split. An `ESC` that could begin a sequence is held back until more bytes come or the
/// caller calls `flush()` after a short pause, which turns a lone `ESC` into the Escape key
/// (`InputReader` decides when). Anything unrecognised is dropped, never echoed. Control
/// strings (OSC, DCS, APC: a terminal's replies and reports) and CSI sequences too long to
/// mean anything are skipped as they arrive, never stored, so no read can make the parser
/// hold more than a short sequence; one that runs past its limit is reported as
/// `InputEvent.limited`. The control strings kept are short answers: a kitty graphics APC and
/// an XTVERSION DCS. Ctrl-C is never swallowed: it ends a paste or a control string.
public struct InputParser {
    private var pending: [UInt8] = []
    /// Answers to queries read so far, oldest first, until `takeReplies()`.
    public private(set) var replies: [TerminalReply] = []
    /// Set while the terminal reports the mouse in pixels (SGR-Pixels, mode 1016): SGR reports
    /// are read as pixels and placed in cells by it. Nil: they are in cells.
    public var pixelGrid: PixelGrid?
    private var skipping: Skipping?
    /// A bracketed paste being read, and how much of its terminator has been seen.
    var paste: [UInt8]?
    var terminatorMatched = 0
    /// Bytes of the paste being read that did not fit and were dropped.
    var pasteDropped = 0
    static let pasteEnd = Array("\u{1B}[201~".utf8)
    /// A paste longer than this keeps only its beginning (its end is still looked for).
    public static let maximumPasteBytes = 1 << 20
    /// A CSI sequence with more parameter bytes than this is noise: the longest real report
    /// (an SGR mouse report at absurd coordinates) is far shorter.
    static let maximumParameterBytes = 64
    /// Replies kept until taken: a terminal answers one query a frame, so more is noise.
    static let maximumReplies = 256
    /// A control string longer than this ends there, and what follows is read as input: no
    /// reply a terminal sends us comes near it.
    public static let maximumControlStringBytes = 1 << 16

    private enum Skipping {
        /// The rest of an overlong CSI sequence: parameter bytes, then its final byte.
        case csiParameters
        /// A control string's body, up to BEL or the `ESC` of its terminator; `bytes` so far.
        /// `kept`: its introducer's letter and bytes, while they may still be an answer.
        case controlString(bytes: Int, kept: [UInt8]?)
    }
    /// The control strings that are answers, by their introducer's letter and first bytes: a
    /// kitty graphics APC (`ESC _ G`) and XTVERSION's DCS (`ESC P > |`).
    static let answerPrefixes = [Array("_G".utf8), Array("P>|".utf8)]
    /// A control string longer than this is no answer (`Gi=31;OK`, `>|kitty(0.26.5)`).
    static let maximumAnswerBytes = 256
    /// A CSI sequence was cut off by the pause: if what comes next continues it (parameter
    /// bytes), it is skipped through its final byte rather than read as text.
    public private(set) var isAfterCutSequence = false
    /// The button a motion report with "no button" still belongs to (1002 reports motion
    /// with the pressed button's code, but some terminals send 3 = none while dragging).
    private var heldButton: MouseButton?

    public init() {}

    /// The replies read since the last call, oldest first.
    public mutating func takeReplies() -> [TerminalReply] {
        defer { replies.removeAll() }
        return replies
    }

    /// True when bytes are held back waiting for the rest of a sequence.
    public var hasPending: Bool { !pending.isEmpty || skipping != nil || paste != nil }

    /// True in the middle of a bracketed paste: a terminal waits longer than the escape delay
    /// before giving up on its end, since a long paste may come in several writes.
    public var isInPaste: Bool { paste != nil }

    /// True inside a control string (OSC, DCS, APC) whose end has not come yet.
    public var isInControlString: Bool {
        if case .controlString = skipping { true } else { false }
    }

    /// The continuation of a cut sequence is no longer expected: whatever comes is input.
    public mutating func forgetCutSequence() { isAfterCutSequence = false }

    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        var events: [InputEvent] = []
        var index = 0
        if isAfterCutSequence, let first = pending.first {
            isAfterCutSequence = false
            // Its parameters go on, or its final byte alone comes: either way, not keys.
            if (0x20...0x3F).contains(first) { skipping = .csiParameters }
            if (0x40...0x7E).contains(first) { index = 1 }
        }
        while index < pending.count {
            if paste != nil {
                // Between terminators, everything up to the next ESC or Ctrl-C is text: taken
                // in one piece, not byte by byte (a 1 MB paste is 256 reads of it).
                if terminatorMatched == 0,
                    let end = Optional(pending[index...].firstIndex { $0 == 0x1B || $0 == 0x03 } ?? pending.count), end > index
                {
                    appendToPaste(pending[index..<end])
                    index = end
                    continue
                }
                events += pasteByte(pending[index])
                index += 1
                continue
            }
            if skipping != nil, skip(pending[index], into: &events) {
                index += 1
                continue
            }
            switch parse(at: index) {
            case .incomplete:
                pending.removeFirst(index)
                return events
            case .event(let event, let length):
                if let event { events.append(event) }
                index += length
            case .events(let some, let length):
                events += some
                index += length
            }
        }
        pending.removeAll(keepingCapacity: true)
        return events
    }

    /// The pause after a partial sequence is over: a lone `ESC` is the Escape key; an open
    /// paste ends with what arrived; any other unfinished sequence is dropped.
    public mutating func flush() -> [InputEvent] {
        defer { pending.removeAll() }
        var events: [InputEvent] = []
        if case .controlString(let bytes, _) = skipping { events.append(.limited(.sequence(bytes: bytes))) }
        // An overlong CSI sequence cut while being skipped: its rest is skipped too.
        if case .csiParameters = skipping { isAfterCutSequence = true }
        skipping = nil
        if paste != nil {
            // The end never came: what arrived is still a paste, never keys.
            appendToPaste(Self.pasteEnd.prefix(terminatorMatched))
            terminatorMatched = 0
            return events + endPaste()
        }
        guard let first = pending.first, first == 0x1B else { return events }
        if pending.count == 1 { return events + [.key(.escape)] }
        // A CSI sequence cut off (a terminal's answer, a report split by a slow link): never
        // keys (its Escape would dismiss a sheet, its parameters would be typed), and its
        // continuation, if it comes, is skipped too.
        if pending[1] == UInt8(ascii: "[") {
            isAfterCutSequence = true
            return events + [.limited(.sequence(bytes: pending.count))]
        }
        // ESC and the start of another sequence that never finished (Alt with a key, SS3):
        // Escape, then the rest as text.
        var rest = InputParser()
        return events + [.key(.escape)] + rest.feed(pending.dropFirst()) + rest.flush()
    }

    /// One byte while skipping: true when it belongs to the skipped sequence; false when it
    /// is the first byte after it, to be read as usual.
    private mutating func skip(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
        switch skipping {
        case .csiParameters?:
            if (0x20...0x3F).contains(byte) { return true }
            skipping = nil
            return (0x40...0x7E).contains(byte)
        case .controlString(let bytes, let kept)?:
            switch byte {
            case 0x1B, 0x03:  // the start of ST (`ESC \`) or whatever cut the string short; Ctrl-C
                skipping = nil
                if byte == 0x1B, let kept { note(Self.controlStringReply(kept)) }
                return false
            case 0x07:
                skipping = nil
                if let kept { note(Self.controlStringReply(kept)) }
            case _ where bytes + 1 >= Self.maximumControlStringBytes:
                skipping = nil
                events.append(.limited(.sequence(bytes: bytes + 1)))
            default:
                // Kept only while it can still be an answer: one of their prefixes, and short.
                let kept = kept.flatMap { kept in
                    let next = kept + [byte]
                    let isAnswer = Self.answerPrefixes.contains { next.count <= $0.count ? $0.starts(with: next) : next.starts(with: $0) }
                    return isAnswer && next.count <= Self.maximumAnswerBytes ? next : nil
                }
                skipping = .controlString(bytes: bytes + 1, kept: kept)
            }
            return true
        case nil:
            return false
        }
    }

    private enum Step {
        case incomplete
        /// `nil` event: consumed and ignored.
        case event(InputEvent?, length: Int)
        /// A kitty key that types several characters.
        case events([InputEvent], length: Int)
    }

    private mutating func parse(at i: Int) -> Step {
        let byte = pending[i]
        switch byte {
        case 0x1B: return parseEscape(at: i)
        case 0x00...0x1F, 0x7F: return .event(Self.controlKey(byte).map { .key($0) }, length: 1)
        case 0x20...0x7E: return .event(.key(.character(Character(Unicode.Scalar(byte)))), length: 1)
        default: return parseUTF8(at: i)
        }
    }

    /// Takes in an answer to a query, up to `maximumReplies` of them.
    private mutating func note(_ reply: TerminalReply?) {
        guard let reply, replies.count < Self.maximumReplies else { return }
        replies.append(reply)
    }

    private func parseUTF8(at i: Int) -> Step {
        let byte = pending[i]
        let length: Int
        switch byte {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .event(nil, length: 1)
        }
        var value = UInt32(byte) & (0xFF >> (length + 1))
        for offset in 1..<length {
            guard i + offset < pending.count else { return .incomplete }
            let next = pending[i + offset]
            guard next & 0xC0 == 0x80 else { return .event(nil, length: offset) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value), !TextSanitizer.isControl(scalar) else {
            return .event(nil, length: length)
        }
        return .event(.key(.character(Character(scalar))), length: length)
    }

    private mutating func parseEscape(at i: Int) -> Step {
        guard i + 1 < pending.count else { return .incomplete }
        switch pending[i + 1] {
        case UInt8(ascii: "["): return parseCSI(at: i)
        case UInt8(ascii: "O"):
            // SS3, with a modifier where a terminal puts one (`ESC O 2 P`: Shift-F1 in konsole).
            var j = i + 2
            while j < pending.count, j - i < 8, (0x30...0x3B).contains(pending[j]) { j += 1 }
            guard j < pending.count else { return .incomplete }
            let modifiers = max(1, Self.numbers(pending[(i + 2)..<j]).last ?? 1) - 1
            return .event(Self.ss3Key(pending[j]).map { .key($0.adding(Self.modifierFlags(modifiers))) }, length: j - i + 1)
        case 0x1B:
            return .event(.key(.escape), length: 1)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"):
            // OSC, DCS, APC. (Alt with ], P or _ looks the same: that key is lost.)
            let introducer = pending[i + 1]
            skipping = .controlString(bytes: 0, kept: introducer == UInt8(ascii: "]") ? nil : [introducer])
            return .event(nil, length: 2)
        case UInt8(ascii: "\\"):
            return .event(nil, length: 2)  // ST, the end of a control string
        default:
            // Alt with a key (xterm's metaSendsEscape, every terminal's default): the key,
            // Alt held. A lone ESC waits above for the pause that makes it Escape.
            switch parse(at: i + 1) {
            case .incomplete: return .incomplete
            case .event(.key(let key)?, let length): return .event(.key(key.adding(.alternate)), length: length + 1)
            case .event(let event, let length): return .event(event, length: length + 1)
            case .events(let events, let length): return .events(events, length: length + 1)
            }
        }
    }

    private mutating func parseCSI(at i: Int) -> Step {
        var j = i + 2
        // X10 mouse: ESC [ M b x y, each byte offset by 32.
        if j < pending.count, pending[j] == UInt8(ascii: "M") {
            guard j + 3 < pending.count else { return .incomplete }
            let b = Int(pending[j + 1]) - 32, x = Int(pending[j + 2]) - 33, y = Int(pending[j + 3]) - 33
            return .event(mouse(code: b, column: x, row: y, isRelease: b & 3 == 3 && b & 64 == 0), length: 6)
        }
        let parametersStart = j
        while j < pending.count, (0x20...0x3F).contains(pending[j]) {
            j += 1
            if j - parametersStart > Self.maximumParameterBytes {
                skipping = .csiParameters
                return .event(.limited(.sequence(bytes: j - i)), length: j - i)
            }
        }
        guard j < pending.count else { return .incomplete }
        let final = pending[j]
        let length = j - i + 1
        guard (0x40...0x7E).contains(final) else { return .event(nil, length: length - 1) }
        let parameterBytes = pending[parametersStart..<j]
        if parameterBytes.first == UInt8(ascii: "<") {
            let numbers = Self.numbers(parameterBytes.dropFirst())
            guard numbers.count == 3, final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else {
                return .event(nil, length: length)
            }
            let isRelease = final == UInt8(ascii: "m")
            if let pixelGrid {
                let location = pixelGrid.location(x: numbers[1], y: numbers[2])
                return .event(mouse(code: numbers[0], at: location, isRelease: isRelease), length: length)
            }
            return .event(mouse(code: numbers[0], column: numbers[1] - 1, row: numbers[2] - 1, isRelease: isRelease), length: length)
        }
        // Only answers start with `?` or `>`.
        if parameterBytes.first == UInt8(ascii: "?") {
            for reply in Self.replies(parameters: parameterBytes.dropFirst(), final: final) { note(reply) }
            return .event(nil, length: length)
        }
        if parameterBytes.first == UInt8(ascii: ">") {
            note(Self.secondaryReply(parameters: parameterBytes.dropFirst(), final: final))
            return .event(nil, length: length)
        }
        if final == UInt8(ascii: "t") {
            note(Self.windowReport(Self.numbers(parameterBytes)))
            return .event(nil, length: length)
        }
        if final == UInt8(ascii: "~"), Self.numbers(parameterBytes) == [200] {
            paste = []
            return .event(nil, length: length)
        }
        // Focus reports (mode 1004): CSI I when the window gains focus, CSI O when it loses it.
        if parameterBytes.isEmpty, final == UInt8(ascii: "I") || final == UInt8(ascii: "O") {
            return .event(.focus(gained: final == UInt8(ascii: "I")), length: length)
        }
        return .events(Self.keyEvents(final: final, parameters: parameterBytes), length: length)
    }

    /// `;`-separated numbers; an empty one is 0, bytes other than digits and a leading `-` are
    /// passed over.
    static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int] {
        bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map(number)
    }

    /// Signed: xterm reports a pointer in its border, left of the first pixel, as 0 or -1.
    static func number(_ digits: ArraySlice<UInt8>) -> Int {
        let magnitude = digits.reduce(0) { value, digit in
            (0x30...0x39).contains(digit) ? min(value * 10 + Int(digit - 0x30), 100_000) : value
        }
        return digits.first == UInt8(ascii: "-") ? -magnitude : magnitude
    }

    private mutating func mouse(code: Int, column: Int, row: Int, isRelease: Bool) -> InputEvent? {
        guard column >= 0, row >= 0, let kind = mouseKind(code: code, isRelease: isRelease) else { return nil }
        var event = MouseEvent(kind, column: column, row: row)
        event.isShiftDown = code & 4 != 0
        return .mouse(event)
    }

    private mutating func mouse(code: Int, at location: Point, isRelease: Bool) -> InputEvent? {
        mouseKind(code: code, isRelease: isRelease).map {
            var event = MouseEvent($0, at: location)
            event.isShiftDown = code & 4 != 0
            return .mouse(event)
        }
    }

    /// What a report's button code says, keeping track of the button held. Codes from 256 up
    /// (kitty's "the pointer left the window", in pixel mode) say nothing about a button.
    private mutating func mouseKind(code: Int, isRelease: Bool) -> MouseEvent.Kind? {
        guard code < 256 else { return nil }
        let buttonBits = code & 3
        let kind: MouseEvent.Kind
        if code & 64 != 0 {
            switch buttonBits {
            case 0: kind = .scrollUp
            case 1: kind = .scrollDown
            case 2: kind = .scrollLeft
            default: kind = .scrollRight
            }
        } else {
            let button: MouseButton? = buttonBits == 3 ? nil : MouseButton(rawValue: buttonBits + 1)
            if code & 32 != 0 {
                if let held = button ?? heldButton { kind = .drag(held) } else { kind = .move }
            } else if isRelease {
                // X10 releases name no button: it is the one held.
                guard let released = button ?? heldButton else { return nil }
                kind = .release(released)
                heldButton = nil
            } else if let button {
                kind = .press(button)
                heldButton = button
            } else {
                return nil
            }
        }
        return kind
    }
}
