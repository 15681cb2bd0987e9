/// What a menu holds (UIKit's `UIMenuElement`): a ``MenuAction`` to perform, or a ``Menu`` of
/// further elements, shown as a submenu or inline among its parent's. Both have a title and
/// may have an image: a short symbol (one or two cells, "★", "⎘") drawn before the title.
public class MenuElement {
    /// The words shown for the element; its first letter is what typing selects it by.
    public let title: String
    /// A symbol drawn before the title, or nil.
    public let image: String?

    init(title: String, image: String?) {
        self.title = title
        self.image = image
    }

    /// How an element is shown and whether it can be chosen (UIKit's
    /// `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Drawn in the destructive colour (red): it deletes or removes something.
        public static let destructive = Attributes(rawValue: 1 << 0)
        /// Drawn dimmed, skipped by the arrows and typing, and a click on it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 1)
    }

    /// Whether an element is checked (UIKit's `UIMenuElement.State`): `.on` draws a checkmark
    /// before the title, `.mixed` a dash.
    public enum State: Sendable {
        case off, on, mixed
    }
}
