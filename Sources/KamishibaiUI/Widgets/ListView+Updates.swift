/// Animated updates (UIKit's `insertRows(at:with:)`, `deleteRows(at:with:)`,
/// `moveRow(at:to:)` and `performBatchUpdates(_:completion:)`): the data source has already
/// changed when the list is told, and the rows in view slide from where they were drawn to
/// their new places.
///
/// As in UIKit, rows are counted as they are around the change: a deleted row (and a moved
/// row's `from`) by its number before the update, an inserted row (and a moved row's `to`) by
/// its number after it; in a batch, before and after the whole batch. A row keeps its cell
/// through the update, the selection stays on its row (a deleted selected row hands it to the
/// row that takes its place), and the content offset stays unless the content no longer
/// reaches it. Rows are the list's flat rows, with a ``ListViewSectionedDataSource`` too
/// (headers counted, see ``ListView/row(for:)``): the list asks its sections again.
///
/// An update whose counts do not add up — the data source's new count is not the old one less
/// the deletions plus the insertions, a row out of range or named twice — does not crash as
/// UIKit does: the list reloads (``reloadData()``), without animation.
///
/// An update costs what the rows in view do, in a list of a million rows too: the list works
/// out where each row in view went from the changed rows alone, and asks the data source only
/// for its count and the rows that come into view. Each update is traced as `rowsChanged`.
extension ListView {
    /// How rows an update inserts, deletes or moves get to their places (UIKit's
    /// `UITableView.RowAnimation`, as far as a terminal can show it: rows move by whole lines,
    /// and a cell cannot be half transparent).
    public enum RowAnimation: Sendable {
        /// The rows slide: those below an insertion slide down to make room and the new rows
        /// show in it; a deleted row goes and the rows below slide up over its place; a moved
        /// row slides to its new place. On the window's animations, so `--slow-animations`
        /// slows it and reduced motion cuts it.
        case automatic
        /// The rows are at their new places at once.
        case none
    }

    /// Tells the list that the data source has new rows at `rows` (numbered as they are now).
    public func insertRows(at rows: [Int], with animation: RowAnimation) {
        gather(animation) { $0.insert(rows) }
    }

    /// Tells the list that the data source no longer has `rows` (numbered as they were).
    public func deleteRows(at rows: [Int], with animation: RowAnimation) {
        gather(animation) { $0.delete(rows) }
    }

    /// Tells the list that the data source's row `row` is now at `newRow`: its cell slides
    /// there and the rows between make way.
    public func moveRow(at row: Int, to newRow: Int) {
        gather(.automatic) { $0.move(row, to: newRow) }
    }

