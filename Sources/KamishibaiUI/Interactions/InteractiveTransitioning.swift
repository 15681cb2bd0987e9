import KamishibaiMotion

/// Drives a transition instead of letting it run on its own (UIKit's
/// `UIViewControllerInteractiveTransitioning`). A ``TransitioningDelegate`` hands one out for
/// a presentation or a dismissal, a navigation stack its ``NavigationController/popInteractor``
/// for an edge pop; the transition then starts paused at 0 and is given to
/// ``startInteractiveTransition(_:)``. From there the interactor moves it through the context:
/// ``TransitionContext/updateInteractiveTransition(_:)`` while its gesture goes on, then
/// ``TransitionContext/finishInteractiveTransition()`` or
/// ``TransitionContext/cancelInteractiveTransition()``, after which the transition runs the
/// rest of the way on its own, at ``completionSpeed`` along ``completionCurve``, and completes.
///
/// ``PercentDrivenInteractor`` is the ready-made one: a gesture scrubs the transition linearly.
/// A conformer of its own may move it any way it likes — on a spring, say, updating the context
/// every frame and letting go once it has arrived.
public protocol InteractiveTransitioning: AnyObject {
    /// Whether a transition beginning now starts under this interactor's control: true while
    /// its gesture is on. A delegate hands the interactor out only then, since a key or button
    /// dismissal has no gesture to drive it.
    var wantsInteractiveStart: Bool { get }
    /// How fast the rest runs once the interactor lets go: above 1 faster than the animator's
    /// own pace over the remaining share, below 1 slower.
    var completionSpeed: Double { get }
    /// The timing of the rest once the interactor lets go.
    var completionCurve: TimingCurve { get }
    /// The transition is in the interactor's hands, paused at 0 (`context.isInteractive` is
    /// true) until it calls the context's `finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()`. Keep the context weakly: the runner owns the running
    /// transition, and the context holds the screens, which hold their transitioning delegate
    /// and through it the interactor — a strong reference would keep them all alive for good.
    func startInteractiveTransition(_ context: TransitionContext)
}
