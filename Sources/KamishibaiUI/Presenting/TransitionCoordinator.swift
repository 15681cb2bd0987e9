import KamishibaiMotion

/// Lets other views animate alongside a transition — the dimming view follows the sheet,
/// including while a drag scrubs it and when it is cancelled and runs backwards
/// (UIKit's `UIViewControllerTransitionCoordinator`).
public final class TransitionCoordinator {
    public let context: TransitionContext
    let animator: PropertyAnimator
    private var completions: [(TransitionContext) -> Void] = []

    init(context: TransitionContext, animator: PropertyAnimator) {
        self.context = context
        self.animator = animator
    }

    /// `animation` receives the transition's progress (0 at the start, 1 at the end) every time
    /// it changes; `completion` runs once the transition has completed or been cancelled.
    public func animate(alongsideTransition animation: ((Double) -> Void)?, completion: ((TransitionContext) -> Void)? = nil) {
        if let animation {
            animator.addAnimations(animation)
            animation(animator.progress)
        }
        if let completion { completions.append(completion) }
    }

    func transitionDidEnd() {
        let calls = completions
        completions = []
        for completion in calls { completion(context) }
    }
}
