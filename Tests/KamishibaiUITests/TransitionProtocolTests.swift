import KamishibaiMotion
import KamishibaiUI
import Testing

/// An animator that breaks the rule of completing exactly once, to show it is caught.
final class MisbehavingAnimator: AnimatedTransitioning {
    let completions: Int
    init(completions: Int) { self.completions = completions }

    func transitionDuration(using context: TransitionContext) -> Double { 0.1 }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: 0.1, clock: context.clock)
        animator.addCompletion { [completions] _ in
            for _ in 0..<completions { context.completeTransition(true) }
        }
        return animator
    }
}

final class MisbehavingDelegate: TransitioningDelegate {
    let animator: MisbehavingAnimator
    init(completions: Int) { animator = MisbehavingAnimator(completions: completions) }

    func presentationController(presented: ViewController, presenting: ViewController) -> PresentationController {
        SheetPresentationController(presented: presented, presenting: presenting)
    }
    func animator(forPresented presented: ViewController) -> AnimatedTransitioning { animator }
    func animator(forDismissed dismissed: ViewController) -> AnimatedTransitioning { animator }
    func interactionController(forDismissal animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
}

@Suite struct TransitionProtocolTests {
    func present(completions: Int) -> (Window, ViewController, [String], ManualClock) {
        let clock = ManualClock()
        let window = Window(columns: 40, rows: 10, clock: clock, trace: .disabled(clock: clock))
        let box = Box()
        window.transitions.onViolation = { box.messages.append($0) }
        let screen = ViewController(name: "broken")
        let delegate = MisbehavingDelegate(completions: completions)
        screen.transitioningDelegate = delegate
        window.rootViewController.present(screen, animated: true)
        for _ in 0..<20 {
            clock.advance(by: 1.0 / 60)
            window.advance()
        }
        return (window, screen, box.messages, clock)
    }

    final class Box { var messages: [String] = [] }

    @Test func aSecondCompleteTransitionIsCaughtAndIgnored() {
        let (window, screen, violations, _) = present(completions: 2)
        #expect(violations == ["completeTransition called twice for one transition"])
        #expect(window.rootViewController.presentedViewController === screen)
        #expect(window.transitions.active == nil)
    }

    @Test func aMissingCompleteTransitionIsCaughtAndTheAppStaysUsable() {
        let (window, screen, violations, _) = present(completions: 0)
        #expect(violations == ["the animator finished without calling completeTransition"])
        #expect(window.transitions.active == nil, "no container left swallowing input")
        #expect(screen.presentingViewController == nil, "treated as a cancelled presentation")
        #expect(!window.animations.isActive)
    }

    @Test func theChainLinksBothWays() {
        let (window, screen, _, _) = present(completions: 1)
        #expect(window.rootViewController.presentedViewController === screen)
        #expect(screen.presentingViewController === window.rootViewController)
    }
}
