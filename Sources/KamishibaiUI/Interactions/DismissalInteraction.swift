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
/// A tap on that content (a press released without a drag) reaches its `onTap`; a tap
/// elsewhere on the screen reaches `onTap`.
///
/// A sheet with several detents (`SheetPresentationController`) moves between them under the
/// same drag: up, it expands (rubber-banding above the highest) — before the content scrolls
/// when that is at its top and the sheet prefers it; down, it lowers to its lowest detent, and
/// only below that does the drag become the dismissal, its percent measured from the lowest
/// detent. Let go above the lowest, it springs to the detent its velocity projects to. A
/// held ↑/↓ does the same a row at a time.
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
    /// A press released without a drag, outside the shared content (root coordinates).
    public var onTap: ((Point) -> Void)?

    /// Where the screen is under a drag: pulled towards the edge by the dismissal, or raised
    /// above a sheet's lowest detent (before the rubber band above its highest).
    private struct Position {
        var pulled = 0.0
        var raised = 0.0
        /// The sheet moved between its detents: on release it settles on one.
        var resized = false
    }

    /// The drag in progress: the one place that says what drives the screen.
    private enum Drag {
        case none
        /// A pointer drag: where the screen is, where the content would be before
        /// resistance, the last translation along the edge's direction, and whether it began
        /// on the shared content.
        case pointer(Position, content: Double, last: Double, onContent: Bool)
        /// A held key: where the screen is, and when the key counts as released.
        case key(Position, release: Timers.Token?)
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

    /// How far the screen travels to leave, from where it rests (a sheet: from its lowest
    /// detent): percent is distance over this.
    private var travel: Double {
        guard let screen else { return 1 }
        if let lowest = sheet?.detentHeights.first { return max(1, lowest.height) }
        let frame = screen.presentationController?.frameOfPresentedViewInContainerView ?? screen.view.frame
        return max(1, edge.isHorizontal ? frame.width : frame.height)
    }

    // MARK: Detents

    /// The sheet this screen rests in, when it has detents to move between.
    private var sheet: SheetPresentationController? {
        guard let sheet = screen?.presentationController as? SheetPresentationController, sheet.detents.count > 1 else { return nil }
        return sheet
    }

    /// How far above its lowest detent the sheet can rest.
    private var maximumRaise: Double {
        guard let heights = sheet?.detentHeights, let low = heights.first, let high = heights.last else { return 0 }
        return high.height - low.height
    }

    /// How far above its lowest detent the sheet is now.
    private var currentRaise: Double {
        guard let sheet, let lowest = sheet.detentHeights.first else { return 0 }
        return max(0, sheet.sheetHeight - lowest.height)
    }

    /// Places the sheet `raised` rows above its lowest detent; past the highest the rubber
    /// band resists.
    private func placeSheet(raised: Double) {
        guard let sheet, let lowest = sheet.detentHeights.first, let container = sheet.containerView else { return }
        let top = maximumRaise
        let shown = raised <= top ? raised : top + RubberBand.offset(raised - top, dimension: container.bounds.height)
        sheet.moveSheet(toHeight: lowest.height + shown)
    }

    /// Let go above the lowest detent (or on it): to the detent the velocity projects to.
    private func settleSheet(velocity: Double) {
        guard let sheet, let target = sheet.projectedDetent(from: sheet.sheetHeight, velocity: velocity) else { return }
        sheet.selectDetent(target, animated: true, velocity: velocity)
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
            let pressed = gesture.location - gesture.translation
            let onContent = scrollView.map { $0.isVisible && $0.frameInRoot.contains(pressed) } ?? false
            drag = .pointer(Position(raised: currentRaise), content: contentPosition, last: 0, onContent: onContent)
            moved(to: towardsEdge(gesture.translation))
        case .changed:
            moved(to: towardsEdge(gesture.translation))
        case .ended:
            guard case .pointer(let position, _, _, _) = drag else { return }
            if interactor.interactionInProgress {
                scrollView?.endDragging(velocity: .zero)
                let velocity = towardsEdge(gesture.velocity)
                release(flick: velocity > flickVelocity * (edge.isHorizontal ? 2 : 1))
            } else {
                drag = .none
                // The content moves against the pointer, along the drag's axis only.
                let velocity = gesture.velocity
                scrollView?.endDragging(velocity: edge.isHorizontal ? Point(x: -velocity.x, y: 0) : Point(x: 0, y: -velocity.y))
                if position.resized { settleSheet(velocity: -velocity.y) }
            }
        case .failed:
            // A press released without a drag: a tap, for the content that shares the drag.
            if let scrollView, scrollView.isVisible, scrollView.frameInRoot.contains(gesture.location) {
                scrollView.onTap?(scrollView.convertFromRoot(gesture.location))
            } else {
                onTap?(gesture.location)
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
        guard case .pointer(var position, var content, let last, let onContent) = drag else { return }
        let delta = distance - last
        if delta > 0 {
            let scrolled = min(delta, max(0, content))
            content -= scrolled
            let rest = move(&position, by: delta - scrolled)
            content -= rest
        } else {
            // Past the highest detent the sheet rubber-bands, unless the content it was dragged
            // on can scroll on.
            let overflows = onContent && scrollView.map { contentRange($0) > 0 } == true
            content += back(
                &position, by: -delta, expandsFirst: expandsBeforeScrolling(content: content, onContent: onContent),
                beyondHighest: !overflows)
        }
        drag = .pointer(position, content: content, last: distance, onContent: onContent)
        if scrollView != nil { scrollContent(to: content) }
    }

    /// Whether a drag away from the edge raises the sheet before its content scrolls: when
    /// it began off the content, when the content cannot scroll, or when the content is at its
    /// start and the sheet prefers to expand then.
    private func expandsBeforeScrolling(content: Double, onContent: Bool) -> Bool {
        guard let sheet else { return false }
        guard let scrollView, onContent, contentRange(scrollView) > 0 else { return true }
        return sheet.prefersScrollingExpandsWhenScrolledToEdge && content <= 0
    }

    /// Moves the screen `distance` towards the edge: a raised sheet lowers to its lowest
    /// detent first, then the dismissal pulls. Returns what it could not take.
    private func move(_ position: inout Position, by distance: Double) -> Double {
        var rest = distance
        if position.raised > 0 {
            let lowered = min(rest, position.raised)
            position.raised -= lowered
            rest -= lowered
            position.resized = true
            placeSheet(raised: position.raised)
        }
        if rest > 0, pull(&position.pulled, by: rest) { return 0 }
        return rest
    }

    /// Moves the screen `distance` away from the edge: the dismissal lets go first, then a
    /// sheet rises (when `expandsFirst`), past its highest detent only `beyondHighest`.
    /// Returns what it could not take.
    private func back(_ position: inout Position, by distance: Double, expandsFirst: Bool, beyondHighest: Bool) -> Double {
        var rest = distance
        let unpulled = min(rest, position.pulled)
        _ = pull(&position.pulled, by: -unpulled)
        rest -= unpulled
        guard rest > 0, expandsFirst, sheet != nil, position.pulled == 0 else { return rest }
        let raised = beyondHighest ? rest : min(rest, max(0, maximumRaise - position.raised))
        guard raised > 0 else { return rest }
        position.raised += raised
        position.resized = true
        placeSheet(raised: position.raised)
        return rest - raised
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

    /// A single press goes on to the screen's content (its list moves, the sheet stays); once
    /// the terminal repeats the key, it is held, and pulls or pushes the screen.
    public func keyDown(_ key: Key) -> Bool {
        guard let step = keyStep(key), let now = screen?.window?.clock.now else { return false }
        let held = keyRepeat.repeatsLastPress(of: key, at: now)
        guard isKeyDragging || held else { return false }
        keyDrag(by: step)
        // A hold that moves nothing (the sheet can go no further) is the content's.
        return isKeyDragging
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

    /// Each press or repeat moves the screen (a sheet through its detents first); a gap in
    /// the repeats is the release.
    private func keyDrag(by step: Double) {
        guard let window = screen?.window else { return }
        var position: Position
        switch drag {
        case .pointer:
            return
        case .none:
            guard canBegin else { return }
            position = Position(raised: currentRaise)
        case .key(let held, let release):
            window.timers.cancel(release)
            position = held
        }
        let moved =
            step > 0 ? step - move(&position, by: step) : -step - back(&position, by: -step, expandsFirst: true, beyondHighest: false)
        guard moved > 0 || isKeyDragging else { return }
        let release = window.timers.schedule(at: keyRepeat.press(at: window.clock.now)) { [weak self] in
            self?.keyReleased()
        }
        drag = .key(position, release: release)
    }

    private var isKeyDragging: Bool {
        if case .key = drag { return true }
        return false
    }

    private func keyReleased() {
        guard case .key = drag else { return }
        keyRepeat.release()
        if interactor.interactionInProgress {
            release(flick: false)
        } else {
            drag = .none
            settleSheet(velocity: 0)
        }
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

    /// The drag let go: finish past the threshold or with a flick, otherwise spring back (a
    /// sheet then rests at its lowest detent, where the dismissal began).
    private func release(flick: Bool) {
        drag = .none
        guard interactor.interactionInProgress else { return }
        interactor.interactionInProgress = false
        if interactor.percentComplete >= threshold || flick {
            interactor.finish()
        } else {
            interactor.cancel()
            restAtLowestDetent()
        }
    }

    private func restAtLowestDetent() {
        guard let sheet, let lowest = sheet.detentHeights.first else { return }
        sheet.adoptDetent(lowest.identifier)
    }

    /// The drag ends without a release: the screen goes back to where it rests.
    public func cancel() {
        let resized: Bool
        switch drag {
        case .none:
            return
        case .pointer(let position, _, _, _):
            scrollView?.endDragging(velocity: .zero)
            resized = position.resized
        case .key(let position, let release):
            screen?.window?.timers.cancel(release)
            keyRepeat.release()
            resized = position.resized
        }
        drag = .none
        guard interactor.interactionInProgress else {
            if resized { settleSheet(velocity: 0) }
            return
        }
        interactor.interactionInProgress = false
        interactor.cancel()
        restAtLowestDetent()
    }
}
