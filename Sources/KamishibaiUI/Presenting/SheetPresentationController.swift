import KamishibaiGeometry
import KamishibaiMotion

/// A bottom sheet, full width, over a dimming view that fades with the transition and
/// dismisses the sheet when clicked. It rests at one of its `detents` (``defaultDetents``,
/// only `large`, unless the app chooses others, as in UIKit); a drag moves it between them (`DismissalInteraction` asks it, as
/// its `detentResizing`), as does a click on its grabber, and `selectDetent` changes it from
/// the app. With a `largestUndimmedDetentIdentifier`, the backdrop is clear at or below that
/// detent and lets clicks and keys through to the screen behind; above it the dimming fades
/// in with the sheet's height.
public final class SheetPresentationController: DimmedPresentationController {
    /// Each sheet over a sheet rests this many rows lower, so the ones below show above it.
    public static let levelStep = 2.0
    /// How a sheet settles on a detent: a quick spring (response 0.35 s) that barely
    /// overshoots (damping ratio 0.85), or, under Reduce Motion, not at all (1).
    public static let settlingResponse = 0.35
    public static let settlingDampingRatio = 0.85

    /// A sheet's detents when the app chooses none: `[.large]`, UIKit's default. The one place
    /// that says so; ``StyledTransitioningDelegate`` starts from it too.
    public static let defaultDetents: [SheetDetent] = [.large]

    /// The heights the sheet rests at, in any order: ``defaultDetents`` unless set.
    public var detents: [SheetDetent] = SheetPresentationController.defaultDetents {
        didSet { if !detents.contains(where: { $0.identifier == selectedDetentIdentifier }) { selectedDetentIdentifier = nil } }
    }
    /// The detent the sheet rests at; nil means the smallest.
    public private(set) var selectedDetentIdentifier: SheetDetent.Identifier?
    /// At or below this detent the backdrop is clear and lets input through; nil: always dimmed.
    public var largestUndimmedDetentIdentifier: SheetDetent.Identifier? {
        didSet { updateDimming() }
    }
    /// With the content scrolled to its top, an upward drag on it expands the sheet before
    /// the content scrolls. Off, the content scrolls at every detent (a drag elsewhere on the
    /// sheet still expands it).
    public var prefersScrollingExpandsWhenScrolledToEdge = true

    private var settling: (motion: SpringMotion, start: Double)?
    private let stepper = FrameStepper()

    public override var presentationStyle: ModalPresentationStyle { .sheet }

    // MARK: Geometry

    private var containerHeight: Double { containerView?.bounds.height ?? 0 }

    /// Rows a sheet stacked on others rests lower, so the ones below show.
    private var lowered: Double {
        Self.levelStep * Double((presentedViewController?.presentationLevel ?? 1) - 1)
    }

    /// The detents from the lowest to the highest, with their heights in the container now;
    /// a stacked sheet's are lower by its level's step, down to three rows. A sheet rests on
    /// whole rows (half of an odd height rounds up): its top row is then its rounded border,
    /// and only motion uses the eighth-row edge.
    public var detentHeights: [(identifier: SheetDetent.Identifier, height: Double)] {
        let container = containerHeight, lowered = lowered
        return detents.map { detent in
            let height = detent.height(in: container)
            return (detent.identifier, max(height - lowered, min(height, 3)).rounded())
        }.sorted { $0.height < $1.height }
    }

    /// The detent the sheet rests at (the selected one, or the lowest).
    public var currentDetent: (identifier: SheetDetent.Identifier, height: Double)? {
        let all = detentHeights
        return all.first { $0.identifier == selectedDetentIdentifier } ?? all.first
    }

    /// The sheet's height now, as its view is placed (mid-drag, mid-settle or at rest).
    public var sheetHeight: Double { containerHeight - presentedView.frame.minY }

