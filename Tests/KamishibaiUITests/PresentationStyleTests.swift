import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// The presentation styles: where each rests at several terminal sizes, how the
/// fitted sheet follows its content, the sidebar's slide, the spring, and the one delegate.
@Suite struct PresentationStyleTests {
    /// A window with one screen presented in `style`, on a manual clock.
    final class Harness {
        let clock = ManualClock()
        let window: Window
        let interactor = PercentDrivenInteractor()
        let delegate: StyledTransitioningDelegate
        let screen = ViewController(name: "styled")
        private let content: Content

        final class Content {
            var height: Double
            init(height: Double) { self.height = height }
        }

        init(
            _ style: StyledTransitioningDelegate.Style, columns: Int = 80, rows: Int = 23, contentHeight: Double = 10,
            animationScale: Double = 1
        ) {
            window = Window(columns: columns, rows: rows, clock: clock, trace: .disabled(clock: clock), animationScale: animationScale)
            let content = Content(height: contentHeight)
            self.content = content
            delegate = StyledTransitioningDelegate(style: style, interactor: interactor) { _ in content.height }
            delegate.detents = [.medium]  // the half-height sheet these tests measure
            screen.transitioningDelegate = delegate
        }

        /// What the fitted sheet's content measures; change it, then `refit`.
        var contentHeight: Double {
            get { content.height }
            set { content.height = newValue }
        }

        func present(animated: Bool) {
            window.rootViewController.present(screen, animated: animated)
        }

        /// Moves the clock on and runs one frame.
        func advance(by seconds: Double) {
            clock.advance(by: seconds)
            window.advance()
        }

        func click(column: Int, row: Int) {
            window.handle(.mouse(MouseEvent(.press(.left), column: column, row: row)))
        }

        var frame: Rect { screen.view.frame }
        var controller: PresentationController? { screen.presentationController }
        var fitted: FittedSheetPresentationController { controller as! FittedSheetPresentationController }
    }

    static func settles(_ h: Harness, seconds: Double = 1) {
        for _ in 0..<Int(seconds * 60) { h.advance(by: 1.0 / 60) }
    }

    // MARK: Frames

    @Test(arguments: [
        (80, 23, Rect(x: 0, y: 13, width: 80, height: 10)),
        (100, 29, Rect(x: 0, y: 19, width: 100, height: 10)),
        (200, 59, Rect(x: 0, y: 49, width: 200, height: 10)),
        (20, 5, Rect(x: 0, y: 2, width: 20, height: 3)),
        (1, 1, Rect(x: 0, y: 1, width: 1, height: 0)),
    ])
    func fittedSheetIsAsTallAsItsContentUpToTwoRowsBelowTheTop(columns: Int, rows: Int, expected: Rect) {
        let h = Harness(.fitted, columns: columns, rows: rows, contentHeight: 10)
        h.present(animated: false)
        #expect(h.frame == expected)
    }

    @Test func fittedSheetStopsTwoRowsBelowTheTopAndNeverGoesNegative() {
        let tall = Harness(.fitted, contentHeight: 100)
        tall.present(animated: false)
        #expect(tall.frame == Rect(x: 0, y: 2, width: 80, height: 21))
        let negative = Harness(.fitted, contentHeight: -4)
        negative.present(animated: false)
        #expect(negative.frame == Rect(x: 0, y: 23, width: 80, height: 0))
    }

    @Test(arguments: [
        (80, 23, Rect(x: 10, y: 3, width: 60, height: 17)),
        (100, 29, Rect(x: 12, y: 4, width: 76, height: 21)),
        (200, 59, Rect(x: 24, y: 9, width: 152, height: 41)),
        (20, 5, Rect(x: 2, y: 1, width: 16, height: 3)),
        (1, 1, Rect(x: 0.5, y: 0, width: 0, height: 0)),
    ])
    func cardIsCentredWithInsetsThatScaleWithTheTerminal(columns: Int, rows: Int, expected: Rect) {
        let h = Harness(.card, columns: columns, rows: rows, contentHeight: .infinity)
        h.present(animated: false)
        #expect(h.frame == expected)
    }

