/// The side of a list row its swipe actions stand on, under it: leading (revealed by a drag
/// to the right, in a left-to-right layout) or trailing (by a drag to the left). UIKit names
/// the two by its delegate's `leadingSwipeActionsConfigurationForRowAt` and
/// `trailingSwipeActionsConfigurationForRowAt`.
public enum SwipeActionsEdge: String, Sendable {
    /// At the row's start (its left here): a swipe to the right, or →, reveals them.
    case leading
    /// At the row's end (its right): a swipe to the left, or ←, reveals them.
    case trailing
}
