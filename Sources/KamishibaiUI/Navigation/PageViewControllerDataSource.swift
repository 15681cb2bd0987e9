/// Where a ``PageViewController``'s pages come from (UIKit's
/// `UIPageViewControllerDataSource`): the screen before and after a given one, asked as the
/// user comes near it. Return nil at the ends: the pages bounce there.
///
/// Answer ``presentationCount(for:)`` and ``presentationIndex(for:)`` too, and the controller
/// shows a ``PageControl`` under its pages.
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil when it is the first.
    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController)
        -> ViewController?
    /// The page after `viewController`, or nil when it is the last.
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController?
    /// How many dots the page control shows; 0 (the default) shows none.
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// Which dot is the current page's, 0-based, asked when the page changes.
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    /// No page control.
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    /// The first dot.
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// What a ``PageViewController`` tells as the user turns its pages (UIKit's
/// `UIPageViewControllerDelegate`): a turn begins when a drag, a key or a dot moves the pages
/// towards another, and finishes when they come to rest, on it or back where they were. Pages
/// set with ``PageViewController/setViewControllers(_:direction:animated:completion:)`` are
/// not told here (their completion is).
public protocol PageViewControllerDelegate: AnyObject {
    /// The user started turning towards `pendingViewControllers` (one page).
    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    /// The pages came to rest: on the new page when `completed`, else back on
    /// `previousViewControllers`, the page shown before the turn.
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
        transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    /// Nothing by default.
    public func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {}
    /// Nothing by default.
    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
        transitionCompleted completed: Bool
    ) {}
}
