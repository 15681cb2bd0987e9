/// The side of a list row its swipe actions stand on, under it: leading (revealed by a drag
/// to the right, in a left-to-right layout) or trailing (by a drag to the left). UIKit names
/// the two by its delegate's `leadingSwipeActionsConfigurationForRowAt` and
/// `trailingSwipeActionsConfigurationForRowAt`.
public enum SwipeActionsEdge: String, Sendable {
    case leading
    case trailing
}
