/// The one action a ``Toast`` can carry (Material's snackbar action; named as UIKit's
/// `UIAlertAction`): its title is drawn at the toast's right, with its key. A click on the
/// toast or the key performs it: the toast leaves, then `handler` runs.
public struct ToastAction {
    /// What the toast shows for it: `Undo`.
    public var title: String
    /// The key that performs it while the toast is up, if any. It is the toast's only key, and
    /// comes after the focused view's: a text field that types it keeps typing.
    public var key: Key?
    /// Runs once the action is chosen, after the toast has begun to leave.
    public var handler: () -> Void

    /// An action titled `title`, performed by a click or by `key`.
    public init(title: String, key: Key? = nil, handler: @escaping () -> Void) {
        self.title = title
        self.key = key
        self.handler = handler
    }
}
