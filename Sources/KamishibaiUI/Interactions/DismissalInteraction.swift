/// Drag-to-dismiss for a presented screen: a mouse drag, or an arrow key held down, towards
/// the edge the screen leaves by (down for a sheet, right for a sidebar: the presentation
/// controller's `dismissalEdge`) scrubs its dismissal through `interactor`. On release, its
/// `releasePolicy` decides: past 40 % of the way, or with a flick towards the edge, the
/// dismissal finishes; otherwise it springs back.
///
/// Attach it with `screen.addInteraction(_:)` and give the same `interactor` to the screen's
/// transitioning delegate: the interaction begins the dismissal through the interactor, so the
/// delegate hands it out for a drag and never for a key or button dismissal.
///
/// With a `scrollView` whose content scrolls along the drag's axis, one drag is shared the
/// way bottom sheets do: towards the edge it first scrolls the content back to its start,
/// then pulls the screen; away from the edge it first lowers a pulled screen, then scrolls.
/// A tap on that content (a press released without a drag) reaches its `onTap`; a tap on the
/// sheet's grabber moves it to its next detent; a tap elsewhere on the screen reaches `onTap`.
///
/// A sheet with several detents (the presentation controller's `detentResizing`) moves
/// between them under the same drag: up, it expands (rubber-banding above the highest) —
/// before the content scrolls when that is at its top and the sheet prefers it; down, it
/// lowers to its lowest detent, and only below that does the drag become the dismissal, its
/// percent measured from the lowest detent. Let go above the lowest, it springs to the detent
/// its velocity projects to. A held ↑/↓ does the same a row at a time.
///
/// One drag at a time: a pointer drag and a held key never drive it together.
public final class DismissalInteraction: Interaction {
    public let interactor: PercentDrivenInteractor
    /// When a release dismisses: from 0.4 of the way (as in
    /// "iOSでMaterial Designを使いたくない理由"), or below it with a flick towards the edge
    /// faster than 15 rows per second (30 columns across).
    public var releasePolicy = ReleasePolicy(threshold: 0.4, flickVelocity: 15)
    /// The keys whose hold drags the screen, and their steps: the arrows and h/j/k/l unless
    /// told; those pointing at the edge pull, their opposites push back.
    public var keyBindings = KeyDragBindings.standard
    /// Content that shares the drag, if any. Its own pan is switched off meanwhile: its drags
    /// come from this interaction.
    public weak var scrollView: ScrollView? {
        didSet {
            oldValue?.panGestureRecognizer.isEnabled = true
            scrollView?.panGestureRecognizer.isEnabled = false
        }
    }
    public private(set) weak var screen: ViewController?
    /// A press released without a drag, outside the shared content and the grabber (root
    /// coordinates).
    public var onTap: ((Point) -> Void)?

    /// A drag in progress: how far it has pulled the screen towards the edge and raised the
    /// sheet above its lowest detent (before the rubber band), whether the sheet moved between
    /// detents (it then settles on one), where the content would be before resistance (a
    /// `SharedContent.position`; a key leaves the content alone), the last distance towards
    /// the edge, and whether it began on the content.
    struct DragState {
        var pulled = 0.0, raised = 0.0
        var resized = false
        var content = 0.0, last = 0.0
        var onContent = false
        let source: DragSample.Source
    }

    private let tracker = DragTracker<DragState>(keyStartsOnRepeat: true)

    public init(interactor: PercentDrivenInteractor = PercentDrivenInteractor()) {
        self.interactor = interactor
        tracker.onBegin = { [weak self] in self?.dragBegan($0) }
        tracker.onChange = { [weak self] in self?.dragChanged(&$0, $1) }
        tracker.onEnd = { [weak self] in self?.dragEnded($0, $1) }
        tracker.onCancel = { [weak self] in self?.dragCancelled($0, $1) }
        tracker.onTap = { [weak self] in self?.dragTapped(at: $0) }
    }

    public func didAttach(to screen: ViewController) {
        self.screen = screen
        tracker.attach(to: screen.view)
    }

    /// The content's pan is its own again.
    public func didDetach(from screen: ViewController) {
        tracker.detach()
        scrollView = nil
        self.screen = nil
    }

