import KamishibaiGeometry
import KamishibaiMotion

/// Runs presentations and dismissals for a window: builds each transition's context and
/// coordinator, asks the screen's transitioning delegate for the roles, drives the animator
/// frame by frame, and applies the outcome once `completeTransition` is called. Traces
/// every lifecycle step.
public final class Transitions {
    /// The window owns this; the reference back is weak so nothing can outlive it and dangle.
    private weak var window: Window?
    /// Whether a transition runs; one at a time. Its coordinator holds the other two pieces,
    /// its context and its animator, so they are set and cleared together.
    private enum State {
        case idle
        case running(TransitionCoordinator)
    }

    private var state = State.idle
    /// The transition in progress, if any.
    public var active: TransitionContext? { activeCoordinator?.context }
    private var activeAnimator: PropertyAnimator? { activeCoordinator?.animator }
    private var activeCoordinator: TransitionCoordinator? {
        guard case .running(let coordinator) = state else { return nil }
        return coordinator
    }
    /// Called when an animator breaks the protocol (completes twice, or never). Debug builds
    /// stop at an assertion; tests replace it to observe.
    public var onViolation: (String) -> Void = { message in assertionFailure(message) }

    init(window: Window) {
        self.window = window
    }

    /// What is happening, in words, for an inspector: at rest, or presenting / dismissing
    /// a screen, scrubbed or animating.
    public var phaseDescription: String {
        guard let active else { return "idle" }
        let verb = active.kind == .presentation ? "presenting" : "dismissing"
        let how = active.isInteractive ? "scrubbed" : "animating"
        return "\(verb) \(active.presentedViewController.name), \(how)"
    }

    /// The running transition's progress, 0…1; nil at rest.
    public var percentComplete: Double? { active == nil ? nil : activeAnimator?.fractionComplete }

    /// Whether a gesture may begin dismissing `screen` now: it is presented, nothing is
    /// presented over it, no transition runs, and it is not `isModalInPresentation`.
    func canBeginInteractiveDismissal(of screen: ViewController) -> Bool {
        active == nil && screen.presentingViewController != nil && screen.presentedViewController == nil
            && !screen.refusesInteractiveDismissal
    }

    /// The topmost presented screen, if any.
    public var topPresented: ViewController? {
        var screen = window?.rootViewController.presentedViewController
        while let next = screen?.presentedViewController { screen = next }
        return screen
    }

    func present(_ screen: ViewController, from presenting: ViewController, animated: Bool) {
        guard let window, active == nil, screen.presentingViewController == nil, screen.parent == nil else { return }
        let delegate = screen.transitioningDelegate ?? FullScreenTransitioningDelegate.shared
        let controller = delegate.presentationController(presented: screen, presenting: presenting)
        // Passes presses through where nothing of the presentation is (a clear backdrop).
        let container = PassthroughView(frame: window.presentationArea)
        window.presentationHost.addSubview(container)
        controller.containerView = container
        screen.presentationController = controller
        screen.hostWindow = window
        presenting.presentedScreen = screen
        screen.presentingScreen = presenting
        if let drag = controller.dismissalInteraction { screen.addInteraction(drag) }
        // The screen covers the one below: a text field there gives its focus up (and an
        // input bar sinks), as UIKit's keyboard goes when a modal screen comes.
        if let focused = window.firstResponder, !focused.isDescendant(of: screen.view) { focused.resignFirstResponder() }

        let context = transitionContext(
            .presentation, of: screen, over: presenting, in: container, animated: animated, window: window,
            frames: { [weak controller] _ in (.zero, controller?.frameOfPresentedViewInContainerView ?? .zero) })
        let transitionAnimator = delegate.animator(forPresented: screen)
        let animator = transitionAnimator.interruptibleAnimator(using: context)
        begin(context, animator: animator)
        window.trace.record(.presentationWillBegin(screen: screen.name, presenting: presenting.name))
        if controller.shouldRemovePresentersView { appearance(.willDisappear, presenting, animated) }
        appearance(.willAppear, screen, animated)
        controller.presentationTransitionWillBegin()
        screen.view.frame = controller.frameOfPresentedViewInContainerView
        container.addSubview(screen.view)
        if animated, let interactor = delegate.interactionController(forPresentation: transitionAnimator) {
            drive(animator, interactivelyBy: interactor, context)
        } else {
            run(animator, animated: animated)
        }
    }

