import KamishibaiGeometry

/// The roles of a Photos-style zoom: a full-container presentation over a backdrop that fades
/// to black, a picture that flies from and back to its thumbnail, and interactors for a drag
/// that closes it (`ZoomDismissalInteraction`) or, on the grid, opens it. The thumbnail's frame
/// and the moving picture come from the app: the grid knows where the thumbnail is.
public final class ZoomTransitioningDelegate: TransitioningDelegate {
    /// Drives a drag's dismissal: the scrub, then the picture's flight.
    public let dismissalInteractor: ZoomDismissalInteractor
    public let presentationInteractor: PercentDrivenInteractor
    /// The animator of this screen's latest transition (Transitions keeps only its
    /// `PropertyAnimator`, so the delegate keeps the rest alive).
    public private(set) var activeAnimator: ZoomAnimator?
    /// The margin of backdrop left around the open photo.
    public var insets = Insets()
    private let thumbnailFrame: () -> Rect?
    private let makePicture: () -> View

    /// `thumbnailFrame` gives the thumbnail's frame in root coordinates, or nil when it is not
    /// on screen; `makePicture` a view drawing the picture at any size, for the flight.
    public init(
        dismissalInteractor: ZoomDismissalInteractor = ZoomDismissalInteractor(),
        presentationInteractor: PercentDrivenInteractor = PercentDrivenInteractor(),
        thumbnailFrame: @escaping () -> Rect?, makePicture: @escaping () -> View
    ) {
        self.dismissalInteractor = dismissalInteractor
        self.presentationInteractor = presentationInteractor
        self.thumbnailFrame = thumbnailFrame
        self.makePicture = makePicture
        dismissalInteractor.transitioningDelegate = self
    }

    public func presentationController(presented: ViewController, presenting: ViewController) -> PresentationController {
        ZoomPresentationController(presented: presented, presenting: presenting, insets: insets)
    }

    public func animator(forPresented presented: ViewController) -> AnimatedTransitioning {
        makeAnimator(.present)
    }

    public func animator(forDismissed dismissed: ViewController) -> AnimatedTransitioning {
        makeAnimator(.dismiss)
    }

    public func interactionController(forDismissal animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        dismissalInteractor.wantsInteractiveStart ? dismissalInteractor : nil
    }

    public func interactionController(forPresentation animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        presentationInteractor.wantsInteractiveStart ? presentationInteractor : nil
    }

    private func makeAnimator(_ direction: ZoomAnimator.Direction) -> ZoomAnimator {
        let animator = ZoomAnimator(direction: direction, thumbnailFrame: thumbnailFrame, makePicture: makePicture)
        activeAnimator = animator
        return animator
    }
}
