import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTesting
import Testing

@testable import KamishibaiUI

/// Animated updates: where each row is drawn at exact times of its slide (insert, delete,
/// move, a batch, a second update mid-slide), where the selection goes, what a count that does
/// not add up does, the trace, and what an update costs at a million rows.
@Suite struct ListViewUpdateTests {
    /// A list over named rows the test changes, as an app's model: `ListHarness` with its
    /// rows' text read from `names`.
    final class Shelf {
        let h: ListHarness
        var names: [String] { didSet { h.rows.count = names.count } }

        init(_ count: Int = 30) {
            h = ListHarness(rows: count)
            names = (0..<count).map { "Row \($0)" }
            h.rows.make = { [weak self] in ListRow(self?.names[$0] ?? "") }
            h.list.reloadData()
        }

        var list: ListView { h.list }
        /// Where `row`'s cell is drawn (content lines).
        func y(_ row: Int) -> Double? { list.cellForRow(row)?.frame.minY }
    }

    /// A slide's remaining share of its distance at `time` seconds into its 0.25.
    static func remaining(_ time: Double) -> Double { 1 - TimingCurve.easeOut.value(at: time / ListRowSlide.duration) }

    static func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    /// An insert at 2: rows 2… (now 3…) start where they were and slide down one line; the new
    /// row waits hidden in the gap until they have; the selection stays on its story.
    @Test func insertSlidesTheRowsBelowDown() {
        let s = Shelf()
        s.list.selectRow(5, animated: false, scrollPosition: .none)
        s.h.advance(to: 1)
        s.names.insert("New", at: 2)
        s.list.insertRows(at: [2], with: .automatic)
        #expect(s.list.selectedRow == 6 && s.list.numberOfRows == 31)
        #expect(s.y(3) == 2 && s.y(6) == 5 && s.y(1) == 1)
        #expect(s.list.cellForRow(2)?.isHidden == true)
        s.h.advance(to: 1.125)
        #expect(Self.close(s.y(3), 3 - Self.remaining(0.125)) && Self.close(s.y(11), 11 - Self.remaining(0.125)))
        #expect(s.y(0) == 0 && s.list.cellForRow(2)?.isHidden == true)
        s.h.advance(to: 1.25)
        // Row 11 slid out of view: no longer laid out.
        #expect(s.y(3) == 3 && s.y(11) == nil && s.list.cellForRow(2)?.isHidden == false)
        #expect(!s.h.window.animations.isActive)
        #expect(s.h.screen[2] == " New" && s.h.screen[6] == "▌Row 5")
    }

    /// Deleting the selected row: it goes at once, the rows below slide up one line over its
    /// place, and the next row takes its place, selected; the row that comes into view at the
    /// bottom slides up with them.
    @Test func deleteSlidesTheRowsBelowUpAndTheNextTakesTheSelection() {
        let s = Shelf()
        s.list.selectRow(2, animated: false, scrollPosition: .none)
        s.h.advance(to: 1)
        s.names.remove(at: 2)
        s.list.deleteRows(at: [2], with: .automatic)
        #expect(s.list.selectedRow == 2 && s.list.numberOfRows == 29)
        #expect(s.y(2) == 3 && s.y(10) == 11)
        s.h.advance(to: 1.1)
        #expect(Self.close(s.y(2), 2 + Self.remaining(0.1)) && Self.close(s.y(9), 9 + Self.remaining(0.1)))
        s.h.advance(to: 1.25)
        #expect(s.y(2) == 2 && s.h.screen[2] == "▌Row 3" && s.h.screen[1] == " Row 1")
        // The last row deleted while selected: the one above takes the selection.
        s.list.selectRow(28, animated: false, scrollPosition: .none)
        s.names.removeLast()
        s.list.deleteRows(at: [28], with: .automatic)
        #expect(s.list.selectedRow == 27)
    }

    /// A move from 1 to 4: the row slides three lines down, the three it passes one up; the
    /// selection goes with it.
    @Test func moveSlidesTheRowAndThoseItPasses() {
        let s = Shelf()
        s.list.selectRow(1, animated: false, scrollPosition: .none)
        s.h.advance(to: 1)
        s.names.insert(s.names.remove(at: 1), at: 4)
        s.list.moveRow(at: 1, to: 4)
        #expect(s.list.selectedRow == 4)
        #expect(s.y(4) == 1 && s.y(1) == 2 && s.y(3) == 4 && s.y(5) == 5)
        s.h.advance(to: 1.125)
        #expect(Self.close(s.y(4), 4 - 3 * Self.remaining(0.125)) && Self.close(s.y(1), 1 + Self.remaining(0.125)))
        s.h.advance(to: 1.25)
        #expect(s.h.screen[1...4] == [" Row 2", " Row 3", " Row 4", "▌Row 1"])
    }

