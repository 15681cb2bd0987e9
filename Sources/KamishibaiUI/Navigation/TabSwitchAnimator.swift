import KamishibaiMotion

/// A tab switch's motion: none, as UIKit's default — the new screen is simply there. Its
/// animator completes the transition as soon as it is run.
final class TabSwitchAnimator: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext) -> Double { 0 }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        let animator = context.animations.makeAnimator(duration: 0, curve: .linear)
        animator.addCompletion { [weak context] _ in
            guard let context else { return }
            context.completeTransition(!context.transitionWasCancelled)
        }
        return animator
    }
}
