import KamishibaiGeometry

/// Where a presented screen rests and what surrounds it: its frame in the container, the
/// views behind it, and re-layout when the container changes size
/// (UIKit's `UIPresentationController`). Subclasses give each presentation style its shape.
///
/// It is also the presented screen's last stop in the responder chain before its presenter:
/// its key command, Esc, dismisses the screen (animated) unless the screen is
/// `isModalInPresentation`. Every key command and `keyDown` of the screen and its children
/// comes first, so a stack's Esc pops and a button whose key equivalent is Esc runs instead.
open class PresentationController: Responder {
    /// The presented screen owns this controller, so the reference back is weak.
    public private(set) weak var presentedViewController: ViewController?
    /// The presented screen's view, which this controller lays out.
    public let presentedView: View
    /// The screen it is presented from; set when the presentation begins for a controller made
    /// before it (a popover's).
    public internal(set) weak var presentingViewController: ViewController?
    /// The box the transition happens in; set before `presentationTransitionWillBegin`.
    public internal(set) var containerView: View?
    /// Set while a transition runs, for animations alongside it. The window's transitions own
    /// it (it holds the transition, which holds this controller's screen).
    public internal(set) weak var transitionCoordinator: TransitionCoordinator?

    /// Says which style to present in as the container's width changes (UIKit's; weak).
    public weak var delegate: AdaptivePresentationControllerDelegate?

    public init(presented: ViewController, presenting: ViewController?) {
        self.presentedViewController = presented
        self.presentedView = presented.view
        self.presentingViewController = presenting
    }

    /// The drag that dismisses the presented screen when the app set none up (see
    /// ``StyledTransitioningDelegate``): the presentation attaches it to the screen as it
    /// begins, and removes and drops it once the screen has left (or the presentation was
    /// cancelled), so it lasts as long as the presentation.
    var dismissalInteraction: Interaction?

    /// The style this controller presents in, as the trace writes it: ``ModalPresentationStyle/custom``
    /// unless a subclass names its own (UIKit's `presentationStyle`). Every built-in controller does.
    open var presentationStyle: ModalPresentationStyle { .custom }

    /// The style the app asked for when the presentation was adapted to this one (a popover
    /// in a compact container presented as a sheet: `.popover`); nil when it was not adapted.
    public internal(set) var adaptedFrom: ModalPresentationStyle?

    /// The edge the presented view leaves by, and so the way a drag dismisses it.
    open var dismissalEdge: Edge { .bottom }

    /// How far the presented view travels to leave, from where a dismissal starts: a drag's
    /// share of the way is its distance over this. The resting frame's width or height, along
    /// the edge's axis.
    open var dismissalTravel: Double {
        let frame = frameOfPresentedViewInContainerView
        return dismissalEdge.isHorizontal ? frame.width : frame.height
    }

    /// The detents a drag moves the presented view between before it dismisses it, when it
    /// has several (a sheet's); nil by default.
    open var detentResizing: DetentResizing? { nil }

    /// Whether the presentation hides the presenting screen (UIKit's
    /// `shouldRemovePresentersView`): then it disappears and reappears with the transitions.
    /// A sheet leaves it in view: no.
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the screens behind take input now (a sheet over a clear backdrop): keys the
    /// presented screen leaves go on to them, and the container lets presses through.
    open var passesInputThrough: Bool { false }

    // MARK: Keys

    /// The presenting screen; while the presentation lets input through (an undimmed sheet),
    /// its key view, so the keys the presented screen leaves reach the screen behind as if it
    /// were in front.
    open var next: Responder? {
        guard let presenting = presentingViewController else { return presentedViewController?.window }
        if passesInputThrough, let window = presenting.window { return window.keyView(of: presenting) }
        return presenting
    }

    /// Esc, dismissing the presented screen, unless it refuses (`isModalInPresentation`).
    open var keyCommands: [KeyCommand] {
        guard let presented = presentedViewController, !presented.refusesInteractiveDismissal else { return [] }
        return [
            KeyCommand(input: .escape, title: "Close") { [weak presented] in
                guard let presented, let window = presented.window else { return }
                window.transitions.dismiss(presented, animated: true)
            }
        ]
    }

    /// Nothing: Esc is a key command.
    open func keyDown(_ key: Key) -> Bool { false }

    // MARK: Adapting

    /// The style to present in under `traitCollection` (UIKit's): the ``delegate``'s answer,
    /// or without a delegate the style's own adaptation (see
    /// ``AdaptivePresentationControllerDelegate``); ``presentationStyle`` when it does not adapt.
    public func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        let adapted =
            if let delegate { delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection) } else {
                defaultAdaptivePresentationStyle(for: traitCollection)
            }
        return adapted ?? presentationStyle
    }

    /// The style this one adapts to under `traitCollection` when no delegate says otherwise;
    /// nil, none. Each built-in style that adapts overrides it.
    func defaultAdaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle? { nil }

    /// The controller of its own this one adapts to in `style` (a popover's
    /// `adaptiveSheetPresentationController`); nil: the style's built-in one.
    func adaptivePresentationController(for style: ModalPresentationStyle) -> PresentationController? { nil }

    /// Where the presented view rests, in the container's coordinates.
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The container changed size: put everything where it belongs, without animation.
    open func containerViewWillLayoutSubviews() {
        presentedView.frame = frameOfPresentedViewInContainerView
    }
}
