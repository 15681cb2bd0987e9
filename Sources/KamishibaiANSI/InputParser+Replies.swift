import KamishibaiCanvas
import KamishibaiTerminal

/// The answers to the program's queries, as the parser reads them: never keys, never text.
///
/// - `ESC [ ? attributes c`: DA1, the pacing's acknowledgement, and its attribute list.
/// - `ESC [ > type ; version ; 0 c`: DA2, the terminal's type and version.
/// - `ESC [ ? mode ; state $ y`: DECRQM.
/// - `ESC [ ? flags u`: the kitty keyboard protocol's flags.
/// - `ESC [ 6 ; height ; width t` and `ESC [ 4 ; height ; width t`: the cell's and the text
///   area's size in pixels (XTWINOPS 16 and 14).
/// - `ESC _ G key=value,… ; message ESC \`: the kitty graphics protocol's answer.
/// - `ESC P > | name ESC \`: XTVERSION, the terminal's name and version.
extension InputParser {
    /// The replies of a CSI sequence whose parameters start with `?`, from those after it.
    static func replies(parameters: ArraySlice<UInt8>, final: UInt8) -> [TerminalReply] {
        switch final {
        case UInt8(ascii: "c"):
            return [.attributeList(numbers(parameters)), .deviceAttributes]
        case UInt8(ascii: "u"):
            return [.keyboardFlags(numbers(parameters).first ?? 0)]
        case UInt8(ascii: "y") where parameters.last == UInt8(ascii: "$"):
            let numbers = numbers(parameters.dropLast())
            guard numbers.count == 2, let state = TerminalReply.ModeState(rawValue: numbers[1]) else { return [] }
            return [.mode(numbers[0], state)]
        default:
            return []
        }
    }

    /// `ESC [ > type ; version ; 0 c`, from the parameters after `>`; another sequence that
    /// starts with `>` is no key either.
    static func secondaryReply(parameters: ArraySlice<UInt8>, final: UInt8) -> TerminalReply? {
        final == UInt8(ascii: "c") ? .secondaryAttributes(numbers(parameters)) : nil
    }

    /// `ESC [ 6 ; h ; w t` or `ESC [ 4 ; h ; w t`, from its numbers.
    static func windowReport(_ numbers: [Int]) -> TerminalReply? {
        guard numbers.count == 3 else { return nil }
        switch numbers[0] {
        case 6: return CellSize(validWidth: Double(numbers[2]), height: Double(numbers[1])).map { .cellSize($0) }
        case 4: return .textAreaSize(width: numbers[2], height: numbers[1])
        default: return nil
        }
    }

    /// A control string kept as an answer, from its introducer's letter on (`_Gi=31;OK`,
    /// `P>|XTerm(379)`).
    static func controlStringReply(_ string: [UInt8]) -> TerminalReply? {
        if string.starts(with: answerPrefixes[0]) { return graphicsReply(string.dropFirst()) }
        guard string.starts(with: answerPrefixes[1]) else { return nil }
        let name = String(decoding: string.dropFirst(3), as: UTF8.self).unicodeScalars.filter { !TextSanitizer.isControl($0) }
        return .version(String(String.UnicodeScalarView(name)))
    }

    /// An APC string's body that begins with `G`: `i=31;OK` and the like.
    static func graphicsReply(_ body: ArraySlice<UInt8>) -> TerminalReply? {
        guard body.first == UInt8(ascii: "G") else { return nil }
        let parts = body.dropFirst().split(separator: UInt8(ascii: ";"), maxSplits: 1, omittingEmptySubsequences: false)
        let keys = parts[0].split(separator: UInt8(ascii: ","))
        let id = keys.first { $0.starts(with: Array("i=".utf8)) }.map { numbers($0.dropFirst(2)).first ?? 0 } ?? 0
        let message = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : ""
        return .graphics(id: id, message: message)
    }
}
