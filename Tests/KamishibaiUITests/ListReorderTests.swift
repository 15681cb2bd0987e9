import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import Testing

@testable import KamishibaiUI

/// Drag to reorder on a manual clock: the hold, the lifted row under the pointer, the rows
/// making room, the drop index, the autoscroll, the drop and the fly back, the keys — exact
/// values at exact times.
@Suite struct ListReorderTests {
    /// A press held half a second lifts the row (and selects it); at 0.49 s it has not.
    @Test func aHoldLiftsAtHalfASecond() {
        let h = ReorderHarness()
        h.mouse(1, .press(.left), 5, 2)
        h.advance(to: 1.49)
        #expect(!h.list.hasActiveDrag)
        h.advance(to: 1.5)
        #expect(h.list.hasActiveDrag && h.target == 2 && h.list.selectedRow == 2)
        #expect(h.recorder.calls == ["select 2"])
        #expect(h.top(2) == 2, "lifted where it was")
    }

    /// A wobble of less than half a row before the hold does not stop it (no drag began).
    @Test func aWobbleStillLifts() {
        let h = ReorderHarness()
        h.mouse(1, .press(.left), 5, 2.25)
        h.mouse(1.2, .drag(.left), 5.5, 2.5)
        h.advance(to: 1.5)
        #expect(h.list.hasActiveDrag && h.offset == 0)
    }

    /// Motion before the hold scrolls the list, and nothing lifts later; a release before it
    /// is a click; a row the data source keeps in place never lifts.
    @Test func motionOrAReleaseBeforeTheHoldLiftsNothing() {
        let h = ReorderHarness()
        h.mouse(1, .press(.left), 5, 5)
        h.mouse(1.2, .drag(.left), 5, 3)
        #expect(h.offset == 2, "it scrolls")
        h.advance(to: 2)
        #expect(!h.list.hasActiveDrag)
        h.mouse(2, .release(.left), 5, 3)
        h.mouse(3, .press(.left), 5, 4)
        h.mouse(3.3, .release(.left), 5, 4)
        h.advance(to: 4)
        #expect(!h.list.hasActiveDrag && h.list.selectedRow == 6, "a click selects the row under it")
        h.rows.canMove = { $0 != 4 }
        h.lift(at: 5, y: 2)
        #expect(!h.list.hasActiveDrag)
        #expect(!h.window.window.animations.isActive, "no wake-up loop: the hold is a timer")
    }

    /// A cancelled press (the pointer's gesture abandoned) lifts nothing when the time is up.
    @Test func aCancelledPressLiftsNothing() {
        let h = ReorderHarness()
        h.mouse(1, .press(.left), 5, 2)
        h.list.panGestureRecognizer.cancel()
        h.advance(to: 2)
        #expect(!h.list.hasActiveDrag)
    }

    @Test func theDelegateHearsTheDragSessionBeginAndEndOnceSettled() {
        let h = ReorderHarness()
        h.lift(at: 1, y: 2)
        #expect(h.recorder.dragSessions == ["began"])
        h.key(2, .escape)
        #expect(h.recorder.dragSessions == ["began"] && h.list.hasActiveDrag, "flying back")
        h.advance(to: 2 + ListReorder.settleDuration + 0.05)
        #expect(h.recorder.dragSessions == ["began", "ended"] && !h.list.hasActiveDrag)
    }

    @Test func aRowLiftedByTheKeysIgnoresThePointer() {
        let h = ReorderHarness()
        h.list.selectRow(3, animated: false, scrollPosition: .none)
        h.key(1, .character(" "))
        h.mouse(1.1, .press(.left), 5, 7)
        h.mouse(1.2, .release(.left), 5, 7)
        #expect(h.list.selectedRow == 3 && !h.recorder.calls.contains("select 7"), "a click selects no other row")
        #expect(h.target == 3 && h.list.hasActiveDrag)
    }

