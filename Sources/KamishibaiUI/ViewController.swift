/// A screen: a view and its place in a chain of presentations, as UIKit's `UIViewController`.
/// `A presents B`: `A.presentedViewController === B`, `B.presentingViewController === A`.
open class ViewController {
    public let view: View
    /// Names the screen in the trace (`"screen"`).
    public var name: String
    public internal(set) weak var presentingViewController: ViewController?
    public internal(set) var presentedViewController: ViewController?
    /// Hands out the presentation controller, animators and interactor for this screen.
    public var transitioningDelegate: TransitioningDelegate?
    public internal(set) weak var window: Window?
    /// The presentation controller while this screen is presented.
    public internal(set) var presentationController: PresentationController?

    public init(name: String, view: View = View()) {
        self.name = name
        self.view = view
    }

    /// Presents `screen` over this one (animated or not) through its transitioning delegate.
    public func present(_ screen: ViewController, animated: Bool) {
        guard let window, presentedViewController == nil else { return }
        window.transitions.present(screen, from: self, animated: animated)
    }

    /// Dismisses the screen this one presented, or, if this one was presented, itself.
    public func dismiss(animated: Bool) {
        guard let window else { return }
        let target = presentedViewController ?? self
        guard target.presentingViewController != nil else { return }
        window.transitions.dismiss(target, animated: animated)
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

    /// The view that receives keys while this screen is on top.
    open var keyView: View { view }

    // MARK: Appearance

    // UIKit's appearance calls, made by the window's transitions: the presented screen
    // appears and disappears; the presenting one too when its presentation controller hides
    // it (`shouldRemovePresentersView`). `presentingViewController` and
    // `presentedViewController` are already set when `viewWillAppear` comes. A cancelled
    // transition makes the will-call without the did-call, then the reverse pair.

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// What this screen's interactions add to it (a drag to dismiss, say); they see its keys
    /// before its views do.
    public private(set) var interactions: [Interaction] = []

    public func addInteraction(_ interaction: Interaction) {
        interactions.append(interaction)
        interaction.didAttach(to: self)
    }
}