    func dismiss(_ screen: ViewController, animated: Bool) {
        if let active, active.presentedViewController === screen, !active.isInteractive {
            switch active.kind {
            case .presentation:
                // Dismissed while still sliding in: land the presentation, then leave from there.
                activeAnimator?.finishAnimation(at: .end)
            case .dismissal where active.transitionWasCancelled:
                // Dismissed while a cancelled drag springs back: it leaves after all, from where
                // it is, and the dismissal completes.
                active.transitionWasCancelled = false
                activeAnimator?.isReversed = false
                return
            case .dismissal, .push, .pop:
                return
            }
        }
        guard let window, active == nil, let controller = screen.presentationController,
            let container = controller.containerView, let presenting = screen.presentingViewController
        else { return }
        let delegate = screen.transitioningDelegate ?? FullScreenTransitioningDelegate.shared
        let context = transitionContext(
            .dismissal, of: screen, over: presenting, in: container, animated: animated, window: window,
            frames: { [weak controller, view = screen.view] _ in
                (view.frame, controller?.frameOfPresentedViewInContainerView ?? view.frame)
            })
        let transitionAnimator = delegate.animator(forDismissed: screen)
        let animator = transitionAnimator.interruptibleAnimator(using: context)
        begin(context, animator: animator)
        // The levels above go too, in the same animation: they ride along with this sheet and
        // their dimming fades with it.
        let above = Array(screen.presentationChain.dropFirst().reversed())
        let coordinator = controller.transitionCoordinator
        for upper in above {
            window.trace.record(.dismissalWillBegin(screen: upper.name))
            appearance(.willDisappear, upper, animated)
            guard let upperController = upper.presentationController else { continue }
            upperController.transitionCoordinator = coordinator
            upperController.dismissalTransitionWillBegin()
            let start = upper.view.frame, travel = container.bounds.height - screen.view.frame.minY
            coordinator?.animate(alongsideTransition: { [view = upper.view] progress in
                view.frame = start.offsetBy(dx: 0, dy: travel * progress)
            })
        }
        window.trace.record(.dismissalWillBegin(screen: screen.name))
        appearance(.willDisappear, screen, animated)
        if controller.shouldRemovePresentersView { appearance(.willAppear, presenting, animated) }
        controller.dismissalTransitionWillBegin()
        if let interactor = delegate.interactionController(forDismissal: transitionAnimator) {
            drive(animator, interactivelyBy: interactor, context)
        } else {
            run(animator, animated: animated)
        }
    }

    /// The context of presenting `screen` over `presenting` or of dismissing it: on the
    /// window's clock, animation scale and Reduce Motion, its protocol breaks reported here,
    /// and its end applied here.
    private func transitionContext(
        _ kind: TransitionContext.Kind, of screen: ViewController, over presenting: ViewController, in container: View,
        animated: Bool, window: Window, frames: @escaping (ViewController) -> (initial: Rect, final: Rect)
    ) -> TransitionContext {
        let presents = kind == .presentation
        let context = TransitionContext(
            kind: kind, containerView: container, from: presents ? presenting : screen, to: presents ? screen : presenting,
            isAnimated: animated, clock: window.clock, trace: window.trace, durationScale: window.animationScale, frames: frames,
            onViolation: { [weak self] in self?.onViolation($0) },
            onComplete: { [weak self, weak screen] completed in
                guard let self, let screen else { return }
                if presents {
                    presentationDidEnd(screen, completed: completed)
                } else {
                    dismissalDidEnd(screen, completed: completed)
                }
            })
        context.reduceMotion = window.reduceMotion
        return context
    }