    /// Whether a drag (by pointer or key) is under way.
    public var isDragging: Bool { tracker.isDragging }

    /// The drag ends without a release: the screen goes back to where it rests.
    public func cancel() { tracker.cancel() }

    // MARK: Geometry

    private var edge: Edge { screen?.presentationController?.dismissalEdge ?? .bottom }

    /// The sheet's detents the drag moves between, when there are several.
    private var detents: DetentResizing? { screen?.presentationController?.detentResizing }

    private var content: SharedContent? { scrollView.map { SharedContent(scrollView: $0, edge: edge) } }

    /// `point`'s component towards the edge.
    private func towardsEdge(_ point: Point) -> Double {
        point.x * edge.direction.x + point.y * edge.direction.y
    }

    private var canBegin: Bool {
        guard let screen, let window = screen.window else { return false }
        return window.transitions.canBeginInteractiveDismissal(of: screen)
    }

    // MARK: Keys

    /// A single press goes on to the screen's content (its list moves, the sheet stays); once
    /// the terminal repeats the key, it is held, and pulls or pushes the screen: the key of
    /// ``keyBindings`` that points at the edge pulls, its opposite pushes back. A hold that moves
    /// nothing (the sheet can go no further) is the content's too.
    /// A navigation stack on the screen comes first: where a held → would pop it (a sidebar
    /// leaves to the right too), the key is the stack's, as a UIKit edge pan inside a sheet wins
    /// over the sheet's own.
    public func keyDown(_ key: Key) -> Bool {
        guard let step = keyBindings.step(for: key), towardsEdge(step) != 0 else { return false }
        guard tracker.isDragging || !innerStackTakes(key) else { return false }
        return tracker.keyDown(key, step: step)
    }

    /// Whether a navigation stack in this screen, on the way the key travels, drags with `key`.
    private func innerStackTakes(_ key: Key) -> Bool {
        guard let screen, let window = screen.window else { return false }
        return window.responderChain.contains { responder in
            guard let stack = responder as? NavigationController, stack.takesHeldKey(key) else { return false }
            var container: ViewController? = stack
            while let current = container, current !== screen { container = current.parent }
            return container === screen
        }
    }

    // MARK: Moving

    /// The drag is `distance` from where it began, towards the edge: the content, the
    /// dismissal and the sheet's detents share the movement since the last one. Returns how
    /// much of it moved the screen or the content.
    @discardableResult
    private func move(_ drag: inout DragState, to distance: Double) -> Double {
        let delta = distance - drag.last
        drag.last = distance
        let unmoved: Double
        if delta > 0 {
            let scrolled = min(delta, max(0, drag.content))
            drag.content -= scrolled
            unmoved = pull(&drag, by: delta - scrolled)
            drag.content -= unmoved
        } else {
            // Past the highest detent the sheet rubber-bands, unless the content it was dragged
            // on can scroll on; a key stops at the highest.
            let overflows = drag.onContent && (content?.range ?? 0) > 0
            unmoved = back(
                &drag, by: -delta, expandsFirst: expandsBeforeScrolling(drag),
                beyondHighest: drag.source == .pointer && !overflows)
            drag.content += unmoved
        }
        if drag.source == .pointer { content?.scroll(to: drag.content) }
        return abs(delta) - unmoved
    }

    /// Whether a drag away from the edge raises the sheet before its content scrolls: when
    /// it began off the content, when the content cannot scroll, or when the content is at its
    /// start and the sheet prefers to expand then.
    private func expandsBeforeScrolling(_ drag: DragState) -> Bool {
        guard let detents else { return false }
        guard let content, drag.onContent, content.range > 0 else { return true }
        return detents.prefersScrollingExpandsWhenScrolledToEdge && drag.content <= 0
    }

    /// Moves the screen `distance` towards the edge: a raised sheet lowers to its lowest
    /// detent first, then the dismissal pulls. Returns what it could not take.
    private func pull(_ drag: inout DragState, by distance: Double) -> Double {
        var rest = distance
        if drag.raised > 0 {
            let lowered = min(rest, drag.raised)
            drag.raised -= lowered
            rest -= lowered
            drag.resized = true
            detents?.placeSheet(raised: drag.raised)
        }
        if rest > 0, scrub(&drag.pulled, by: rest) { return 0 }
        return rest
    }

