import KamishibaiGeometry
import KamishibaiMotion

/// One toast on screen: its view, its countdown, its motions — sliding in and between places
/// in its stack, and sideways out — and the drag that throws it away. Its leaving motion is
/// one `PropertyAnimator`, which a drag scrubs and its release runs on or back, as an
/// interactor does to a transition's.
final class ShownToast {
    enum Phase: Equatable {
        /// Up, its countdown running unless the pointer is over it.
        case resting
        /// Under a drag sideways; the countdown waits.
        case dragging
        /// Sliding out, for this reason; gone once the motion ends.
        case leaving(Toasts.DismissalReason)
    }

    let id: Toast.ID
    let toast: Toast
    let view: ToastView
    private(set) var phase = Phase.resting
    var isLeaving: Bool {
        if case .leaving = phase { return true }
        return false
    }
    /// The pointer is over the toast, as the terminal's motion reports say.
    var isHovered = false { didSet { updateCountdown() } }
    /// A press on the toast not yet released.
    var isPressed = false { didSet { updateCountdown() } }
    private weak var owner: Toasts?
    /// Seconds left to stay, and since when they run down (nil: paused).
    private var remaining: Double
    private var countdown: (since: Double, token: Timers.Token)?
    /// The slide along the stack (y) and where it goes; the one out sideways (x), with its
    /// side and the columns it travels.
    private var slide: (animator: PropertyAnimator, y: Double)?
    private var leave: (animator: PropertyAnimator, side: Double, travel: Double)?
    /// A drag's state is the side it throws the toast to: 1 right, -1 left.
    private let tracker = DragTracker<Double>(keyStartsOnRepeat: true)

    /// How long a move along the stack and the slide out take (before `--slow-animations`).
    static let slideDuration = 0.25
    static let leaveDuration = 0.2

    /// The window's driver and timers: the toast's motions and countdown run on them.
    private let animations: Animations
    private let timers: Timers

    init(id: Toast.ID, toast: Toast, owner: Toasts, animations: Animations, timers: Timers) {
        self.id = id
        self.animations = animations
        self.timers = timers
        self.toast = toast
        self.view = ToastView(toast, appearance: owner.appearance)
        self.owner = owner
        self.remaining = toast.duration
        tracker.onBegin = { [weak self] in self?.dragBegan($0) }
        tracker.onChange = { [weak self] side, sample in self?.dragChanged(side, sample) }
        tracker.onEnd = { [weak self] side, sample in self?.dragEnded(side, sample) }
        tracker.onCancel = { [weak self] side, _ in self?.dragEnded(side, nil) }
        // Through the weak `owner`: the parameter would keep the toasts, and so this toast, alive.
        tracker.onTap = { [weak self] _ in
            guard let self else { return }
            self.owner?.performAction(of: self)
        }
        tracker.attach(to: view)
        updateCountdown()
    }

    // MARK: Countdown

    /// Runs the countdown while the toast rests with the pointer away; pauses it otherwise.
    private func updateCountdown() {
        let runs = phase == .resting && !isHovered && !isPressed
        let now = animations.clock.now
        if runs, countdown == nil, remaining.isFinite {
            let token = timers.schedule(at: now + remaining) { [weak self] in
                guard let self else { return }
                countdown = nil
                remaining = 0
                leave(.timeout)
            }
            countdown = (now, token)
        } else if !runs, let running = countdown {
            timers.cancel(running.token)
            remaining = max(0, remaining - (now - running.since))
            countdown = nil
        }
    }

    // MARK: Moving along the stack

    /// Slides the toast to `y` (root rows), or puts it there at once; a slide already on its
    /// way there goes on.
    func move(toY y: Double, animated: Bool) {
        if animated, let slide, slide.y == y, slide.animator.isRunning { return }
        slide?.animator.stopAnimation()
        slide = nil
        let start = view.frame.minY
        guard animated, start != y else {
            view.frame.origin.y = y
            return
        }
        let animator = animations.makeAnimator(
            duration: animations.isReduceMotionEnabled ? 0 : Self.slideDuration, curve: .easeOut)
        let view = self.view
        animator.addAnimations { view.frame.origin.y = start + (y - start) * $0 }
        slide = (animator, y)
        animator.startAnimation()
        step(animator)
    }

    /// Steps `animator` every frame until it stops; weakly, so nothing is left once the toast
    /// is gone.
    private func step(_ animator: PropertyAnimator) {
        animations.add { [weak animator] in
            guard let animator else { return false }
            animator.update()
            return animator.isRunning
        }
    }

    // MARK: Leaving

    /// Slides out sideways, to the right (or the side a drag chose), and is gone after.
    func leave(_ reason: Toasts.DismissalReason) {
        guard phase == .resting || phase == .dragging else { return }
        // Leaving first: a drag under way, cancelled by the detach, must not run back.
        phase = .leaving(reason)
        tracker.detach()
        updateCountdown()
        let animator = leave?.animator ?? makeLeaveAnimator(side: 1)
        animator.isReversed = false
        // From rest it slides out along its own curve; let go by a drag, it runs on from there.
        if animator.state == .inactive { animator.startAnimation() } else { animator.continueAnimation(curve: .easeInOut) }
        step(animator)
    }

    /// The motion out past the `side` of the toasts' area, paused at its start.
    private func makeLeaveAnimator(side: Double) -> PropertyAnimator {
        let start = view.frame.minX
        let area = owner?.area ?? .zero
        let end = side > 0 ? area.maxX : area.minX - view.frame.width
        let animator = animations.makeAnimator(duration: animations.isReduceMotionEnabled ? 0 : Self.leaveDuration, curve: .easeIn)
        let view = self.view
        animator.addAnimations { view.frame.origin.x = start + (end - start) * $0 }
        animator.addCompletion { [weak self] position in
            guard let self else { return }
            if position == .start { dragReturned() } else if case .leaving(let reason) = phase { owner?.toastDidLeave(self, reason) }
        }
        leave = (animator, side, max(1, abs(end - start)))
        return animator
    }

    // MARK: Dragging away

    private func dragBegan(_ sample: DragSample) -> Double? {
        guard phase == .resting, sample.source == .pointer, sample.translation.x != 0 else { return nil }
        phase = .dragging
        updateCountdown()
        let side: Double = sample.translation.x > 0 ? 1 : -1
        makeLeaveAnimator(side: side).pauseAnimation()
        dragChanged(side, sample)
        return side
    }

    private func dragChanged(_ side: Double, _ sample: DragSample) {
        guard let leave else { return }
        leave.animator.fractionComplete = sample.translation.x * side / leave.travel
    }

    /// Let go (`sample`) or cancelled (nil): thrown away by the release policy, or back.
    private func dragEnded(_ side: Double, _ sample: DragSample?) {
        guard let animator = leave?.animator, phase == .dragging else { return }
        let policy = owner?.releasePolicy ?? Toasts.defaultReleasePolicy
        if let sample, policy.finishes(progress: animator.fractionComplete, velocity: sample.velocity, forward: Point(x: side, y: 0)) {
            leave(.drag)
            return
        }
        animator.isReversed = true
        animator.continueAnimation(curve: .easeInOut)
        step(animator)
    }

    /// A drag let go short of leaving: back in place, counting down again.
    private func dragReturned() {
        leave = nil
        phase = .resting
        updateCountdown()
    }
}
