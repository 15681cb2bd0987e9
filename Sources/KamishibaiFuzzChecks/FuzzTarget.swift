/// What the fuzzers exercise, each with the properties that must hold for any input. The
/// fuzzer (`./demo.sh fuzz`) calls `problem(in:)` on every input it makes up and stops at the
/// first that breaks one; the unit tests replay every input kept under `Fuzz/Inputs/<name>/`.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case inputParser = "input-parser"
    case textSanitizer = "text-sanitizer"
    case characterWidth = "character-width"

    /// A sentence naming what went wrong, or nil when every property holds.
    public func problem(in data: [UInt8]) -> String? {
        switch self {
        case .inputParser: InputParserProperties.problem(in: data)
        case .textSanitizer: TextSanitizerProperties.problem(in: data)
        case .characterWidth: CharacterWidthProperties.problem(in: data)
        }
    }
}