    /// Where the view is with its top edge `height` rows above the container's bottom.
    public func frame(height: Double) -> Rect {
        let size = containerView?.bounds.size ?? .zero
        return Rect(x: 0, y: size.height - height, width: size.width, height: height)
    }

    /// At the current detent, on whole rows.
    public override var frameOfPresentedViewInContainerView: Rect {
        guard containerView != nil else { return .zero }
        return frame(height: currentDetent?.height ?? 0)
    }

    /// A dismissal starts from the lowest detent: a drag first lowers the sheet there.
    public override var dismissalTravel: Double { detentHeights.first?.height ?? super.dismissalTravel }

    /// Itself, when it has detents to move between.
    public override var detentResizing: DetentResizing? { detents.count > 1 ? self : nil }

    // MARK: Moving between detents

    /// Moves the sheet to `identifier`'s height, on a spring (or at once), and traces
    /// `detentChanged` if the detent changed. An identifier not among `detents` is ignored.
    public func selectDetent(_ identifier: SheetDetent.Identifier, animated: Bool, velocity: Double = 0) {
        guard let target = detentHeights.first(where: { $0.identifier == identifier }) else { return }
        adoptDetent(identifier)
        settle(at: target.height, animated: animated, velocity: velocity)
    }

    /// Makes `identifier` the selected detent without moving the sheet (it is already there:
    /// a cancelled dismissal brought it back to its lowest detent), tracing the change.
    func adoptDetent(_ identifier: SheetDetent.Identifier) {
        guard identifier != currentDetent?.identifier, detents.contains(where: { $0.identifier == identifier }) else { return }
        selectedDetentIdentifier = identifier
        presentedViewController?.window?.trace.record(
            .detentChanged(screen: presentedViewController?.traceName ?? "", detent: identifier))
    }

    /// The next detent up, or the lowest after the highest: what the grabber and a key do.
    public func selectNextDetent(animated: Bool) {
        let all = detentHeights
        guard all.count > 1, let index = all.firstIndex(where: { $0.identifier == currentDetent?.identifier }) else { return }
        selectDetent(all[(index + 1) % all.count].identifier, animated: animated)
    }

    /// Places the sheet `height` rows tall at once (a drag does, every move), stopping any
    /// settling; the dimming follows.
    public func moveSheet(toHeight height: Double) {
        settling = nil
        presentedView.frame = frame(height: height)
        updateDimming()
    }

    /// Where a release at `height`, moving at `velocity` rows/s (up positive), comes to rest:
    /// the detent nearest to where that velocity would carry the sheet under UIKit's normal
    /// deceleration (0.998 per millisecond), as FloatingPanel projects it.
    public func projectedDetent(from height: Double, velocity: Double) -> SheetDetent.Identifier? {
        let projected = height + Decay(position: 0, velocity: velocity, rate: Decay.normal).restingPosition
        return detentHeights.min { abs($0.height - projected) < abs($1.height - projected) }?.identifier
    }

    private func settle(at height: Double, animated: Bool, velocity: Double) {
        guard animated, let animations = presentedViewController?.window?.animations, abs(sheetHeight - height) > 0.01 else {
            moveSheet(toHeight: height)
            return
        }
        let damping = animations.isReduceMotionEnabled ? 1 : Self.settlingDampingRatio
        let spring = Spring(response: Self.settlingResponse, dampingRatio: damping)
        settling = (SpringMotion(spring: spring, from: sheetHeight, to: height, velocity: velocity), animations.clock.now)
        stepper.run(in: animations) { [weak self] in self?.stepSettling(in: $0) ?? false }
    }

    /// One frame of settling, at the time `animations` hands out; false once the sheet rests.
    private func stepSettling(in animations: Animations) -> Bool {
        guard let (motion, start) = settling else { return false }
        let t = animations.elapsedTime(since: start)
        let done = t >= motion.settlingTime(tolerance: 0.01, velocityTolerance: 0.05)
        presentedView.frame = frame(height: done ? motion.to : motion.position(at: t))
        updateDimming()
        if done { settling = nil }
        return !done
    }

