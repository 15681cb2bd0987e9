import KamishibaiGeometry

/// A context menu on a view (UIKit's `UIContextMenuInteraction`): a right-click on the view,
/// or one of its `keys` (the Menu key and Shift-F10) while the view or one inside it leads the
/// responder chain, asks the delegate for a ``ContextMenuConfiguration`` and presents its menu
/// — beside the pointer, or below the focused view (a list's selected row) — with
/// ``ModalPresentationStyle/contextMenu``.
///
/// Attach it to the screen keys are for (the root screen, or a presented one) with
/// `screen.addInteraction(_:)`, naming the `view` it opens on:
///
/// ```swift
/// let menu = ContextMenuInteraction(view: listView, delegate: self)
/// screen.addInteraction(menu)
/// ```
public final class ContextMenuInteraction: Interaction {
    /// Makes the menu each time one opens.
    public weak var delegate: ContextMenuInteractionDelegate?
    /// The keys that open the menu while the view (or one in it) leads the responder chain:
    /// Menu, which Shift-F10 is too, unless the app names others.
    public var keys: Set<Key> = [.menu]
    /// The view a right-click opens the menu on: the one given, or the screen's view.
    public var view: View? { givenView ?? screen?.view }

    private weak var givenView: View?
    private weak var screen: ViewController?
    private lazy var recognizer = SecondaryClickRecognizer { [weak self] in self?.presentMenu(atRootPoint: $0) }

    /// An interaction that opens `delegate`'s menus on `view` (nil: on the view of the screen
    /// it is added to).
    public init(view: View? = nil, delegate: ContextMenuInteractionDelegate) {
        givenView = view
        self.delegate = delegate
    }

    public func didAttach(to screen: ViewController) {
        self.screen = screen
        view?.addGestureRecognizer(recognizer)
    }

    public func didDetach(from screen: ViewController) {
        view?.removeGestureRecognizer(recognizer)
        self.screen = nil
    }

    /// One of `keys`, while the view or one inside it leads the responder chain, opens the
    /// menu below it.
    public func keyDown(_ key: Key) -> Bool {
        guard keys.contains(key), let view, let window = view.window,
            let leader = window.responderChain.first as? View, leader.isDescendant(of: view)
        else { return false }
        presentMenu(below: ViewController.menuSourceRect(of: leader))
        return true
    }

    /// Nothing is tracked between events.
    public func cancel() {}

    /// Opens the menu as a right-click at `location` (in the view's coordinates) would, or,
    /// given none, as the menu key does, below the view (a list's selected row): for a button
    /// that shows the menu, say; to show a menu of its own without a delegate, an app calls
    /// ``ViewController/presentMenu(_:at:)``. Nothing opens when the view is not in a window or the
    /// delegate gives no menu.
    public func presentMenu(at location: Point? = nil) {
        guard let view else { return }
        if let location {
            presentMenu(atRootPoint: view.frameInRoot.origin + location - view.boundsOrigin)
        } else {
            presentMenu(below: ViewController.menuSourceRect(of: view))
        }
    }

    private func presentMenu(atRootPoint point: Point) {
        present(MenuPlacement(anchor: .point(point)), location: point)
    }

    private func presentMenu(below rect: Rect) {
        present(MenuPlacement(anchor: .below(rect)), location: Point(x: rect.midX, y: rect.midY))
    }

    /// Asks the delegate at `location` (root coordinates) and presents what it gives.
    private func present(_ placement: MenuPlacement, location: Point) {
        guard let view, let screen, view.window != nil, let delegate,
            let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: view.convertFromRoot(location)),
            let menu = configuration.actionProvider?([])
        else { return }
        // The provider's screen's view, laid in the view's place; without one, the view itself.
        let preview = configuration.previewProvider.map { provider -> View in
            guard let custom = provider()?.view else { return view }
            custom.frame = view.frameInRoot
            return custom
        }
        // Over whatever is up: an undimmed sheet over the screen lets a right-click reach it.
        screen.presentMenu(menu, placement: placement, preview: preview)
    }
}