    /// Moves the screen `distance` away from the edge: the dismissal lets go first, then a
    /// sheet rises (when `expandsFirst`), past its highest detent only `beyondHighest`.
    /// Returns what it could not take.
    private func back(_ drag: inout DragState, by distance: Double, expandsFirst: Bool, beyondHighest: Bool) -> Double {
        var rest = distance
        let unpulled = min(rest, drag.pulled)
        _ = scrub(&drag.pulled, by: -unpulled)
        rest -= unpulled
        guard rest > 0, expandsFirst, let detents, drag.pulled == 0 else { return rest }
        let raised = beyondHighest ? rest : min(rest, max(0, detents.maximumRaise - drag.raised))
        guard raised > 0 else { return rest }
        drag.raised += raised
        drag.resized = true
        detents.placeSheet(raised: drag.raised)
        return rest - raised
    }

    /// Moves the screen `distance` further towards the edge, beginning the interactive
    /// dismissal the first time it moves. False when it cannot begin: the content takes the
    /// movement instead (and rubber-bands past its start).
    private func scrub(_ pulled: inout Double, by distance: Double) -> Bool {
        guard distance != 0 else { return true }
        if !interactor.isDriving {
            guard distance > 0, canBegin, let screen, interactor.begin({ screen.dismiss(animated: true) }) else { return false }
        }
        pulled = max(0, pulled + distance)
        interactor.update(pulled / max(1, screen?.presentationController?.dismissalTravel ?? 1))
        return true
    }
}

extension DismissalInteraction {
    /// A pointer drag always begins (if the screen cannot move, the content takes it); a held
    /// key only when the screen can be dismissed and its first step moves it.
    private func dragBegan(_ sample: DragSample) -> DragState? {
        switch sample.source {
        case .key: guard canBegin else { return nil }
        case .pointer: scrollView?.beginDragging()
        }
        var drag = DragState(raised: detents?.currentRaise ?? 0, source: sample.source)
        if sample.source == .pointer {
            drag.onContent = sample.start.map { content?.contains($0) == true } ?? false
            drag.content = content?.position ?? 0
        }
        let moved = move(&drag, to: towardsEdge(sample.translation))
        return sample.source == .pointer || moved > 0 ? drag : nil
    }

    private func dragChanged(_ drag: inout DragState, _ sample: DragSample) {
        move(&drag, to: towardsEdge(sample.translation))
    }

    /// As the release policy says, the dismissal finishes or springs back; then a sheet rests
    /// at its lowest detent, where the dismissal began.
    private func dragEnded(_ drag: DragState, _ sample: DragSample) {
        let velocity = sample.velocity
        if interactor.isDriving {
            if drag.source == .pointer { scrollView?.endDragging(velocity: .zero) }
            let finishing = releasePolicy.finishes(progress: interactor.percentComplete, velocity: velocity, forward: edge.direction)
            interactor.end(finishing: finishing)
            if !finishing { detents?.restAtLowestDetent() }
            return
        }
        // The content moves against the pointer, along the drag's axis only.
        if drag.source == .pointer {
            scrollView?.endDragging(velocity: edge.isHorizontal ? Point(x: -velocity.x, y: 0) : Point(x: 0, y: -velocity.y))
        }
        if drag.resized { detents?.settleSheet(velocity: -velocity.y) }
    }

    private func dragCancelled(_ drag: DragState, _ source: DragSample.Source) {
        if source == .pointer { scrollView?.endDragging(velocity: .zero) }
        guard interactor.isDriving else {
            if drag.resized { detents?.settleSheet(velocity: 0) }
            return
        }
        interactor.cancel()
        detents?.restAtLowestDetent()
    }

    /// A press released without a drag: a tap, for the content that shares the drag, the
    /// sheet's grabber, or `onTap`.
    private func dragTapped(at point: Point) {
        if let scrollView = content?.scrollView, content?.contains(point) == true {
            scrollView.handleTap(at: scrollView.contentPoint(fromRoot: point))
        } else if detents?.selectNextDetent(fromGrabberAt: point) != true {
            onTap?(point)
        }
    }
}