    /// Whether the sheet settles on a detent now.
    public var isSettling: Bool { settling != nil }

    // MARK: Dimming

    /// How dimmed the backdrop is for a sheet `height` rows tall: fully, without an undimmed
    /// detent; otherwise clear up to it, fading in up to the next detent above it.
    public func dimming(atHeight height: Double) -> Double {
        guard let undimmed = largestUndimmedDetentIdentifier else { return 1 }
        let all = detentHeights
        guard let index = all.firstIndex(where: { $0.identifier == undimmed }) else { return 1 }
        let low = all[index].height
        let high = index + 1 < all.count ? all[index + 1].height : containerHeight
        guard high > low else { return height > low ? 1 : 0 }
        return min(max((height - low) / (high - low), 0), 1)
    }

    /// Whether the screen behind takes input: the backdrop is clear at the sheet's height.
    public override var passesInputThrough: Bool {
        largestUndimmedDetentIdentifier != nil && dimming(atHeight: sheetHeight) <= 0 && transitionCoordinator == nil
    }

    /// The backdrop at rest or under a drag (not during a transition, whose own fade runs).
    private func updateDimming() {
        guard transitionCoordinator == nil else { return }
        dimmingView.alpha = dimming(atHeight: sheetHeight)
        dimmingView.isUserInteractionEnabled = !passesInputThrough
    }

    public override var presentedAlpha: Double { dimming(atHeight: frameOfPresentedViewInContainerView.height) }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if completed { updateDimming() }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if !completed { updateDimming() }
    }

    public override func containerViewWillLayoutSubviews() {
        settling = nil
        super.containerViewWillLayoutSubviews()
        updateDimming()
    }
}

extension SheetPresentationController: DetentResizing {
    public var currentRaise: Double {
        guard let lowest = detentHeights.first else { return 0 }
        return max(0, sheetHeight - lowest.height)
    }

    public var maximumRaise: Double {
        let heights = detentHeights
        guard let low = heights.first, let high = heights.last else { return 0 }
        return high.height - low.height
    }

    public func placeSheet(raised: Double) {
        guard let lowest = detentHeights.first, let container = containerView else { return }
        let top = maximumRaise
        let shown = raised <= top ? raised : top + RubberBand.offset(raised - top, dimension: container.bounds.height)
        moveSheet(toHeight: lowest.height + shown)
    }

    /// To the detent nearest where `velocity` would carry the sheet (see `projectedDetent`).
    public func settleSheet(velocity: Double) {
        guard let target = projectedDetent(from: sheetHeight, velocity: velocity) else { return }
        selectDetent(target, animated: true, velocity: velocity)
    }

    public func restAtLowestDetent() {
        guard let lowest = detentHeights.first else { return }
        adoptDetent(lowest.identifier)
    }

    public func selectNextDetent(fromGrabberAt point: Point) -> Bool {
        guard chromeView.grabberContains(point) else { return false }
        selectNextDetent(animated: true)
        return true
    }
}

extension ViewController {
    /// The sheet this screen rests in (UIKit's `sheetPresentationController`): its presentation
    /// controller, or its outermost container's for a child (a page of a stack presented as a
    /// sheet), while that is a ``SheetPresentationController``; from the moment the presentation
    /// begins until the dismissal ends. Nil for a screen that is not presented, or presented
    /// otherwise (full screen, a card, a sidebar, a fitted sheet, which has no detents).
    ///
    /// ```swift
    /// KeyCommand(input: .character("e"), title: "Expand") { [weak self] in
    ///     self?.sheetPresentationController?.selectNextDetent(animated: true)
    /// }
    /// ```
    public var sheetPresentationController: SheetPresentationController? {
        groupRoot.presentationController as? SheetPresentationController
    }
}
