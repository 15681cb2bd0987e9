import KamishibaiGeometry

/// Opens a zoomed photo under a gesture's control (an interactive presentation, the third use
/// of a custom transition in the articles): `begin` presents the screen through its
/// delegate's presentation interactor, `update` scrubs the zoom-in, and `end` finishes it or
/// cancels it back into the grid, as `releasePolicy` says. The app decides what gesture drives
/// it (the demo: a thumbnail dragged upward, or K held, through a `DragTracker`).
public final class ZoomPresentationDrag {
    /// When letting go opens the photo: from half way, or below it with a flick forward faster
    /// than 15 rows per second (a column counting as half a row).
    public var releasePolicy = ReleasePolicy(threshold: 0.5, flickVelocity: 15)
    private weak var interactor: PercentDrivenInteractor?

    /// An idle drag: `begin` starts an opening.
    public init() {}

    /// Whether an opening is under the gesture's control.
    public var isActive: Bool { interactor?.isDriving ?? false }

    /// Presents `screen` (whose transitioning delegate is a `ZoomTransitioningDelegate`) from
    /// `presenting`, paused at 0; false when it could not start. While another transition runs
    /// it refuses: the present would wait for that one to end (``ViewController/present(_:animated:completion:)``)
    /// and then open the photo on its own, without the gesture.
    public func begin(_ screen: ViewController, from presenting: ViewController) -> Bool {
        guard !isActive, presenting.window?.transitions.active == nil,
            let delegate = screen.transitioningDelegate as? ZoomTransitioningDelegate
        else { return false }
        let interactor = delegate.presentationInteractor
        guard interactor.begin({ presenting.present(screen, animated: true) }) else { return false }
        self.interactor = interactor
        return true
    }

    /// The gesture has opened the photo `percent` (0–1) of the way.
    public func update(_ percent: Double) {
        interactor?.update(percent)
    }

    /// Lets go, moving at `velocity` (cells per second; zero for a key) where `forward` points
    /// the way that opens the photo: as the release policy says, it opens or closes.
    public func end(velocity: Point = .zero, forward: Point = .zero) {
        guard let interactor else { return }
        interactor.end(finishing: releasePolicy.finishes(progress: interactor.percentComplete, velocity: velocity, forward: forward))
        self.interactor = nil
    }

    /// The gesture is gone without a release: back into the grid.
    public func cancel() {
        interactor?.cancel()
        interactor = nil
    }
}