    /// Given its content's height, the card is that tall (no chrome: no bottom border row),
    /// centred on a whole row.
    @Test func aCardIsAsTallAsItsContent() {
        let h = Harness(.card, columns: 80, rows: 23, contentHeight: 10)
        h.present(animated: false)
        #expect(h.frame == Rect(x: 10, y: 6, width: 60, height: 10))
    }

    @Test(arguments: [
        (80, 23, Rect(x: 40, y: 0, width: 40, height: 23)),
        (81, 23, Rect(x: 40, y: 0, width: 41, height: 23)),
        (100, 29, Rect(x: 50, y: 0, width: 50, height: 29)),
        (200, 59, Rect(x: 100, y: 0, width: 100, height: 59)),
        (20, 5, Rect(x: 10, y: 0, width: 10, height: 5)),
        (1, 1, Rect(x: 0, y: 0, width: 1, height: 1)),
    ])
    func sidebarCoversTheRightHalf(columns: Int, rows: Int, expected: Rect) {
        let h = Harness(.sidebar, columns: columns, rows: rows)
        h.present(animated: false)
        #expect(h.frame == expected)
    }

    @Test(arguments: StyledTransitioningDelegate.Style.allCases)
    func everyStyleStaysInsideTheContainerAtEverySize(style: StyledTransitioningDelegate.Style) {
        for (columns, rows) in [(80, 23), (100, 29), (200, 59), (20, 5), (1, 1)] {
            let h = Harness(style, columns: columns, rows: rows, contentHeight: 100)
            h.present(animated: false)
            let frame = h.frame
            #expect(frame.width >= 0 && frame.height >= 0, "\(style) at \(columns)×\(rows)")
            #expect(frame.minX >= 0 && frame.minY >= 0, "\(style) at \(columns)×\(rows)")
            #expect(frame.maxX <= Double(columns) && frame.maxY <= Double(rows), "\(style) at \(columns)×\(rows)")
        }
    }

    @Test(arguments: [StyledTransitioningDelegate.Style.fitted, .card, .sidebar])
    func aResizeLaysOutTheScreenAndTheDimmingAtOnce(style: StyledTransitioningDelegate.Style) {
        let h = Harness(style)
        h.present(animated: false)
        let before = h.frame
        h.window.resize(columns: 100, rows: 29)
        #expect(h.frame == h.controller?.frameOfPresentedViewInContainerView)
        #expect(h.frame != before)
        #expect(!h.window.animations.isActive)
        let dimming = (h.controller as! DimmedPresentationController).dimmingView
        #expect(dimming.frame == Rect(x: 0, y: 0, width: 100, height: 29))
    }

    // MARK: Dimming

    @Test(arguments: [StyledTransitioningDelegate.Style.fitted, .card, .sidebar])
    func dimmingFadesInAndOutWithTheTransition(style: StyledTransitioningDelegate.Style) {
        let h = Harness(style)
        h.present(animated: true)
        let controller = h.controller as! DimmedPresentationController
        #expect(controller.dimmingView.alpha == 0)
        #expect(controller.dimmingView.superview === controller.containerView)
        h.advance(by: 0.35 / 2)
        #expect(controller.dimmingView.alpha > 0.3 && controller.dimmingView.alpha < 1)
        Self.settles(h)
        #expect(controller.dimmingView.alpha == 1)
        h.screen.dismiss(animated: true)
        h.advance(by: 0.1)
        #expect(abs(controller.dimmingView.alpha - 0.5) < 1e-9)
        Self.settles(h)
        #expect(controller.dimmingView.superview == nil)
        #expect(h.screen.presentingViewController == nil)
    }

    @Test(arguments: [StyledTransitioningDelegate.Style.fitted, .card, .sidebar])
    func clickingTheBackdropDismissesAnimated(style: StyledTransitioningDelegate.Style) {
        let h = Harness(style)
        h.present(animated: false)
        h.click(column: 0, row: 0)
        #expect(h.window.transitions.active?.kind == .modal(.dismissal))
        #expect(h.window.transitions.active?.isAnimated == true)
        Self.settles(h)
        #expect(h.window.rootViewController.presentedViewController == nil)
    }

