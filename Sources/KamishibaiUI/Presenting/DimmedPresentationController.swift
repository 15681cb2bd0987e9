import KamishibaiGeometry

/// A presentation over a dimmed backdrop (black at 40 %): the dimming view fills the container
/// behind the presented view, fades in and out alongside the transition, stays when a drag
/// is cancelled, and a click on it dismisses the presented screen — or, over the visible part
/// of a lower level, that level and those above it. With a `chrome`, the sheet's look (shadow,
/// border, grabber) is drawn around the presented view. Subclasses say only where the
/// presented view rests.
open class DimmedPresentationController: PresentationController {
    public let dimmingView = DimmingView()
    /// How the sheet is drawn around the presented view; nil (the default): the view draws
    /// all of itself. Set it before the presentation.
    public var chrome: SheetChrome? {
        didSet { chromeView.chrome = chrome }
    }
    let chromeView = SheetChromeView()

    public override init(presented: ViewController, presenting: ViewController?) {
        super.init(presented: presented, presenting: presenting)
        dimmingView.onTap = { [weak presented] point in
            guard let presented else { return }
            presented.window?.transitions.dismissLevel(under: point, from: presented)
        }
    }

    /// How dimmed the backdrop is once the screen rests: fully, unless a subclass says less.
    open var presentedAlpha: Double { 1 }

    /// Where a grabber stands: on the side a sideways sheet is dragged by, otherwise at the top.
    private var grabberEdge: Edge {
        switch dismissalEdge {
        case .right: .left
        case .left: .right
        case .top, .bottom: .top
        }
    }

    /// The fade is capped at full dimming: a spring presentation overshoots past 1.
    open override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        if chrome != nil {
            chromeView.frame = container.bounds
            chromeView.presentedView = presentedView
            chromeView.grabberEdge = grabberEdge
            container.insertSubview(chromeView, at: 1)
        }
        let target = presentedAlpha
        if let coordinator = transitionCoordinator, coordinator.context.isAnimated {
            coordinator.animate(alongsideTransition: { [dimmingView] progress in dimmingView.alpha = min(progress, 1) * target })
        } else {
            dimmingView.alpha = target
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
            chromeView.removeFromSuperview()
        }
    }

    /// The backdrop fades from however dimmed it is (a sheet's may be clear).
    open override func dismissalTransitionWillBegin() {
        let start = dimmingView.alpha
        transitionCoordinator?.animate(alongsideTransition: { [dimmingView] progress in dimmingView.alpha = start * (1 - progress) })
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            chromeView.removeFromSuperview()
        }
    }

    open override func containerViewWillLayoutSubviews() {
        if let container = containerView {
            dimmingView.frame = container.bounds
            chromeView.frame = container.bounds
        }
        super.containerViewWillLayoutSubviews()
    }
}
