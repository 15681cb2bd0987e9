/// What a tab shows in a ``TabBar`` (UIKit's `UITabBarItem`): its title and, optionally, a
/// badge after it — a count of new messages, say.
///
/// Each screen has one, its ``ViewController/tabBarItem``, titled by default with the screen's
/// `title` (its name without one); a ``TabBarController`` shows its screens' items, and follows
/// when one changes:
///
/// ```swift
/// inbox.tabBarItem.badgeValue = "3"
/// ```
public struct TabBarItem: Hashable, Sendable {
    public var title: String
    /// Shown after the title in the bar's badge style (UIKit's name); nil for none.
    public var badgeValue: String?

    public init(title: String, badgeValue: String? = nil) {
        self.title = title
        self.badgeValue = badgeValue
    }
}
