import KamishibaiGeometry

extension ViewController {
    /// Shows `menu` as a context menu beside `point` (in this screen's view's coordinates), as
    /// a right-click there would open it: for a menu the app opens itself, with no
    /// ``ContextMenuInteraction`` or delegate (AppKit's `NSMenu.popUp(positioning:at:in:)`;
    /// UIKit opens menus only from an interaction or a button's `menu`). Like a right-click's,
    /// it opens over whatever the window presents, a menu being always on top. Nothing opens
    /// outside a window or for a menu with no items.
    ///
    /// ```swift
    /// screen.presentMenu(Menu(children: [MenuAction(title: "Copy") { _ in copy() }]), at: Point(x: 10, y: 4))
    /// ```
    public func presentMenu(_ menu: Menu, at point: Point) {
        presentMenu(menu, placement: MenuPlacement(anchor: .point(view.frameInRoot.origin + point - view.boundsOrigin)))
    }

    /// Shows `menu` as a context menu below `sourceView` — below a list's selected row — as the
    /// Menu key opens one: for a button that shows a menu, say. It opens over whatever the
    /// window presents; nothing opens outside a window or for a menu with no items.
    public func presentMenu(_ menu: Menu, from sourceView: View) {
        presentMenu(menu, placement: MenuPlacement(anchor: .below(Self.menuSourceRect(of: sourceView))))
    }

    /// Presents `menu` at `placement` over the top presented screen (this one if none is).
    func presentMenu(_ menu: Menu, placement: MenuPlacement, preview: View? = nil) {
        guard let window, !MenuRows(menu).rows.isEmpty else { return }
        let presenting = window.transitions.topPresented ?? self
        presenting.present(ContextMenuViewController(menu: menu, placement: placement, preview: preview), animated: true)
    }

    /// Where a menu opens below `view`, in root coordinates: a list's selected row, or the view.
    static func menuSourceRect(of view: View) -> Rect {
        let frame = view.frameInRoot
        guard let list = view as? ListView, let row = list.selectedRow else { return frame }
        let rect = list.rectForRow(row)
        return rect.offsetBy(dx: frame.minX - list.boundsOrigin.x, dy: frame.minY - list.boundsOrigin.y)
    }
}