    /// A batch: rows deleted counted before it, inserted after it, one slide, one trace line,
    /// and the completion once the rows rest.
    @Test func aBatchSlidesOnceAndCompletesWhenTheRowsRest() {
        let t = TracedWindow<Window>(columns: 20, rows: 12) { Window(columns: $0, rows: $1, clock: $2, trace: $3) }
        let rows = CountingRows(30)
        var names = (0..<30).map { "Row \($0)" }
        rows.make = { ListRow(names[$0]) }
        let list = ListView(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        t.window.rootView.addSubview(list)
        list.dataSource = rows
        list.selectRow(3, animated: false, scrollPosition: .none)
        t.window.rootView.layoutIfNeeded()
        t.advance(to: 1)
        var finished: [Bool] = []
        list.performBatchUpdates({
            names.remove(at: 0)
            names.insert("New", at: 3)
            rows.count = names.count
            list.deleteRows(at: [0], with: .automatic)
            list.insertRows(at: [3], with: .automatic)
        }) { finished.append($0) }
        // Row 1 → 0 and 2 → 1 slide up; 3 → 2 too, under the new 3; 4 stays (one out, one in).
        #expect(list.selectedRow == 2)
        #expect(list.cellForRow(0)?.frame.minY == 1 && list.cellForRow(2)?.frame.minY == 3 && list.cellForRow(4)?.frame.minY == 4)
        #expect(t.events("rowsChanged").count == 1)
        #expect(t.events("rowsChanged").first?.contains(#""inserted":[3],"deleted":[0]"#) == true)
        t.advance(to: 1.2)
        #expect(finished.isEmpty)
        t.advance(to: 1.25)
        #expect(finished == [true] && list.cellForRow(0)?.frame.minY == 0)
        // No animation: at once, and so is the completion.
        names.remove(at: 0)
        rows.count = names.count
        list.performBatchUpdates({ list.deleteRows(at: [0], with: .none) }) { finished.append($0) }
        #expect(finished == [true, true] && list.cellForRow(0)?.frame.minY == 0)
    }

    /// A second insert half way through the first's slide: every row starts from where it is
    /// drawn, half a line up, and slides the line and a half down to its new place.
    @Test func aSecondUpdateStartsFromWhereTheRowsAreDrawn() {
        let s = Shelf()
        s.list.selectRow(0, animated: false, scrollPosition: .none)
        s.h.advance(to: 1)
        s.names.insert("A", at: 0)
        s.list.insertRows(at: [0], with: .automatic)
        s.h.advance(to: 1.125)
        let drawn = 1 - Self.remaining(0.125)
        #expect(Self.close(s.y(1), drawn))
        s.names.insert("B", at: 0)
        s.list.insertRows(at: [0], with: .automatic)
        #expect(s.list.selectedRow == 2)
        #expect(Self.close(s.y(2), drawn) && s.list.cellForRow(1)?.isHidden == false && s.list.cellForRow(0)?.isHidden == true)
        s.h.advance(to: 1.25)
        #expect(Self.close(s.y(2), 2 - (2 - drawn) * Self.remaining(0.125)))
        s.h.advance(to: 1.375)
        #expect(s.y(2) == 2 && s.h.screen[0...2] == [" B", " A", "▌Row 0"])
    }

    /// `.none` puts the rows at their places at once; a count that does not add up reloads
    /// (no crash) and still says what the app said changed.
    @Test func noAnimationAndACountThatDoesNotAddUp() {
        let s = Shelf()
        s.h.advance(to: 1)
        s.names.remove(at: 0)
        s.list.deleteRows(at: [0], with: .none)
        #expect(s.y(0) == 0 && !s.h.window.animations.isActive && s.h.screen[0] == " Row 1")
        s.list.insertRows(at: [0], with: .automatic)  // the data source did not change
        #expect(s.list.numberOfRows == 29 && s.y(0) == 0 && s.h.screen[0] == " Row 1")
        s.list.deleteRows(at: [40], with: .automatic)
        #expect(s.list.numberOfRows == 29)
        // A reload mid-slide, of a data source with fewer rows than are laid out, asks for none
        // it no longer has.
        s.names.remove(at: 0)
        s.list.deleteRows(at: [0], with: .automatic)
        s.h.advance(to: 1.1)
        s.names = Array(s.names.prefix(3))
        s.h.rows.asked = []
        s.list.reloadData()
        #expect(s.h.rows.asked == [0, 1, 2] && !s.h.screen[3].contains("Row"))
    }

    /// A million rows: an update asks the data source for its count and for the rows that come
    /// into view, nothing else; its work and every frame's is that of the rows in view, the
    /// same as at thirty rows.
    @Test func anUpdateAtAMillionRowsCostsTheRowsInView() {
        func update(_ count: Int) -> (asked: [Int], counts: Int, work: [Int], laidOut: [Int]) {
            let s = Shelf(count)
            s.h.advance(to: 1)
            s.h.rows.asked = []
            s.h.rows.countsAsked = 0
            var work: [Int] = [], laidOut: [Int] = []
            s.h.rows.count -= 1
            s.list.deleteRows(at: [0], with: .automatic)
            work.append(s.list.rowUpdates.lastUpdateWork)
            s.h.rows.count += 1
            s.list.insertRows(at: [20], with: .automatic)  // below the view
            work.append(s.list.rowUpdates.lastUpdateWork)
            s.h.rows.count -= 2
            s.list.performBatchUpdates { s.list.deleteRows(at: [5, count / 2], with: .automatic) }
            work.append(s.list.rowUpdates.lastUpdateWork)
            for frame in 1...15 {
                s.h.advance(to: 1 + Double(frame) / 60)
                laidOut.append(s.list.cellForRow(0) == nil ? -1 : s.list.subviews.count)
            }
            return (s.h.rows.asked, s.h.rows.countsAsked, work, laidOut)
        }
        let thirty = update(30), million = update(1_000_000)
        #expect(million.asked == thirty.asked && million.work == thirty.work && million.laidOut == thirty.laidOut)
        #expect(million.asked == [10, 10] && million.counts == 3)
        #expect(million.work.allSatisfy { $0 <= 24 })
        #expect(million.laidOut.allSatisfy { $0 <= 13 })
    }

    /// The frame mid-slide, rows two lines high a line apart: the selected second row deleted,
    /// the rows below drawn a line and a half up from their old places (rounded to whole
    /// lines), the next row already selected, its fill sliding with it.
    @Test func aFrameMidSlide() {
        let h = ListHarness(rows: 30, rowHeight: 2, rowSpacing: 1)
        var names = (0..<30).map { "Row \($0)" }
        h.rows.make = { ListRow(names[$0], detail: "detail \(names[$0])") }
        h.list.reloadData()
        h.list.selectRow(1, animated: false, scrollPosition: .none)
        h.advance(to: 1)
        names.remove(at: 1)
        h.rows.count = names.count
        h.list.deleteRows(at: [1], with: .automatic)
        h.advance(to: 1 + 0.05)
        #expect(Self.close(h.list.cellForRow(1)?.frame.minY, 3 + 3 * Self.remaining(0.05)))
        #expect(
            h.screen == [
                " Row 0", " detail Row 0", "", "", "", "▌Row 2", "▌detail Row 2", "", " Row 3", " detail Row 3", "", "",
            ])
    }

