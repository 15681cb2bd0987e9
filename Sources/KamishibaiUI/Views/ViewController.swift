import KamishibaiGeometry

/// A screen: a view and its place in a chain of presentations, as UIKit's `UIViewController`.
/// `A presents B`: `A.presentedViewController === B`, `B.presentingViewController === A`.
///
/// A screen may hold others as its children (a navigation stack holds its pages). A
/// container and its children form one group towards presentations, as in UIKit: whichever
/// of them presents, the group's top container does; all of them report the presented screen,
/// and the presented screen reports the container as its presenting screen, never the child.
///
/// A screen is a ``Responder``: keys its views leave come to its `keyCommands` and `keyDown`,
/// then go on to its container, or to the screen that presented it (see
/// ``Window/responderChain``).
///
/// Its view is loaded when it is first asked for, as UIKit's: ``loadView()`` makes it (the view
/// given at init, or a plain ``View``), then ``viewDidLoad()`` runs, once, before the view first
/// appears. Each layout of the view runs between ``viewWillLayoutSubviews()`` and
/// ``viewDidLayoutSubviews()``.
open class ViewController: Responder {
    /// The screen's view, loaded on first use (see ``loadView()``); setting it replaces it.
    public var view: View {
        get {
            loadViewIfNeeded()
            return loadedView ?? makeDefaultView()
        }
        set {
            if loadedView?.viewController === self { loadedView?.viewController = nil }
            loadedView = newValue
            newValue.viewController = self
        }
    }
    /// Whether the view is loaded: ``loadView()`` has run, and ``viewDidLoad()`` with it.
    public var isViewLoaded: Bool { viewLoadState == .loaded }
    /// The view if it is loaded, else nil, without loading it (UIKit's): for code that must
    /// not run ``loadView()`` and ``viewDidLoad()`` as a side effect (a layout pass, a walk up
    /// the responder chain).
    public var viewIfLoaded: View? { isViewLoaded ? loadedView : nil }
    /// Names the screen: the name given (as set), or one made from its type's name. The trace
    /// and the inspector name a screen lying in a container of a presented group inside it
    /// (`detail-1/story`), unless its name already says what it lies in; that qualified name
    /// is the library's, this one stays as set.
    public var name: ScreenName {
        get { givenName ?? ScreenName(String(describing: type(of: self))) }
        set { givenName = newValue }
    }
    /// The screen as the trace names it: ``name``, inside its containers while its group is
    /// presented (see ``ScreenName``).
    var traceName: ScreenName { ScreenName.of(self, given: givenName) }
    /// What a navigation bar and a tab bar show for this screen; when nil, the name given to
    /// it (its own part), else nothing — never its type's name. Setting it sets the
    /// ``tabBarItem``'s title too, as in UIKit.
    public var title: String? {
        didSet {
            if let title { chosenTabBarItem?.title = title }
            tabBarItemDidChange()
        }
    }
    /// Hands out the presentation controller, animators and interactor for this screen; when
    /// nil, its ``modalPresentationStyle`` picks them.
    public var transitioningDelegate: TransitioningDelegate?
    /// How this screen is presented when it has no ``transitioningDelegate`` (UIKit's):
    /// ``ModalPresentationStyle/fullScreen`` by default; a style the library does not build
    /// is presented full screen too. Set it before `present`.
    ///
    /// ```swift
    /// settings.modalPresentationStyle = .sheet
    /// present(settings, animated: true)
    /// ```
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    /// The delegate the style gave this screen's presentation, kept until it has been dismissed.
    var styleTransitioningDelegate: TransitioningDelegate?
    /// What presents and dismisses this screen: the app's delegate, or the style's.
    var effectiveTransitioningDelegate: TransitioningDelegate {
        transitioningDelegate ?? styleTransitioningDelegate ?? FullScreenTransitioningDelegate.shared
    }
    /// The presentation controller while this screen is presented (a sheet's:
    /// ``sheetPresentationController``, which a child finds too): from the moment its
    /// presentation begins until its dismissal ends, then nil again, as UIKit's; a cancelled
    /// dismissal keeps it, a cancelled presentation does not.
    public internal(set) var presentationController: PresentationController?
    /// The container this screen is a child of, if any.
    public private(set) weak var parent: ViewController?
    public private(set) var children: [ViewController] = []

    // The group's links, kept on its top container.
    weak var presentingScreen: ViewController?
    var presentedScreen: ViewController?
    weak var hostWindow: Window?

