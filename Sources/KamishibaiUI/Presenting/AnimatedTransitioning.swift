import KamishibaiMotion

/// How a screen appears or disappears: the duration and the animation itself
/// (UIKit's `UIViewControllerAnimatedTransitioning`). The animation is an interruptible
/// `PropertyAnimator`, so an interactor can pause, scrub and continue it; its completion
/// must call `context.completeTransition(!context.transitionWasCancelled)`.
public protocol AnimatedTransitioning: AnyObject {
    /// The duration as the animation states it; the animator made with
    /// `context.animations.makeAnimator(duration:curve:)` takes it times `--slow-animations`.
    func transitionDuration(using context: TransitionContext) -> Double
    /// One animator per transition: asked again during the same transition, return the same.
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator
}
