/// One delegate for every presentation style: where the screen rests (its
/// presentation controller) and how it moves (its slide animators) are picked separately,
/// and the presented screen's interactor is handed out only while a drag is in progress.
/// It keeps the interactor alive (the screen's `DismissalInteraction` shares it), so one can
/// be made inline.
public final class StyledTransitioningDelegate: TransitioningDelegate {
    public enum Style: String, CaseIterable, Sendable {
        /// A bottom sheet resting at its `detents` (all but two rows, `large`, by default).
        case sheet
        /// A bottom sheet as tall as its content.
        case fitted
        /// A centred card.
        case card
        /// The right half, sliding in from the right.
        case sidebar
        /// The `sheet`, presented on a spring (damping 0.5 over 0.5 s).
        case spring
    }

    public let style: Style
    public let interactor: PercentDrivenInteractor?
    private let contentHeight: (Double) -> Double
    /// For `.sheet` and `.spring`: the heights the sheet rests at
    /// (``SheetPresentationController/defaultDetents``, `[.large]`, unless set), the one it
    /// opens at, the largest that leaves the backdrop clear, and whether its content's top hands
    /// an upward drag to the sheet (see `SheetPresentationController`).
    public var detents: [SheetDetent] = SheetPresentationController.defaultDetents
    public var selectedDetentIdentifier: SheetDetent.Identifier?
    public var largestUndimmedDetentIdentifier: SheetDetent.Identifier?
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// For every style: how the sheet is drawn around the screen's view (see `SheetChrome`);
    /// nil, the view draws all of itself.
    public var chrome: SheetChrome?

    /// `interactor` scrubs a dismissal it begins (while its `wantsInteractiveStart` is set);
    /// without one every dismissal runs on its own. `contentHeight` sizes the `.fitted` sheet
    /// from the width it gets; by default it is as tall as it may be.
    public init(
        style: Style, interactor: PercentDrivenInteractor? = nil,
        contentHeight: @escaping (Double) -> Double = { _ in .infinity }
    ) {
        self.style = style
        self.interactor = interactor
        self.contentHeight = contentHeight
    }

    public func presentationController(presented: ViewController, presenting: ViewController) -> PresentationController {
        let controller = makePresentationController(presented: presented, presenting: presenting)
        controller.chrome = chrome
        return controller
    }

    private func makePresentationController(presented: ViewController, presenting: ViewController) -> DimmedPresentationController {
        switch style {
        case .sheet, .spring:
            {
                let sheet = SheetPresentationController(presented: presented, presenting: presenting)
                sheet.detents = detents
                if let selectedDetentIdentifier { sheet.selectDetent(selectedDetentIdentifier, animated: false) }
                sheet.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
                sheet.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
                return sheet
            }()
        case .fitted: FittedSheetPresentationController(presented: presented, presenting: presenting, contentHeight: contentHeight)
        case .card: CardPresentationController(presented: presented, presenting: presenting)
        case .sidebar: SidebarPresentationController(presented: presented, presenting: presenting)
        }
    }

    public func animator(forPresented presented: ViewController) -> AnimatedTransitioning {
        style == .spring ? SlideAnimator.springPresentation() : SlideAnimator(direction: .present, edge: edge)
    }

    public func animator(forDismissed dismissed: ViewController) -> AnimatedTransitioning {
        SlideAnimator(direction: .dismiss, edge: edge)
    }

    public func interactionController(forDismissal animator: AnimatedTransitioning) -> PercentDrivenInteractor? {
        interactor?.wantsInteractiveStart == true ? interactor : nil
    }

    private var edge: Edge { style == .sidebar ? .right : .bottom }
}
