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

    /// The list's swipe, among its row gestures.
    var swipeActions: SwipeActionsGesture? {
        rowGestures.lazy.compactMap { $0 as? SwipeActionsGesture }.first
    }
}
