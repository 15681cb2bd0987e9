import KamishibaiTerminal
import Testing

@testable import KamishibaiANSI

/// Finding the block of rows a scroll region can move: up and down, the rows it spares
/// against the rows it empties needlessly, and nothing worth it.
@Suite("Row shift")
struct RowShiftTests {
    @Test func aBlockMovedUpIsFoundWithItsRegion() {
        // Rows 3…9 moved up by two (the rest did not move): region 3…9, content up by 2.
        let old: [UInt64] = [1, 2, 3, 10, 11, 12, 13, 14, 15, 16]
        let new: [UInt64] = [1, 2, 3, 12, 13, 14, 15, 16, 98, 99]
        #expect(RowShift.best(old: old, new: new) == RowShift(top: 3, bottom: 9, distance: 2))
    }

    @Test func aBlockMovedDownIsFound() {
        let old: [UInt64] = [10, 11, 12, 13, 14, 15, 7]
        let new: [UInt64] = [98, 10, 11, 12, 13, 14, 7]
        #expect(RowShift.best(old: old, new: new) == RowShift(top: 0, bottom: 5, distance: -1))
    }

    @Test func rowsThatDidNotChangeAreNotWorthScrolling() {
        // Blank rows match each other at every distance; nothing changed, nothing to spare.
        let blank = [UInt64](repeating: 5, count: 12)
        #expect(RowShift.best(old: blank, new: blank) == nil)
    }

    @Test func aShiftSparingTooFewRowsIsNotTaken() {
        let old: [UInt64] = [1, 2, 3, 4, 5, 6]
        let new: [UInt64] = [2, 3, 9, 9, 9, 9]
        #expect(RowShift.best(old: old, new: new) == nil, "two rows spared")
        #expect(RowShift.best(old: old, new: new, minimumSavedRows: 2) == RowShift(top: 0, bottom: 2, distance: 1))
    }

    @Test func rowsTheScrollWouldEmptyNeedlesslyCountAgainstIt() {
        // Rows 0…3 moved up by one, but row 4 below them was already right: emptying it costs.
        let old: [UInt64] = [1, 2, 3, 4, 5, 6]
        let new: [UInt64] = [2, 3, 4, 5, 5, 6]
        #expect(RowShift.best(old: old, new: new, minimumSavedRows: 4) == nil, "4 spared, less the 1 emptied needlessly")
        #expect(RowShift.best(old: old, new: new, minimumSavedRows: 3) == RowShift(top: 0, bottom: 4, distance: 1))
    }
}
