/// Where a line of text lies across its view's width (UIKit's `NSTextAlignment`). A cell
/// left over by centring goes on the right.
public enum TextAlignment: Sendable {
    case left, center, right

    /// The first column of a line `lineWidth` cells wide in a width of `width` cells.
    func offset(lineWidth: Int, in width: Int) -> Int {
        let room = max(0, width - lineWidth)
        return switch self {
        case .left: 0
        case .center: room / 2
        case .right: room
        }
    }
}
