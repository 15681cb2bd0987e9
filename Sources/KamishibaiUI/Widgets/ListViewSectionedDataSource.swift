/// A ``ListViewDataSource`` in sections, each under a header row with its title (UIKit's
/// `UITableViewDataSource` with `numberOfSections(in:)`,
/// `tableView(_:numberOfRowsInSection:)` and `tableView(_:titleForHeaderInSection:)`).
///
/// The list still counts its rows flat — a header takes a row, as its section's first — so
/// ``ListView/selectedRow``, ``ListView/scrollToRow(_:at:animated:)`` and the delegate keep
/// speaking of rows; ``ListView/indexPath(forRow:)`` and ``ListView/row(for:)`` turn them into
/// sections and rows and back. Headers are never selected: the keys pass over them and a click
/// on one selects its section's first row. Only the rows in view are asked for, so a list of
/// a million rows costs what its screenful does (and finding a row's section, a search among
/// the sections).
///
/// ```swift
/// func numberOfSections(in listView: ListView) -> Int { days.count }
/// func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { days[section].messages.count }
/// func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { days[section].name }
/// func listView(_ listView: ListView, rowAt indexPath: ListIndexPath) -> ListRow {
///     ListRow(days[indexPath.section].messages[indexPath.row].subject)
/// }
/// ```
public protocol ListViewSectionedDataSource: ListViewDataSource {
    func numberOfSections(in listView: ListView) -> Int
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int
    /// The header's title; nil for a section without a header row.
    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String?
    /// The text of the row at `indexPath`.
    func listView(_ listView: ListView, rowAt indexPath: ListIndexPath) -> ListRow
}

extension ListViewSectionedDataSource {
    /// No headers.
    public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { nil }

    /// Every section's rows and header rows. The list counts them from the sections itself
    /// when it loads, whether or not a conforming type implements this.
    public func numberOfRows(in listView: ListView) -> Int { sectionIndex(for: listView).numberOfRows }

    /// The sections' row counts and headers, asked once a load (``ListView/reloadData()``).
    func sectionIndex(for listView: ListView) -> ListSectionIndex {
        ListSectionIndex(
            counts: (0..<max(0, numberOfSections(in: listView))).map { section in
                (
                    max(0, self.listView(listView, numberOfRowsInSection: section)),
                    self.listView(listView, titleForHeaderInSection: section) != nil
                )
            })
    }

    /// A header row's cell, or a ``ListViewCell`` with the row's text.
    public func listView(_ listView: ListView, cellForRowAt row: Int) -> View {
        guard let indexPath = listView.indexPath(forRow: row) else {
            let section = listView.sectionIndex.section(ofRow: row)
            return ListSectionHeaderCell(title: self.listView(listView, titleForHeaderInSection: section) ?? "")
        }
        return ListViewCell(self.listView(listView, rowAt: indexPath))
    }
}