    /// Makes the insertions, deletions and moves `updates` tells of one update, slid together
    /// (batches nest: the outermost one applies them). `completion` is called once the rows
    /// rest — at once, with `true`, when nothing slides — always with `true`: a later update
    /// takes the rows on from where they are drawn.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        rowUpdates.batchDepth += 1
        updates?()
        rowUpdates.batchDepth -= 1
        if let completion { rowUpdates.batchCompletions.append(completion) }
        if rowUpdates.batchDepth == 0 { applyBatch() }
    }

    /// Adds a change to the batch under way, or makes it at once outside one.
    private func gather(_ animation: RowAnimation, _ change: (inout ListRowUpdate) -> Void) {
        change(&rowUpdates.batch)
        rowUpdates.batchAnimates = rowUpdates.batchAnimates || animation != .none
        if rowUpdates.batchDepth == 0 { applyBatch() }
    }

    private func applyBatch() {
        let update = rowUpdates.batch, animates = rowUpdates.batchAnimates, completions = rowUpdates.batchCompletions
        rowUpdates.batch = ListRowUpdate()
        rowUpdates.batchAnimates = false
        rowUpdates.batchCompletions = []
        apply(update, animated: animates, completions: completions)
    }

    /// Where the rows laid out are drawn now (their slide included), by row: where the next
    /// slide starts them.
    private func drawnTops() -> [(row: Int, y: Double)] {
        cells.keys.map { ($0, rectForRow($0).minY + (rowUpdates.slide?.offset(ofRow: $0) ?? 0)) }
    }

    private func apply(_ update: ListRowUpdate, animated: Bool, completions: [(Bool) -> Void]) {
        let before = numberOfRows
        let drawn = drawnTops()
        let previous = rowUpdates.slide
        window?.trace.record(.rowsChanged(inserted: update.inserted.sorted(), deleted: update.deleted.sorted()))
        if let previous { for row in previous.appearing { cells[row]?.isHidden = false } }
        let sections = (dataSource as? any ListViewSectionedDataSource)?.sectionIndex(for: self)
        let after = sections?.numberOfRows ?? max(0, dataSource?.numberOfRows(in: self) ?? 0)
        guard update.fits(before: before, after: after) else {
            reloadData()
            for completion in completions { completion(true) }
            return
        }
        sectionIndex = sections ?? ListSectionIndex()
        numberOfRows = after
        var kept: [Int: View] = [:]
        for (old, cell) in cells {
            if let new = update.newRow(forOld: old) { kept[new] = cell } else { cell.removeFromSuperview() }
        }
        cells = kept
        lastClick = nil
        if let selected = selectedRow {
            let taking = update.newRow(forOld: selected) ?? min(update.rowTakingPlace(ofOld: selected), after - 1)
            selectedRow = after > 0 ? selectableRow(taking) : nil
        }
        // The gestures hear of it once the list is whole again: its cells and selection renumbered.
        for gesture in rowGestures { gesture.listRowsDidChange() }
        guard animated, let animations = window?.animations else {
            rowUpdates.slide = nil
            rowGeometryDidChange()
            rowUpdates.lastUpdateWork = drawn.count + cells.count
            for completion in (previous?.completions ?? []) + completions { completion(true) }
            return updateCellSelection()
        }
        let slide = ListRowSlide(
            animator: animations.makeAnimator(duration: animations.isReduceMotionEnabled ? 0 : ListRowSlide.duration, curve: .easeOut))
        slide.completions = (previous?.completions ?? []) + completions
        for (old, y) in drawn {
            if let new = update.newRow(forOld: old), y != rectForRow(new).minY { slide.offsets[new] = y - rectForRow(new).minY }
        }
        rowUpdates.slide = slide
        rowGeometryDidChange()
        // Rows that came into view: from where they were drawn before, or, inserted, hidden
        // until the rows around them have made room.
        for row in cells.keys where slide.offsets[row] == nil {
            guard let old = update.oldRow(forNew: row) else {
                slide.appearing.insert(row)
                continue
            }
            let offset = rectForRow(old).minY + (previous?.offset(ofRow: old) ?? 0) - rectForRow(row).minY
            if offset != 0 { slide.offsets[row] = offset }
        }
        rowUpdates.lastUpdateWork = drawn.count + cells.count
        slide.animator.startAnimation()
        layoutRows()
        updateCellSelection()
        rowUpdates.stepper.run(in: animations) { [weak self] _ in self?.stepRowSlide() ?? false }
    }

    /// One frame of the slide; whether it goes on.
    private func stepRowSlide() -> Bool {
        guard let slide = rowUpdates.slide else { return false }
        slide.animator.update()
        guard !slide.animator.isRunning else {
            layoutRows()
            return true
        }
        endRowSlide()
        return false
    }

    /// Puts the rows of the slide under way at their places (unless `layingOut` is false: a
    /// reload, whose data source may no longer have the rows laid out, lays them out itself),
    /// shows the inserted ones and calls the updates' completions.
    func endRowSlide(layingOut: Bool = true) {
        guard let slide = rowUpdates.slide else { return }
        rowUpdates.slide = nil
        for row in slide.appearing { cells[row]?.isHidden = false }
        if layingOut { layoutRows() }
        for completion in slide.completions { completion(true) }
    }
}
