/// One batch of changes to a list's rows, counted as UIKit counts them: deleted rows by their
/// number before the batch, inserted rows by their number after it. A move is a deletion and an
/// insertion whose row keeps its cell. Where a row goes (and came from) is found from the
/// changed rows alone, so an update costs what it changes, not what the list holds.
struct ListRowUpdate {
    /// Rows before the batch that leave (move sources too).
    private(set) var deleted: Set<Int> = []
    /// Rows after the batch that are new (move targets too).
    private(set) var inserted: Set<Int> = []
    /// Moved rows: before → after, and back.
    private var moves: [Int: Int] = [:]
    private var movesBack: [Int: Int] = [:]
    /// A row named twice (deleted twice, moved and deleted): the batch cannot be animated.
    private(set) var isContradictory = false

    private var sortedDeleted: [Int] = []
    private var sortedInserted: [Int] = []

    mutating func delete(_ rows: [Int]) {
        for row in rows { isContradictory = !deleted.insert(row).inserted || isContradictory }
        sortedDeleted = deleted.sorted()
    }

    mutating func insert(_ rows: [Int]) {
        for row in rows { isContradictory = !inserted.insert(row).inserted || isContradictory }
        sortedInserted = inserted.sorted()
    }

    mutating func move(_ from: Int, to: Int) {
        delete([from])
        insert([to])
        moves[from] = to
        movesBack[to] = from
    }

    /// Whether the batch fits a list of `before` rows that now has `after`: every deleted row
    /// was there, every inserted row is there, and the counts add up.
    func fits(before: Int, after: Int) -> Bool {
        !isContradictory && after == before - deleted.count + inserted.count
            && (sortedDeleted.first ?? 0) >= 0 && (sortedDeleted.last ?? -1) < before
            && (sortedInserted.first ?? 0) >= 0 && (sortedInserted.last ?? -1) < after
    }

    /// Where row `old` is after the batch; nil if it was deleted.
    func newRow(forOld old: Int) -> Int? {
        if let moved = moves[old] { return moved }
        guard !deleted.contains(old) else { return nil }
        return skipping(sortedInserted, from: old - Self.count(of: sortedDeleted, below: old))
    }

    /// Where row `new` was before the batch; nil if it was inserted.
    func oldRow(forNew new: Int) -> Int? {
        if let moved = movesBack[new] { return moved }
        guard !inserted.contains(new) else { return nil }
        return skipping(sortedDeleted, from: new - Self.count(of: sortedInserted, below: new))
    }

    /// The row after the batch that takes deleted row `old`'s place: the first that stayed
    /// below it (a row past the end when none did).
    func rowTakingPlace(ofOld old: Int) -> Int {
        skipping(sortedInserted, from: old - Self.count(of: sortedDeleted, below: old))
    }

    /// The `index`th row among those not in `rows` (sorted).
    private func skipping(_ rows: [Int], from index: Int) -> Int {
        var row = index
        for skipped in rows {
            guard skipped <= row else { break }
            row += 1
        }
        return row
    }

    /// How many of `rows` (sorted) are below `row`: a binary search.
    private static func count(of rows: [Int], below row: Int) -> Int {
        var low = 0, high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle] < row { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
