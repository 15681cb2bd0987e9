import KamishibaiUI

extension Edge {
    /// The arrow that points at the edge, as help shows it.
    var arrow: String {
        switch self {
        case .top: "↑"
        case .bottom: "↓"
        case .left: "←"
        case .right: "→"
        }
    }

    /// The arrow key that points at the edge.
    var arrowKey: Key {
        switch self {
        case .top: .up
        case .bottom: .down
        case .left: .left
        case .right: .right
        }
    }
}
