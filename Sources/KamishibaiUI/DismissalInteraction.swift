/// Drag-to-dismiss for a presented screen: a mouse drag, or an arrow key held down, towards
/// the edge the screen leaves by (down for a sheet, right for a sidebar: the presentation
/// controller's `dismissalEdge`) scrubs its dismissal through `interactor`. On release, past
/// `threshold` of the way or with a flick, the dismissal finishes; otherwise it springs back.
///
/// Attach it with `screen.addInteraction(_:)` and give the same `interactor` to the screen's
/// transitioning delegate: the interaction sets `interactionInProgress` while it scrubs, so
/// the delegate hands the interactor out for a drag and never for a key or button dismissal.
///
/// With a `scrollView` whose content scrolls along the drag's axis, one drag is shared the
/// way bottom sheets do: towards the edge it first scrolls the content back to its start,
/// then pulls the screen; away from the edge it first lowers a pulled screen, then scrolls.
/// A tap on that content (a press released without a drag) reaches its `onTap`.
///
/// One drag at a time: a pointer drag and a held key never drive it together.
public final class DismissalInteraction: Interaction {
    public let interactor: PercentDrivenInteractor
    /// The share of the way past which a release dismisses (0.4, the article's).
    public var threshold = 0.4
    /// A release towards the edge faster than this dismisses below the threshold, in rows
    /// per second; across, a column counts as half a row.
    public var flickVelocity = 15.0
    /// Content that shares the drag, if any. Its own pan is switched off meanwhile: its drags
    /// come from this interaction.
    public weak var scrollView: ScrollView? {
        didSet {
            oldValue?.panGestureRecognizer.isEnabled = true
            scrollView?.panGestureRecognizer.isEnabled = false
        }
    }
    public private(set) weak var screen: ViewController?

    /// The drag in progress: the one place that says what drives the screen.
    private enum Drag {
        case none
        /// A pointer drag: how far the screen is pulled, where the content would be before
        /// resistance, and the last translation along the edge's direction.
        case pointer(pulled: Double, content: Double, last: Double)
        /// A held key: how far the screen is pulled, and when the key counts as released.
        case key(pulled: Double, release: Timers.Token?)
    }

    private var drag = Drag.none
    private var keyRepeat = KeyRepeatTracker()

    public init(interactor: PercentDrivenInteractor = PercentDrivenInteractor()) {
        self.interactor = interactor
    }

    public func didAttach(to screen: ViewController) {
        self.screen = screen
        screen.view.addGestureRecognizer(PanGestureRecognizer { [weak self] in self?.pan($0) })
    }

    /// Whether a drag (by pointer or key) is under way.
    public var isDragging: Bool {
        if case .none = drag { return false }
        return true
    }

    // MARK: Geometry

    private var edge: Edge { screen?.presentationController?.dismissalEdge ?? .bottom }

    /// How far the screen travels to leave, from where it rests: percent is distance over this.
    private var travel: Double {
        guard let screen else { return 1 }
        let frame = screen.presentationController?.frameOfPresentedViewInContainerView ?? screen.view.frame
        return max(1, edge.isHorizontal ? frame.width : frame.height)
    }

    /// `point`'s component towards the edge.
    private func towardsEdge(_ point: Point) -> Double {
        point.x * edge.direction.x + point.y * edge.direction.y
    }

    private var canBegin: Bool {
        guard let screen, let window = screen.window else { return false }
        return window.transitions.active == nil && screen.presentingViewController != nil
            && screen.presentedViewController == nil
    }

    // MARK: Pointer

