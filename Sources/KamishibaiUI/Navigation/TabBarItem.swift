/// What a tab shows in a ``TabBar`` (UIKit's `UITabBarItem`): its title and, optionally, a
/// badge after it — a count of new messages, say.
///
/// A ``TabBarController`` makes one item per screen from the screen's `title` (its `name`
/// when it has none); change a badge through its bar:
///
/// ```swift
/// tabs.tabBar.items[1].badgeValue = "3"
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
