/// What a context menu shows, made by the delegate each time one opens (UIKit's
/// `UIContextMenuConfiguration`): its menu, from `actionProvider`, and whether the view it
/// opened on is lifted above the dimmed backdrop as its preview.
public final class ContextMenuConfiguration {
    /// Names the menu for the app, if it wants to tell one from another; not shown.
    public let identifier: String?
    /// Makes the menu, given the elements the system suggests (none here); nil shows no menu.
    public let actionProvider: (([MenuElement]) -> Menu?)?
    /// Makes the preview shown lifted above the dimmed backdrop while the menu is open; its
    /// view is drawn in the interaction's view's place. Nil (the default) lifts nothing: the
    /// menu opens over the app as it is, undimmed, as a right-click menu on the desktop.
    public let previewProvider: (() -> ViewController?)?

    /// A configuration whose menu `actionProvider` makes, with a preview from
    /// `previewProvider` if given. UIKit's order; `actionProvider` has no default, so a
    /// trailing closure is it: `ContextMenuConfiguration { _ in menu }`.
    public init(
        identifier: String? = nil, previewProvider: (() -> ViewController?)? = nil,
        actionProvider: (([MenuElement]) -> Menu?)?
    ) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