    /// Sections: rows are the list's flat rows (headers counted), and the list asks its
    /// sections again: a row deleted from the first section moves the second's header up.
    @Test func sectionedRowsAreFlatRows() {
        final class Days: ListViewSectionedDataSource {
            var days = [["a", "b", "c"], ["d"]]
            func numberOfSections(in listView: ListView) -> Int { days.count }
            func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { days[section].count }
            func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { "Day \(section)" }
            func listView(_ listView: ListView, rowAt indexPath: ListIndexPath) -> ListRow {
                ListRow(days[indexPath.section][indexPath.row])
            }
        }
        let h = ListHarness()
        let days = Days()
        h.list.dataSource = days
        h.advance(to: 1)
        let row = h.list.row(for: ListIndexPath(row: 1, section: 0))
        #expect(row == 2 && h.list.row(for: ListIndexPath(row: 0, section: 1)) == 5)
        days.days[0].remove(at: 1)
        h.list.deleteRows(at: [2], with: .automatic)
        #expect(h.list.numberOfRows == 5 && h.list.row(for: ListIndexPath(row: 0, section: 1)) == 4)
        #expect(h.list.cellForRow(3)?.frame.minY == 4)
        h.advance(to: 1.25)
        #expect(h.list.cellForRow(3)?.frame.minY == 3 && h.screen[3].contains("Day 1"))
    }
}
