import KamishibaiGeometry
import KamishibaiMotion

/// Everything one transition needs: the container (the box of the paper theatre), the two
/// screens, their frames, and `completeTransition`, which must be called exactly once
/// (UIKit's `UIViewControllerContextTransitioning`).
public final class TransitionContext {
    /// A presentation or a dismissal (the window's), a push or a pop (a navigation stack's).
    public enum Kind: Sendable { case presentation, dismissal, push, pop }

    public let kind: Kind
    public let containerView: View
    public let fromViewController: ViewController
    public let toViewController: ViewController
    public let isAnimated: Bool
    /// The window's animation driver: the transition's animators come from its
    /// ``Animations/makeAnimator(duration:curve:)``, which applies `--slow-animations`.
    public let animations: Animations
    /// Reduce Motion (the driver's, at first): an animator cuts instead of moving a view,
    /// unless a gesture drives it.
    public var reduceMotion: Bool
    public internal(set) var isInteractive = false
    /// Where the animator landed the screen, for the transition's `…DidEnd` trace line (a
    /// zoom reports its picture's frame on the grid); nil for others.
    public var landedFrame: Rect?
    public internal(set) var transitionWasCancelled = false
    public private(set) var isCompleted = false
    private let onComplete: (Bool) -> Void
    private let onViolation: (String) -> Void
    private let frames: (ViewController) -> (initial: Rect, final: Rect)

    init(
        kind: Kind, containerView: View, from: ViewController, to: ViewController, isAnimated: Bool,
        animations: Animations,
        frames: @escaping (ViewController) -> (initial: Rect, final: Rect),
        onViolation: @escaping (String) -> Void, onComplete: @escaping (Bool) -> Void
    ) {
        self.animations = animations
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

    /// The screen being presented or dismissed, pushed or popped.
    public var presentedViewController: ViewController { kind == .presentation || kind == .push ? toViewController : fromViewController }

    public func initialFrame(for screen: ViewController) -> Rect { frames(screen).initial }
    public func finalFrame(for screen: ViewController) -> Rect { frames(screen).final }

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
