import KamishibaiGeometry

/// Screens side by side, one shown at a time under a row of tabs (UIKit's
/// `UITabBarController`). The user picks a tab with a click on the bar, its number (1–9), or
/// Tab and Shift-Tab for the next and the one before (wrapping); the ``delegate`` may refuse.
///
/// Each screen is a child of the controller and keeps its state while another is shown: its
/// view controller and view stay alive, but only the selected screen's view is in the view
/// hierarchy, filling ``contentView`` — all of the controller's view but the bar's row, on top
/// or at the bottom (``barPlacement``). A switch makes UIKit's appearance calls, traced as
/// `viewWillAppear`… with the screens' names: the old screen's `viewWillDisappear`, the new
/// one's `viewWillAppear`, then `viewDidDisappear` and `viewDidAppear`; a focused view inside
/// the old screen loses the focus. The controller passes its own appearance calls on to the
/// selected screen, and presents as one group with its screens (see ``ViewController``).
///
/// ```swift
/// let inbox = ViewController(name: "inbox", view: inboxList)
/// inbox.title = "Inbox"
/// inbox.tabBarItem.badgeValue = "3"
/// let sent = ViewController(name: "sent", view: sentList)
/// sent.title = "Sent"
/// let tabs = TabBarController(name: "mail", viewControllers: [inbox, sent])
/// window.setRootViewController(tabs)
/// ```
///
/// The tab keys are the controller's ``keyCommands``, offered only while nothing is presented
/// over it: they belong to the screen the user sees. The responder chain reaches them from any
/// of its screens' views.
open class TabBarController: ViewController {
    /// Which edge of the controller's view the bar is on.
    public enum BarPlacement: Sendable {
        case top
        case bottom
    }

