import KamishibaiGeometry
import KamishibaiMotion

/// A window's presentations and dismissals, one at a time: builds each one's presentation
/// controller and container, asks the screen's transitioning delegate for the roles, and has
/// its transition runner run it (the appearance calls, the animator, an interactor, the
/// completion handler). Traces every lifecycle step. A present or dismiss asked for while a
/// transition runs waits for it to end, in order, unless it concerns the running one (see
/// ``ViewController/present(_:animated:completion:)``).
public final class Transitions {
    /// The window owns this; the reference back is weak so nothing can outlive it and dangle.
    private weak var window: Window?
    private lazy var runner: TransitionRunner = {
        let runner = TransitionRunner { [weak self] in self?.onViolation($0) }
        runner.whenIdle = { [weak self] in self?.runPending() }
        return runner
    }()

    /// A present or dismiss waiting for the running transition to end.
    private enum Request {
        case present(ViewController, from: WeakScreen, animated: Bool, completion: (() -> Void)?)
        case dismiss(WeakScreen, animated: Bool, completion: (() -> Void)?)
    }

    private struct WeakScreen {
        weak var screen: ViewController?
    }

    private var pending: [Request] = []

    /// The transition in progress, if any.
    public var active: TransitionContext? { runner.context }
    /// Called when an animator breaks the protocol (completes twice, or never) — a window's
    /// or a navigation stack's. Debug builds stop at an assertion; tests replace it to observe.
    public var onViolation: (String) -> Void = { message in assertionFailure(message) }

    init(window: Window) {
        self.window = window
    }

    /// What is happening, in words, for an inspector: at rest, or presenting / dismissing
    /// a screen, scrubbed or animating.
    public var phaseDescription: String {
        guard let active else { return "idle" }
        let verb = active.kind == .modal(.presentation) ? "presenting" : "dismissing"
        let how = active.isInteractive ? "scrubbed" : "animating"
        return "\(verb) \(active.presentedViewController.traceName), \(how)"
    }

    /// The running transition's progress, 0…1; nil at rest.
    public var percentComplete: Double? { active == nil ? nil : runner.animator?.fractionComplete }

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

    // MARK: Presenting

    /// Presents `screen` over `presenting` now, or once the running transition has ended.
    func present(_ screen: ViewController, from presenting: ViewController, animated: Bool, completion: (() -> Void)?) {
        guard !runner.isRunning else {
            pending.append(.present(screen, from: WeakScreen(screen: presenting), animated: animated, completion: completion))
            return
        }
        beginPresentation(of: screen, from: presenting, animated: animated, completion: completion)
    }

    /// Refused (traced, no completion) when `presenting` is no longer on screen in this window
    /// or already presents a screen, or `screen` is already presented or a child.
    private func beginPresentation(
        of screen: ViewController, from presenting: ViewController, animated: Bool, completion: (() -> Void)?
    ) {
        guard let window else { return }
        let onScreen = window.rootViewController.presentationChain.contains { $0 === presenting }
        guard onScreen, presenting.presentedViewController == nil, screen.presentingViewController == nil, screen.parent == nil,
            screen !== window.rootViewController
        else {
            window.trace.record(.transitionRefused(screen: screen.traceName, kind: .modal(.presentation)))
            return
        }
        if screen.transitioningDelegate == nil {
            screen.styleTransitioningDelegate = ModalPresentationStyle.builtInTransitioningDelegate(for: screen)
        }
        // The style asked for, or the one it adapts to in a container this wide.
        let (delegate, controller) = Self.adapting(
            screen.effectiveTransitioningDelegate.presentationController(presented: screen, presenting: presenting),
            madeBy: screen.effectiveTransitioningDelegate, presenting: presenting, in: window)
        // Passes presses through where nothing of the presentation is (a clear backdrop).
        let container = PassthroughView(frame: window.presentationArea)
        window.presentationHost.addSubview(container)
        window.keepFooterInFront()
        controller.containerView = container
        screen.presentationController = controller
        screen.hostWindow = window
        presenting.presentedScreen = screen
        screen.presentingScreen = presenting
        if let drag = controller.dismissalInteraction { screen.addInteraction(drag) }
        // The screen covers the one below: a text field there gives its focus up (and an
        // input bar sinks), as UIKit's keyboard goes when a modal screen comes.
        if let focused = window.firstResponder, !focused.isDescendant(of: screen.view) { focused.resignFirstResponder() }

        var setup = TransitionRunner.Setup(
            kind: .modal(.presentation), from: presenting, to: screen, container: container, animated: animated,
            frames: { [weak controller] _ in (.zero, controller?.frameOfPresentedViewInContainerView ?? .zero) })
        setup.appearances.add(screen, appears: true)
        if controller.shouldRemovePresentersView { setup.appearances.add(presenting, appears: false) }
        setup.appearances.willCallsReversed = true
        let steps = TransitionRunner.Steps(
            willBegin: { [weak window] coordinator in
                controller.transitionCoordinator = coordinator
                window?.presentationsDidChange()
                window?.trace.record(.presentationWillBegin(screen: screen.traceName, presenting: presenting.traceName))
            },
            didBegin: { _ in
                controller.presentationTransitionWillBegin()
                screen.view.frame = controller.frameOfPresentedViewInContainerView
                container.addSubview(screen.view)
            },
            didEnd: { [weak self] context, completed in self?.presentationDidEnd(screen, context, completed: completed) },
            afterEnd: { [weak window] _, completed in
                if !completed { screen.presentationController = nil }
                window?.presentationsDidChange()
            })
        runner.run(
            setup, in: window, animator: delegate.animator(forPresented: screen),
            interactor: { delegate.interactionController(forPresentation: $0) }, completion: completion, steps: steps)
    }

