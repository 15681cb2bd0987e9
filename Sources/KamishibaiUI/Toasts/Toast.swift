/// A short message that slides in at the top or bottom of the window, over whatever is shown
/// and presented, and leaves on its own after `duration` seconds: the terminal's counterpart of
/// Textual's `notify` and Material's snackbar (UIKit has none built in). It never takes the
/// focus, nor any key but its action's. Shown with ``Toasts/show(_:)`` on the window's
/// ``Window/toasts``:
///
/// ```swift
/// window.toasts.show(Toast("Note archived", action: ToastAction(title: "Undo", key: .character("u")) { unarchive() }))
/// ```
///
/// Its timer pauses while the pointer is over it; a drag sideways (or a flick) throws it
/// away; a click on it, or its action's key, performs its action (if it has one).
public struct Toast {
    /// Where a toast comes in, and where its stack grows from (SwiftUI's `VerticalEdge`).
    public enum VerticalEdge: String, Sendable, CaseIterable {
        case top, bottom
    }

    /// Names one shown toast, to dismiss it early (``Toasts/dismiss(_:)``).
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    /// A bold first line, if any.
    public var title: String?
    /// The text, wrapped to the toast's width (at most ``maximumMessageLines`` lines).
    public var message: String
    /// The one thing the toast offers, if any: a click on the toast or the action's key
    /// performs it, and the toast leaves.
    public var action: ToastAction?
    /// Where it comes in: the top (as a banner) or the bottom (as a snackbar) of the window's
    /// ``Window/presentationArea``.
    public var edge: VerticalEdge
    /// How long it stays, in seconds while the pointer is not over it; `.infinity` keeps it
    /// until it is dragged away, its action is performed or the app dismisses it.
    public var duration: Double

    /// How long a toast stays unless told: 5 seconds, as Textual's `notify`.
    public static let defaultDuration = 5.0
    /// The most lines of message a toast shows; the last is cut with `…`.
    public static let maximumMessageLines = 3

    /// A toast of `message`, with an optional bold `title` and `action`, at `edge`, staying
    /// `duration` seconds.
    public init(
        _ message: String, title: String? = nil, action: ToastAction? = nil, edge: VerticalEdge = .top,
        duration: Double = Toast.defaultDuration
    ) {
        precondition(duration > 0, "a toast must stay some time")
        self.message = message
        self.title = title
        self.action = action
        self.edge = edge
        self.duration = duration
    }
}
