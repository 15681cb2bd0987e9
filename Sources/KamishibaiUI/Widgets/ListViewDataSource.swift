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
public protocol ListViewDataSource: AnyObject {
    func numberOfRows(in listView: ListView) -> Int
    /// The view for `row`, which the list sizes to the row (less its margins) and places.
    func listView(_ listView: ListView, cellForRowAt row: Int) -> View
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
