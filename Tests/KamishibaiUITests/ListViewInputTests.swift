import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTesting
import KamishibaiUI
import Testing

/// The list's keys, clicks, wheel and drags on a manual clock: the selection, the delegate's
/// calls and the offset, exactly, after each.
@Suite struct ListViewInputTests {
    /// 100 one-line rows in a 10-line view: the keys move the selection and the view follows
    /// at once, the least that shows it.
    @Test func theKeysMoveTheSelectionAndTheViewFollowsAtOnce() {
        let h = ListHarness()
        #expect(h.list.selectedRow == nil)
        let steps: [(Key, row: Int, offset: Double)] = [
            (.down, 0, 0), (.down, 1, 0), (.end, 99, 90), (.home, 0, 0), (.pageDown, 10, 1), (.pageDown, 20, 11),
            (.pageUp, 10, 10), (.up, 9, 9),
        ]
        for (index, step) in steps.enumerated() {
            h.key(1 + Double(index) / 10, step.0)
            #expect(h.list.selectedRow == step.row && h.offset == step.offset, "after \(step.0)")
            #expect(!h.window.animations.isActive, "no animation after \(step.0)")
        }
        #expect(h.recorder.calls == ["select 0", "select 1", "select 99", "select 0", "select 10", "select 20", "select 10", "select 9"])
    }

    /// Two-line rows a blank line apart: a page is the rows a 10-line view shows whole (three),
    /// and End brings the last row's two lines to the bottom.
    @Test func aPageIsTheRowsShownWhole() {
        let h = ListHarness(rowHeight: 2, rowSpacing: 1)
        h.key(1, .pageDown)
        h.key(1.1, .pageDown)
        #expect(h.list.selectedRow == 3 && h.offset == 1)
        h.key(1.2, .end)
        #expect(h.list.selectedRow == 99 && h.offset == 289)
        h.key(1.3, .pageUp)
        #expect(h.list.selectedRow == 96 && h.offset == 288)
    }