    private func pan(_ gesture: PanGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard case .none = drag else { return }
            scrollView?.beginDragging()
            drag = .pointer(pulled: 0, content: contentPosition, last: 0)
            moved(to: towardsEdge(gesture.translation))
        case .changed:
            moved(to: towardsEdge(gesture.translation))
        case .ended:
            guard case .pointer = drag else { return }
            if interactor.interactionInProgress {
                scrollView?.endDragging(velocity: .zero)
                let velocity = towardsEdge(gesture.velocity)
                release(flick: velocity > flickVelocity * (edge.isHorizontal ? 2 : 1))
            } else {
                drag = .none
                // The content moves against the pointer, along the drag's axis only.
                let velocity = gesture.velocity
                scrollView?.endDragging(velocity: edge.isHorizontal ? Point(x: -velocity.x, y: 0) : Point(x: 0, y: -velocity.y))
            }
        case .failed:
            // A press released without a drag: a tap, for the content that shares the drag.
            if let scrollView, scrollView.isVisible, scrollView.frameInRoot.contains(gesture.location) {
                scrollView.onTap?(scrollView.convertFromRoot(gesture.location))
            }
        case .cancelled:
            guard case .pointer = drag else { return }
            cancel()
        case .possible:
            break
        }
    }

    /// The pointer is `distance` from where it was pressed, towards the edge.
    private func moved(to distance: Double) {
        guard case .pointer(var pulled, var content, let last) = drag else { return }
        let delta = distance - last
        if delta > 0 {
            let scrolled = min(delta, max(0, content))
            content -= scrolled
            if !pull(&pulled, by: delta - scrolled) { content -= delta - scrolled }
        } else {
            let lowered = min(-delta, pulled)
            _ = pull(&pulled, by: -lowered)
            content += -delta - lowered
        }
        drag = .pointer(pulled: pulled, content: content, last: distance)
        if scrollView != nil { scrollContent(to: content) }
    }

    /// Moves the screen `distance` further towards the edge, beginning the interactive
    /// dismissal the first time it moves. False when it cannot begin: the content takes the
    /// movement instead (and rubber-bands past its start).
    private func pull(_ pulled: inout Double, by distance: Double) -> Bool {
        guard distance != 0 else { return true }
        if !interactor.interactionInProgress {
            guard distance > 0, beginDismissal() else { return false }
        }
        pulled = max(0, pulled + distance)
        interactor.update(pulled / travel)
        return true
    }

    // MARK: Content hand-off

    /// How far the content is from its start along the drag's axis, measured so that a drag
    /// towards the edge brings it back to 0: from the top for a sheet leaving downwards, from
    /// the bottom for one leaving upwards.
    private var contentPosition: Double {
        guard let scrollView else { return 0 }
        let offset = edge.isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        return leavesForwards ? offset : contentRange(scrollView) - offset
    }

    private func scrollContent(to position: Double) {
        guard let scrollView else { return }
        let offset = leavesForwards ? position : contentRange(scrollView) - position
        let current = scrollView.contentOffset
        scrollView.drag(to: edge.isHorizontal ? Point(x: offset, y: current.y) : Point(x: current.x, y: offset))
    }

    private func contentRange(_ scrollView: ScrollView) -> Double {
        edge.isHorizontal ? scrollView.maximumContentOffset.x : scrollView.maximumContentOffset.y
    }

    /// Whether the edge lies towards growing coordinates (down or right).
    private var leavesForwards: Bool { edge == .bottom || edge == .right }

    // MARK: Keys

    public func keyDown(_ key: Key) -> Bool {
        guard let step = keyStep(key) else { return false }
        keyDrag(by: step)
        return true
    }

    /// Cells a press of `key` moves the screen towards the edge: the arrow (or vi key) that
    /// points at the edge pulls, its opposite pushes back. Across, a press moves two columns,
    /// the same distance as a row.
    private func keyStep(_ key: Key) -> Double? {
        let towards: Set<Key>, away: Set<Key>
        switch edge {
        case .bottom: (towards, away) = ([.down, .character("j")], [.up, .character("k")])
        case .top: (towards, away) = ([.up, .character("k")], [.down, .character("j")])
        case .right: (towards, away) = ([.right, .character("l")], [.left, .character("h")])
        case .left: (towards, away) = ([.left, .character("h")], [.right, .character("l")])
        }
        let step = edge.isHorizontal ? 2.0 : 1.0
        if towards.contains(key) { return step }
        if away.contains(key) { return -step }
        return nil
    }

    /// Each press or repeat moves the screen; a gap in the repeats is the release.
    private func keyDrag(by step: Double) {
        guard let window = screen?.window else { return }
        var pulled = 0.0
        switch drag {
        case .pointer:
            return
        case .none:
            guard step > 0, beginDismissal() else { return }
        case .key(let held, let release):
            window.timers.cancel(release)
            pulled = held
        }
        pulled = max(0, pulled + step)
        interactor.update(pulled / travel)
        let release = window.timers.schedule(at: keyRepeat.press(at: window.clock.now)) { [weak self] in
            self?.keyReleased()
        }
        drag = .key(pulled: pulled, release: release)
    }

    private func keyReleased() {
        guard case .key = drag else { return }
        keyRepeat.release()
        release(flick: false)
    }

    // MARK: Beginning and ending

    /// Starts the interactive dismissal; false when the screen cannot be dismissed now, or
    /// its transitioning delegate did not take this interactor (then nothing is scrubbed).
    private func beginDismissal() -> Bool {
        guard canBegin, let screen else { return false }
        interactor.interactionInProgress = true
        screen.dismiss(animated: true)
        guard interactor.isDriving else {
            interactor.interactionInProgress = false
            return false
        }
        return true
    }

    /// The drag let go: finish past the threshold or with a flick, otherwise spring back.
    private func release(flick: Bool) {
        drag = .none
        guard interactor.interactionInProgress else { return }
        interactor.interactionInProgress = false
        if interactor.percentComplete >= threshold || flick { interactor.finish() } else { interactor.cancel() }
    }

    /// The drag ends without a release: the screen goes back to where it rests.
    public func cancel() {
        switch drag {
        case .none:
            return
        case .pointer:
            scrollView?.endDragging(velocity: .zero)
        case .key(_, let release):
            screen?.window?.timers.cancel(release)
            keyRepeat.release()
        }
        drag = .none
        guard interactor.interactionInProgress else { return }
        interactor.interactionInProgress = false
        interactor.cancel()
    }
}
