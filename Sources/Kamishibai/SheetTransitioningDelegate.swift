/// The half-height sheet's roles: its presentation controller, slide animators, and the
/// presented screen's interactor — handed out only while a drag is in progress.
public final class SheetTransitioningDelegate: TransitioningDelegate {
    private unowned let interactor: PercentDrivenInteractor

    public init(interactor: PercentDrivenInteractor) {
        self.interactor = interactor
    }

    public func presentationController(presented: ViewController, presenting: ViewController) -> PresentationController {
        SheetPresentationController(presented: presented, presenting: presenting)
    }

    public func animator(forPresented presented: ViewController) -> AnimatedTransitioning {
        SlideAnimator(direction: .present)
    }

    public func animator(forDismissed dismissed: ViewController) -> AnimatedTransitioning {
        SlideAnimator(direction: .dismiss)
    }

    public func interactionController(forDismissal animator: AnimatedTransitioning) -> PercentDrivenInteractor? {
        interactor.interactionInProgress ? interactor : nil
    }
}