    public let tabBar = TabBar()
    /// Where the selected screen's view is.
    public let contentView = View()
    public weak var delegate: TabBarControllerDelegate?
    public var barPlacement = BarPlacement.top { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// A view along the bottom of the controller's view under every tab, whichever is selected
    /// — the place for a window-wide footer such as a ``KeyCommandBar`` of the keys that work
    /// now (under a bar placed at the bottom, too). It is as high as its intrinsic height
    /// (one row when it has none), and the tabs' screens fill what is left. Screens presented
    /// over the controller cover it, as they cover the tab bar; nil (the default): no footer.
    public var footerView: View? {
        didSet {
            guard footerView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let footerView { view.addSubview(footerView) }
            view.setNeedsLayout()
        }
    }
    /// The screens, in the order of their tabs. The bar shows each one's ``ViewController/tabBarItem``
    /// (its title and badge), and follows when one changes. Setting them keeps the selected
    /// screen if it stays.
    public var viewControllers: [ViewController] {
        didSet { viewControllersDidChange(from: oldValue) }
    }
    private var selection = 0
    /// The screen whose view is in `contentView`.
    private var shown: ViewController?
    /// Runs the switches; its protocol breaks go to the window's `transitions.onViolation`.
    private lazy var switcher = TransitionRunner { [weak self] message in
        if let window = self?.window { window.transitions.onViolation(message) } else { assertionFailure(message) }
    }

    public init(name: ScreenName? = nil, viewControllers: [ViewController] = [], selectedIndex: Int = 0) {
        let container = ContainerView()
        self.viewControllers = viewControllers
        selection = selectedIndex
        super.init(name: name, view: container)
        container.controller = self
        container.addSubview(contentView)
        container.addSubview(tabBar)
        tabBar.onSelect = { [weak self] in self?.userSelect($0) }
        viewControllersDidChange(from: [])
    }

    /// The selected tab's index; setting it to one out of range does nothing.
    public var selectedIndex: Int {
        get { selection }
        set {
            guard viewControllers.indices.contains(newValue) else { return }
            show(newValue)
        }
    }

    public var selectedViewController: ViewController? {
        get { viewControllers.indices.contains(selection) ? viewControllers[selection] : nil }
        set {
            guard let newValue, let index = viewControllers.firstIndex(where: { $0 === newValue }) else { return }
            show(index)
        }
    }

    open override var keyView: View { shown?.keyView ?? view }
    open override var childForAppearance: ViewController? { shown }

    /// The tab keys: 1–9 select the tab of that number (titled as the tab), Tab the next one and
    /// Shift-Tab the one before, around the ends, as a click would (the delegate may refuse).
    /// None while something is presented over the controller, or without screens.
    open override var keyCommands: [KeyCommand] {
        guard presentedViewController == nil, !viewControllers.isEmpty else { return [] }
        let count = viewControllers.count
        let numbers = tabBar.items.prefix(9).enumerated().map { index, item in
            KeyCommand(input: .character(Character("\(index + 1)")), title: item.title) { [weak self] in self?.userSelect(index) }
        }
        return numbers + [
            KeyCommand(input: .tab, title: "Next tab") { [weak self] in self.map { $0.userSelect(($0.selection + 1) % count) } },
            KeyCommand(input: .backTab, title: "Previous tab") { [weak self] in
                self.map { $0.userSelect(($0.selection + count - 1) % count) }
            },
        ]
    }

    // MARK: Selecting

    /// A click or a key picked tab `index`: asked, shown, told.
    private func userSelect(_ index: Int) {
        guard viewControllers.indices.contains(index) else { return }
        let screen = viewControllers[index]
        guard delegate?.tabBarController(self, shouldSelect: screen) ?? true else { return }
        show(index)
        delegate?.tabBarController(self, didSelect: screen)
    }

    /// Makes `index` the selection and puts its screen's view in place of the one shown, with
    /// the appearance calls while the controller is on screen: a switch at once (UIKit's
    /// default), run as a transition of its own (`.tabSelection`) so that its calls are every
    /// transition's. Refused while a switch is being made (from an appearance call). Before the
    /// controller's view loads, only the selection changes: the view is placed when it loads.
    private func show(_ index: Int) {
        guard !switcher.isRunning else {
            if viewControllers.indices.contains(index) {
                window?.trace.record(.transitionRefused(screen: viewControllers[index].traceName, kind: .tabSelection))
            }
            return
        }
        selection = index
        let next = selectedViewController
        tabBar.selectedIndex = next == nil ? nil : index
        guard next !== shown, isViewLoaded else { return }
        let previous = shown
        var appearances = AppearanceCalls()
        if view.window != nil && view.isVisible {
            appearances.add(previous, appears: false)
            appearances.add(next, appears: true)
        }
        view.layoutIfNeeded()  // the content area must have its size before a view is placed in it
        guard let previous, let next else {
            // A first screen, or none left: nothing to switch between, the calls alone.
            appearances.willBegin(animated: false, trace: window?.trace)
            place(next)
            appearances.didEnd(completed: true, animated: false, trace: window?.trace)
            return
        }
        let setup = TransitionRunner.Setup(
            kind: .tabSelection, from: previous, to: next, container: contentView, animated: false, appearances: appearances)
        let steps = TransitionRunner.Steps(
            didBegin: { [weak self] _ in self?.place(next) },
            didEnd: { [weak self] _, completed in if !completed { self?.place(previous) } })
        switcher.run(setup, in: window, animator: TabSwitchAnimator(), steps: steps)
    }

    /// `screen`'s view fills the content area in place of the one shown, which leaves the
    /// window and gives up the focus it holds.
    private func place(_ screen: ViewController?) {
        shown?.view.removeFromSuperview()
        shown = screen
        if let screen {
            screen.view.frame = contentView.bounds
            contentView.addSubview(screen.view)
        }
    }

    /// The selected screen's view goes into the content area when the controller's view loads,
    /// after its `viewDidLoad`, as UIKit's: a screen's view loads no earlier than its
    /// container's.
    override func placeChildViews() {
        view.layoutIfNeeded()  // the content area must have its size before a view is placed in it
        place(selectedViewController)
    }

    private func viewControllersDidChange(from old: [ViewController]) {
        for screen in old where !viewControllers.contains(where: { $0 === screen }) { screen.removeFromParent() }
        for screen in viewControllers where screen.parent !== self { addChild(screen) }
        tabBar.items = viewControllers.map(\.tabBarItem)
        let kept = shown.flatMap { screen in viewControllers.firstIndex { $0 === screen } }
        show(kept ?? min(selection, max(0, viewControllers.count - 1)))
    }

    /// `screen`'s tab bar item changed: its tab shows it.
    func childTabBarItemDidChange(_ screen: ViewController) {
        guard let index = viewControllers.firstIndex(where: { $0 === screen }), tabBar.items.indices.contains(index) else { return }
        tabBar.items[index] = screen.tabBarItem
    }

    // MARK: Layout

    /// The bar on its edge (no row while it is hidden), the content area in the rest, and the
    /// shown screen's view filling it: the controller's view lays itself out so, whatever a
    /// subclass's `viewDidLayoutSubviews` does. The ``footerView`` takes the bottom rows (its
    /// intrinsic height, else one) and the bar and content share the rest.
    fileprivate func layOutContainer(size: Size) {
        let footerHeight =
            footerView.map { footer in
                let height = footer.intrinsicContentSize.height
                return footer.isHidden ? 0 : min(height == View.noIntrinsicMetric ? 1 : height, size.height)
            } ?? 0
        let rest = size.height - footerHeight
        let bar = tabBar.isHidden ? 0 : min(1, rest)
        let top = barPlacement == .top
        tabBar.frame = Rect(x: 0, y: top ? 0 : rest - bar, width: size.width, height: bar)
        contentView.frame = Rect(x: 0, y: top ? bar : 0, width: size.width, height: rest - bar)
        footerView?.frame = Rect(x: 0, y: rest, width: size.width, height: footerHeight)
        shown?.view.frame = contentView.bounds
    }
}

/// The controller's view, laid out as its controller says: again when the bar is hidden or
/// shown.
private final class ContainerView: View {
    weak var controller: TabBarController?

    override func layoutSubviews() { controller?.layOutContainer(size: frame.size) }
    override func subviewLayoutDidChange(_ subview: View) { setNeedsLayout() }
}
