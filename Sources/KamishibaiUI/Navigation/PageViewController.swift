import KamishibaiGeometry

/// Screens side by side that the user pages through (UIKit's `UIPageViewController`, its
/// `.scroll` style, horizontal): a drag moves the pages under the pointer and a release or a
/// flick settles on a page, with the rubber band at the first and last page, as a paged
/// ``ScrollView`` does — it is one. ← and → (and PgUp, PgDn) turn a page while the focus is in
/// the controller's pages, or nowhere.
///
/// The ``dataSource`` gives the page before and after the current one; the controller keeps
/// those three as its children and asks again when a page becomes current. Each turn is told
/// to the ``delegate`` and makes UIKit's appearance calls, traced: as the pages start to move,
/// the current page's `viewWillDisappear` and the next one's `viewWillAppear`; when they rest
/// on it, `viewDidDisappear` and `viewDidAppear`, or the reverse pairs when they come back.
///
/// ```swift
/// let pages = PageViewController(name: "tour")
/// pages.dataSource = tour                  // held weakly: keep `tour` alive
/// pages.setViewControllers([tour.pages[0]], direction: .forward, animated: false)
/// window.setRootViewController(pages)
/// ```
///
/// When the data source answers ``PageViewControllerDataSource/presentationCount(for:)``, a
/// ``PageControl`` on the bottom row shows the pages; a click on a dot turns one page towards
/// it.
open class PageViewController: ViewController {
    /// Which way ``setViewControllers(_:direction:animated:completion:)`` turns (UIKit's
    /// `UIPageViewController.NavigationDirection`).
    public enum NavigationDirection: Sendable {
        /// To a page after the current one: the pages move left.
        case forward
        /// To a page before it: the pages move right.
        case reverse
    }

    /// Gives the pages before and after the current one, and their count for the dots
    /// (UIKit's `dataSource`); held weakly.
    public weak var dataSource: PageViewControllerDataSource? { didSet { reloadNeighbours() } }
    /// Told when the user begins and ends a turn (UIKit's `delegate`); held weakly.
    public weak var delegate: PageViewControllerDelegate?
    /// The dots under the pages, shown while the data source counts pages.
    public let pageControl = PageControl()

    let scrollView = ScrollView()
    private var current: ViewController?
    private var before: ViewController?
    private var after: ViewController?
    private var turn: Turn?
    /// The pages are being placed: the content moves without being a turn.
    private var isTiling = false
    private lazy var observer = PageScrollObserver(controller: self)

    /// A turn under way, from the current page to `screen`.
    private struct Turn {
        let screen: ViewController
        let appearances: AppearanceCalls
        /// The user's (told to the delegate), or from `setViewControllers` (to `completion`).
        let completion: ((Bool) -> Void)?
        let isUsers: Bool
    }

    /// A page view controller with no pages yet: give it a ``dataSource`` and the first page
    /// with ``setViewControllers(_:direction:animated:completion:)``.
    public init(name: ScreenName? = nil) {
        let container = PageContainerView()
        super.init(name: name, view: container)
        container.controller = self
        scrollView.isPagingEnabled = true
        scrollView.leavesEdgeKeysToOwner = true
        scrollView.delegate = observer
        container.addSubview(scrollView)
        container.addSubview(pageControl)
        pageControl.addAction(for: .valueChanged) { [weak self] in self?.pageControlDidChange() }
    }

    /// The page shown, in an array as UIKit's (one page in the scroll style).
    public var viewControllers: [ViewController] { current.map { [$0] } ?? [] }

