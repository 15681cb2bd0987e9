/// The one action a ``Toast`` can carry (Material's snackbar action; named as UIKit's
/// `UIAlertAction`): its title is drawn at the toast's right, with its key. A click on the
/// toast or the key performs it: the toast leaves, then `handler` runs, handed the action as
/// UIKit's action handlers are.
public struct ToastAction {
    /// What the toast shows for it: `Undo`.
    public var title: String
    /// The key that performs it while the toast is up, if any. It is the toast's only key, and
    /// comes after the focused view's: a text field that types it keeps typing.
    ///
    /// A key the screens navigate by — Enter, Escape, Tab, Shift-Tab, an arrow, Page Up, Page
    /// Down, Home or End — is dropped (the key is nil): the toast's key comes before the key
    /// commands of the screen under it, and an alert or a sheet there must keep those.
    public var key: Key? {
        didSet { key = Self.accepted(key) }
    }
    /// Runs once the action is chosen, after the toast has begun to leave; handed the action.
    public var handler: (ToastAction) -> Void

    /// An action titled `title`, performed by a click or by `key` (unless it is a navigation
    /// key, see ``key``).
    public init(title: String, key: Key? = nil, handler: @escaping (ToastAction) -> Void) {
        self.title = title
        self.key = Self.accepted(key)
        self.handler = handler
    }

    /// `key`, unless the screens navigate by it.
    static func accepted(_ key: Key?) -> Key? {
        switch key {
        case .enter?, .escape?, .tab?, .backTab?, .up?, .down?, .left?, .right?, .pageUp?, .pageDown?, .home?, .end?:
            nil
        default:
            key
        }
    }
}
