import KamishibaiGeometry

/// Something the user does to a list's rows beyond selecting them — swiping a row to show its
/// actions, lifting a row to move it — that takes a drag from the list's scrolling. The list
/// keeps one pan (its scroll view's) and, at a drag's first movement, offers the drag to its
/// row gestures in order: the first that claims it gets every report of that drag, and a drag
/// none claims scrolls. One press, one owner: the first movement decides, as UIKit's
/// recognisers do when one requires another to fail.
///
/// Each keeps a weak reference to its list, and moves rows by their displacement: the list
/// lays a row's cell out at its place moved by what every gesture says.
protocol ListRowGesture: AnyObject {
    /// A press on the list at `point` (content coordinates), before any motion: a hold that
    /// lifts a row starts timing here. The press goes on to the pan either way.
    func listPressed(at point: Point)
    /// A drag's first movement (`.began`), or a press released without one (`.failed`, a
    /// tap): whether this gesture takes it, and every report after it, from scrolling.
    func claims(_ pan: PanGestureRecognizer) -> Bool
    /// A report of the drag it claimed: the one it claimed with, then each movement, the end
    /// or the cancel.
    func track(_ pan: PanGestureRecognizer)
    /// While it is under way (a row's actions open, a row lifted), the keys it answers in
    /// place of the list's; nil when it is not.
    var modalKeyCommands: [KeyCommand]? { get }
    /// The keys that begin it on the selected row, offered beside the list's own.
    var beginKeyCommands: [KeyCommand] { get }
    /// How far `row` is drawn from its place: a swiped row across, a lifted row and those
    /// making room for it down; zero for a row it does not move.
    func displacement(ofRow row: Int) -> Point
    /// The list reloaded its rows or was told of an update (`insertRows`, `deleteRows`…): a row
    /// number the gesture holds may name another row now, so it lets go of it.
    func listRowsDidChange()
}

/// Which of a list's row gestures, if any, owns the drag under way.
enum ListDragRoute {
    /// No drag, or one not decided yet.
    case none
    /// The drag scrolls the list.
    case scrolling
    /// A row gesture claimed the drag.
    case gesture(any ListRowGesture)
}
