/// Opens a zoomed photo under a gesture's control (an interactive presentation, the third use
/// of a custom transition in the articles): `begin` presents the screen with its delegate's
/// presentation interactor in progress, `update` scrubs the zoom-in, and `end` finishes it
/// past `threshold` or cancels it back into the grid. The app decides what gesture drives it
/// (the demo: a thumbnail dragged upward, or K held).
public final class ZoomPresentationDrag {
    /// The share of the way past which letting go opens the photo.
    public var threshold = 0.5
    private weak var interactor: PercentDrivenInteractor?

    public init() {}

    public var isActive: Bool { interactor?.isDriving ?? false }

    /// Presents `screen` (whose transitioning delegate is a `ZoomTransitioningDelegate`) from
    /// `presenting`, paused at 0; false when it could not start.
    public func begin(_ screen: ViewController, from presenting: ViewController) -> Bool {
        guard !isActive, let delegate = screen.transitioningDelegate as? ZoomTransitioningDelegate else { return false }
        let interactor = delegate.presentationInteractor
        interactor.interactionInProgress = true
        presenting.present(screen, animated: true)
        guard interactor.isDriving else {
            interactor.interactionInProgress = false
            return false
        }
        self.interactor = interactor
        return true
    }

    public func update(_ percent: Double) {
        interactor?.update(percent)
    }

    /// Lets go: opens the photo past the threshold (or with `flick`), otherwise closes it.
    public func end(flick: Bool = false) {
        guard let interactor, interactor.interactionInProgress else { return }
        interactor.interactionInProgress = false
        if interactor.percentComplete >= threshold || flick { interactor.finish() } else { interactor.cancel() }
        self.interactor = nil
    }

    /// The gesture is gone without a release: back into the grid.
    public func cancel() {
        guard let interactor, interactor.interactionInProgress else { return }
        interactor.interactionInProgress = false
        interactor.cancel()
        self.interactor = nil
    }
}