    /// At the ends the keys are taken and move nothing; an empty list, and Enter with nothing
    /// selected, leave them to others; ← and → are the scroll view's (nothing to scroll across).
    @Test func whichKeysAreTaken() {
        let h = ListHarness()
        h.list.selectRow(0, animated: false, scrollPosition: .none)
        #expect(h.list.keyDown(.up) && h.list.keyDown(.home) && h.list.selectedRow == 0)
        #expect(!h.list.keyDown(.left) && !h.list.keyDown(.right) && !h.list.keyDown(.character("j")))
        #expect(h.recorder.calls.isEmpty, "nothing moved")
        let empty = ListHarness(rows: 0)
        for key in [Key.up, .down, .pageUp, .pageDown, .home, .end, .enter] { #expect(!empty.list.keyDown(key), "\(key)") }
        #expect(empty.list.selectedRow == nil)
        #expect(!ListHarness().list.keyDown(.enter), "nothing selected to act on")
    }

    /// Enter acts on the selected row; a selection made in code is not told to the delegate.
    @Test func enterActsOnTheSelectedRow() {
        let h = ListHarness()
        h.list.selectRow(3, animated: false, scrollPosition: .none)
        h.key(1, .enter)
        #expect(h.recorder.calls == ["act 3"])
    }

    /// Without the focus, the list takes the keys as the screen's key view, as any responder
    /// in the chain.
    @Test func theKeysReachItAsTheKeyView() {
        let h = ListHarness()
        h.list.resignFirstResponder()
        h.key(1, .down)
        #expect(h.list.selectedRow == nil, "out of the chain")
        h.window.keyResponder = h.list
        h.key(1.1, .down)
        #expect(h.list.selectedRow == 0)
    }

    /// A click selects; a second click on the same row within half a second acts on it (half
    /// a second exactly too); a third starts again; clicks on two rows, or too far apart, do not.
    @Test func aDoubleClickActs() {
        let h = ListHarness()
        for (time, row) in [(1.0, 4), (1.25, 4), (1.5, 4), (1.75, 4), (3, 5), (3.25, 4), (4, 4), (4.5, 4)] {
            h.click(time, row: row)
        }
        #expect(h.recorder.calls == ["select 4", "act 4", "act 4", "select 5", "select 4", "act 4"])
        #expect(h.list.selectedRow == 4)
    }

    /// With `activatesOnClick` every click acts, after the selection it makes.
    @Test func aClickActsWhenAsked() {
        let h = ListHarness()
        h.list.activatesOnClick = true
        h.click(1, row: 2)
        h.click(3, row: 2)
        #expect(h.recorder.calls == ["select 2", "act 2", "act 2"])
    }

    /// Two-line rows a blank line apart: a click between rows or below the last selects
    /// nothing; a click on a row cut by the bottom edge brings it whole into view.
    @Test func clicksBetweenRowsSelectNothing() {
        let h = ListHarness(rowHeight: 2, rowSpacing: 1)
        h.click(1, row: 2)
        h.click(2, row: 5)
        #expect(h.list.selectedRow == nil && h.recorder.calls.isEmpty)
        h.click(3, row: 4)
        #expect(h.list.selectedRow == 1 && h.offset == 0)
        h.click(4, row: 9)
        #expect(h.list.selectedRow == 3 && h.offset == 1, "rows 9 and 10 shown: one line up")
        let short = ListHarness(rows: 3)
        short.click(1, row: 3)
        #expect(short.list.selectedRow == nil)
    }

    /// A wheel notch scrolls three rows in 0.3 s, ease-in-out, and leaves the selection; the
    /// rows in view follow the content.
    /// Mid-scroll the offset has fractions and the rows are drawn at it rounded: a pointer
    /// reported in pixels picks the row drawn under it, not the one the exact offset names.
    @Test func aClickPicksTheRowDrawnUnderThePointer() {
        let harness = ListHarness()
        harness.list.contentOffset = Point(x: 0, y: 2.4)
        #expect(harness.screen[0].contains("Row 2"))
        harness.mouse(0.5, .press(.left), at: Point(x: 5.5, y: 0.9))
        harness.mouse(0.5, .release(.left), at: Point(x: 5.5, y: 0.9))
        #expect(harness.list.selectedRow == 2)
    }

    @Test func theWheelScrollsWithoutSelecting() {
        let h = ListHarness()
        h.list.selectRow(0, animated: false, scrollPosition: .none)
        h.mouse(1, .scrollDown, 5, 5)
        h.advance(to: 1.15)
        #expect(abs(h.offset - 1.5) < 1e-9, "half way at half time")
        h.settle()
        #expect(h.offset == 3 && h.list.visibleRows == 3..<13)
        #expect(h.list.selectedRow == 0 && h.recorder.calls.isEmpty)
        #expect(h.screen[0] == " Row 3")
    }

    /// A flick at 50 rows a second decelerates with the scroll view's physics; a drag selects
    /// nothing.
    @Test func aFlickDecelerates() {
        let h = ListHarness()
        h.play(InputScript.drag(from: CellPoint(x: 5, y: 8), to: CellPoint(x: 5, y: 2), start: 1, step: 0.02, rest: 0))
        #expect(h.offset == 6)
        let velocity = h.recorder.releaseVelocity?.y ?? 0
        #expect(abs(velocity - 50) < 1e-6)
        h.settle()
        let rest = Decay(position: 6, velocity: 50).restingPosition
        #expect(abs(h.offset - rest) < 0.01)
        let first = Int(h.offset.rounded())
        #expect(h.list.visibleRows.lowerBound == Int(h.offset.rounded(.down)))
        #expect(h.screen[0] == " Row \(first)")
        #expect(h.list.selectedRow == nil && h.recorder.calls.isEmpty)
    }

    /// A slow drag released at rest moves the content as far as the pointer, and stops.
    @Test func aSlowDragStopsWhereReleased() {
        let h = ListHarness()
        h.play(InputScript.drag(from: CellPoint(x: 5, y: 8), to: CellPoint(x: 5, y: 3), start: 1, step: 0.1, rest: 0.2))
        h.settle()
        #expect(h.offset == 5 && h.screen[0] == " Row 5")
    }
}
