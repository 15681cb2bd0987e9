import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import Testing

@testable import KamishibaiUI

/// A row swiped across to show its actions, on a manual clock: a 50-column list whose rows
/// have Delete (8 columns) and Archive (9) at their trailing edge — open at 17 columns, a
/// full swipe from 30 (60 % of 50) — and ★ Star at their leading edge.
@Suite struct SwipeActionsTests {
    static let open = 17.0

    /// The row follows the pointer to the pixel up to the actions' width, rubber-bands past
    /// it, and follows it again once a full swipe is armed, the first action then taking the
    /// whole strip.
    @Test func theRowFollowsThePointerThenRubberBands() {
        let h = SwipeHarness()
        h.drag(row: 2, from: 40, through: [35.75], at: 1)
        #expect(h.swipe.row == 2 && h.offset(ofRow: 2) == -4.25 && h.offset(ofRow: 3) == 0)
        #expect(h.list.contentOffset.y == 0, "it does not scroll")
        h.mouse(1.04, .drag(.left), at: Point(x: 24, y: 2.5))
        #expect(h.offset(ofRow: 2) == -16)
        h.mouse(1.06, .drag(.left), at: Point(x: 18, y: 2.5))
        #expect(h.offset(ofRow: 2) == -(Self.open + RubberBand.offset(5, dimension: 50)))
        h.mouse(1.08, .drag(.left), at: Point(x: 10, y: 2.5))
        #expect(h.offset(ofRow: 2) == -30, "a full swipe follows the pointer")
        #expect(
            SwipeActionsLayout(edge: .trailing, labels: ["Delete", "Archive"], rowWidth: 50, allowsFullSwipe: true).fullSwipeDistance == 30)
        #expect(h.events.isEmpty, "nothing decided under the pointer")
    }

    /// A release past half the actions' width rests them open, on the snap spring from where
    /// the row was; below half it closes.
    @Test func aReleaseDecidesByDistance() {
        let h = SwipeHarness()
        h.drag(row: 2, from: 40, through: [30], at: 1, step: 0.1)
        h.release(1.4, row: 2, at: 30)
        #expect(h.events == [#""row":2,"edge":"trailing","state":"opened""#])
        h.advance(to: 1.5)
        let spring = SpringMotion(spring: .snap, from: -10, to: -Self.open, velocity: 0)
        #expect(h.offset(ofRow: 2) == spring.position(at: 1.5 - 1.4))
        h.settle()
        #expect(h.offset(ofRow: 2) == -Self.open && h.swipe.phase == .open(choice: 0))

        let closing = SwipeHarness()
        closing.drag(row: 2, from: 40, through: [32], at: 1, step: 0.1)
        closing.release(1.4, row: 2, at: 32)
        closing.settle()
        #expect(closing.events.isEmpty && closing.swipe.row == nil && closing.offset(ofRow: 2) == 0)
    }

    /// Below half, a flick outwards (80 columns a second: 40 rows) opens; a flick back
    /// closes actions that were open, past half too.
    @Test func aFlickDecides() {
        let h = SwipeHarness()
        h.drag(row: 2, from: 40, through: [38, 36], at: 1)
        h.release(1.05, row: 2, at: 36)
        #expect(h.events == [#""row":2,"edge":"trailing","state":"opened""#])
        h.settle()
        let now = h.clock.now
        h.drag(row: 2, from: 40, through: [42, 44], at: now + 1)
        #expect(h.offset(ofRow: 2) == -Self.open + 4)
        h.release(now + 1.05, row: 2, at: 44)
        h.settle()
        #expect(h.events.last == #""row":2,"edge":"trailing","state":"closed""#)
        #expect(h.swipe.row == nil && h.offset(ofRow: 2) == 0)
    }

    /// A full swipe performs the first action: the row slides out, and the delegate's
    /// deletion leaves nothing swiped; answered false, the row slides back.
    @Test func aFullSwipePerformsTheFirstAction() {
        let h = SwipeHarness()
        h.drag(row: 2, from: 40, through: [20, 9], at: 1, step: 0.1)
        h.release(1.4, row: 2, at: 9)
        #expect(h.recorder.performed == ["Delete"] && h.rows.count == 99)
        #expect(h.events == [#""row":2,"edge":"trailing","state":"performed","action":"Delete""#])
        #expect(h.swipe.row == nil && h.offset(ofRow: 2) == 0)

        let refused = SwipeHarness()
        refused.recorder.answer = nil
        refused.drag(row: 2, from: 40, through: [20, 9], at: 1, step: 0.1)
        refused.release(1.4, row: 2, at: 9)
        refused.settle()
        #expect(refused.offset(ofRow: 2) == -50, "slid out until the completion")
        refused.recorder.pending?(false)
        refused.settle()
        #expect(refused.swipe.row == nil && refused.offset(ofRow: 2) == 0 && refused.rows.count == 100)
    }

    /// Without a full swipe the row rubber-bands all the way and rests open.
    @Test func noFullSwipeWhenTheConfigurationSaysSo() {
        let h = SwipeHarness()
        h.recorder.allowsFullSwipe = false
        h.drag(row: 2, from: 40, through: [9], at: 1)
        #expect(h.offset(ofRow: 2) == -(Self.open + RubberBand.offset(14, dimension: 50)))
        h.release(1.3, row: 2, at: 9)
        h.settle()
        #expect(h.recorder.performed.isEmpty && h.offset(ofRow: 2) == -Self.open)
    }

    /// `rowWithOpenSwipeActions` names the row while its actions are open, so the keys choose
    /// among them, and nil once they slide shut, after a perform, and while a drag holds it.
    @Test func rowWithOpenSwipeActionsIsTheOpenRow() {
        let h = SwipeHarness()
        #expect(h.list.rowWithOpenSwipeActions == nil)
        h.list.selectRow(3, animated: false, scrollPosition: .none)
        h.key(1, .left)
        #expect(h.list.rowWithOpenSwipeActions == 3, "open at once, sliding")
        h.settle()
        #expect(h.list.rowWithOpenSwipeActions == 3)
        h.key(h.clock.now + 0.1, .escape)
        #expect(h.list.rowWithOpenSwipeActions == nil, "sliding shut")
        h.settle()
        h.key(h.clock.now + 0.1, .right)
        #expect(h.list.rowWithOpenSwipeActions == 3)
        h.key(h.clock.now + 0.1, .enter)
        #expect(h.list.rowWithOpenSwipeActions == nil, "performed")
        h.settle()
        h.drag(row: 5, from: 40, through: [30], at: h.clock.now + 0.1)
        #expect(h.swipe.row == 5 && h.list.rowWithOpenSwipeActions == nil, "held by the pointer")
    }

    /// ← opens the selected row's trailing actions with the first chosen; ← moves the choice
    /// inwards, → back, and → past the first closes; → opens the leading ones, Enter
    /// performs the choice, Esc closes.
    @Test func theKeys() {
        let h = SwipeHarness()
        h.list.selectRow(3, animated: false, scrollPosition: .none)
        h.key(1, .left)
        #expect(h.swipe.phase == .open(choice: 0) && h.events == [#""row":3,"edge":"trailing","state":"opened""#])
        h.settle()
        #expect(h.offset(ofRow: 3) == -Self.open)
        for (key, phase) in [
            (Key.left, SwipeActionsPhase.open(choice: 1)), (.left, .open(choice: 1)), (.right, .open(choice: 0)), (.down, .open(choice: 0)),
        ] {
            h.key(h.clock.now + 0.1, key)
            #expect(h.swipe.phase == phase, "after \(key)")
        }
        #expect(h.list.selectedRow == 3, "↓ is not the list's while open")
        h.key(h.clock.now + 0.1, .right)
        h.settle()
        #expect(h.swipe.row == nil && h.events.last == #""row":3,"edge":"trailing","state":"closed""#)

        h.key(h.clock.now + 0.1, .right)
        h.key(h.clock.now + 0.1, .enter)
        #expect(h.recorder.performed == ["Star"])
        #expect(
            h.events.suffix(2) == [
                #""row":3,"edge":"leading","state":"opened""#, #""row":3,"edge":"leading","state":"performed","action":"Star""#,
            ])
        h.settle()
        #expect(h.swipe.row == nil, "a normal action performed: the row slides back")

        h.key(h.clock.now + 0.1, .left)
        h.key(h.clock.now + 0.1, .escape)
        h.settle()
        #expect(h.swipe.row == nil && h.recorder.performed == ["Star"])

        // An arrow while the row still slides back opens at once.
        h.key(h.clock.now + 0.1, .left)
        h.key(h.clock.now + 0.1, .escape)
        h.key(h.clock.now + 0.05, .right)
        #expect(h.swipe.phase == .open(choice: 0) && h.swipe.layout?.edge == .leading)
        h.advance(to: h.clock.now + 0.05)
        #expect(h.offset(ofRow: 3) > 0)
    }

    /// A click on an action performs it; a click elsewhere in the list closes the actions and
    /// selects nothing.
    @Test func clicksPerformOrClose() {
        let h = SwipeHarness()
        h.list.selectRow(3, animated: false, scrollPosition: .none)
        h.key(1, .left)
        h.settle()
        h.click(h.clock.now + 0.1, row: 7, column: 10)
        #expect(h.list.selectedRow == 3, "the click only closed")
        h.settle()
        #expect(h.swipe.row == nil)
        h.key(h.clock.now + 0.1, .left)
        h.settle()
        // Archive stands at columns 33–41, Delete at 42–49.
        h.click(h.clock.now + 0.1, row: 3, column: 35)
        #expect(h.recorder.performed == ["Archive"])
    }

    /// Reloading the rows, or an update, shuts open actions at once: the row may be another
    /// story now.
    @Test func aReloadOrAnUpdateShutsThem() {
        let h = SwipeHarness()
        h.list.selectRow(3, animated: false, scrollPosition: .none)
        h.key(1, .left)
        h.settle()
        h.list.reloadData()
        #expect(h.swipe.row == nil && h.offset(ofRow: 3) == 0)
        #expect(h.events.last == #""row":3,"edge":"trailing","state":"closed""#)
        #expect(h.list.subviews.allSatisfy { !($0 is SwipeActionsView) }, "the strip is gone")

        h.key(h.clock.now + 0.1, .left)
        h.settle()
        h.rows.count += 1
        h.list.insertRows(at: [0], with: .automatic)
        #expect(h.swipe.row == nil && h.offset(ofRow: 3) == 0 && h.offset(ofRow: 4) == 0, "an update too")
    }

    /// A normal action whose handler takes its row away (an Archive) or puts another in its
    /// place leaves nothing slid out: the row number is another row's now.
    @Test(arguments: [true, false]) func aNormalActionThatRemovesOrReplacesItsRowLeavesNothingOut(removes: Bool) {
        let h = SwipeHarness()
        h.recorder.removesOnArchive = removes
        h.recorder.replacesOnArchive = !removes
        h.list.selectRow(3, animated: false, scrollPosition: .none)
        h.key(1, .left)
        h.key(1.1, .left)
        h.key(1.2, .enter)
        #expect(h.recorder.performed == ["Archive"] && h.rows.count == (removes ? 99 : 100))
        #expect(h.swipe.row == nil && h.offset(ofRow: 3) == 0)
    }

    /// A new width shuts open actions: their strip and thresholds were the old width's.
    @Test func aResizeShutsThem() {
        let h = SwipeHarness()
        h.list.selectRow(3, animated: false, scrollPosition: .none)
        h.key(1, .left)
        h.settle()
        h.list.frame = Rect(x: 0, y: 0, width: 40, height: 10)
        h.window.rootView.layoutIfNeeded()
        #expect(h.swipe.row == nil && h.offset(ofRow: 3) == 0)
        h.key(h.clock.now + 0.1, .left)
        h.settle()
        #expect(h.offset(ofRow: 3) == -Self.open && h.swipe.layout?.fullSwipeDistance == 25, "the new width's")
    }

    /// One row at a time: swiping another row closes the first at once; a vertical drag on a
    /// row scrolls the list (and closes open actions).
    @Test func oneOpenAtATimeAndAVerticalDragScrolls() {
        let h = SwipeHarness()
        h.drag(row: 2, from: 40, through: [30], at: 1, step: 0.1)
        h.release(1.4, row: 2, at: 30)
        h.settle()
        h.drag(row: 5, from: 40, through: [35], at: h.clock.now + 0.1)
        #expect(h.swipe.row == 5 && h.offset(ofRow: 2) == 0 && h.offset(ofRow: 5) == -5)
        #expect(h.events == [#""row":2,"edge":"trailing","state":"opened""#, #""row":2,"edge":"trailing","state":"closed""#])
        h.release(h.clock.now + 0.3, row: 5, at: 35)
        h.settle()

        let now = h.clock.now
        h.mouse(now + 0.1, .press(.left), at: Point(x: 30, y: 6.5))
        h.mouse(now + 0.2, .drag(.left), at: Point(x: 31, y: 3.5))
        #expect(h.list.contentOffset.y == 3 && h.swipe.row == nil)
    }
}
