import KamishibaiGeometry
import KamishibaiMotion

/// A view whose content is larger than itself and moves under a drag with the physics of
/// UIKit's `UIScrollView` (numbers in docs/ARCHITECTURE.md): rubber-band resistance past the edges,
/// deceleration after a flick, a spring back to the edge, paging, and an animated
/// `setContentOffset`. The content offset is the view's `boundsOrigin`, so subviews are
/// the content, in content coordinates.
open class ScrollView: View {
    /// Below this speed (cells/s) motion counts as stopped.
    public static let restingSpeed = 0.5
    /// A release faster than this (cells/s) flicks to the next page.
    public static let pagingFlickSpeed = 3.0
    /// `setContentOffset(_:animated: true)` takes this long (in animation time, which the
    /// window's ``Animations`` slows by `--slow-animations`).
    public static let animationDuration = 0.3

    public var contentSize: Size = .zero
    /// The content rests on whole pages, a page being the view's size: a drag ends on one, and
    /// the arrows and PgUp/PgDn turn one, animated, as UIKit's paged scroll view does.
    public var isPagingEnabled = false
    /// Home and End are left to the owner, whose content holds only some of its pages (a
    /// ``PageViewController``'s: the current page and its neighbours).
    var leavesEdgeKeysToOwner = false
    /// Off: never bounces, whatever `alwaysBounce…` say.
    public var bounces = true
    public var alwaysBounceHorizontal = false
    public var alwaysBounceVertical = false
    public var decelerationRate = Decay.normal
    public var isScrollEnabled = true
    /// Whether a sheet it is in draws a scroll indicator for it on its border (UIKit's name; in
    /// a terminal the cue stays while there is more to see, as nothing flashes it). See
    /// ``verticalIndicatorThumb(trackLength:)``.
    public var showsVerticalScrollIndicator = true
    /// What a drag does to the window's input bar, the terminal's keyboard.
    public var keyboardDismissMode: KeyboardDismissMode = .none
    /// Room added around the content, in cells: an edge the content can scroll clear of (the
    /// rows an input bar covers, say). The offset then runs from `-top` to the bottom of the
    /// content plus `bottom`; a change brings an offset left outside back in, animated.
    public var contentInset = Insets() {
        didSet { if contentInset != oldValue { insetsDidChange() } }
    }
    /// The pull-to-refresh control above the content (UIKit's `refreshControl`): dragging the
    /// content down past its top reveals it, and past ``RefreshControl/threshold`` it begins
    /// refreshing; Ctrl-R begins it from the keyboard. nil: none (the default).
    public var refreshControl: RefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { insertSubview(refreshControl, at: 0) }
            layoutRefreshControl()
        }
    }
    public weak var delegate: ScrollViewDelegate?
    public let panGestureRecognizer = PanGestureRecognizer()
    /// A press released without a drag, at a point in content coordinates (see ``handleTap(at:)``).
    public var onTap: ((Point) -> Void)?

    /// What it is doing; UIKit's Bools below read it.
    var state = ScrollViewState.idle
    private let stepper = FrameStepper()
    /// The page `scrollViewDidChangePage` last told of (the first at the start).
    private var reportedPage = 1

    /// It is being dragged.
    public var isDragging: Bool { if case .dragging = state { true } else { false } }
    /// It moves on its own after a drag: decaying, bouncing back or snapping to a page.
    public var isDecelerating: Bool { if case .decelerating = state { true } else { false } }
    /// It runs an animated `setContentOffset`.
    public var isScrollingAnimation: Bool { if case .scrollingAnimated = state { true } else { false } }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        panGestureRecognizer.onChange = { [weak self] in self?.panDidChange($0) }
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: Geometry

    public var contentOffset: Point {
        get { boundsOrigin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The smallest in-bounds offset: zero, or less by the top and left insets.
    public var minimumContentOffset: Point {
        let insets = adjustedContentInset
        return Point(x: -insets.left, y: -insets.top)
    }

    /// The largest in-bounds offset: the content's far edge (and its inset) at the view's.
    public var maximumContentOffset: Point {
        let minimum = minimumContentOffset, insets = adjustedContentInset
        return Point(
            x: max(minimum.x, contentSize.width + insets.right - frame.width),
            y: max(minimum.y, contentSize.height + insets.bottom - frame.height))
    }

    /// `offset` moved inside the edges.
    func clampedToEdges(_ offset: Point) -> Point {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return Point(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// As UIKit: bounces off → never; on → when the content and its insets are larger than
    /// the view on the axis, or when `alwaysBounce` is set for it (then even for smaller content);
    /// vertically also whenever it has a ``refreshControl``, so a short list can be pulled.
    public var bouncesHorizontally: Bool {
        bounces && (contentSize.width + contentInset.left + contentInset.right > frame.width || alwaysBounceHorizontal)
    }
    public var bouncesVertically: Bool {
        let insets = adjustedContentInset
        return bounces && (contentSize.height + insets.top + insets.bottom > frame.height || alwaysBounceVertical || refreshControl != nil)
    }

    /// 1-based, flipping half way: `Int((offset.x + 0.5 × width) / width) + 1`.
    public var currentPage: Int {
        guard frame.width > 0 else { return 1 }
        return max(1, Int(((contentOffset.x + 0.5 * frame.width) / frame.width).rounded(.down)) + 1)
    }

    public var pageCount: Int {
        guard frame.width > 0 else { return 1 }
        return max(1, Int((contentSize.width / frame.width).rounded(.up)))
    }

    private var now: Double { window?.clock.now ?? 0 }

    /// Moves the content without any delegate call but `didScroll`, and only on a change.
    func moveContent(to offset: Point) {
        guard offset != boundsOrigin else { return }
        boundsOrigin = offset
        refreshControl?.contentDidMove()
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Programmatic scrolling

    /// Not animated: one `didScroll`. Animated: an ease-in-out from where the content is,
    /// `didScroll` every frame and `didEndScrollingAnimation` at the end; no drag calls. Either
    /// stops the content where it is first. Under a drag the content goes there at once, and the
    /// drag's next move decides where it is.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        if !isDragging { state = .idle }
        guard animated, !isDragging else {
            boundsOrigin = offset
            refreshControl?.contentDidMove()
            delegate?.scrollViewDidScroll(self)
            return
        }
        guard offset != contentOffset else { return }
        let duration = Self.animationDuration
        let start = now
        state = .scrollingAnimated(
            ScrollMotion(
                x: .init(motion: .eased(from: contentOffset.x, to: offset.x, duration: duration, curve: .easeInOut), start: start),
                y: .init(motion: .eased(from: contentOffset.y, to: offset.y, duration: duration, curve: .easeInOut), start: start)))
        startStepping()
    }

    /// How fast the content moves now, in cells per second: the pointer's while dragged, the
    /// motion's while it moves on its own (per second of animation time, which
    /// `--slow-animations` slows).
    public var velocity: Point {
        switch state {
        case .idle: .zero
        case .dragging: Point(x: -panGestureRecognizer.velocity.x, y: -panGestureRecognizer.velocity.y)
        case .decelerating(let motion), .scrollingAnimated(let motion):
            window.map { motion.velocity(in: $0.animations) } ?? .zero
        }
    }

    /// What the scroll view is doing, in words, for an inspector.
    public var stateDescription: String {
        switch state {
        case .idle: "at rest"
        case .dragging: "dragging"
        case .decelerating: "decelerating"
        case .scrollingAnimated: "animating"
        }
    }

    /// Where an animated scroll is heading, or where the content is.
    public var targetContentOffset: Point {
        state.motion?.end(from: contentOffset) ?? contentOffset
    }

    // MARK: Wheel and keys

    /// A notch scrolls a few rows (or columns, for a horizontal wheel or with Shift), animated, within the
    /// edges; notches add up while it moves.
    open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        guard let step = wheelStep(for: event) else { return false }
        return scrollStep(to: targetContentOffset + step)
    }

    /// In the responder chain (it or a view in it has the focus), arrows, PgUp/PgDn and
    /// Home/End scroll as the wheel does; a key for an axis that cannot scroll goes on. Paged,
    /// the arrows and PgUp/PgDn turn to the page before or after (PgUp/PgDn across when only
    /// that axis scrolls), and `scrollViewDidChangePage` comes when it rests there. These keys
    /// are its key commands, offered only while they would scroll, so
    /// ``Window/availableKeyCommands`` lists them and an app's own command for one wins; a
    /// subclass adds its own to `super.keyCommands`.
    open override var keyCommands: [KeyCommand] { refreshKeyCommands + stepKeyCommands }

    /// Runs its own key command for `key` (what the chain does with it), or false for a key it
    /// has none for now.
    open override func keyDown(_ key: Key) -> Bool { performOwnKeyCommand(key) }

    // MARK: Dragging

    /// The pan moved, ended, failed (a tap) or was cancelled: the content follows it. A
    /// subclass in the library routes some drags elsewhere first (a ``ListView`` gives a row's
    /// swipe or lift the drags it claims) and passes the rest here.
    func panDidChange(_ gesture: PanGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard isScrollEnabled else { return }
            beginDragging()
            drag(to: contentOffset - gesture.translation)
            if keyboardDismissMode == .onDrag { window?.firstResponder?.resignFirstResponder() }
            trackInputBar(gesture)
        case .changed:
            guard case .dragging(let start) = state else { return }
            drag(to: start - gesture.translation)
            trackInputBar(gesture)
        case .ended:
            endDragging(velocity: Point(x: -gesture.velocity.x, y: -gesture.velocity.y))
            window?.inputBar?.endTracking()
        case .failed:
            if !isDragging { handleTap(at: contentPoint(fromRoot: gesture.location)) }
        case .cancelled:
            endDragging(velocity: .zero)
            window?.inputBar?.cancelTracking()
        case .possible:
            break
        }
    }

    /// A press released without a drag, at `point` in content coordinates: calls `onTap`. A
    /// subclass that answers taps itself overrides it (a ``ListView`` selects the row there); a
    /// sheet sharing its drag with the scroll view reports its taps here too.
    open func handleTap(at point: Point) { onTap?(point) }

    /// `point`, in the window's coordinates, in the content as it is drawn: at its origin
    /// rounded to whole cells. Mid-scroll the offset has fractions, so the exact conversion can
    /// name the row next to the one under the pointer.
    func contentPoint(fromRoot point: Point) -> Point {
        let origin = point - convertFromRoot(point)
        return point - Point(x: origin.x.rounded(), y: origin.y.rounded())
    }

    /// `interactive`: the pointer pushes the input bar down where it passes over it.
    private func trackInputBar(_ gesture: PanGestureRecognizer) {
        guard keyboardDismissMode == .interactive, let bar = window?.inputBar else { return }
        bar.track(pointerRow: gesture.location.y)
    }

    /// The pointer let go with the content moving at `velocity` (cells/s, in offset terms).
    func release(velocity: Point, dragStart: Point) {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        let natural = Point(
            x: naturalTarget(contentOffset.x, velocity.x, lower: minimum.x, upper: maximum.x, start: dragStart.x, page: frame.width),
            y: naturalTarget(contentOffset.y, velocity.y, lower: minimum.y, upper: maximum.y, start: dragStart.y, page: frame.height))
        var target = natural
        delegate?.scrollViewWillEndDragging(self, velocity: velocity, targetContentOffset: &target)
        let start = now
        let motion = ScrollMotion(
            x: axisMotion(contentOffset.x, velocity.x, target: target.x, natural: natural.x, edges: minimum.x...maximum.x).map {
                .init(motion: $0, start: start)
            },
            y: axisMotion(contentOffset.y, velocity.y, target: target.y, natural: natural.y, edges: minimum.y...maximum.y).map {
                .init(motion: $0, start: start)
            })
        state = motion.isOver ? .idle : .decelerating(motion)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: !motion.isOver)
        // (The delegate may have moved the content elsewhere meanwhile.)
        guard isDecelerating else { return reportPageChange() }
        delegate?.scrollViewWillBeginDecelerating(self)
        startStepping()
    }

    // MARK: Motion

    /// Steps in the window's animation driver, which it keeps should the view leave the window
    /// on the way (a tab bar controller takes a screen's view out when another tab is picked).
    private func startStepping() {
        guard let window else { return }
        stepper.run(in: window.animations) { [weak self] in self?.step(in: $0) ?? false }
    }

    /// One frame of motion, at the time `animations` hands out; false when everything has come
    /// to rest.
    private func step(in animations: Animations) -> Bool {
        guard var motion = state.motion else { return false }
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        let x = advance(&motion.x, in: animations, current: contentOffset.x, edges: minimum.x...maximum.x, bounce: bouncesHorizontally)
        let y = advance(&motion.y, in: animations, current: contentOffset.y, edges: minimum.y...maximum.y, bounce: bouncesVertically)
        state = state.with(motion)
        moveContent(to: Point(x: x, y: y))
        // (`didScroll` may have moved the content elsewhere meanwhile.)
        guard state.motion?.isOver ?? true else { return true }
        motionEnded()
        return false
    }

    /// Comes to rest after a motion that ran its course, and says so.
    private func motionEnded() {
        let ended = state
        guard ended.motion != nil else { return }
        state = .idle
        endCall(of: ended)
    }

    /// The end call of what `moved` did, if it moved on its own: an animation or a deceleration.
    private func endCall(of moved: ScrollViewState) {
        switch moved {
        case .scrollingAnimated: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .decelerating: delegate?.scrollViewDidEndDecelerating(self)
        case .idle, .dragging: return
        }
        reportPageChange()
    }

    /// Paged and at rest on another page than the one last told of: the delegate hears of it,
    /// at the moments an app of UIKit's checks `currentPage` (the end of a drag that does not
    /// decelerate, of a deceleration, of an animation).
    private func reportPageChange() {
        guard isPagingEnabled, case .idle = state, currentPage != reportedPage else { return }
        reportedPage = currentPage
        delegate?.scrollViewDidChangePage(self, page: reportedPage)
    }

    /// Where one axis is now, by the time `animations` hands out. A deceleration that meets an
    /// edge goes on as a spring from the edge with the velocity it had there (or stops there,
    /// without bounce).
    private func advance(
        _ slot: inout ScrollMotion.Axis?, in animations: Animations, current: Double, edges: ClosedRange<Double>, bounce: Bool
    ) -> Double {
        guard let axis = slot else { return current }
        let motion = axis.motion, t = axis.time(in: animations)
        if case .decay(let decay) = motion {
            let edge = decay.velocity < 0 ? edges.lowerBound : edges.upperBound
            let crosses = decay.velocity < 0 ? decay.restingPosition < edge : decay.restingPosition > edge
            if crosses, let hit = decay.time(toReach: edge), t >= hit {
                guard bounce else {
                    slot = nil
                    return edge
                }
                let spring = SpringMotion(spring: .snap, from: edge, to: edge, velocity: decay.velocity(at: hit))
                slot = .init(motion: .spring(spring), start: axis.start, delay: axis.delay + hit)
                return advance(&slot, in: animations, current: current, edges: edges, bounce: bounce)
            }
        }
        if t >= motion.duration {
            slot = nil
            return motion.end
        }
        return motion.position(at: t)
    }

    // MARK: Resize

    /// The page in view when the width last changed, so the layout that follows keeps it.
    private var pageAtResize: Double?

    open override var frame: Rect {
        didSet {
            if frame.width != oldValue.width, oldValue.width > 0 {
                pageAtResize = (targetContentOffset.x / oldValue.width).rounded()
            }
        }
    }

    /// A new size: motion in progress lands at once, a paged view stays on its page, and
    /// any offset is brought back within the edges.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let landing = targetContentOffset
        let moving = state
        if moving.motion != nil { state = .idle }
        var offset = landing
        if isPagingEnabled, let page = pageAtResize { offset.x = page * frame.width }
        pageAtResize = nil
        moveContent(to: clampedToEdges(offset))
        endCall(of: moving)
        layoutRefreshControl()
    }
}
