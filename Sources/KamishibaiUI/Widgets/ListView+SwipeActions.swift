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
}
