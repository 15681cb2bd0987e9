import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import Testing

@testable import KamishibaiUI

/// A list in sections under header rows, addressed flat and by index path, at a million rows;
/// rows in columns aligned by display width.
@Suite struct ListSectionsAndColumnsTests {
    /// Sections of `counts` rows, titled "Day N" (nil for those in `untitled`), noting the
    /// rows asked for.
    final class Days: ListViewSectionedDataSource {
        let counts: [Int]
        var untitled: Set<Int> = []
        var asked: [ListIndexPath] = []

        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in listView: ListView) -> Int { counts.count }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
            untitled.contains(section) ? nil : "Day \(section)"
        }
        func listView(_ listView: ListView, rowAt indexPath: ListIndexPath) -> ListRow {
            asked.append(indexPath)
            return ListRow("Msg \(indexPath.section).\(indexPath.row)")
        }
    }

    private func list(_ days: Days, height: Double = 6) -> (ListHarness, Days) {
        let h = ListHarness(rows: 0)
        h.list.frame = Rect(x: 0, y: 0, width: 20, height: height)
        h.list.dataSource = days
        h.window.rootView.layoutIfNeeded()
        return (h, days)
    }

    @Test func headersTakeARowAndIndexPathsMapBothWays() {
        let days = Days([2, 0, 3])
        days.untitled = [2]
        let (h, _) = list(days)
        #expect(h.list.numberOfRows == 2 + 1 + 1 + 3 && h.list.numberOfSections == 3)
        #expect(
            (0..<7).map { h.list.indexPath(forRow: $0).map { "\($0.section).\($0.row)" } ?? "header" } == [
                "header", "0.0", "0.1", "header", "2.0", "2.1", "2.2",
            ])
        #expect(h.list.row(for: ListIndexPath(row: 1, section: 2)) == 5)
        #expect(h.list.row(for: ListIndexPath(row: 0, section: 1)) == nil, "an empty section has no rows")
        #expect(h.list.indexPath(forRow: 7) == nil)
        #expect(h.screen.prefix(6) == [" Day 0 ────────────", " Msg 0.0", " Msg 0.1", " Day 1 ────────────", " Msg 2.0", " Msg 2.1"])
    }

    /// Days that count their rows themselves, as a conforming type may.
    final class CountingDays: ListViewSectionedDataSource {
        func numberOfRows(in listView: ListView) -> Int { 2 + 3 }
        func numberOfSections(in listView: ListView) -> Int { 2 }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 1 }
        func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { "Day \(section)" }
        func listView(_ listView: ListView, rowAt indexPath: ListIndexPath) -> ListRow { ListRow("Msg") }
    }

    @Test func sectionsStayWhenTheDataSourceCountsItsRowsItself() {
        let h = ListHarness(rows: 0)
        h.list.frame = Rect(x: 0, y: 0, width: 20, height: 6)
        let days = CountingDays()
        h.list.dataSource = days
        h.window.rootView.layoutIfNeeded()
        #expect(h.list.numberOfSections == 2 && h.list.numberOfRows == 4)
        #expect(h.list.indexPath(forRow: 2) == nil, "row 2 is the second header")
    }

    /// The header's title is in the detail's role, the theme's secondary text.
    @Test func theHeaderIsInTheSecondaryTextRole() {
        let (h, _) = list(Days([1]))
        let canvas = WidgetTesting.screen(of: h.window)
        #expect(canvas[1, 0].style.foreground == Theme.standard.secondaryText)
    }

    @Test func theKeysAndClicksPassOverHeaders() {
        let (h, _) = list(Days([1, 2]))
        h.key(1, .down)
        #expect(h.list.selectedRow == 1, "down from none: the first row, not the header above it")
        h.key(2, .down)
        #expect(h.list.selectedRow == 3, "over the second header")
        h.key(3, .up)
        #expect(h.list.selectedRow == 1, "and back over it")
        h.key(4, .home)
        #expect(h.list.selectedRow == 1)
        h.click(5, row: 2)
        #expect(h.list.selectedRow == 3, "a click on a header: its section's first row")
        #expect(h.recorder.calls == ["select 1", "select 3", "select 1", "select 3"])
    }

    @Test func aMillionRowsCostWhatTheRowsInViewDo() {
        let days = Days(Array(repeating: 1000, count: 1000))
        let (h, _) = list(days)
        #expect(h.list.numberOfRows == 1_001_000)
        #expect(days.asked.count <= 7, "a screenful and one more")
        days.asked = []
        h.list.scrollToRow(h.list.row(for: ListIndexPath(row: 500, section: 999))!, at: .top, animated: false)
        h.window.rootView.layoutIfNeeded()
        #expect(days.asked.first == ListIndexPath(row: 499, section: 999) && days.asked.count <= 8)
        #expect(h.list.indexPath(forRow: 1_000_999) == ListIndexPath(row: 999, section: 999))
    }

    @Test func columnsShareTheRowFixedFirstThenFlexible() {
        let columns = [ListColumn(.fixed(6)), ListColumn(.flexible), ListColumn(.fixed(5)), ListColumn(.flexible)]
        #expect(ListColumn.layout(columns, width: 30).map { [$0.x, $0.width] } == [[0, 6], [7, 8], [16, 5], [22, 8]])
        #expect(ListColumn.layout(columns, width: 9).map(\.width) == [6, 0, 0, 0], "too narrow: the last fixed column gives way")
        #expect(ListColumn.layout([ListColumn(.flexible), ListColumn(.flexible)], width: 8).map(\.width) == [4, 3])
    }

    @Test func columnsLineUpByDisplayWidthAndCutWithAnEllipsis() {
        let h = ListHarness(rows: 3)
        let senders = ["Tarō 太郎", "Ann", "😀 Zoë Bartholomew"]
        h.rows.make = { ListRow(columns: [senders[$0], "Hi", "9:4\($0)"]) }
        h.list.columns = [ListColumn(.fixed(8)), ListColumn(.flexible), ListColumn(.fixed(4), alignment: .right)]
        h.list.reloadData()
        h.window.rootView.layoutIfNeeded()
        #expect(h.screen.prefix(3) == [" Tarō 太… Hi   9:40", " Ann      Hi   9:41", " 😀 Zoë … Hi   9:42"])
        #expect(ListRow(columns: ["a", "b"]).title == "a")
    }
}

extension ListSectionsAndColumnsTests {
    /// Home, or k up to a section's first row, shows the section's header above it (it fits):
    /// the header says what the row is in.
    @Test func aSectionsFirstRowComesWithItsHeader() {
        let (h, days) = list(Days([10, 10]), height: 4)
        defer { withExtendedLifetime(days) {} }
        h.list.selectRow(8, animated: false, scrollPosition: .top)
        #expect(h.list.contentOffset.y == 8)
        h.key(1, .home)
        h.settle()
        #expect(h.list.selectedRow == 1 && h.list.contentOffset.y == 0, "the first header in view")
        h.list.selectRow(15, animated: false, scrollPosition: .top)
        for time in 2...4 { h.key(Double(time), .up) }
        h.settle()
        #expect(h.list.selectedRow == 12 && h.list.contentOffset.y == 11, "Day 1's header over its first row")
    }
}
