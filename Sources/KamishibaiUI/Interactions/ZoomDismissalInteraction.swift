import KamishibaiGeometry
import KamishibaiMotion

/// Closes a zoomed photo by dragging it anywhere, as the Photos app does: press on the picture
/// and drag in any direction; it sticks to the pointer, shrinks as it moves away, and the
/// backdrop fades in step. The percent is the distance (a row counting as two columns) over
/// `length`: half the container's height. On release, past `threshold` or with a flick, the
/// picture flies to its thumbnail; otherwise it returns to fill the container. The flight is
/// its own animation (a spring), and the backdrop's fade is timed to end with it.
///
/// Holding an arrow key drags the picture that way, two columns or one row per repeat; the
/// end of the repeats is the release. Attach it to the photo's screen, whose transitioning
/// delegate is `delegate`.
public final class ZoomDismissalInteraction: Interaction {
    /// The share of the way past which a release closes the photo.
    public var threshold = 0.4
    /// A release moving away faster than this (rows per second, a column counting as half a
    /// row) closes it below the threshold, once it has moved a tenth of the way.
    public var flickVelocity = 15.0
    /// How small the picture gets at 100 %: 1 − `shrink` of its size.
    public var shrink = 0.6
    /// The flight's length, in seconds (times the window's animation scale).
    public var flightDuration = 0.35
    public private(set) weak var screen: ViewController?
    public private(set) weak var delegate: ZoomTransitioningDelegate?
    public var interactor: PercentDrivenInteractor? { delegate?.dismissalInteractor }
    /// The picture's scale during a drag (1 at rest).
    public private(set) var scale = 1.0

    private enum Drag {
        case none
        /// Where the pointer was pressed (container coordinates) and the picture's full frame.
        case pointer(grab: Point, full: Rect)
        /// How far the keys have moved the picture, and when the key counts as released.
        case key(offset: Point, grab: Point, full: Rect, release: Timers.Token?)
    }

    private var drag = Drag.none
    private var keyRepeat = KeyRepeatTracker()
    private var flight: PropertyAnimator?

    public init(delegate: ZoomTransitioningDelegate) {
        self.delegate = delegate
        delegate.dismissalInteractor.updateScale = { [weak self] in self?.scale ?? 1 }
    }

    public func didAttach(to screen: ViewController) {
        self.screen = screen
        screen.view.addGestureRecognizer(PanGestureRecognizer { [weak self] in self?.pan($0) })
    }

    public var isDragging: Bool {
        if case .none = drag { return false }
        return true
    }

    // MARK: Geometry

    private var container: View? { screen?.presentationController?.containerView }

    /// Half the container's height, in rows: a drag this far is 100 %.
    public var length: Double { max(1, (container?.bounds.height ?? 2) / 2) }

    private func percent(for offset: Point) -> Double {
        min(1, ((offset.x / 2) * (offset.x / 2) + offset.y * offset.y).squareRoot() / length)
    }

    /// The picture moved by `offset` and shrunk for it, keeping the grabbed point under the
    /// pointer.
    private func place(offset: Point, grab: Point, full: Rect) {
        let percent = percent(for: offset)
        scale = 1 - shrink * percent
        let size = Size(width: full.width * scale, height: full.height * scale)
        let origin = Point(x: grab.x + offset.x - (grab.x - full.minX) * scale, y: grab.y + offset.y - (grab.y - full.minY) * scale)
        delegate?.activeAnimator?.picture?.frame = Rect(origin: origin, size: size)
        interactor?.update(percent)
    }

    // MARK: Pointer

