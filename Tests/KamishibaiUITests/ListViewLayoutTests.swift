import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTesting
import KamishibaiUI
import Testing

/// What the list asks its data source and lays out, where its rows are, and where
/// `scrollToRow` and `reloadData` leave it.
@Suite struct ListViewLayoutTests {
    /// Only the rows in view (and one either side) are asked for, once each while they stay:
    /// the same scrolling asks a list of a million rows exactly what it asks one of thirty, and
    /// lays out as many views; at the end of the million, only the last rows are asked for.
    @Test func aMillionRowsCostWhatThirtyDo() {
        func scroll(_ count: Int) -> (asked: [Int], views: [Int], countsAsked: Int) {
            let h = ListHarness(rows: count)
            var views = [h.list.subviews.count]
            h.key(1, .pageDown)
            h.key(1.1, .pageDown)
            views.append(h.list.subviews.count)
            h.mouse(1.2, .scrollDown, 5, 5)
            h.settle()
            views.append(h.list.subviews.count)
            h.play(InputScript.drag(from: CellPoint(x: 5, y: 2), to: CellPoint(x: 5, y: 6), start: 2, step: 0.1, rest: 0.2))
            h.settle()
            _ = h.screen
            views.append(h.list.subviews.count)
            return (h.rows.asked, views, h.rows.countsAsked)
        }
        let thirty = scroll(30), million = scroll(1_000_000)
        #expect(million.asked == thirty.asked && million.views == thirty.views)
        // The first page (and the one below), the row PgDn reveals, the wheel's three; the drag
        // back to the top brings back those the wheel took away.
        #expect(million.asked == Array(0..<15) + [2, 1, 0], "each row once while it stays in view")
        #expect(million.views == [11, 12, 12, 11])
        #expect(million.countsAsked == 1)

        let h = ListHarness(rows: 1_000_000)
        h.rows.asked = []
        h.key(1, .end)
        #expect(h.rows.asked == Array(999_989..<1_000_000) && h.list.subviews.count == 11)
        #expect(h.offset == 999_990 && h.screen[9] == "▌Row 999999")
    }

    /// Each frame draws the rows laid out and no others: a frame of a scrolling million-row
    /// list draws what one of thirty does (rows of the app's own views, counting their draws).
    @Test func aFrameDrawsOnlyTheRowsInView() {
        func drawsPerFrame(_ count: Int) -> [Int] {
            let h = ListHarness(rows: count)
            let cells = CountingCells(count)
            h.list.dataSource = cells
            h.mouse(1, .scrollDown, 5, 5)
            var draws: [Int] = []
            for frame in 1...20 {
                h.advance(to: 1 + Double(frame) / 60)
                cells.draws = 0
                _ = h.screen
                draws.append(cells.draws)
            }
            return draws
        }
        let million = drawsPerFrame(1_000_000)
        #expect(million == drawsPerFrame(30))
        #expect(million.allSatisfy { (11...13).contains($0) }, "ten lines, eleven rows at a fractional offset, one either side: \(million)")
    }

    /// Two-line rows a blank line apart: where each row is, which row a point is on, and which
    /// rows are in view.
    @Test func rowGeometry() {
        let h = ListHarness(rowHeight: 2, rowSpacing: 1)
        #expect(h.list.contentSize == Size(width: 20, height: 299))
        #expect(h.list.rectForRow(3) == Rect(x: 0, y: 9, width: 20, height: 2))
        #expect(h.list.row(at: Point(x: 5, y: 9.5)) == 3 && h.list.row(at: Point(x: 0, y: 10.9)) == 3)
        for point in [Point(x: 5, y: 11), Point(x: 20, y: 9), Point(x: 5, y: -1), Point(x: 5, y: 299)] {
            #expect(h.list.row(at: point) == nil, "\(point)")
        }
        #expect(h.list.visibleRows == 0..<4)
        h.list.contentOffset = Point(x: 0, y: 2)
        #expect(h.list.visibleRows == 1..<4)
        #expect(h.list.cellForRow(0) != nil && h.list.cellForRow(5) == nil, "one row either side is laid out")
        #expect(h.list.cellForRow(3)?.frame == Rect(x: 1, y: 9, width: 18, height: 2), "inside the margins")
        h.list.appearance.cellMargin = 2
        #expect(h.list.cellForRow(3)?.frame == Rect(x: 2, y: 9, width: 16, height: 2), "at once")
    }

