/// A list of menu elements (UIKit's `UIMenu`): the menu a context menu shows, or, as a child of
/// one, a submenu that opens to the side of its row (→ or a click opens it, ← closes it), or
/// with ``Options/displayInline`` a group shown among its parent's rows between separators.
///
/// ```swift
/// Menu(children: [
///     MenuAction(title: "Open") { _ in open() },
///     Menu(title: "Share", children: [MenuAction(title: "Copy link") { _ in copy() }]),
///     MenuAction(title: "Delete", attributes: .destructive) { _ in delete() },
/// ])
/// ```
public final class Menu: MenuElement {
    /// How a menu is shown within its parent (UIKit's `UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Its children are shown in the parent's list, set apart by separators, not as a
        /// submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
    }

    /// The elements, top to bottom.
    public let children: [MenuElement]
    /// How it is shown within its parent.
    public let options: Options

    /// A menu of `children`; `title` names it as a submenu's row (a context menu's own title
    /// is not shown).
    public init(title: String = "", image: String? = nil, options: Options = [], children: [MenuElement]) {
        self.children = children
        self.options = options
        super.init(title: title, image: image)
    }
}