    private func pan(_ gesture: PanGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard case .none = drag, let container, let full = begin() else { return }
            // Where the press was, in the container's coordinates.
            let grab = gesture.location - gesture.translation - container.frameInRoot.origin
            drag = .pointer(grab: grab, full: full)
            place(offset: gesture.translation, grab: grab, full: full)
        case .changed:
            guard case .pointer(let grab, let full) = drag else { return }
            place(offset: gesture.translation, grab: grab, full: full)
        case .ended:
            guard case .pointer = drag else { return }
            let v = gesture.velocity, t = gesture.translation
            let speed = ((v.x / 2) * (v.x / 2) + v.y * v.y).squareRoot()
            let awayFromStart = v.x * t.x + v.y * t.y > 0
            release(flick: speed > flickVelocity && awayFromStart && percent(for: t) >= 0.1)
        case .cancelled, .failed:
            guard case .pointer = drag else { return }
            cancel()
        case .possible:
            break
        }
    }

    // MARK: Keys

    public func keyDown(_ key: Key) -> Bool {
        let step: Point
        switch key {
        case .left, .character("h"): step = Point(x: -2, y: 0)
        case .right, .character("l"): step = Point(x: 2, y: 0)
        case .up, .character("k"): step = Point(x: 0, y: -1)
        case .down, .character("j"): step = Point(x: 0, y: 1)
        default: return false
        }
        keyDrag(by: step)
        return true
    }

    private func keyDrag(by step: Point) {
        guard let window = screen?.window else { return }
        var offset = Point.zero, grab = Point.zero, full = Rect.zero
        switch drag {
        case .pointer:
            return
        case .none:
            guard let frame = begin() else { return }
            (grab, full) = (Point(x: frame.midX, y: frame.midY), frame)
        case let .key(held, heldGrab, heldFull, release):
            window.timers.cancel(release)
            (offset, grab, full) = (held, heldGrab, heldFull)
        }
        offset = offset + step
        place(offset: offset, grab: grab, full: full)
        let release = window.timers.schedule(at: keyRepeat.press(at: window.clock.now)) { [weak self] in
            self?.keyReleased()
        }
        drag = .key(offset: offset, grab: grab, full: full, release: release)
    }

    private func keyReleased() {
        guard case .key = drag else { return }
        keyRepeat.release()
        release(flick: false)
    }

    // MARK: Beginning and ending

    /// Starts the interactive dismissal and takes the picture from the animation; returns
    /// the picture's full frame, or nil when the photo cannot be closed now.
    private func begin() -> Rect? {
        guard let screen, let window = screen.window, let interactor, window.transitions.active == nil,
            screen.presentingViewController != nil, screen.presentedViewController == nil
        else { return nil }
        flight?.stopAnimation()
        flight = nil
        interactor.interactionInProgress = true
        screen.dismiss(animated: true)
        guard interactor.isDriving, let animator = delegate?.activeAnimator, let picture = animator.picture else {
            interactor.interactionInProgress = false
            return nil
        }
        animator.pictureFollowsProgress = false
        scale = 1
        return picture.frame
    }

    /// Past the threshold or with a flick the picture flies to its thumbnail; otherwise back
    /// to its full frame. The backdrop's fade is sped up or slowed down to end with the flight.
    private func release(flick: Bool) {
        let full: Rect
        switch drag {
        case .none: return
        case .pointer(_, let frame): full = frame
        case .key(_, _, let frame, _): full = frame
        }
        drag = .none
        guard let interactor, interactor.interactionInProgress else { return }
        interactor.interactionInProgress = false
        let closes = interactor.percentComplete >= threshold || flick
        fly(to: closes ? nil : full, from: interactor.percentComplete)
        if closes { interactor.finish() } else { interactor.cancel() }
    }

    /// The flight: to `target`, or to the thumbnail (read every frame) when nil, on a spring;
    /// the interactor's remaining share of the fade is timed to take as long. Every finish or
    /// cancel of the interactor comes after this, so no speed is left from an earlier one.
    private func fly(to target: Rect?, from percent: Double) {
        // Without a picture to fly, the fade runs at its own pace.
        interactor?.completionSpeed = 1
        guard let window = screen?.window, let interactor, let animator = delegate?.activeAnimator,
            let picture = animator.picture, let container = picture.superview
        else { return }
        let duration = flightDuration * window.animationScale
        let remaining = target == nil ? 1 - percent : percent
        let fade = animator.duration * window.animationScale * remaining
        interactor.completionSpeed = duration > 0 && fade > 0 ? fade / duration : 1
        let start = picture.frame
        // Under Reduce Motion it lands without overshooting.
        let flight = PropertyAnimator(duration: duration, curve: .spring(dampingRatio: window.reduceMotion ? 1 : 0.85), clock: window.clock)
        flight.addAnimations { [weak animator, weak picture, weak container] progress in
            guard let animator, let picture, let container else { return }
            picture.frame = start.interpolated(to: target ?? animator.thumbnail(in: container), by: progress)
        }
        flight.startAnimation()
        window.animations.add { [weak flight, weak picture] in
            guard let flight, picture?.superview != nil else { return false }
            flight.update()
            return flight.isRunning
        }
        self.flight = flight
    }

    /// The drag ends without a release (a resize, a lost pointer, a key, the focus gone): the
    /// photo stays open, the picture flying back as after a short drag.
    public func cancel() {
        let full: Rect
        switch drag {
        case .none: return
        case .pointer(_, let frame): full = frame
        case .key(_, _, let frame, let release):
            screen?.window?.timers.cancel(release)
            keyRepeat.release()
            full = frame
        }
        drag = .none
        guard let interactor, interactor.interactionInProgress else { return }
        interactor.interactionInProgress = false
        fly(to: full, from: interactor.percentComplete)
        interactor.cancel()
    }
}