    /// Whether the screen, while presented, refuses to be dismissed by the user — by Esc, a
    /// drag or a click on the backdrop — as UIKit's `isModalInPresentation`; the app's own
    /// `dismiss(animated:)` still dismisses it. Consulted on the presented screen and on the
    /// child it shows (a stack's top page). False by default.
    public var isModalInPresentation = false
    /// The size this screen's content would like, in cells (UIKit's): a popover holds this
    /// much inside its border, cut to the room it has. Zero in a dimension (the default): the
    /// presentation's own choice (``PopoverPresentationController/defaultContentSize``).
    public var preferredContentSize = Size.zero
    /// The popover controller ``popoverPresentationController`` made before the presentation,
    /// for the app to set up; the presentation uses it.
    var ownPopoverPresentationController: PopoverPresentationController?
    /// While this screen's presentation is adapted to another style: that style, its delegate
    /// and the controller asked for (kept here, not on the adapted controller, which a popover
    /// owns: that would be a cycle).
    var presentationAdaptation: PresentationAdaptation?

    private var givenName: ScreenName?
    private var loadedView: View?
    private var viewLoadState = ViewLoadState.notLoaded
    private var chosenTabBarItem: TabBarItem?

    /// A screen named `name` in the trace (made from its type's name when nil; see ``name``),
    /// whose ``loadView()`` installs `view` (a plain ``View`` when nil). The view is not loaded
    /// yet: ``viewDidLoad()`` runs when it is first asked for.
    public init(name: ScreenName? = nil, view: View? = nil) {
        givenName = name
        if let view {
            loadedView = view
            view.viewController = self
        }
    }

    // MARK: The view's life

    /// Makes the screen's view and sets ``view`` (UIKit's): by default to the view given at
    /// init, or a plain ``View``. Override it to make the view in code, without calling
    /// `super`; ``view`` read in it before it sets one is a plain ``View``.
    open func loadView() {
        if loadedView == nil { view = View() }
    }

    /// The view is loaded: set up what it shows (UIKit's). Called once, the first time ``view``
    /// is asked for, which is at the latest when the screen is first about to appear.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded yet (UIKit's).
    public func loadViewIfNeeded() {
        guard viewLoadState == .notLoaded else { return }
        viewLoadState = .loading
        loadView()
        if loadedView == nil { view = View() }
        viewLoadState = .loaded
        viewDidLoad()
        placeChildViews()
    }

    /// A container puts its children's views in place (loading them) here, after its own
    /// ``viewDidLoad()``, as UIKit's containers do when their view loads: a child's view
    /// never loads before its container's. Library containers only; overrides need no `super`.
    func placeChildViews() {}

    /// A read of ``view`` inside `loadView` before it set one: the plain view it would get.
    private func makeDefaultView() -> View {
        let view = View()
        self.view = view
        return view
    }

    /// The view is about to lay out its subviews (UIKit's): called before each `layoutSubviews`
    /// of ``view``, when its size changed or it was asked to (`setNeedsLayout`).
    open func viewWillLayoutSubviews() {}

    /// The view laid out its subviews (UIKit's): called after each `layoutSubviews` of
    /// ``view``, before its subviews lay out theirs. A container's override calls `super`.
    open func viewDidLayoutSubviews() {}

    // MARK: Tab bar item

    /// What represents the screen in a tab bar controller's bar (UIKit's): its title — the
    /// screen's ``title``, else the own part of the name given to it, else empty — and a badge. A ``TabBarController``
    /// shows what is set here, whenever it is set and whatever happens to its list of screens:
    ///
    /// ```swift
    /// inbox.tabBarItem.badgeValue = "3"
    /// ```
    public var tabBarItem: TabBarItem {
        get { chosenTabBarItem ?? TabBarItem(title: displayTitle) }
        set {
            chosenTabBarItem = newValue
            tabBarItemDidChange()
        }
    }

    /// What the bars show for the screen: its ``title``, else the name the app gave it (its own
    /// part), else nothing. Its type's name is the trace's, never the screen's.
    var displayTitle: String { title ?? givenName?.own ?? "" }

    private func tabBarItemDidChange() {
        (parent as? TabBarController)?.childTabBarItemDidChange(self)
    }

    /// The window the screen (or the container it lies in) is shown in, if any.
    public var window: Window? { parent?.window ?? hostWindow }

    /// The screen that presented this one's group, or nil (UIKit's): for a presented screen
    /// and for each of its children, the presenting group's outermost container. Set from the
    /// moment the presentation begins until its dismissal ends.
    public var presentingViewController: ViewController? { groupRoot.presentingScreen }
    /// The screen this one's group presented, or nil (UIKit's): the same for a container and
    /// each of its children, whichever of them called `present`.
    public var presentedViewController: ViewController? { groupRoot.presentedScreen }

    /// The top of this screen's group: itself, or the outermost container it lies in.
    public var groupRoot: ViewController { parent?.groupRoot ?? self }

    // MARK: Children

