import KamishibaiGeometry

/// A scroll view's ``ScrollView/refreshControl``: where it stands, the inset it keeps, and
/// Ctrl-R.
extension ScrollView {
    /// The insets the offset runs within: ``contentInset`` plus the row a
    /// ``refreshControl`` keeps above the content while it refreshes (UIKit's name). The app's
    /// own ``contentInset`` is never changed by the library.
    public var adjustedContentInset: Insets {
        var insets = contentInset
        if let refreshControl, refreshControl.isRefreshing { insets.top += RefreshControl.height }
        return insets
    }

    /// The control's row, just above the content (UIKit's place for it): revealed by a pull,
    /// kept in view by the inset while refreshing.
    func layoutRefreshControl() {
        guard let refreshControl else { return }
        refreshControl.frame = Rect(x: 0, y: -RefreshControl.height, width: frame.width, height: RefreshControl.height)
    }

    /// The insets changed (the app's, or the refresh control's while it refreshes): an offset
    /// left outside the new edges comes back in, animated — not under a drag or a deceleration,
    /// which keep to the edges as they are when they end.
    func insetsDidChange() {
        guard !isDragging, !isDecelerating else { return }
        let inside = clampedToEdges(targetContentOffset)
        if inside != targetContentOffset { setContentOffset(inside, animated: true) }
    }

    /// Ctrl-R while there is a refresh control, enabled and not refreshing: it begins as a
    /// pull does, and the content scrolls to its top to show it.
    var refreshKeyCommands: [KeyCommand] {
        guard let refreshControl, refreshControl.isEnabled, !refreshControl.isRefreshing, isScrollEnabled else { return [] }
        return [
            KeyCommand(system: .control("r"), title: "Refresh", on: self) { view in
                guard let control = view.refreshControl, !view.isDragging else { return }
                control.beginRefreshingByUser()
                view.setContentOffset(Point(x: view.contentOffset.x, y: view.minimumContentOffset.y), animated: true)
            }
        ]
    }
}
