/// The actions a list row reveals on one side when it is swiped (UIKit's
/// `UISwipeActionsConfiguration`), which the list asks its ``ListViewDelegate`` for as a
/// swipe begins: the first action stands at the row's edge, the others in order towards
/// the row, and a full swipe performs the first.
///
/// ```swift
/// func listView(_ listView: ListView, trailingSwipeActionsConfigurationForRowAt row: Int) -> SwipeActionsConfiguration? {
///     SwipeActionsConfiguration(actions: [delete, archive])
/// }
/// ```
public final class SwipeActionsConfiguration {
    /// The actions, from the row's edge inwards.
    public let actions: [ContextualAction]
    /// Whether a swipe across most of the row performs the first action (UIKit's default,
    /// true); otherwise the row rubber-bands past its actions and rests open.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`, the first at the row's edge.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