    @Test func aHeldPressOnARowWithItsSwipeActionsOutLiftsNothing() {
        let h = ReorderHarness()
        let swipes = SwipeRecorder()
        h.list.delegate = swipes
        h.list.selectRow(3, animated: false, scrollPosition: .none)
        h.key(1, .left)
        #expect(h.list.rowWithOpenSwipeActions == 3)
        h.lift(at: 2, y: 3)
        #expect(!h.list.hasActiveDrag, "a slow click on an open row is the swipe's")
    }

    @Test func aRowLiftedWhenThePressIsCancelledFliesBackAtTheNextPress() {
        let h = ReorderHarness()
        h.lift(at: 1, y: 2)
        #expect(h.list.hasActiveDrag && h.list.panGestureRecognizer.minimumDistance == 0)
        h.list.panGestureRecognizer.cancel()  // a key, a resize or lost focus abandoned it before it moved
        h.mouse(2, .press(.left), 5, 6)
        h.advance(to: 3)
        #expect(!h.list.hasActiveDrag && h.rows.moves.isEmpty)
        #expect(h.list.panGestureRecognizer.minimumDistance == 0.5, "the pan decides its drags as before")
    }

    @Test func anUpdateUnderALiftLaysItDownAndTellsTheDataSourceNothing() {
        let h = ReorderHarness()
        h.list.selectRow(3, animated: false, scrollPosition: .none)
        h.key(1, .character(" "))
        h.key(1.1, .down)
        #expect(h.target == 4)
        h.rows.items.insert(100, at: 0)
        h.list.insertRows(at: [0], with: .automatic)
        #expect(!h.list.hasActiveDrag, "row 3 is another row now: the lift ends")
        h.key(1.2, .character(" "))
        h.advance(to: 2)
        #expect(h.rows.moves.isEmpty && h.movedEvents.isEmpty)
    }

    /// The lifted row follows the pointer to the pixel, within the first and last rows' places.
    @Test func theLiftedRowIsUnderThePointer() {
        let h = ReorderHarness()
        h.lift(at: 1, y: 2.25)
        h.mouse(1.55, .drag(.left), 5, 2.5)
        #expect(h.top(2) == 2.25, "from the first pixel, under the half row that decides a drag")
        h.mouse(1.6, .drag(.left), 5, 4.75)
        #expect(h.top(2) == 4.5)
        h.mouse(1.7, .drag(.left), 5, -3)
        #expect(h.top(2) == 0, "not above the first row's place")
    }

    /// Past half a row the row below slides up a row, eased out over 0.2 s; the rows beyond
    /// stay.
    @Test func theOthersSlideOutOfTheWay() {
        let h = ReorderHarness()
        h.lift(at: 1, y: 2)
        h.mouse(2, .drag(.left), 5, 3)
        #expect(h.target == 3 && h.top(3) == 3, "it starts where it was")
        h.advance(to: 2.1)
        #expect(h.top(3) == 3 - TimingCurve.easeOut.value(at: (2.1 - 2) / ListReorder.slideDuration))
        #expect(h.list.cellForRow(3)?.frame.minY == h.top(3), "its cell is laid out there")
        h.advance(to: 2.2)
        #expect(h.top(3) == 2 && h.top(4) == 4 && h.top(1) == 1)
        // Back above its place: the row below returns, the one above goes down.
        h.mouse(3, .drag(.left), 5, 1)
        h.advance(to: 3.2)
        #expect(h.target == 1 && h.top(3) == 3 && h.top(1) == 2)
    }

    /// The drop index is the place the row has gone at least half a row toward.
    @Test func theDropIndexAtEachBoundary() {
        let h = ReorderHarness()
        h.lift(at: 1, y: 4)
        let cases: [(offset: Double, target: Int)] = [
            (-1.5, 2), (-1.49, 3), (-0.51, 3), (-0.5, 3), (-0.49, 4), (0.49, 4), (0.5, 5), (1.49, 5), (1.5, 6),
        ]
        for (index, step) in cases.enumerated() {
            h.mouse(2 + Double(index) / 10, .drag(.left), 5, 4 + step.offset)
            #expect(h.target == step.target, "at \(step.offset)")
        }
        #expect(h.offset == 0, "no autoscroll between the zones")
    }

