/// Opens a zoomed photo under a gesture's control (an interactive presentation, the third use
/// of a custom transition in the articles): `begin` presents the screen through its
/// delegate's presentation interactor, `update` scrubs the zoom-in, and `end` finishes it
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
        guard interactor.begin({ presenting.present(screen, animated: true) }) else { return false }
        self.interactor = interactor
        return true
    }

    public func update(_ percent: Double) {
        interactor?.update(percent)
    }

    /// Lets go: opens the photo past the threshold (or with `flick`), otherwise closes it.
    public func end(flick: Bool = false) {
        guard let interactor else { return }
        interactor.end(finishing: interactor.percentComplete >= threshold || flick)
        self.interactor = nil
    }

    /// The gesture is gone without a release: back into the grid.
    public func cancel() {
        interactor?.cancel()
        interactor = nil
    }
}