    /// Shows `viewControllers`' first page. Animated, the pages scroll to it from the side
    /// `direction` says (as a turn, with its appearance calls, but not told to the delegate);
    /// else it replaces the current page at once. `completion` runs when it rests there, with
    /// true. A turn under way is finished where it is first.
    public func setViewControllers(
        _ viewControllers: [ViewController], direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard let screen = viewControllers.first else { return }
        if turn != nil { settle() }
        guard screen !== current else {
            completion?(true)
            return
        }
        guard animated, let current, isOnScreen, scrollView.frame.width > 0 else {
            var appearances = AppearanceCalls()
            if isOnScreen {
                appearances.add(current, appears: false)
                appearances.add(screen, appears: true)
            }
            appearances.willBegin(animated: false, trace: window?.trace)
            self.current = screen
            reloadNeighbours()
            appearances.didEnd(completed: true, animated: false, trace: window?.trace)
            completion?(true)
            return
        }
        if direction == .forward { after = screen } else { before = screen }
        adopt([before, current, after])
        tile()
        begin(to: screen, isUsers: false, completion: completion)
        scrollView.setContentOffset(Point(x: slotX(of: screen), y: 0), animated: true)
    }

    /// Home and End turn to the first and the last page, as the user's turn, when the data
    /// source counts the pages (its scroll view holds only the current page and its
    /// neighbours, so its own Home and End would reach no further).
    open override var keyCommands: [KeyCommand] {
        let edges: [(Key, String, Bool)] = [(.home, "First page", false), (.end, "Last page", true)]
        return super.keyCommands
            + edges.compactMap { key, title, forward in
                guard edgePage(forward: forward) != nil else { return nil }
                return KeyCommand(system: key, title: title, on: self) { $0.turnToEdge(forward: forward) }
            }
    }

    open override var keyView: View { current?.keyView ?? view }
    open override var childForAppearance: ViewController? { current }

    private var isOnScreen: Bool { isViewLoaded && view.window != nil && view.isVisible }

    // MARK: Pages

    private var slots: [ViewController] { [before, current, after].compactMap { $0 } }

    private func slotX(of screen: ViewController) -> Double {
        Double(slots.firstIndex { $0 === screen } ?? 0) * scrollView.frame.width
    }

    /// Asks for the current page's neighbours and places the three.
    private func reloadNeighbours() {
        before = current.flatMap { dataSource?.pageViewController(self, viewControllerBefore: $0) }
        after = current.flatMap { dataSource?.pageViewController(self, viewControllerAfter: $0) }
        adopt([before, current, after])
        updatePageControl()
        if isViewLoaded { view.setNeedsLayout() }
        tile()
    }