    /// The drop tells the data source once, traces `rowMoved`, keeps the selection on the row,
    /// and every row is drawn where it was: the list is in the new order without a jump.
    @Test func theDropMovesTheRow() {
        let h = ReorderHarness()
        h.lift(at: 1, y: 0)
        h.mouse(2, .drag(.left), 5, 2)
        h.advance(to: 2.5)
        let before = (0..<4).map(h.top)
        #expect(before == [2, 0, 1, 3])
        h.mouse(2.5, .release(.left), 5, 2)
        #expect(h.rows.moves == [[0, 2]] && h.rows.items.prefix(4) == [1, 2, 0, 3])
        #expect(h.movedEvents == ["0→2"])
        #expect(h.list.selectedRow == 2)
        #expect((0..<4).map(h.top) == [0, 1, 2, 3], "drawn where they were")
        #expect(h.list.hasActiveDrag, "still settling")
        h.advance(to: 2.5 + ListReorder.settleDuration)
        #expect(!h.list.hasActiveDrag && h.list.reorder.liftView.superview == nil)
        #expect(h.screen.prefix(4) == [" Row 1", " Row 2", "▌Row 0", " Row 3"])
        #expect(
            (h.list.cellForRow(2) as? ListViewCell)?.row.title == "Row 0" && (h.list.cellForRow(2) as? ListViewCell)?.isSelected == true)
    }

    /// A drop back at its own place (or a press released after the hold without a move)
    /// tells nobody.
    @Test func aDropInPlaceIsNoMove() {
        let h = ReorderHarness()
        h.lift(at: 1, y: 3)
        h.mouse(1.6, .release(.left), 5, 3)
        h.advance(to: 2)
        #expect(h.rows.moves.isEmpty && h.movedEvents.isEmpty && !h.list.hasActiveDrag && h.list.selectedRow == 3)
    }

    /// Esc mid-drag flies the row back to its place, eased out over 0.25 s, and the others
    /// with it; the data source hears nothing, and the rest of the drag is ignored.
    @Test func escapeFliesTheRowBack() {
        let h = ReorderHarness()
        h.lift(at: 1, y: 0)
        h.mouse(2, .drag(.left), 5, 2)
        h.advance(to: 2.3)
        h.key(2.3, .escape)
        #expect(h.top(0) == 2 && h.top(1) == 0)
        h.advance(to: 2.425)
        let eased = TimingCurve.easeOut.value(at: (2.425 - 2.3) / ListReorder.settleDuration)
        #expect(h.top(0) == 2 - 2 * eased)
        h.advance(to: 2.55)
        #expect(h.top(0) == 0 && h.top(1) == 1 && h.top(2) == 2 && !h.list.hasActiveDrag)
        h.mouse(2.6, .drag(.left), 5, 4)
        h.mouse(2.7, .release(.left), 5, 4)
        #expect(h.rows.moves.isEmpty && h.movedEvents.isEmpty && h.offset == 0)
    }

    /// A drag the window cancels (a resize, say) flies the row back as Esc does, and the pan
    /// again waits for half a row before deciding a drag.
    @Test func aCancelledDragFliesTheRowBack() {
        let h = ReorderHarness()
        h.lift(at: 1, y: 0)
        #expect(h.list.panGestureRecognizer.minimumDistance == 0, "the lifted row follows every pixel")
        h.mouse(2, .drag(.left), 5, 2)
        h.list.panGestureRecognizer.cancel()
        h.advance(to: 2 + ListReorder.settleDuration)
        #expect(h.top(0) == 0 && h.top(1) == 1 && !h.list.hasActiveDrag && h.rows.moves.isEmpty)
        #expect(h.list.panGestureRecognizer.minimumDistance == 0.5)
    }

    /// Space lifts the selected row, ↑↓ move it a place (the list follows to keep it in view),
    /// Space drops: while lifted these are the list's only keys, with Enter and Esc.
    @Test func theKeysMoveARow() {
        let h = ReorderHarness()
        h.list.selectRow(8, animated: false, scrollPosition: .none)
        #expect(h.list.keyCommands.first?.input == .character(" "))
        h.key(1, .character(" "))
        #expect(h.list.hasActiveDrag && h.target == 8)
        #expect(h.list.keyCommands.map(\.input) == [.up, .down, .character(" "), .enter, .escape])
        h.key(1.1, .down)
        h.key(1.2, .down)
        #expect(h.target == 10 && h.offset == 1, "the list scrolls to show its place")
        h.advance(to: 1.3)
        let halfway = TimingCurve.easeOut.value(at: (1.2 - 1.1) / ListReorder.slideDuration)
        #expect(h.top(8) == 8 + halfway + (2 - halfway) * TimingCurve.easeOut.value(at: (1.3 - 1.2) / ListReorder.slideDuration))
        #expect(h.top(9) == 8, "its slide began at 1.1 and ended at 1.3")
        h.key(1.3, .up)
        h.key(1.4, .character(" "))
        #expect(h.rows.moves == [[8, 9]] && h.movedEvents == ["8→9"] && h.list.selectedRow == 9)
        h.advance(to: 2)
        #expect(!h.list.hasActiveDrag && h.list.keyCommands.first?.input == .character(" "))
    }

    /// ↑ at the first place and ↓ at the last move nothing; Esc puts a row lifted by the keys
    /// back; Enter drops.
    @Test func theKeysStopAtTheEnds() {
        let h = ReorderHarness(rows: 3)
        h.list.selectRow(0, animated: false, scrollPosition: .none)
        h.key(1, .character(" "))
        h.key(1.1, .up)
        #expect(h.target == 0)
        h.key(1.2, .down)
        h.key(1.3, .down)
        h.key(1.4, .down)
        #expect(h.target == 2)
        h.key(1.5, .escape)
        h.advance(to: 2)
        #expect(h.rows.moves.isEmpty && h.list.selectedRow == 0)
        h.key(2, .character(" "))
        h.key(2.1, .down)
        h.key(2.2, .enter)
        #expect(h.rows.moves == [[0, 1]])
    }

    /// With the pointer on the list's last line it scrolls at 30 lines a second, on its
    /// second-last at 20; the lifted row stays under the pointer; away from the edge nothing
    /// steps.
    @Test func theListScrollsNearItsEdges() {
        let h = ReorderHarness()
        h.lift(at: 1, y: 5)
        h.mouse(2, .drag(.left), 5, 9)
        h.advance(to: 2.5)
        #expect(abs(h.offset - 15) < 1e-9)
        #expect(abs(h.top(5) - (9 + h.offset)) < 1e-9 && h.target == 24)
        h.mouse(2.5, .drag(.left), 5, 8)
        h.advance(to: 3)
        #expect(abs(h.offset - 25) < 1e-9)
        h.mouse(3, .drag(.left), 5, 5)
        h.advance(to: 3 + ListReorder.slideDuration)
        #expect(abs(h.offset - 25) < 1e-9 && !h.animations.isActive, "away from the edges nothing steps")
        h.mouse(4, .drag(.left), 5, 0)
        h.advance(to: 4.5)
        #expect(abs(h.offset - 10) < 1e-9, "up at 30 lines a second")
        h.mouse(4.5, .release(.left), 5, 0)
        #expect(h.rows.moves == [[5, 10]])
    }

    /// A drag that starts on a row's reorder control lifts it at once; a click there selects.
    @Test func aDragOnTheControlLiftsAtOnce() {
        let h = ReorderHarness()
        h.list.showsReorderControls = true
        #expect(h.list.cellForRow(0)?.frame.width == 16)
        #expect(h.screen[0] == " Row 0            ≡")
        h.mouse(1, .press(.left), 18, 3)
        h.mouse(1.05, .drag(.left), 18, 5)
        #expect(h.list.hasActiveDrag && h.top(3) == 5 && h.target == 5)
        h.mouse(1.1, .release(.left), 18, 5)
        #expect(h.rows.moves == [[3, 5]])
        h.mouse(2, .press(.left), 18, 1)
        h.mouse(2.05, .release(.left), 18, 1)
        #expect(h.list.selectedRow == 1 && h.rows.moves.count == 1)
    }
}