    @Test func theCardsOwnAreaDoesNotDismiss() {
        let h = Harness(.card)
        h.present(animated: false)
        h.click(column: 40, row: 11)
        #expect(h.window.transitions.active == nil)
        #expect(h.window.rootViewController.presentedViewController === h.screen)
    }

    // MARK: Refit

    @Test func refitAnimatesToTheNewHeightOverAQuarterSecond() {
        let h = Harness(.fitted, contentHeight: 6)
        h.present(animated: false)
        #expect(h.frame == Rect(x: 0, y: 17, width: 80, height: 6))
        h.contentHeight = 12
        h.fitted.refit(animated: true)
        #expect(h.frame == Rect(x: 0, y: 17, width: 80, height: 6), "nothing moves before the next frame")
        h.advance(by: 0.125)
        #expect(abs(h.frame.minY - 14) < 1e-9 && abs(h.frame.height - 9) < 1e-9, "half way at half time (ease-in-out)")
        #expect(h.frame.maxY == 23)
        h.advance(by: 0.125)
        #expect(h.frame == Rect(x: 0, y: 11, width: 80, height: 12))
        #expect(!h.window.animations.isActive)
    }

    @Test func refitFollowsSlowAnimations() {
        let h = Harness(.fitted, contentHeight: 6, animationScale: 2)
        h.present(animated: false)
        h.contentHeight = 12
        h.fitted.refit(animated: true)
        h.advance(by: 0.25)
        #expect(abs(h.frame.minY - 14) < 1e-9)
        h.advance(by: 0.25)
        #expect(h.frame == Rect(x: 0, y: 11, width: 80, height: 12))
    }

    @Test func refitWithoutAnimationIsImmediate() {
        let h = Harness(.fitted, contentHeight: 6)
        h.present(animated: false)
        h.contentHeight = 30
        h.fitted.refit(animated: false)
        #expect(h.frame == Rect(x: 0, y: 2, width: 80, height: 21))
        #expect(!h.window.animations.isActive)
    }

    @Test func refitOutsideAWindowIsImmediate() {
        let screen = ViewController(name: "loose")
        screen.view.frame = Rect(x: 3, y: 3, width: 3, height: 3)
        let controller = FittedSheetPresentationController(presented: screen, presenting: nil) { _ in 5 }
        controller.refit(animated: true)
        #expect(screen.view.frame == .zero, "no container: no room")
    }

    @Test func aSecondRefitTakesOverFromWhereTheFirstIs() {
        let h = Harness(.fitted, contentHeight: 6)
        h.present(animated: false)
        h.contentHeight = 12
        h.fitted.refit(animated: true)
        h.advance(by: 0.125)
        h.contentHeight = 4
        h.fitted.refit(animated: true)
        h.advance(by: 0)
        #expect(abs(h.frame.minY - 14) < 1e-9, "starts where the first one was")
        h.advance(by: 0.25)
        #expect(h.frame == Rect(x: 0, y: 19, width: 80, height: 4))
        h.advance(by: 0.1)
        #expect(h.frame == Rect(x: 0, y: 19, width: 80, height: 4), "the first refit no longer pulls")
    }

    @Test func aResizeDuringARefitLandsAtOnce() {
        let h = Harness(.fitted, contentHeight: 6)
        h.present(animated: false)
        h.contentHeight = 12
        h.fitted.refit(animated: true)
        h.advance(by: 0.125)
        h.window.resize(columns: 100, rows: 29)
        #expect(h.frame == Rect(x: 0, y: 17, width: 100, height: 12))
        h.advance(by: 0.125)
        #expect(h.frame == Rect(x: 0, y: 17, width: 100, height: 12))
    }

    // MARK: Animators

    @Test func sidebarSlidesInFromTheRightEdgeAndOutPastIt() {
        let h = Harness(.sidebar)
        h.present(animated: true)
        h.advance(by: 0)
        #expect(h.frame == Rect(x: 80, y: 0, width: 40, height: 23))
        h.advance(by: 0.35 / 2)
        #expect(h.frame.minX > 40 && h.frame.minX < 80 && h.frame.minY == 0)
        Self.settles(h)
        #expect(h.frame == Rect(x: 40, y: 0, width: 40, height: 23))
        h.screen.dismiss(animated: true)
        h.advance(by: 0.1)
        #expect(abs(h.frame.minX - 60) < 1e-9 && h.frame.minY == 0, "half way at half time (ease-in-out)")
        h.advance(by: 0.1)
        #expect(h.frame == Rect(x: 80, y: 0, width: 40, height: 23))
        #expect(h.screen.presentingViewController == nil)
    }

