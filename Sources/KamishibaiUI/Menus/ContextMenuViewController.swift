import KamishibaiGeometry

/// The screen a context menu is, and each submenu it opens: presented over the app (a submenu
/// over its parent menu), its ``MenuView`` taking the focus once it is up. Choosing an action
/// dismisses every level at once and then, the menu gone, traces `menuAction` and runs the
/// handler.
final class ContextMenuViewController: ViewController {
    let menuView: MenuView
    let placement: MenuPlacement
    /// The view lifted above the dimmed backdrop while the root menu is up, if any.
    let preview: View?
    /// The menu this one opened from; nil for the root menu.
    private weak var parentMenu: ContextMenuViewController?
    /// Where the root menu is in its life; the levels above it follow it.
    private var phase = Phase.open

    /// A menu takes input until an action is chosen or it is closed; then, while it folds, a
    /// second Enter or click must not perform again (nor join the running dismissal).
    private enum Phase {
        case open
        case leaving
    }

    init(menu: Menu, placement: MenuPlacement, preview: View? = nil, parentMenu: ContextMenuViewController? = nil) {
        menuView = MenuView(menu: menu)
        self.placement = placement
        self.preview = preview
        self.parentMenu = parentMenu
        super.init(name: ScreenName(parentMenu == nil ? "contextMenu" : "submenu"), view: menuView)
        modalPresentationStyle = .contextMenu
        menuView.onChoose = { [weak self] in self?.choose($0) }
        menuView.onClose = { [weak self] back in self?.close(back: back) }
    }

    /// The root of this menu's levels.
    private var rootMenu: ContextMenuViewController { parentMenu?.rootMenu ?? self }

    override func viewDidAppear(_ animated: Bool) {
        _ = menuView.becomeFirstResponder()
    }

    private func choose(_ index: Int) {
        guard rootMenu.phase == .open else { return }
        switch menuView.rows.element(at: index) {
        case let submenu as Menu: open(submenu, at: index)
        case let action as MenuAction: perform(action)
        default: break
        }
    }

    /// Opens `submenu` beside row `index`, closing another this menu has open first.
    private func open(_ submenu: Menu, at index: Int) {
        guard rootMenu.phase == .open else { return }
        let frame = menuView.frameInRoot
        let row = menuView.rectForRow(index).offsetBy(dx: frame.minX, dy: frame.minY)
        let placement = MenuPlacement(anchor: .beside(row: row, menu: frame))
        if let open = presentedViewController { dismiss(open) }
        present(ContextMenuViewController(menu: submenu, placement: placement, parentMenu: self), animated: true)
    }

    /// Every level goes at once; then the action is traced and performed.
    private func perform(_ action: MenuAction) {
        guard let window, rootMenu.phase == .open else { return }
        rootMenu.leave()
        window.transitions.dismiss(rootMenu, animated: true) { [weak window] in
            window?.trace.record(.menuAction(title: action.title))
            action.handler(action)
        }
    }

    /// ← closes a submenu (the root stays); Esc closes this level, the root with its menu.
    private func close(back: Bool) {
        guard rootMenu.phase == .open else { return }
        if let parentMenu {
            parentMenu.dismiss(self)
        } else if !back {
            leave()
            window?.transitions.dismiss(self, animated: true)
        }
    }

    /// The root menu and every level over it stop taking keys and clicks.
    private func leave() {
        phase = .leaving
        var level: ViewController? = self
        while let menu = level as? ContextMenuViewController {
            menu.menuView.isUserInteractionEnabled = false
            level = menu.presentedViewController
        }
    }

    /// Closes `submenu`, the focus going back to this menu.
    private func dismiss(_ submenu: ViewController) {
        window?.transitions.dismiss(submenu, animated: true) { [weak self] in
            _ = self?.menuView.becomeFirstResponder()
        }
    }
}
