/// One delegate for every presentation style: where the screen rests (its
/// presentation controller) and how it moves (its slide animators) are picked separately,
/// and the presented screen's interactor is handed out only while a drag is in progress.
///
/// Every style is dismissed by a drag, as a UIKit sheet is, with no code of the app's: given
/// no `interactor`, each presentation attaches a `DismissalInteraction` of its own to the
/// presented screen and removes it once the screen has left. A screen that is
/// `isModalInPresentation` refuses that drag as it refuses Esc. An app that sets the drag up
/// itself (content that shares it, a tap) attaches its own `DismissalInteraction` and passes
/// its interactor here; the presentation then adds none. The delegate keeps the interactor
/// alive, so it can be made inline. ``ViewController/sheetPresentation(_:detents:chrome:)``
/// makes one and sets it in a call.
public final class StyledTransitioningDelegate: TransitioningDelegate {
    public enum Style: String, CaseIterable, Sendable {
        /// A bottom sheet resting at its `detents` (all but two rows, `large`, by default).
        case sheet
        /// A bottom sheet as tall as its content.
        case fitted
        /// A centred card, no taller than its content (`contentHeight`).
        case card
        /// The right half, sliding in from the right.
        case sidebar
        /// The `sheet`, presented on a spring (damping 0.5 over 0.5 s).
        case spring
        /// A form sheet: centred, at most 68 × 36 cells, the full-width sheet in a compact
        /// container (see ``FormSheetPresentationController``).
        case formSheet
        /// A page sheet: centred, at most 84 columns wide, the full-width sheet in a compact
        /// container (see ``FormSheetPresentationController``).
        case pageSheet
    }

    public let style: Style
    /// The app's interactor, driven by its own `DismissalInteraction`; nil when the
    /// presentation brings its own drag.
    public let interactor: PercentDrivenInteractor?
    /// What a drag scrubs: the app's interactor, or the one the presentations' own drags share.
    private let dragInteractor: PercentDrivenInteractor
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

    /// `interactor` scrubs a dismissal the app's own `DismissalInteraction` begins (while its
    /// `wantsInteractiveStart` is set); without one, the presentation attaches a
    /// `DismissalInteraction` of its own. `contentHeight` sizes the `.fitted` sheet and the
    /// `.card` from the width they get; by default they are as tall as they may be.
    public init(
        style: Style, interactor: PercentDrivenInteractor? = nil,
        contentHeight: @escaping (Double) -> Double = { _ in .infinity }
    ) {
        self.style = style
        self.interactor = interactor
        self.dragInteractor = interactor ?? PercentDrivenInteractor()
        self.contentHeight = contentHeight
    }

    /// A delegate for `style` drawn with `chrome`: the library's own, for a style asked for by
    /// name alone (see `ModalPresentationStyle.builtInTransitioningDelegate(for:in:)`).
    convenience init(style: Style, chrome: SheetChrome) {
        self.init(style: style)
        self.chrome = chrome
    }

    public func presentationController(presented: ViewController, presenting: ViewController) -> PresentationController {
        let controller = makePresentationController(presented: presented, presenting: presenting)
        controller.chrome = chrome
        attachDrag(to: controller)
        return controller
    }

    /// Gives `controller` the drag this delegate's interactor scrubs, unless the app brings its
    /// own: for the controllers it makes, and one a presentation adapts to (a popover's sheet).
    func attachDrag(to controller: PresentationController) {
        if interactor == nil { controller.dismissalInteraction = DismissalInteraction(interactor: dragInteractor) }
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
        case .card: CardPresentationController(presented: presented, presenting: presenting, contentHeight: contentHeight)
        case .sidebar: SidebarPresentationController(presented: presented, presenting: presenting)
        case .formSheet, .pageSheet:
            FormSheetPresentationController(
                presented: presented, presenting: presenting, style: style == .formSheet ? .formSheet : .pageSheet)
        }
    }

    public func animator(forPresented presented: ViewController) -> AnimatedTransitioning {
        style == .spring ? SlideAnimator.springPresentation() : SlideAnimator(direction: .present, edge: edge)
    }

    public func animator(forDismissed dismissed: ViewController) -> AnimatedTransitioning {
        SlideAnimator(direction: .dismiss, edge: edge)
    }

    public func interactionController(forDismissal animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        dragInteractor.wantsInteractiveStart ? dragInteractor : nil
    }

    private var edge: Edge { style == .sidebar ? .right : .bottom }
}

extension ViewController {
    /// Presents this screen, from now on, as a sheet resting at `detents` (or in another
    /// `style`) and drawn with `chrome`: UIKit's `modalPresentationStyle` and its sheet's
    /// `detents` in one call. A drag, a held arrow key, Esc and a click on the backdrop dismiss
    /// it. Returns the ``StyledTransitioningDelegate`` it makes the screen's
    /// ``transitioningDelegate``, for its other settings.
    ///
    /// ```swift
    /// message.sheetPresentation(detents: [.medium, .large])
    /// present(message, animated: true)
    /// ```
    @discardableResult
    public func sheetPresentation(
        _ style: StyledTransitioningDelegate.Style = .sheet, detents: [SheetDetent] = SheetPresentationController.defaultDetents,
        chrome: SheetChrome? = nil
    ) -> StyledTransitioningDelegate {
        let delegate = StyledTransitioningDelegate(style: style)
        delegate.detents = detents
        delegate.chrome = chrome
        transitioningDelegate = delegate
        return delegate
    }
}
