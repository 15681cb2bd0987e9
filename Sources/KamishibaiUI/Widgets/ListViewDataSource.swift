/// What a ``ListView`` shows (UIKit's `UITableViewDataSource`, one section): how many rows,
/// and a view for each row it lays out. The list asks only for the rows in view, as they
/// come into view, and keeps their views while they stay in view; ``ListView/reloadData()``
/// asks again.
///
/// This is the cell form, for rows of the app's own: return any ``View`` (a ``ListViewCell``
/// subclass hears when its row is selected). For rows of text, adopt
/// ``ListViewTextDataSource`` instead, which asks for a ``ListRow``.
///
/// ```swift
/// func numberOfRows(in listView: ListView) -> Int { photos.count }
/// func listView(_ listView: ListView, cellForRowAt row: Int) -> View { PhotoRowView(photos[row]) }
/// ```
///
/// A data source that lets the user move rows answers ``listView(_:canMoveRowAt:)`` and
/// updates its model in ``listView(_:moveRowAt:to:)`` (both default to no moves).
public protocol ListViewDataSource: AnyObject {
    func numberOfRows(in listView: ListView) -> Int
    /// The view for `row`, which the list sizes to the row (less its margins) and places.
    func listView(_ listView: ListView, cellForRowAt row: Int) -> View
    /// Whether the user may lift `row` and move it (UIKit's `tableView(_:canMoveRowAt:)`):
    /// by a press held on it, a drag on its reorder control, or Space. False by default.
    func listView(_ listView: ListView, canMoveRowAt row: Int) -> Bool
    /// The user dropped the row at `sourceRow` at `destinationRow` (UIKit's
    /// `tableView(_:moveRowAt:to:)`): move it in the model, as `Array`'s
    /// `insert(remove(at: sourceRow), at: destinationRow)` does. Called once, at the drop,
    /// only when the two differ; the list then asks for the rows in view again, in the new
    /// order, each drawn where it was.
    func listView(_ listView: ListView, moveRowAt sourceRow: Int, to destinationRow: Int)
}

extension ListViewDataSource {
    /// No row moves.
    public func listView(_ listView: ListView, canMoveRowAt row: Int) -> Bool { false }
    /// Nothing to move.
    public func listView(_ listView: ListView, moveRowAt sourceRow: Int, to destinationRow: Int) {}
}

/// A ``ListViewDataSource`` of rows of text, the common case: each row is a ``ListRow``,
/// which a ``ListViewCell`` draws in the list's ``ListView/Appearance``.
///
/// ```swift
/// final class Inbox: ListViewTextDataSource {
///     var messages: [Message] = []
///     func numberOfRows(in listView: ListView) -> Int { messages.count }
///     func listView(_ listView: ListView, rowAt row: Int) -> ListRow {
///         ListRow(messages[row].subject, detail: messages[row].sender, accessory: messages[row].time)
///     }
/// }
/// ```
public protocol ListViewTextDataSource: ListViewDataSource {
    /// The text of `row`.
    func listView(_ listView: ListView, rowAt row: Int) -> ListRow
}

extension ListViewTextDataSource {
    /// A ``ListViewCell`` showing the row's text.
    public func listView(_ listView: ListView, cellForRowAt row: Int) -> View {
        ListViewCell(self.listView(listView, rowAt: row))
    }
}