    /// Each position, from where the content is, within the edges and the insets.
    @Test func scrollToRowPositions() {
        let h = ListHarness()
        let steps: [(Int, ListView.ScrollPosition, Double)] = [
            (50, .top, 50), (50, .middle, 45), (50, .bottom, 41), (50, .none, 41), (60, .none, 51), (40, .none, 40),
            (95, .top, 90), (2, .bottom, 0), (2, .middle, 0), (100, .top, 0), (-1, .top, 0),
        ]
        for (row, position, offset) in steps {
            h.list.scrollToRow(row, at: position, animated: false)
            #expect(h.offset == offset, "row \(row) at \(position)")
        }
        h.list.contentInset = Insets(top: 2, left: 0, bottom: 3, right: 0)
        h.list.scrollToRow(20, at: .none, animated: false)
        #expect(h.offset == 14, "row 20 just above the bottom inset")
        h.list.scrollToRow(20, at: .top, animated: false)
        #expect(h.offset == 18, "row 20 just below the top inset")
        h.list.scrollToRow(0, at: .top, animated: false)
        #expect(h.offset == -2)
        h.list.scrollToRow(50, at: .top, animated: true)
        #expect(h.list.isScrollingAnimation)
        h.settle()
        #expect(h.offset == 48)
    }

    /// A selection in code: no delegate call; nil or a row outside the list leaves none.
    @Test func selectRowInCode() {
        let h = ListHarness()
        h.list.selectRow(50, animated: false, scrollPosition: .middle)
        #expect(h.list.selectedRow == 50 && h.offset == 45)
        #expect((h.list.cellForRow(50) as? ListViewCell)?.isSelected == true)
        h.list.selectRow(200, animated: false, scrollPosition: .none)
        #expect(h.list.selectedRow == nil && (h.list.cellForRow(50) as? ListViewCell)?.isSelected == false)
        h.list.selectRow(3, animated: false, scrollPosition: .none)
        #expect(h.offset == 3)
        h.list.selectRow(nil, animated: false, scrollPosition: .none)
        #expect(h.list.selectedRow == nil && h.offset == 3)
        #expect(h.recorder.calls.isEmpty)
    }

    /// `reloadData` asks again; a selection past the new end moves to the last row, an offset
    /// past it comes back, an empty list has neither, and the delegate hears none of it.
    @Test func reloadData() {
        let h = ListHarness()
        h.key(1, .end)
        h.rows.count = 20
        h.rows.asked = []
        h.list.reloadData()
        #expect(h.list.numberOfRows == 20 && h.list.selectedRow == 19 && h.offset == 10)
        #expect(h.rows.asked == Array(9..<20))
        #expect(h.screen[9] == "▌Row 19")
        h.rows.count = 0
        h.list.reloadData()
        #expect(h.list.selectedRow == nil && h.offset == 0 && h.list.subviews.isEmpty)
        #expect(h.screen.allSatisfy { $0.isEmpty })
        h.rows.count = 5
        h.list.reloadData()
        h.key(2, .down)
        #expect(h.list.selectedRow == 0)
        #expect(h.recorder.calls == ["select 99", "select 0"])
    }

    /// A new size: the rows take the new width and the selection stays in view.
    @Test func aResizeKeepsTheSelectionInView() {
        let h = ListHarness()
        h.list.selectRow(8, animated: false, scrollPosition: .none)
        h.list.frame.size = Size(width: 12, height: 5)
        h.window.rootView.layoutIfNeeded()
        #expect(h.offset == 4 && h.list.visibleRows == 4..<9)
        #expect(h.list.cellForRow(8)?.frame == Rect(x: 1, y: 8, width: 10, height: 1))
        h.list.frame.size = Size(width: 20, height: 10)
        h.window.rootView.layoutIfNeeded()
        #expect(h.offset == 4, "in view: it stays")
    }
}

/// Rows of the app's own views, labels `#0`, `#1`…, counting how often they are drawn.
final class CountingCells: ListViewDataSource {
    final class Cell: Label {
        var onDraw: (() -> Void)?

        override func draw(in context: inout DrawContext) {
            onDraw?()
            super.draw(in: &context)
        }
    }

    let count: Int
    var draws = 0

    init(_ count: Int) { self.count = count }

    func numberOfRows(in listView: ListView) -> Int { count }

    func listView(_ listView: ListView, cellForRowAt row: Int) -> View {
        let cell = Cell("#\(row)")
        cell.onDraw = { [weak self] in self?.draws += 1 }
        return cell
    }
}