    /// Makes `child` one of this screen's children (taking it from any other container).
    public func addChild(_ child: ViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    // MARK: Presenting

    /// Presents `screen` over this one's group (animated or not) through its transitioning
    /// delegate: from a child, the group's top container presents (UIKit's
    /// `present(_:animated:completion:)`). `completion` runs once, after the presentation has
    /// ended and `viewDidAppear` has been called — at once, inside this call, when not animated;
    /// never if a gesture presenting it is cancelled.
    ///
    /// Asked while a transition runs in the window, the presentation waits for it to end and
    /// then begins, in the order asked. It is refused — a `transitionRefused` trace line, no
    /// completion — when its turn comes and this group is no longer on screen in the window or
    /// already presents another screen (UIKit refuses these too), or when `screen` is
    /// presented already or is another's child. Outside a window it does nothing.
    public func present(_ screen: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let window else { return }
        window.transitions.present(screen, from: groupRoot, animated: animated, completion: completion)
    }

    /// Dismisses the screen this one's group presented, or, if the group was presented, itself,
    /// with every screen above it (UIKit's `dismiss(animated:completion:)`). `completion` runs
    /// once, after the dismissal has ended and the did-calls have been made — at once, inside
    /// this call, when not animated; never if the dismissal is cancelled (a drag let go
    /// short of the threshold), as UIKit's. A view in it that has the focus gives it up when the
    /// dismissal ends and the screen's view leaves the window.
    ///
    /// While the screen's own presentation runs, that lands at once and the dismissal follows;
    /// while its dismissal runs, `completion` waits for that one (and a drag's cancelled
    /// dismissal springing back leaves after all); while another transition runs, the dismissal
    /// waits for it. Nothing happens, and no completion, when nothing is to be dismissed.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let window else { return }
        let target = presentedViewController ?? groupRoot
        guard target.presentingViewController != nil else { return }
        window.transitions.dismiss(target, animated: animated, completion: completion)
    }

    /// 1 for a screen presented from the root, 2 for one presented from that, …; 0 for the root.
    public var presentationLevel: Int {
        var level = 0
        var screen = presentingViewController
        while let current = screen {
            level += 1
            screen = current.presentingViewController
        }
        return level
    }

    /// This screen and every screen presented above it, bottom first.
    public var presentationChain: [ViewController] {
        var chain: [ViewController] = [self]
        while let next = chain.last?.presentedViewController { chain.append(next) }
        return chain
    }

    /// Where the responder chain starts while this screen is on top and no view has the focus.
    open var keyView: View { view }

    // MARK: Keys

    /// A child's view lies in its container's views: keys go on up them to the container. A
    /// presented screen's go on to its presentation controller (Esc), then its presenter; the
    /// window's root screen's, to the window.
    open var next: Responder? {
        if parent != nil { return viewIfLoaded?.superview ?? parent }
        if let presenting = presentingViewController { return presentationController ?? presenting }
        return hostWindow
    }

    /// None by default.
    open var keyCommands: [KeyCommand] { [] }

    /// A key its views and the key commands in the chain left. Return true when handled.
    open func keyDown(_ key: Key) -> Bool { false }

    /// Whether the user may not dismiss it now: it, or the child it shows, is modal.
    var refusesInteractiveDismissal: Bool {
        isModalInPresentation || childForAppearance?.refusesInteractiveDismissal == true
    }

    // MARK: Appearance

    // UIKit's appearance calls, made by the window's transitions and by navigation stacks:
    // the presented screen appears and disappears; the presenting one too when its
    // presentation controller hides it (`shouldRemovePresentersView`); pushed and popped
    // pages. `presentingViewController` and `presentedViewController` are already set when
    // `viewWillAppear` comes. A cancelled transition makes the will-call without the
    // did-call, then the reverse pair. A container passes each call on to the child it shows.

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// The child that appears and disappears with this screen (a stack's top page), if any.
    open var childForAppearance: ViewController? { nil }

    /// Makes one appearance call, traced, then passes it on to `childForAppearance`.
    func appearance(_ call: TraceEvent.AppearanceCall, animated: Bool, trace: Trace?) {
        loadViewIfNeeded()
        trace?.record(.appearance(call, screen: traceName))
        switch call {
        case .willAppear: viewWillAppear(animated)
        case .didAppear: viewDidAppear(animated)
        case .willDisappear: viewWillDisappear(animated)
        case .didDisappear: viewDidDisappear(animated)
        }
        childForAppearance?.appearance(call, animated: animated, trace: trace)
    }

    /// What this screen's interactions add to it (a drag to dismiss, say); they see its keys
    /// before its views do.
    public private(set) var interactions: [Interaction] = []

    public func addInteraction(_ interaction: Interaction) {
        interactions.append(interaction)
        interaction.didAttach(to: self)
    }

    /// Takes `interaction` off the screen: what it tracks stops, and nothing of it stays.
    public func removeInteraction(_ interaction: Interaction) {
        guard let index = interactions.firstIndex(where: { $0 === interaction }) else { return }
        interactions.remove(at: index)
        interaction.didDetach(from: self)
    }
}

/// Where a screen's view is in its loading: ``ViewController/loadView()`` runs once.
private enum ViewLoadState {
    case notLoaded
    case loading
    case loaded
}
