import KamishibaiGeometry

/// What a ``ContextMenuInteraction`` shows, asked as a menu is about to open (UIKit's
/// `UIContextMenuInteractionDelegate`).
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The menu for a right-click at `location`, in the interaction's view's coordinates (for
    /// a key, the centre of the focused view in it): nil opens none.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> ContextMenuConfiguration?
}
