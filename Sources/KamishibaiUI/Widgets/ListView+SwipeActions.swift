/// Swipe actions: the delegate's configurations, and the row gesture that shows them.
extension ListView {
    /// The delegate's actions for `row` on `edge`, when it has any there.
    func swipeActionsConfiguration(forRow row: Int, edge: SwipeActionsEdge) -> SwipeActionsConfiguration? {
        guard (0..<numberOfRows).contains(row), let delegate = delegate as? ListViewDelegate else { return nil }
        let configuration =
            switch edge {
            case .leading: delegate.listView(self, leadingSwipeActionsConfigurationForRowAt: row)
            case .trailing: delegate.listView(self, trailingSwipeActionsConfigurationForRowAt: row)
            }
        return configuration.flatMap { $0.actions.isEmpty ? nil : $0 }
    }

    /// The row whose swipe actions are open — by a drag or ← / → — so that ←/→ choose among
    /// them, Enter performs the chosen one and Esc closes them; nil while none is, while a
    /// drag holds a row or while its actions slide shut. An app reads it to say what the keys
    /// do now (a footer of keys); UIKit tells the same by the delegate's editing calls.
    public var rowWithOpenSwipeActions: Int? {
        guard let swipe = swipeActions, case .open = swipe.phase else { return nil }
        return swipe.row
    }

    /// The list's swipe, among its row gestures.
    var swipeActions: SwipeActionsGesture? {
        rowGestures.lazy.compactMap { $0 as? SwipeActionsGesture }.first
    }

    /// A row slid by a swipe, unless selected (its fill already slides), drawn on the theme's
    /// surface: its cell draws no background, so in a wide list its readable text stopped far
    /// from the strip at the list's edge, and the row no longer read as one piece meeting its
    /// actions (as a UIKit cell's background slides with it). Only with 256 colours or more:
    /// in 16 the surface falls on the grey the secondary text takes, and hid it.
    func drawSwipedRow(in context: inout DrawContext) {
        guard let mode = window?.colorMode, mode == .truecolor || mode == .palette256 else { return }
        guard let swipe = swipeActions, let row = swipe.row, row != selectedRow, swipe.displacement(ofRow: row).x != 0 else { return }
        context.fill(context.cells(displayedRect(ofRow: row)), style: TextStyle(background: context.theme.surface))
    }
}