    private func presentationDidEnd(_ screen: ViewController, _ context: TransitionContext, completed: Bool) {
        screen.presentationController?.presentationTransitionDidEnd(completed)
        if completed { Self.hidePresenter(of: screen) }
        window?.trace.record(
            .presentationDidEnd(
                screen: screen.traceName, completed: completed, style: Self.style(of: screen), adaptedFrom: Self.adaptedFrom(of: screen),
                landed: context.landedFrame))
        if !completed { unlink(screen) }
        screen.presentationController?.transitionCoordinator = nil
    }

    // MARK: Dismissing

    /// Dismisses `screen` (and every screen above it) now, or once the running transition has
    /// ended. While `screen`'s own presentation runs (not under a gesture), it lands and the
    /// dismissal follows; while its dismissal runs, the completion joins it — and a cancelled
    /// drag springing back leaves after all. Asked while a drag dismisses it, it waits for the
    /// drag: let go past the threshold, the screen is gone and the completion runs then;
    /// cancelled, the dismissal asked for begins.
    func dismiss(_ screen: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if let active, active.presentedViewController === screen, !active.isInteractive {
            switch active.kind {
            case .modal(.presentation):
                runner.land()
            case .modal(.dismissal):
                if active.transitionWasCancelled {
                    // Dismissed while a cancelled drag springs back: it leaves after all, from
                    // where it is, and the dismissal completes.
                    active.transitionWasCancelled = false
                    runner.animator?.isReversed = false
                }
                completion.map(runner.addCompletion)
                return
            case .navigation, .tabSelection:
                break
            }
        }
        guard !runner.isRunning else {
            pending.append(.dismiss(WeakScreen(screen: screen), animated: animated, completion: completion))
            return
        }
        beginDismissal(of: screen, animated: animated, completion: completion)
    }

    private func beginDismissal(of screen: ViewController, animated: Bool, completion: (() -> Void)?) {
        guard let window, let controller = screen.presentationController, let container = controller.containerView,
            let presenting = screen.presentingViewController
        else { return }
        let delegate = screen.presentationAdaptation?.delegate ?? screen.effectiveTransitioningDelegate
        // The levels above go too, in the same animation: they ride along with this sheet and
        // their dimming fades with it. Top first.
        let above = Array(screen.presentationChain.dropFirst().reversed())
        let leaving = above + [screen]
        var setup = TransitionRunner.Setup(
            kind: .modal(.dismissal), from: screen, to: presenting, container: container, animated: animated,
            frames: { [weak controller, view = screen.view] _ in
                (view.frame, controller?.frameOfPresentedViewInContainerView ?? view.frame)
            })
        for level in leaving { setup.appearances.add(level, appears: false) }
        if controller.shouldRemovePresentersView { setup.appearances.add(presenting, appears: true) }
        let steps = TransitionRunner.Steps(
            willBegin: { [weak window] coordinator in
                controller.transitionCoordinator = coordinator
                container.hidesViewsBelow = false  // the screen behind shows as this one leaves
                window?.presentationsDidChange()
                for level in leaving { window?.trace.record(.dismissalWillBegin(screen: level.traceName)) }
            },
            didBegin: { coordinator in
                for upper in above {
                    guard let upperController = upper.presentationController else { continue }
                    upperController.transitionCoordinator = coordinator
                    upperController.dismissalTransitionWillBegin()
                    let start = upper.view.frame, travel = container.bounds.height - screen.view.frame.minY
                    coordinator.animate(alongsideTransition: { [view = upper.view] progress in
                        view.frame = start.offsetBy(dx: 0, dy: travel * progress)
                    })
                }
                controller.dismissalTransitionWillBegin()
            },
            didEnd: { [weak self] context, completed in self?.dismissalDidEnd(screen, above: above, context, completed: completed) },
            afterEnd: { [weak window] _, completed in
                // Presented no more, they hold no presentation controller (UIKit's is nil then);
                // the did-calls, the trace and the coordinator's completions still saw it.
                if completed { for level in leaving { level.presentationController = nil } }
                window?.presentationsDidChange()
            })
        runner.run(
            setup, in: window, animator: delegate.animator(forDismissed: screen),
            interactor: { delegate.interactionController(forDismissal: $0) }, completion: completion, steps: steps)
    }