    /// Hands the transition, paused at 0, to `interactor`, which moves it through the context
    /// and, once its gesture ends, lets it run to the end or back to the start.
    private func drive(_ animator: PropertyAnimator, interactivelyBy interactor: InteractiveTransitioning, _ context: TransitionContext) {
        context.isInteractive = true
        context.interactiveAnimator = animator
        context.interactor = interactor
        context.onInteractiveRelease = { [weak self, weak context, weak animator] in
            guard let context, let animator else { return }
            self?.drive(animator, context)
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0
        interactor.startInteractiveTransition(context)
    }

    private func begin(_ context: TransitionContext, animator: PropertyAnimator) {
        let coordinator = TransitionCoordinator(context: context, animator: animator)
        state = .running(coordinator)
        context.presentedViewController.presentationController?.transitionCoordinator = coordinator
        window?.presentationsDidChange()
    }

    private func run(_ animator: PropertyAnimator, animated: Bool) {
        guard let context = active else { return }
        if animated {
            animator.startAnimation()
            drive(animator, context)
        } else {
            animator.pauseAnimation()
            animator.finishAnimation(at: .end)
        }
    }

    /// Steps the animator every frame until it stops. An animator that stops without calling
    /// `completeTransition` would leave the container swallowing input: caught and reported,
    /// then completed as cancelled so the app stays usable.
    private func drive(_ animator: PropertyAnimator, _ context: TransitionContext) {
        window?.animations.add { [weak self] in
            animator.update()
            guard !animator.isRunning else { return true }
            if !context.isCompleted, !context.isInteractive {
                self?.onViolation("the animator finished without calling completeTransition")
                context.transitionWasCancelled = true
                context.completeTransition(false)
            }
            return false
        }
    }

    /// The app is ending mid-transition: the animation stops where it is and the transition
    /// ends as not completed, so that every `…WillBegin` in the trace has its `…DidEnd`.
    func abandonInFlight() {
        guard let active, !active.isCompleted else { return }
        activeAnimator?.stopAnimation()
        active.transitionWasCancelled = true
        active.completeTransition(false)
    }

    private func end(_ screen: ViewController) {
        let coordinator = activeCoordinator
        screen.presentationController?.transitionCoordinator = nil
        state = .idle
        coordinator?.transitionDidEnd()
        window?.presentationsDidChange()
    }

    private func presentationDidEnd(_ screen: ViewController, completed: Bool) {
        let animated = active?.isAnimated ?? true
        let presenting = screen.presentingViewController
        let removes = screen.presentationController?.shouldRemovePresentersView ?? false
        if completed {
            appearance(.didAppear, screen, animated)
            if removes, let presenting { appearance(.didDisappear, presenting, animated) }
        } else {
            appearance(.willDisappear, screen, animated)
            appearance(.didDisappear, screen, animated)
            if removes, let presenting {
                appearance(.willAppear, presenting, animated)
                appearance(.didAppear, presenting, animated)
            }
        }
        screen.presentationController?.presentationTransitionDidEnd(completed)
        window?.trace.record(.presentationDidEnd(screen: screen.name, completed: completed, landed: active?.landedFrame))
        if !completed { unlink(screen) }
        end(screen)
        if !completed { screen.presentationController = nil }
    }

    private func dismissalDidEnd(_ screen: ViewController, completed: Bool) {
        let animated = active?.isAnimated ?? true
        let removes = screen.presentationController?.shouldRemovePresentersView ?? false
        let leaving = Array(screen.presentationChain.reversed())
        if completed {
            for level in leaving { appearance(.didDisappear, level, animated) }
            if removes, let presenting = screen.presentingViewController { appearance(.didAppear, presenting, animated) }
        } else {
            for level in leaving {
                appearance(.willAppear, level, animated)
                appearance(.didAppear, level, animated)
            }
            if removes, let presenting = screen.presentingViewController {
                appearance(.willDisappear, presenting, animated)
                appearance(.didDisappear, presenting, animated)
            }
        }
        // The levels above first, top down, then the sheet itself.
        for upper in screen.presentationChain.dropFirst().reversed() {
            upper.presentationController?.dismissalTransitionDidEnd(completed)
            window?.trace.record(.dismissalDidEnd(screen: upper.name, completed: completed))
            upper.presentationController?.transitionCoordinator = nil
            if completed { unlink(upper) }
        }
        screen.presentationController?.dismissalTransitionDidEnd(completed)
        window?.trace.record(.dismissalDidEnd(screen: screen.name, completed: completed, landed: active?.landedFrame))
        if completed { unlink(screen) }
        end(screen)
        // Presented no more, they hold no presentation controller (UIKit's is nil then); the
        // did-calls, the trace and the coordinator's completions above still saw it.
        if completed { for level in leaving { level.presentationController = nil } }
    }

    private func appearance(_ call: TraceEvent.AppearanceCall, _ screen: ViewController, _ animated: Bool) {
        screen.appearance(call, animated: animated, trace: window?.trace)
    }

    /// A click on the backdrop of `top`: over the visible part of a sheet below it, that sheet
    /// and every one above it are dismissed; anywhere else, just `top`. A screen that is
    /// `isModalInPresentation` stays: nothing is dismissed when `top` is, and just `top` is
    /// when the sheet below is.
    public func dismissLevel(under point: Point, from top: ViewController) {
        guard !top.refusesInteractiveDismissal else { return }
        var level = top.presentingViewController
        while let screen = level, screen.presentingViewController != nil, !screen.refusesInteractiveDismissal {
            if screen.view.frameInRoot.contains(point) {
                dismiss(screen, animated: true)
                return
            }
            level = screen.presentingViewController
        }
        dismiss(top, animated: true)
    }

    private func unlink(_ screen: ViewController) {
        if let controller = screen.presentationController, let drag = controller.dismissalInteraction {
            screen.removeInteraction(drag)
            controller.dismissalInteraction = nil
        }
        screen.presentationController?.containerView?.removeFromSuperview()
        screen.view.removeFromSuperview()
        screen.presentingScreen?.presentedScreen = nil
        screen.presentingScreen = nil
    }

    /// The window changed size. A running transition ends at once — an animation lands where
    /// it was heading, a scrubbed one is cancelled — then every level is laid out anew.
    func containerDidResize() {
        guard let window else { return }
        if let context = active, let animator = activeAnimator {
            if context.isInteractive { context.transitionWasCancelled = true }
            let cancelled = context.transitionWasCancelled
            animator.pauseAnimation()
            animator.finishAnimation(at: cancelled ? .start : .end)
        }
        var screen = window.rootViewController.presentedViewController
        while let current = screen, let controller = current.presentationController {
            controller.containerView?.frame = window.presentationArea
            controller.containerViewWillLayoutSubviews()
            screen = current.presentedViewController
        }
    }
}

/// For a screen without a transitioning delegate: the whole container, slid in and out.
final class FullScreenTransitioningDelegate: TransitioningDelegate {
    nonisolated(unsafe) static let shared = FullScreenTransitioningDelegate()

    func presentationController(presented: ViewController, presenting: ViewController) -> PresentationController {
        PresentationController(presented: presented, presenting: presenting)
    }

    func animator(forPresented presented: ViewController) -> AnimatedTransitioning { SlideAnimator(direction: .present) }
    func animator(forDismissed dismissed: ViewController) -> AnimatedTransitioning { SlideAnimator(direction: .dismiss) }
    func interactionController(forDismissal animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
}
