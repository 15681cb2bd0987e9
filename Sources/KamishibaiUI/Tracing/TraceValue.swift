/// A JSON value for the trace, written with its keys in the order given.
public enum TraceValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral
{
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([TraceValue])
    case object([(String, TraceValue)])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    public static func == (a: TraceValue, b: TraceValue) -> Bool { a.json == b.json }

    /// Compact JSON. Numbers are rounded to microseconds/micro-cells; non-finite ones are null.
    public var json: String {
        switch self {
        case .string(let s): return Self.quote(s)
        case .bool(let b): return b ? "true" : "false"
        case .number(let n):
            guard n.isFinite else { return "null" }
            let rounded = (n * 1_000_000).rounded() / 1_000_000
            if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
            return String(rounded)
        case .array(let items): return "[" + items.map(\.json).joined(separator: ",") + "]"
        case .object(let pairs):
            return "{" + pairs.map { Self.quote($0.0) + ":" + $0.1.json }.joined(separator: ",") + "}"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    let digits = String(scalar.value, radix: 16)  // control characters: ≤ 0x9F
                    out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
