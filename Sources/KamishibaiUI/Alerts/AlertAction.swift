/// One button of an ``AlertController`` (UIKit's `UIAlertAction`): its title, its style, and
/// the handler that runs once the alert has been dismissed by it.
///
/// ```swift
/// let delete = AlertAction(title: "Delete", style: .destructive) { _ in drafts.removeAll() }
/// ```
public final class AlertAction {
    /// How an action reads and what it means (UIKit's `UIAlertAction.Style`).
    public enum Style: String, Sendable {
        /// An ordinary choice.
        case `default`
        /// Leaves things as they were: Esc performs it, and in an action sheet it stands apart,
        /// below the others. At most one per alert.
        case cancel
        /// Changes or destroys data: drawn in red.
        case destructive
    }

    /// The button's text.
    public let title: String?
    /// How the button looks and what it means: default, cancel (Esc, a backdrop click or a
    /// drag performs it) or destructive (drawn in red).
    public let style: Style
    /// A disabled action is drawn faded, is skipped when the highlight moves, and cannot be
    /// performed by a click or a key. It may change while the alert is up (a text field
    /// that must not be empty, say).
    public var isEnabled = true
    /// Runs after the dismissal the action started has ended.
    let handler: ((AlertAction) -> Void)?

    /// An action titled `title`; `handler` runs once the alert it dismissed has left the screen.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
