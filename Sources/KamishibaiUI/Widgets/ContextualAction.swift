import KamishibaiCanvas

/// One action a swiped list row reveals beside it (UIKit's `UIContextualAction`): a coloured
/// block with its title (and a symbol before it), which a click, Enter or a full swipe
/// performs. The handler is told the action and the row's view, and calls its completion
/// with whether it performed the action: the row slides back over its actions when it did
/// not (or when a ``Style/normal`` action did), and a ``Style/destructive`` one that did
/// expects the app to have deleted the row (``ListView/deleteRows(at:with:)`` or
/// ``ListView/reloadData()``).
///
/// ```swift
/// let archive = ContextualAction(style: .normal, title: "Archive") { _, _, done in
///     mail.archive(message)
///     done(true)
/// }
/// archive.backgroundColor = RGB(hex: 0x3478F6)
/// ```
public final class ContextualAction {
    /// How the action reads and what it means (UIKit's `UIContextualAction.Style`).
    public enum Style: String, Sendable {
        /// An ordinary action: the row slides back once it is performed.
        case normal
        /// It deletes the row: drawn in the theme's ``Theme/destructive`` colour, and the row
        /// stays slid out until the app has deleted it.
        case destructive
    }

    /// What the action does, given the action, the row's view, and the completion to call,
    /// now or later, with whether it was performed.
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// How it reads and what it means.
    public let style: Style
    /// Its text in the block.
    public var title: String?
    /// A symbol drawn before the title (`"★"`, `"✕"`): one character, as a menu item's image.
    public var image: Character?
    /// The block's colour; nil: the theme's ``Theme/destructive`` for a destructive action,
    /// its ``Theme/separator`` grey for a normal one (UIKit's `systemRed` and `systemGray`).
    public var backgroundColor: RGB?
    /// Runs when the action is performed.
    public let handler: Handler

    /// An action titled `title` whose `handler` performs it.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// The text drawn in its block: the symbol, a space, the title.
    var label: String {
        [image.map { String($0) }, title].compactMap { $0 }.joined(separator: " ")
    }

    /// The block's colour in `theme`.
    func resolvedBackground(in theme: Theme) -> RGB {
        backgroundColor ?? (style == .destructive ? theme.destructive : theme.separator)
    }
}
