/// A menu item that performs something (UIKit's `UIAction`): its handler runs once the menu
/// has gone, and the window traces `menuAction` with its title.
public final class MenuAction: MenuElement {
    /// Whether it is destructive or disabled.
    public let attributes: Attributes
    /// Whether it is checked; change it between menus (the menu is built anew each time).
    public var state: State
    /// What choosing it does; given the action.
    public let handler: (MenuAction) -> Void

    /// An item titled `title`, drawn with `image`, `attributes` and a checkmark for `state`;
    /// `handler` runs when it is chosen.
    public init(
        title: String, image: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping (MenuAction) -> Void
    ) {
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }
}
