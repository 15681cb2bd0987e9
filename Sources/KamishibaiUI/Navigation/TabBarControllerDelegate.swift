/// What a tab bar controller asks and tells when the user picks a tab — a click on the bar or
/// a key (UIKit's `UITabBarControllerDelegate`). Setting `selectedIndex` in code asks and
/// tells nothing, as in UIKit.
///
/// ```swift
/// final class MailApp: Window, TabBarControllerDelegate {
///     func tabBarController(_ controller: TabBarController, shouldSelect screen: ViewController) -> Bool {
///         screen.name != "drafts" || hasDrafts
///     }
///     func tabBarController(_ controller: TabBarController, didSelect screen: ViewController) {
///         updateFooter()
///     }
/// }
/// ```
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the user may select `screen`'s tab; false leaves the selection as it is.
    func tabBarController(_ controller: TabBarController, shouldSelect screen: ViewController) -> Bool
    /// The user selected `screen`'s tab: it is shown now. Also called when it already was
    /// the selected one, as in UIKit.
    func tabBarController(_ controller: TabBarController, didSelect screen: ViewController)
}

extension TabBarControllerDelegate {
    public func tabBarController(_ controller: TabBarController, shouldSelect screen: ViewController) -> Bool { true }
    public func tabBarController(_ controller: TabBarController, didSelect screen: ViewController) {}
}
