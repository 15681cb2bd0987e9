/// A row in a section of a ``ListView`` (UIKit's `IndexPath` for tables, named for lists so
/// that it never meets Foundation's), both 0-based.
public struct ListIndexPath: Hashable, Sendable {
    /// The section, 0-based.
    public var section: Int
    /// The row within its section, 0-based (the header not counted).
    public var row: Int

    /// The `row`th row of section `section`.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }
}

/// Sections: rows addressed as a section and a row in it, and header rows that are never selected.
extension ListView {
    /// How many sections a ``ListViewSectionedDataSource`` gave, when the list last loaded
    /// (other data sources: 1).
    public var numberOfSections: Int { sectionIndex.isEmpty ? 1 : sectionIndex.numberOfSections }

    /// The section and row of the list's flat `row`; nil for a header row or one outside the list.
    public func indexPath(forRow row: Int) -> ListIndexPath? {
        guard (0..<numberOfRows).contains(row) else { return nil }
        guard !sectionIndex.isEmpty else { return ListIndexPath(row: row, section: 0) }
        return sectionIndex.indexPath(forRow: row)
    }

    /// The list's flat row for `indexPath` (after its section's header row); nil outside the list.
    public func row(for indexPath: ListIndexPath) -> Int? {
        guard !sectionIndex.isEmpty else {
            return indexPath.section == 0 && (0..<numberOfRows).contains(indexPath.row) ? indexPath.row : nil
        }
        return sectionIndex.row(for: indexPath)
    }

    /// Brings a selected `row` into view with the least scroll, and the first row of a section
    /// with its header above it when both fit: the header says what the row is in.
    func scrollToVisible(_ row: Int, animated: Bool) {
        let header = row - 1
        guard indexPath(forRow: row)?.row == 0, header >= 0, indexPath(forRow: header) == nil,
            rectForRow(row).maxY - rectForRow(header).minY <= frame.height - adjustedContentInset.top - adjustedContentInset.bottom
        else { return scrollToRow(row, at: .none, animated: animated) }
        scrollToRow(row, at: .none, animated: animated)
        scrollToRow(header, at: .none, animated: animated)
    }

    /// `row`, or the nearest row that is not a header in the direction the selection moves
    /// (down from none); nil when there is none.
    func selectableRow(_ row: Int) -> Int? {
        guard !sectionIndex.isEmpty else { return row }
        let step = row < (selectedRow ?? -1) ? -1 : 1
        for candidate in [row, row + step, row - step] where (0..<numberOfRows).contains(candidate) {
            if indexPath(forRow: candidate) != nil { return candidate }
        }
        return nil
    }
}

/// Where each section starts among a list's flat rows, made once per load: finding a row's
/// section is a binary search, so a list costs what its rows in view do.
struct ListSectionIndex {
    /// The flat row each section starts at (its header's, if it has one).
    private var starts: [Int] = []
    private var counts: [Int] = []
    private var headers: [Bool] = []
    private(set) var numberOfRows = 0

    init() {}

    /// Each section's rows and whether it has a header row.
    init(counts sections: [(rows: Int, hasHeader: Bool)]) {
        for section in sections {
            starts.append(numberOfRows)
            counts.append(section.rows)
            headers.append(section.hasHeader)
            numberOfRows += section.rows + (section.hasHeader ? 1 : 0)
        }
    }

    var isEmpty: Bool { starts.isEmpty }
    var numberOfSections: Int { starts.count }

    /// The section that flat `row` lies in (the last one starting at or before it).
    func section(ofRow row: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func indexPath(forRow row: Int) -> ListIndexPath? {
        let section = section(ofRow: row)
        let offset = row - starts[section] - (headers[section] ? 1 : 0)
        guard offset >= 0, offset < counts[section] else { return nil }
        return ListIndexPath(row: offset, section: section)
    }

    func row(for indexPath: ListIndexPath) -> Int? {
        guard starts.indices.contains(indexPath.section), (0..<counts[indexPath.section]).contains(indexPath.row) else { return nil }
        return starts[indexPath.section] + (headers[indexPath.section] ? 1 : 0) + indexPath.row
    }
}
