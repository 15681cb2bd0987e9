import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// A screen without a transitioning delegate is presented in its `modalPresentationStyle`, and
/// every presentation's trace lines name the style its controller says it is.
@Suite struct ModalPresentationStyleTests {
    final class Lines { var all: [String] = [] }

    private func window() -> (Window, ManualClock, Lines) {
        let clock = ManualClock()
        let lines = Lines()
        let window = Window(columns: 40, rows: 12, clock: clock, trace: Trace(clock: clock) { lines.all.append($0) })
        window.transitions.onViolation = { Issue.record("protocol violation: \($0)") }
        return (window, clock, lines)
    }

    private func ends(_ lines: Lines) -> [String] {
        lines.all.filter { $0.contains("DidEnd") }.map { String($0.drop { $0 != "e" }) }
    }

    @Test func aScreenIsPresentedFullScreenByDefault() {
        let (window, _, lines) = window()
        let screen = ViewController(name: "plain")
        #expect(screen.modalPresentationStyle == .fullScreen)
        window.rootViewController.present(screen, animated: false)
        #expect(screen.presentationController?.presentationStyle == .fullScreen)
        #expect(screen.view.frame == Rect(x: 0, y: 0, width: 40, height: 12))
        screen.dismiss(animated: false)
        #expect(
            ends(lines) == [
                #"event":"presentationDidEnd","screen":"plain","completed":true,"style":"fullScreen"}"#,
                #"event":"dismissalDidEnd","screen":"plain","completed":true,"style":"fullScreen"}"#,
            ])
    }

    @Test func theSheetStyleGivesTheSheetWithoutADelegateAndTheSameDelegateDismissesIt() {
        let (window, clock, lines) = window()
        let screen = ViewController(name: "note")
        screen.modalPresentationStyle = .sheet
        window.rootViewController.present(screen, animated: false)
        #expect(screen.transitioningDelegate == nil, "the app's delegate stays unset, as UIKit's")
        #expect(screen.sheetPresentationController != nil)
        #expect(screen.view.frame == Rect(x: 0, y: 2, width: 40, height: 10))
        // Esc dismisses it with the sheet's slide, through the style's delegate.
        window.handle(.key(.escape))
        for _ in 0..<30 {
            clock.advance(by: 1.0 / 60)
            window.advance()
        }
        #expect(screen.presentingViewController == nil)
        #expect(
            ends(lines) == [
                #"event":"presentationDidEnd","screen":"note","completed":true,"style":"sheet"}"#,
                #"event":"dismissalDidEnd","screen":"note","completed":true,"style":"sheet"}"#,
            ])
    }

    @Test func aStyleTheLibraryDoesNotBuildIsPresentedFullScreen() {
        let (window, _, _) = window()
        let screen = ViewController(name: "drawer")
        screen.modalPresentationStyle = ModalPresentationStyle(rawValue: "drawer")
        window.rootViewController.present(screen, animated: false)
        #expect(screen.presentationController?.presentationStyle == .fullScreen)
    }

    /// An app's own controller names nothing: `custom`, unless it says otherwise.
    @Test func anAppsControllerIsCustomUnlessItNamesItsStyle() {
        final class Drawer: PresentationController {}
        final class Named: PresentationController {
            override var presentationStyle: ModalPresentationStyle { ModalPresentationStyle(rawValue: "drawer") }
        }
        final class Delegate: TransitioningDelegate {
            let named: Bool
            init(named: Bool) { self.named = named }
            func presentationController(presented: ViewController, presenting: ViewController) -> PresentationController {
                named ? Named(presented: presented, presenting: presenting) : Drawer(presented: presented, presenting: presenting)
            }
            func animator(forPresented presented: ViewController) -> AnimatedTransitioning { SlideAnimator(direction: .present) }
            func animator(forDismissed dismissed: ViewController) -> AnimatedTransitioning { SlideAnimator(direction: .dismiss) }
            func interactionController(forDismissal animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
        }
        for named in [false, true] {
            let (window, _, lines) = window()
            let screen = ViewController(name: "d")
            let delegate = Delegate(named: named)
            screen.transitioningDelegate = delegate
            window.rootViewController.present(screen, animated: false)
            #expect(
                ends(lines) == [#"event":"presentationDidEnd","screen":"d","completed":true,"style":"\#(named ? "drawer" : "custom")"}"#])
        }
    }

    @Test func everyBuiltInControllerNamesItsStyle() {
        let presented = ViewController(), presenting = ViewController()
        let styles: [(StyledTransitioningDelegate.Style, ModalPresentationStyle)] = [
            (.sheet, .sheet), (.spring, .sheet), (.fitted, .fittedSheet), (.card, .card), (.sidebar, .sidebar),
            (.formSheet, .formSheet), (.pageSheet, .pageSheet),
        ]
        for (style, name) in styles {
            let controller = StyledTransitioningDelegate(style: style).presentationController(presented: presented, presenting: presenting)
            #expect(controller.presentationStyle == name, "\(style)")
            #expect(controller.adaptedFrom == nil)
        }
        #expect(ZoomPresentationController(presented: presented, presenting: presenting).presentationStyle == .zoom)
    }
}
