/// Where a list's swipe stands: one row at most has its actions out.
enum SwipeActionsPhase: Equatable {
    /// No row is swiped.
    case idle
    /// The pointer holds the row; `start` is its offset when the drag began (open or closed).
    case dragging(start: Double)
    /// Open, or sliding open; `choice` is the action the keys point at.
    case open(choice: Int)
    /// Sliding back over the actions; idle once there.
    case closing
    /// An action was performed and its completion has not come yet (`token` names this
    /// performance, so a late completion of an earlier one does nothing); `rowsChanged` once
    /// the list has been reloaded or updated meanwhile, so that a row the handler took away (or
    /// replaced) is not slid back: its number is another row's now.
    case performing(token: Int, action: Int, rowsChanged: Bool)
}
