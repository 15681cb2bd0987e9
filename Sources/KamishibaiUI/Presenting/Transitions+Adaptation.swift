import KamishibaiGeometry

/// Presentations that take another style in a compact container (UIKit's adaptive
/// presentations): which controller presents a screen, and the swap when a resize changes the
/// answer. One mechanism for every style that adapts; each says how through its controller's
/// `defaultAdaptivePresentationStyle(for:)` and the app through the controller's `delegate`.
extension Transitions {
    /// The traits a presentation in a container `width` columns wide adapts to: the window's,
    /// horizontally compact below its `compactWidth`.
    static func traits(in window: Window, width: Double) -> TraitCollection {
        var traits = window.traitCollection
        traits.horizontalSizeClass = width < window.compactWidth ? .compact : .regular
        return traits
    }

    /// The delegate and controller that present `screen` in `window`: `requested` (made by
    /// `delegate`), or, when it adapts to another style in a container as wide as the
    /// window's presentation area, that style's.
    static func adapting(
        _ requested: PresentationController, madeBy delegate: TransitioningDelegate, presenting: ViewController, in window: Window
    ) -> (delegate: TransitioningDelegate, controller: PresentationController) {
        let style = requested.adaptivePresentationStyle(for: traits(in: window, width: window.presentationArea.width))
        guard style != requested.presentationStyle, let screen = requested.presentedViewController else { return (delegate, requested) }
        let adapted = adapted(requested, to: style, screen: screen, presenting: presenting)
        screen.presentationAdaptation = PresentationAdaptation(style: style, delegate: adapted.delegate, requested: requested)
        return adapted
    }

    /// A controller presenting `screen` in `style` in place of `requested`: the one `requested`
    /// keeps for it (a popover's sheet) or the style's own, with the delegate of the one place
    /// that maps a style to its delegate, so it moves as that style does when asked for.
    private static func adapted(
        _ requested: PresentationController, to style: ModalPresentationStyle, screen: ViewController, presenting: ViewController
    ) -> (delegate: TransitioningDelegate, controller: PresentationController) {
        let delegate = ModalPresentationStyle.builtInTransitioningDelegate(for: screen, in: style)
        let controller: PresentationController
        if let own = requested.adaptivePresentationController(for: style) {
            own.presentingViewController = presenting
            (delegate as? StyledTransitioningDelegate)?.attachDrag(to: own)
            controller = own
        } else {
            controller = delegate.presentationController(presented: screen, presenting: presenting)
        }
        controller.adaptedFrom = requested.presentationStyle
        controller.delegate = requested.delegate
        // Drawn as the app asked for the requested style: the content keeps its insets.
        if let dimmed = controller as? DimmedPresentationController, dimmed.chrome == nil {
            dimmed.chrome = (requested as? DimmedPresentationController)?.chrome
        }
        return (delegate, controller)
    }

    /// The window was resized: each presented level whose style the new width changes gets
    /// its new controller in place, at rest (see `containerDidResize`).
    func adaptAfterResize(_ screen: ViewController, in window: Window) {
        guard let current = screen.presentationController, let container = current.containerView,
            let presenting = screen.presentingViewController
        else { return }
        let adaptation = screen.presentationAdaptation
        let requested = adaptation?.requested ?? current
        let style = requested.adaptivePresentationStyle(for: Self.traits(in: window, width: container.bounds.width))
        guard style != (adaptation?.style ?? requested.presentationStyle) else { return }
        let replacement: PresentationController
        if style == requested.presentationStyle {
            replacement = requested
            screen.presentationAdaptation = nil
        } else {
            let adapted = Self.adapted(requested, to: style, screen: screen, presenting: presenting)
            replacement = adapted.controller
            screen.presentationAdaptation = PresentationAdaptation(style: style, delegate: adapted.delegate, requested: requested)
        }
        // The old one ends as after a dismissal (its views go), the new one begins and ends
        // as a presentation at rest: no coordinator, so nothing animates.
        current.dismissalTransitionWillBegin()
        current.dismissalTransitionDidEnd(true)
        // Its drag leaves the screen; the requested controller keeps its own for its return.
        if let drag = current.dismissalInteraction { screen.removeInteraction(drag) }
        // An adapted one no longer is (a popover keeps its sheet for the next time).
        if current !== requested { current.adaptedFrom = nil }
        replacement.containerView = container
        screen.presentationController = replacement
        if let drag = replacement.dismissalInteraction { screen.addInteraction(drag) }
        replacement.presentationTransitionWillBegin()
        screen.view.frame = replacement.frameOfPresentedViewInContainerView
        replacement.presentationTransitionDidEnd(true)
        window.trace.record(.presentationAdapted(screen: screen.traceName, style: style, adaptedFrom: replacement.adaptedFrom))
        window.presentationsDidChange()
    }
}

/// A presentation in a style it adapted to: that style, the delegate that made its controller
/// and moves it (the dismissal's animators come from it), and the controller of the style asked
/// for, which each resize asks again.
struct PresentationAdaptation {
    let style: ModalPresentationStyle
    let delegate: TransitioningDelegate
    let requested: PresentationController
}
