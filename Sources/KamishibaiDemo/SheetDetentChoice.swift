import KamishibaiUI

/// The detents the demo's sheets can rest at, by name (`--detents small,medium,large`):
/// UIKit's two and one of the demo's own.
public enum SheetDetentChoice: String, CaseIterable, Sendable {
    /// The demo's own: a quarter of the screen, never under six rows.
    case small
    case medium
    case large

    public var detent: SheetDetent {
        switch self {
        case .small: .custom("small") { max(6, $0 / 4) }
        case .medium: .medium
        case .large: .large
        }
    }

    /// The sheets' detents unless told otherwise: medium, and large above it.
    public static let standard: [SheetDetentChoice] = [.medium, .large]
}
