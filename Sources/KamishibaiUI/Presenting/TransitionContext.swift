import KamishibaiGeometry
import KamishibaiMotion

/// Everything one transition needs: the container (the box of the paper theatre), the two
/// screens, their frames, and `completeTransition`, which must be called exactly once
/// (UIKit's `UIViewControllerContextTransitioning`).
public final class TransitionContext {
    /// What changes, on which level: a window's presentations, or the child a container shows.
    public enum Kind: Sendable, Hashable {
        /// The window presents `toViewController` over `fromViewController`, or dismisses
        /// `fromViewController` back to `toViewController`.
        case modal(ModalOperation)
        /// A navigation stack pushes `toViewController` over `fromViewController`, or pops
        /// `fromViewController` back to `toViewController` (UIKit's
        /// `UINavigationController.Operation`).
        case navigation(NavigationOperation)
        /// A tab bar controller shows `toViewController` in place of `fromViewController`.
        case tabSelection
    }

    /// A window's modal transition.
    public enum ModalOperation: Sendable, Hashable {
        case presentation
        case dismissal
    }

    /// A navigation stack's transition.
    public enum NavigationOperation: Sendable, Hashable {
        case push
        case pop
    }

    public let kind: Kind
    public let containerView: View
    public let fromViewController: ViewController
    public let toViewController: ViewController
    public let isAnimated: Bool
    /// The window's animation driver: the transition's animators come from its
    /// ``Animations/makeAnimator(duration:curve:)``, which applies `--slow-animations`.
    public let animations: Animations
    /// The app's trace, for an interactor's `interaction…` lines.
    public let trace: Trace
    /// Reduce Motion (the driver's): an animator cuts instead of moving a view, unless a
    /// gesture drives it.
    public internal(set) var reduceMotion: Bool
    public internal(set) var isInteractive = false
    /// Where the animator landed the screen, for the transition's `…DidEnd` trace line (a
    /// zoom reports its picture's frame on the grid); nil for others.
    public var landedFrame: Rect?
    public internal(set) var transitionWasCancelled = false
    public private(set) var isCompleted = false
    private let onComplete: (Bool) -> Void
    private let onViolation: (String) -> Void
    private let frames: (ViewController) -> (initial: Rect, final: Rect)
    /// While an interactor drives: the animator it moves, the interactor (for the pace of the
    /// rest), and what runs the rest once it lets go. Weak: the runner owns the transition.
    weak var interactiveAnimator: PropertyAnimator?
    weak var interactor: InteractiveTransitioning?
    var onInteractiveRelease: (() -> Void)?

    init(
        kind: Kind, containerView: View, from: ViewController, to: ViewController, isAnimated: Bool,
        animations: Animations, trace: Trace,
        frames: @escaping (ViewController) -> (initial: Rect, final: Rect),
        onViolation: @escaping (String) -> Void, onComplete: @escaping (Bool) -> Void
    ) {
        self.animations = animations
        self.trace = trace
        self.reduceMotion = animations.isReduceMotionEnabled
        self.onViolation = onViolation
        self.kind = kind
        self.containerView = containerView
        self.fromViewController = from
        self.toViewController = to
        self.isAnimated = isAnimated
        self.frames = frames
        self.onComplete = onComplete
    }

    /// Whether an animator should cut (jump to the end) rather than move: under Reduce Motion,
    /// while no gesture drives the transition. What fades alongside still fades.
    public var cuts: Bool { reduceMotion && !isInteractive }

    /// The screen being presented or dismissed, pushed or popped, or the tab being selected.
    public var presentedViewController: ViewController {
        switch kind {
        case .modal(.presentation), .navigation(.push), .tabSelection: toViewController
        case .modal(.dismissal), .navigation(.pop): fromViewController
        }
    }

    public func initialFrame(for screen: ViewController) -> Rect { frames(screen).initial }
    public func finalFrame(for screen: ViewController) -> Rect { frames(screen).final }

    // MARK: Driven by an interactor

    /// Moves the driven transition to `percentComplete` (0…1), as its interactor's gesture goes
    /// on; nothing once the interactor has let go.
    public func updateInteractiveTransition(_ percentComplete: Double) {
        guard isInteractive, !isCompleted, let animator = interactiveAnimator else { return }
        animator.fractionComplete = min(max(percentComplete, 0), 1)
    }

    /// The interactor lets go: the rest runs to the end on its own, and the transition completes.
    public func finishInteractiveTransition() {
        release(reversed: false)
    }

    /// The interactor lets go: the transition runs back to its start on its own and completes
    /// as cancelled (`transitionWasCancelled`).
    public func cancelInteractiveTransition() {
        release(reversed: true)
    }

    private func release(reversed: Bool) {
        guard isInteractive, !isCompleted, let animator = interactiveAnimator else { return }
        if reversed { transitionWasCancelled = true }
        animator.isReversed = reversed
        let speed = interactor?.completionSpeed ?? 1
        animator.continueAnimation(curve: interactor?.completionCurve ?? .easeInOut, durationFactor: speed > 0 ? 1 / speed : 1)
        isInteractive = false
        onInteractiveRelease?()
        onInteractiveRelease = nil
    }

    /// Ends the transition. A second call is a programming error: it is reported (an assertion
    /// in debug builds) and otherwise ignored, so the screen state can never be applied twice.
    public func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else {
            onViolation("completeTransition called twice for one transition")
            return
        }
        isCompleted = true
        onComplete(didComplete)
    }
}

extension TransitionContext.Kind {
    /// Its name on a trace line: `presentation`, `dismissal`, `push`, `pop` or `tabSelection`.
    var traceName: String {
        switch self {
        case .modal(.presentation): "presentation"
        case .modal(.dismissal): "dismissal"
        case .navigation(.push): "push"
        case .navigation(.pop): "pop"
        case .tabSelection: "tabSelection"
        }
    }
}