    /// `screens` become the children, the others leave.
    private func adopt(_ screens: [ViewController?]) {
        let kept = screens.compactMap { $0 }
        for child in children where !kept.contains(where: { $0 === child }) {
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        for screen in kept where screen.parent !== self { addChild(screen) }
    }

    /// The pages side by side in the scroll view, the current one in view (unless a turn is
    /// moving them).
    private func tile() {
        guard isViewLoaded else { return }
        let size = scrollView.frame.size
        isTiling = true
        defer { isTiling = false }
        for (index, screen) in slots.enumerated() {
            screen.view.frame = Rect(x: Double(index) * size.width, y: 0, width: size.width, height: size.height)
            if screen.view.superview !== scrollView { scrollView.addSubview(screen.view) }
        }
        scrollView.contentSize = Size(width: size.width * Double(slots.count), height: size.height)
        if turn == nil, let current { scrollView.setContentOffset(Point(x: slotX(of: current), y: 0), animated: false) }
    }

    private func updatePageControl() {
        let count = dataSource?.presentationCount(for: self) ?? 0
        pageControl.numberOfPages = count
        pageControl.currentPage = count > 0 ? dataSource?.presentationIndex(for: self) ?? 0 : 0
        pageControl.isHidden = count == 0
    }

    /// A click on a dot: one page towards it, as the user's turn; the dots show that page at
    /// once (not the dot clicked, several away), or the shown page when there is no turn.
    private func pageControlDidChange() {
        let shown = dataSource?.presentationIndex(for: self) ?? 0
        let forward = pageControl.currentPage > shown
        guard turn == nil, let target = forward ? after : before else { return updatePageControl() }
        pageControl.currentPage = forward ? shown + 1 : shown - 1
        scrollView.setContentOffset(Point(x: slotX(of: target), y: 0), animated: true)
    }

    /// The first (or last) page, walked to through the data source while it counts the pages;
    /// nil on that page already, during a turn, or without a count.
    private func edgePage(forward: Bool) -> ViewController? {
        let count = dataSource?.presentationCount(for: self) ?? 0
        guard count > 0, turn == nil, let dataSource, var page = current else { return nil }
        for _ in 0..<count {
            let next =
                forward
                ? dataSource.pageViewController(self, viewControllerAfter: page)
                : dataSource.pageViewController(self, viewControllerBefore: page)
            guard let next else { break }
            page = next
        }
        return page === current ? nil : page
    }

    /// Home or End: the far page becomes the neighbour on its side and the pages scroll to it,
    /// a turn the user made (told to the delegate), as a click on a dot is.
    private func turnToEdge(forward: Bool) {
        guard let target = edgePage(forward: forward) else { return }
        if forward { after = target } else { before = target }
        adopt([before, current, after])
        tile()
        scrollView.setContentOffset(Point(x: slotX(of: target), y: 0), animated: true)
    }

    // MARK: Turning

    /// The content moved: away from the current page and no turn yet, the user begins one
    /// towards the neighbour on that side.
    fileprivate func contentDidMove() {
        guard !isTiling, turn == nil, let current else { return }
        let x = scrollView.contentOffset.x, home = slotX(of: current)
        guard x != home, let next = x > home ? after : before else { return }
        begin(to: next, isUsers: true, completion: nil)
    }

    private func begin(to screen: ViewController, isUsers: Bool, completion: ((Bool) -> Void)?) {
        if isUsers { delegate?.pageViewController(self, willTransitionTo: [screen]) }
        var appearances = AppearanceCalls()
        if isOnScreen {
            appearances.add(current, appears: false)
            appearances.add(screen, appears: true)
        }
        appearances.willBegin(animated: true, trace: window?.trace)
        turn = Turn(screen: screen, appearances: appearances, completion: completion, isUsers: isUsers)
    }

    /// The content came to rest: the turn ends on the page it rests on, which becomes current
    /// (a drag that crossed back past the current page to the other side ends the turn
    /// uncompleted and makes a second one).
    fileprivate func settle() {
        guard let turn, let previous = current else { return reloadNeighbours() }
        let width = scrollView.frame.width
        let index = width > 0 ? Int((scrollView.contentOffset.x / width).rounded()) : 0
        let landed = slots.indices.contains(index) ? slots[index] : previous
        let completed = landed === turn.screen
        self.turn = nil
        turn.appearances.didEnd(completed: completed, animated: true, trace: window?.trace)
        if completed { current = landed }
        if turn.isUsers {
            delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: completed)
        }
        if !completed, landed !== previous {
            begin(to: landed, isUsers: true, completion: nil)
            return settle()
        }
        reloadNeighbours()
        turn.completion?(completed)
    }

    // MARK: Layout

    /// The pages fill the view but its bottom row, which the dots take while shown.
    fileprivate func layOutContainer(size: Size) {
        let dots = pageControl.isHidden ? 0 : min(1, size.height)
        scrollView.frame = Rect(x: 0, y: 0, width: size.width, height: size.height - dots)
        pageControl.frame = Rect(x: 0, y: size.height - dots, width: size.width, height: dots)
        tile()
    }

    override func placeChildViews() {
        view.layoutIfNeeded()
        tile()
    }
}

/// The controller's view, laid out as its controller says.
private final class PageContainerView: View {
    weak var controller: PageViewController?

    override func layoutSubviews() { controller?.layOutContainer(size: frame.size) }
}

/// Hears the pages' scroll view for its controller (which keeps the scroll view's delegate
/// calls out of its own API).
private final class PageScrollObserver: ScrollViewDelegate {
    weak var controller: PageViewController?

    init(controller: PageViewController) { self.controller = controller }

    func scrollViewDidScroll(_ scrollView: ScrollView) { controller?.contentDidMove() }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) { if !willDecelerate { controller?.settle() } }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { controller?.settle() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { controller?.settle() }
}
