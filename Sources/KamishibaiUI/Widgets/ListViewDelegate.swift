/// What a ``ListView`` tells whoever watches it (UIKit's `UITableViewDelegate`, which is
/// also the scroll view's delegate: set the list's `delegate`, which holds it weakly, as
/// UIKit's does, so the app keeps it).
///
/// In a terminal the arrows move the selection and Enter acts on it, so the two are apart, as
/// with UIKit's keyboard focus: a selection the user makes — a key, a click — is
/// `didSelectRowAt`; acting on the selected row — Enter, a double click, or a click when
/// ``ListView/activatesOnClick`` is set — is `performPrimaryActionForRowAt`, after the click's
/// `didSelectRowAt`. A selection made in code (``ListView/selectRow(_:animated:scrollPosition:)``,
/// or ``ListView/reloadData()`` moving it back inside a shorter list) calls neither, as in
/// UIKit.
public protocol ListViewDelegate: ScrollViewDelegate {
    /// The user selected `row`: another row than the one selected before.
    func listView(_ listView: ListView, didSelectRowAt row: Int)
    /// The user asked to act on `row` (open it).
    func listView(_ listView: ListView, performPrimaryActionForRowAt row: Int)
    /// The actions `row` reveals at its leading edge when swiped to the right (→ by key);
    /// nil, the default, for none.
    func listView(_ listView: ListView, leadingSwipeActionsConfigurationForRowAt row: Int) -> SwipeActionsConfiguration?
    /// The actions `row` reveals at its trailing edge when swiped to the left (← by key);
    /// nil, the default, for none.
    func listView(_ listView: ListView, trailingSwipeActionsConfigurationForRowAt row: Int) -> SwipeActionsConfiguration?
    /// A row was lifted to be moved — by a hold, its reorder control or Space (UIKit's
    /// `tableView(_:dragSessionWillBegin:)`): ``ListView/hasActiveDrag`` is true from here.
    func listViewDragSessionWillBegin(_ listView: ListView)
    /// The lifted row lies among the others again, dropped or put back and settled (UIKit's
    /// `tableView(_:dragSessionDidEnd:)`): ``ListView/hasActiveDrag`` is false from here.
    func listViewDragSessionDidEnd(_ listView: ListView)
}

extension ListViewDelegate {
    public func listView(_ listView: ListView, didSelectRowAt row: Int) {}
    public func listView(_ listView: ListView, performPrimaryActionForRowAt row: Int) {}
    /// No actions at the leading edge.
    public func listView(_ listView: ListView, leadingSwipeActionsConfigurationForRowAt row: Int) -> SwipeActionsConfiguration? {
        nil
    }
    /// No actions at the trailing edge.
    public func listView(_ listView: ListView, trailingSwipeActionsConfigurationForRowAt row: Int) -> SwipeActionsConfiguration? {
        nil
    }
    /// Nothing to do when a row is lifted.
    public func listViewDragSessionWillBegin(_ listView: ListView) {}
    /// Nothing to do when a lifted row has settled.
    public func listViewDragSessionDidEnd(_ listView: ListView) {}
}
