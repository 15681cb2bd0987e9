import KamishibaiGeometry
import KamishibaiMotion

/// Closes a zoomed photo by dragging it anywhere, as the Photos app does: press on the picture
/// and drag in any direction; it sticks to the pointer, shrinks as it moves away, and the
/// backdrop fades in step. The percent is the distance (a row counting as two columns) over
/// `length`: half the container's height. On release, its `releasePolicy` decides: past 40 %,
/// or with a flick away from where the drag began, the picture flies to its thumbnail;
/// otherwise it returns to fill the container. The flight is its own animation (a spring),
/// and the backdrop's fade is timed to end with it: the delegate's `ZoomDismissalInteractor`,
/// a custom interactive transition, runs both.
///
/// Holding an arrow key drags the picture that way, two columns or one row per repeat; letting
/// it go (its release, or where the terminal reports none the end of its repeats) is the
/// release. Attach it to the photo's screen, whose transitioning delegate is `delegate`.
public final class ZoomDismissalInteraction: Interaction {
    /// When a release closes the photo: from 0.4 of the way, or below it with a flick away
    /// from where the drag began, in any direction, faster than 15 rows per second (a column
    /// counting as half a row), once it has moved a tenth of the way.
    public var releasePolicy = ReleasePolicy(threshold: 0.4, flickVelocity: 15, axis: .any, minimumFlickProgress: 0.1)
    /// How small the picture gets at 100 %: 1 − `shrink` of its size.
    public var shrink = 0.6
    /// The keys that drag the picture, from their first press, and their steps: the arrows
    /// and h/j/k/l unless told. An app's own command for one of them comes first.
    public var keyBindings = KeyDragBindings.standard
    /// The flight's length, in seconds (times the window's animation scale).
    public var flightDuration = 0.35
    public private(set) weak var screen: ViewController?
    public private(set) weak var delegate: ZoomTransitioningDelegate?
    public var interactor: ZoomDismissalInteractor? { delegate?.dismissalInteractor }
    /// The picture's scale during a drag (1 at rest).
    public private(set) var scale = 1.0

    /// A drag in progress: where the pointer was pressed (for a key, the picture's middle), in
    /// container coordinates, and the picture's full frame.
    struct DragState {
        var grab: Point
        var full: Rect
    }

    private let tracker = DragTracker<DragState>(keyStartsOnRepeat: false)

    public init(delegate: ZoomTransitioningDelegate) {
        self.delegate = delegate
        tracker.onBegin = { [weak self] in self?.dragBegan($0) }
        tracker.onChange = { [weak self] in self?.dragChanged(&$0, $1) }
        tracker.onEnd = { [weak self] in self?.release($0, $1) }
        tracker.onCancel = { [weak self] drag, _ in self?.dragCancelled(drag) }
    }

    public func didAttach(to screen: ViewController) {
        self.screen = screen
        tracker.attach(to: screen.view)
    }

    public func didDetach(from screen: ViewController) {
        tracker.detach()
        self.screen = nil
    }

    public var isDragging: Bool { tracker.isDragging }

    // MARK: Geometry

    private var container: View? { screen?.presentationController?.containerView }

    /// Half the container's height, in rows: a drag this far is 100 %.
    public var length: Double { max(1, (container?.bounds.height ?? 2) / 2) }

    private func percent(for offset: Point) -> Double {
        min(1, ((offset.x / 2) * (offset.x / 2) + offset.y * offset.y).squareRoot() / length)
    }

    /// The picture moved by `offset` and shrunk for it, keeping the grabbed point under the
    /// pointer.
    private func place(offset: Point, _ drag: DragState) {
        let (grab, full) = (drag.grab, drag.full)
        let percent = percent(for: offset)
        scale = 1 - shrink * percent
        let size = Size(width: full.width * scale, height: full.height * scale)
        let origin = Point(x: grab.x + offset.x - (grab.x - full.minX) * scale, y: grab.y + offset.y - (grab.y - full.minY) * scale)
        delegate?.activeAnimator?.picture?.frame = Rect(origin: origin, size: size)
        interactor?.update(percent, scale: scale)
    }

    // MARK: Keys

    /// Every key of ``keyBindings`` drags the picture, from the first press.
    public func keyDown(_ key: Key) -> Bool {
        guard let step = keyBindings.step(for: key) else { return false }
        _ = tracker.keyDown(key, step: step)
        return true
    }

    // MARK: Beginning and ending

    /// Starts the interactive dismissal and takes the picture from the animation; returns
    /// the picture's full frame, or nil when the photo cannot be closed now.
    private func begin() -> Rect? {
        guard let screen, let window = screen.window, let interactor, window.transitions.canBeginInteractiveDismissal(of: screen)
        else { return nil }
        guard interactor.begin({ screen.dismiss(animated: true) }) else { return nil }
        guard let animator = delegate?.activeAnimator, let picture = animator.picture else {
            interactor.release(closing: false, returningTo: .zero, flightDuration: flightDuration)  // no picture flies
            return nil
        }
        animator.pictureFollowsProgress = false
        scale = 1
        return picture.frame
    }

    /// As the release policy says, the picture flies to its thumbnail or back to its full
    /// frame (the interactor times the backdrop's fade to end with the flight). A flick moves
    /// away from where the drag began; a key's release never is one.
    private func release(_ drag: DragState, _ sample: DragSample) {
        guard let interactor, interactor.isDriving else { return }
        let closes = releasePolicy.finishes(
            progress: interactor.percentComplete, velocity: sample.velocity, forward: sample.translation)
        interactor.release(closing: closes, returningTo: drag.full, flightDuration: flightDuration)
    }

    /// The drag ends without a release (a resize, a lost pointer, a key, the focus gone): the
    /// photo stays open, the picture flying back as after a short drag.
    public func cancel() { tracker.cancel() }
}

extension ZoomDismissalInteraction {
    private func dragBegan(_ sample: DragSample) -> DragState? {
        guard let container, let full = begin() else { return nil }
        // Where the press was, in the container's coordinates; a key holds the middle.
        let grab = sample.start.map { $0 - container.frameInRoot.origin } ?? Point(x: full.midX, y: full.midY)
        let drag = DragState(grab: grab, full: full)
        place(offset: sample.translation, drag)
        return drag
    }

    private func dragChanged(_ drag: inout DragState, _ sample: DragSample) {
        place(offset: sample.translation, drag)
    }

    private func dragCancelled(_ drag: DragState) {
        guard let interactor, interactor.isDriving else { return }
        interactor.release(closing: false, returningTo: drag.full, flightDuration: flightDuration)
    }
}
