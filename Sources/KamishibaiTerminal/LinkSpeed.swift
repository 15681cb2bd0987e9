/// How fast the terminal takes the bytes of a frame, as the frame pacer measures it: views
/// draw less detail over a slower link (`Window.linkSpeed`), so that what matters (where a
/// sheet is) arrives in time.
public enum LinkSpeed: Sendable, Equatable {
    /// A local terminal or a good connection: a full repaint arrives within a frame or two.
    case fast
    /// Under 100 KB/s: a full repaint takes several frames' time (a thin ssh link).
    case slow
    /// Under 10 KB/s: a full repaint takes a second or more.
    case crawling

    public static let slowBelow = 100_000.0
    public static let crawlingBelow = 10_000.0

    /// The speed of a link that carries `bytesPerSecond` (nil: not measured, taken as fast).
    public init(bytesPerSecond: Double?) {
        switch bytesPerSecond ?? .infinity {
        case ..<Self.crawlingBelow: self = .crawling
        case ..<Self.slowBelow: self = .slow
        default: self = .fast
        }
    }
}
