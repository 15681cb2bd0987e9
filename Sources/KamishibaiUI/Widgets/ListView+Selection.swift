import KamishibaiGeometry

/// Selecting rows and keeping them in view: in code, by the keys, by clicks.
extension ListView {
    /// Where ``scrollToRow(_:at:animated:)`` brings a row (UIKit's
    /// `UITableView.ScrollPosition`).
    public enum ScrollPosition: Sendable {
        /// The least scroll that shows the row whole; none when it is in view.
        case none
        /// The row at the top of the view.
        case top
        /// The row in the middle of the view.
        case middle
        /// The row at the bottom of the view.
        case bottom
    }

    /// Scrolls so that `row` is at `position` in the part of the view the content insets leave
    /// (a row taller than that shows its top), within the edges; from where a running scroll is
    /// heading. Nothing moves when it is already there, or for a row outside the list.
    public func scrollToRow(_ row: Int, at position: ScrollPosition, animated: Bool) {
        guard (0..<numberOfRows).contains(row) else { return }
        let rect = rectForRow(row)
        let current = targetContentOffset
        let insets = adjustedContentInset
        let inset = insets.top, visible = frame.height - insets.top - insets.bottom
        var y: Double
        switch position {
        case .top: y = rect.minY - inset
        case .middle: y = (rect.midY - inset - visible / 2).rounded(.down)
        case .bottom: y = rect.maxY - inset - visible
        case .none:
            y = current.y
            if rect.maxY > y + inset + visible { y = rect.maxY - inset - visible }
            if rect.minY < y + inset { y = rect.minY - inset }
        }
        y = min(max(y, minimumContentOffset.y), maximumContentOffset.y)
        guard y != current.y else { return }
        setContentOffset(Point(x: current.x, y: y), animated: animated)
    }

    /// Selects `row` and scrolls it to `scrollPosition` (UIKit's
    /// `selectRow(at:animated:scrollPosition:)`, except that `.none` brings the row into view as
    /// it does in `scrollToRow`). Nil, or a row outside the list, leaves none selected. The
    /// delegate is not told: the app made this selection.
    public func selectRow(_ row: Int?, animated: Bool, scrollPosition: ScrollPosition) {
        selectedRow = row.flatMap { (0..<numberOfRows).contains($0) ? $0 : nil }
        updateCellSelection()
        guard let selectedRow else { return }
        if scrollPosition == .none {
            scrollToVisible(selectedRow, animated: animated)
        } else {
            scrollToRow(selectedRow, at: scrollPosition, animated: animated)
        }
    }

    // MARK: The user's selection

    /// A selection the user made: the delegate hears of a new row, and the row comes into view
    /// at once (a held arrow runs down the list without waiting for an animation), unless the
    /// pointer holds the content.
    private func userSelect(_ row: Int) {
        guard let row = selectableRow(row) else { return }
        if row != selectedRow {
            selectedRow = row
            updateCellSelection()
            listDelegate?.listView(self, didSelectRowAt: row)
        }
        if !isDragging { scrollToVisible(row, animated: false) }
    }

    private func performPrimaryAction(_ row: Int) {
        listDelegate?.listView(self, performPrimaryActionForRowAt: row)
    }

    var listDelegate: ListViewDelegate? { delegate as? ListViewDelegate }

    /// The keys that move the selection, and their commands' titles (see `keyCommands`).
    static let selectionKeys: [(key: Key, title: String)] = [
        (.up, "Previous row"), (.down, "Next row"), (.pageUp, "Page up"), (.pageDown, "Page down"),
        (.home, "First row"), (.end, "Last row"),
    ]

    /// The list's own commands: the selection keys while it has rows, Enter while a row is
    /// selected; with the scroll view's for the keys the list leaves (← → when it scrolls
    /// across).
    var selectionKeyCommands: [KeyCommand] {
        var commands: [KeyCommand] = []
        if numberOfRows > 0 {
            commands += Self.selectionKeys.map { key, title in
                KeyCommand(system: key, title: title, on: self) { list in list.moveSelection(for: key) }
            }
        }
        if selectedRow != nil {
            commands.append(
                KeyCommand(system: .enter, title: "Open", discoverabilityTitle: "Act on the selected row", on: self) { list in
                    if let row = list.selectedRow { list.performPrimaryAction(row) }
                })
        }
        let listKeys = Self.selectionKeys.map(\.key) + [.enter]
        return commands + stepKeyCommands.filter { !listKeys.contains($0.input) }
    }

    /// What a selection key does: from the selected row, or, with none, selects the first
    /// visible one (Home and End go to the ends either way).
    private func moveSelection(for key: Key) {
        guard numberOfRows > 0 else { return }
        let last = numberOfRows - 1
        let start = selectedRow ?? min(visibleRows.lowerBound, max(0, last))
        let step: Int
        switch key {
        case .home: return userSelect(0)
        case .end: return userSelect(last)
        case .up: step = -1
        case .down: step = 1
        case .pageUp: step = -rowsPerPage
        case .pageDown: step = rowsPerPage
        default: return
        }
        userSelect(min(max(selectedRow == nil ? start : start + step, 0), last))
    }

    /// A click at `point` (content coordinates), as `handleTap` describes.
    func clicked(at point: Point) {
        guard let row = row(at: point) else { return }
        let now = window?.clock.now ?? 0
        let isDouble = lastClick.map { $0.row == row && now - $0.time <= Self.doubleClickInterval } ?? false
        lastClick = isDouble ? nil : (row, now)
        userSelect(row)
        if activatesOnClick || isDouble { performPrimaryAction(row) }
    }
}
