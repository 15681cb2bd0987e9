/// Hands out, for one presented screen, the three roles of a custom presentation
/// (UIKit's `UIViewControllerTransitioningDelegate`).
public protocol TransitioningDelegate: AnyObject {
    func presentationController(presented: ViewController, presenting: ViewController) -> PresentationController
    func animator(forPresented presented: ViewController) -> AnimatedTransitioning
    func animator(forDismissed dismissed: ViewController) -> AnimatedTransitioning
    /// The interactor for a dismissal — only while an interaction is in progress. Returning
    /// one for a key or button dismissal would wait forever for gesture updates.
    func interactionController(forDismissal animator: AnimatedTransitioning) -> InteractiveTransitioning?
    /// The interactor for a presentation, on the same terms: only while a gesture presents.
    func interactionController(forPresentation animator: AnimatedTransitioning) -> InteractiveTransitioning?
}

extension TransitioningDelegate {
    /// Presentations run on their own unless a delegate says otherwise.
    public func interactionController(forPresentation animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
}