    private func dismissalDidEnd(_ screen: ViewController, above: [ViewController], _ context: TransitionContext, completed: Bool) {
        // The levels above first, top down, then the sheet itself.
        for upper in above {
            upper.presentationController?.dismissalTransitionDidEnd(completed)
            window?.trace.record(
                .dismissalDidEnd(
                    screen: upper.traceName, completed: completed, style: Self.style(of: upper), adaptedFrom: Self.adaptedFrom(of: upper)))
            upper.presentationController?.transitionCoordinator = nil
            if completed { unlink(upper) }
        }
        screen.presentationController?.dismissalTransitionDidEnd(completed)
        window?.trace.record(
            .dismissalDidEnd(
                screen: screen.traceName, completed: completed, style: Self.style(of: screen), adaptedFrom: Self.adaptedFrom(of: screen),
                landed: context.landedFrame))
        if completed { unlink(screen) } else { Self.hidePresenter(of: screen) }
        screen.presentationController?.transitionCoordinator = nil
    }

    /// At rest, a presentation that removes the presenter's view (a zoomed photo) covers the
    /// screens behind: they are not drawn until its dismissal begins.
    private static func hidePresenter(of screen: ViewController) {
        guard let controller = screen.presentationController else { return }
        controller.containerView?.hidesViewsBelow = controller.shouldRemovePresentersView
    }

    // MARK: Waiting requests

    /// The running transition ended: what waited for it starts, in order, until one runs.
    private func runPending() {
        while !runner.isRunning, !pending.isEmpty {
            switch pending.removeFirst() {
            case let .present(screen, presenting, animated, completion):
                guard let presenting = presenting.screen else {
                    window?.trace.record(.transitionRefused(screen: screen.traceName, kind: .modal(.presentation)))
                    continue
                }
                beginPresentation(of: screen, from: presenting, animated: animated, completion: completion)
            case let .dismiss(screen, animated, completion):
                guard let screen = screen.screen else { continue }
                // What ran meanwhile took it away (a drag that was dismissing it, or a
                // dismissal below it): done as asked.
                guard screen.presentingViewController != nil else {
                    completion?()
                    continue
                }
                dismiss(screen, animated: animated, completion: completion)
            }
        }
    }

    /// The app is ending mid-transition: what waits is dropped, and the running transition ends
    /// as not completed, so that every `…WillBegin` in the trace has its `…DidEnd`.
    func abandonInFlight() {
        pending.removeAll()
        runner.abandon()
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

    private static func style(of screen: ViewController) -> ModalPresentationStyle {
        screen.presentationController?.presentationStyle ?? .custom
    }

    private static func adaptedFrom(of screen: ViewController) -> ModalPresentationStyle? {
        screen.presentationController?.adaptedFrom
    }

    private func unlink(_ screen: ViewController) {
        screen.styleTransitioningDelegate = nil
        screen.presentationAdaptation = nil
        if let controller = screen.presentationController, let drag = controller.dismissalInteraction {
            screen.removeInteraction(drag)
            controller.dismissalInteraction = nil
        }
        screen.presentationController?.containerView?.removeFromSuperview()
        // The controller outlives the presentation (a popover's stays on its screen for the
        // next one): it must not keep the old container and the views in it.
        screen.presentationController?.containerView = nil
        screen.view.removeFromSuperview()
        screen.presentingScreen?.presentedScreen = nil
        screen.presentingScreen = nil
    }

    /// The window changed size. A running transition ends at once — an animation lands where
    /// it was heading, a scrubbed one is cancelled — then every level is laid out anew, and
    /// one whose style the new width changes (a popover that becomes a sheet) is given its new
    /// presentation controller in place (`adaptAfterResize`).
    func containerDidResize() {
        guard let window else { return }
        runner.land()
        var screen = window.rootViewController.presentedViewController
        while let current = screen, let controller = current.presentationController {
            controller.containerView?.frame = window.presentationArea
            controller.containerViewWillLayoutSubviews()
            adaptAfterResize(current, in: window)
            screen = current.presentedViewController
        }
    }
}