    @Test func springPresentationOvershootsAndSettlesOnTheSheetsRestingPlace() {
        let h = Harness(.spring)
        h.present(animated: true)
        var highest = Double.infinity
        for _ in 0..<30 {
            h.advance(by: 1.0 / 60)
            highest = min(highest, h.frame.minY)
        }
        #expect(highest < 11 - 1.5, "rises about 16 % of its travel past the resting place")
        #expect(h.frame == Rect(x: 0, y: 11, width: 80, height: 12), "half of 23 rows, on whole rows")
        #expect(h.window.transitions.active == nil)
    }

    @Test func springPresentationIsTheTransitionArticles() {
        let animator = SlideAnimator.springPresentation()
        #expect(animator.direction == .present && animator.edge == .bottom)
        #expect(animator.duration == 0.5 && animator.curve == .spring(dampingRatio: 0.5))
    }

    @Test func bottomEdgeKeepsItsDefaults() {
        let present = SlideAnimator(direction: .present), dismiss = SlideAnimator(direction: .dismiss)
        #expect(present.edge == .bottom && present.duration == 0.35 && present.curve == .easeOut)
        #expect(dismiss.edge == .bottom && dismiss.duration == 0.2 && dismiss.curve == .easeInOut)
    }

    // MARK: Delegate

    @Test(arguments: StyledTransitioningDelegate.Style.allCases)
    func delegateHandsOutTheRolesOfEachStyle(style: StyledTransitioningDelegate.Style) {
        let h = Harness(style)
        let controller = h.delegate.presentationController(presented: h.screen, presenting: h.window.rootViewController)
        let presenting = h.delegate.animator(forPresented: h.screen) as! SlideAnimator
        let dismissing = h.delegate.animator(forDismissed: h.screen) as! SlideAnimator
        #expect(presenting.direction == .present && dismissing.direction == .dismiss)
        #expect(dismissing.duration == 0.2 && dismissing.curve == .easeInOut)
        switch style {
        case .sheet, .spring:
            #expect(controller is SheetPresentationController)
        case .fitted:
            #expect(controller is FittedSheetPresentationController)
        case .card:
            #expect(controller is CardPresentationController)
        case .sidebar:
            #expect(controller is SidebarPresentationController)
        case .formSheet, .pageSheet:
            #expect(controller is FormSheetPresentationController)
        }
        let edge: Edge = style == .sidebar ? .right : .bottom
        #expect(presenting.edge == edge && dismissing.edge == edge)
        if style == .spring {
            #expect(presenting.curve == .spring(dampingRatio: 0.5) && presenting.duration == 0.5)
        } else {
            #expect(presenting.curve == .easeOut && presenting.duration == 0.35)
        }
    }

    @Test(arguments: StyledTransitioningDelegate.Style.allCases)
    func delegateHandsOutTheInteractorOnlyWhileADragIsInProgress(style: StyledTransitioningDelegate.Style) {
        let h = Harness(style)
        let animator = h.delegate.animator(forDismissed: h.screen)
        #expect(h.delegate.interactionController(forDismissal: animator) == nil)
        var handedOut: InteractiveTransitioning?
        let began = h.interactor.begin { handedOut = h.delegate.interactionController(forDismissal: animator) }
        #expect(handedOut === h.interactor)
        #expect(!began, "nothing was dismissed, so nothing is driven: idle again")
        #expect(h.delegate.interactionController(forDismissal: animator) == nil)
    }

    @Test func aKeyDismissalAfterPresentingIsNotInteractive() {
        let h = Harness(.card)
        h.present(animated: false)
        h.screen.dismiss(animated: true)
        #expect(h.window.transitions.active?.isInteractive == false)
        Self.settles(h)
        #expect(h.window.rootViewController.presentedViewController == nil)
    }
}
