import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import Testing

@testable import KamishibaiUI

/// A popover at 120 columns (regular width): where it rests, its arrow, how it unfolds, and
/// what dismisses it and what does not. See ``PopoverTestHarness`` for the geometry.
@Suite struct PopoverPresentationTests {
    @Test func thePopoverControllerIsThereBeforePresentingOnlyForThePopoverStyle() {
        let screen = ViewController(name: "plain")
        #expect(screen.popoverPresentationController == nil, "full screen by default")
        screen.modalPresentationStyle = .popover
        let popover = screen.popoverPresentationController
        #expect(popover != nil && popover === screen.popoverPresentationController, "made once, kept")
        #expect(popover?.arrowDirection == .unknown && popover?.permittedArrowDirections == .any)
        #expect(popover?.presentationStyle == .popover)
    }

    @Test func restsBelowItsSourceTheArrowPointingUpAndTheBackdropClear() {
        let h = PopoverTestHarness()
        h.present()
        #expect(h.controller === h.popover)
        #expect(h.screen.view.frame == PopoverTestHarness.restingFrame)
        #expect(h.popover.arrowDirection == .up)
        #expect(h.popover.dimmingView.maximumOpacity == 0, "UIKit's popover backdrop is clear")
        #expect(h.events("presentationDidEnd").last?.contains("\"style\":\"popover\"") == true)
        #expect(h.events("presentationDidEnd").last?.contains("adaptedFrom") == false)
    }

    @Test func aSourceRectInTheSourceViewOrInTheWindow() {
        let inView = PopoverTestHarness()
        inView.popover.sourceRect = Rect(x: 0, y: 0, width: 2, height: 1)
        inView.present()
        #expect(inView.popover.placement?.arrow == Point(x: 51, y: 11))
        let inWindow = PopoverTestHarness()
        inWindow.popover.sourceView = nil
        inWindow.popover.sourceRect = Rect(x: 100, y: 36, width: 4, height: 1)
        inWindow.present()
        #expect(inWindow.popover.arrowDirection == .down, "no room below row 36")
        #expect(inWindow.screen.view.frame == Rect(x: 91, y: 29, width: 22, height: 6))
    }

    @Test func withoutASourceCentredAndWithoutAnArrow() {
        let h = PopoverTestHarness()
        h.popover.sourceView = nil
        h.present()
        #expect(h.popover.arrowDirection == .unknown)
        #expect(h.screen.view.frame == Rect(x: 49, y: 17, width: 22, height: 6))
    }

    @Test func theDefaultSizeWhenTheScreenPrefersNoneAndCutToTheContainer() {
        let h = PopoverTestHarness()
        h.screen.preferredContentSize = .zero
        h.present()
        #expect(h.screen.view.frame.size == Size(width: 42, height: 12))
        h.screen.preferredContentSize = Size(width: 300, height: 4)
        h.window.handle(.resize(columns: 120, rows: 40))
        #expect(h.screen.view.frame == Rect(x: 1, y: 12, width: 118, height: 6))
    }

    @Test func followsItsSourceAcrossAResize() {
        let h = PopoverTestHarness()
        h.present()
        h.source.frame = Rect(x: 50, y: 30, width: 20, height: 1)
        h.window.handle(.resize(columns: 120, rows: 34))
        #expect(h.popover.arrowDirection == .down)
        #expect(h.screen.view.frame == Rect(x: 49, y: 23, width: 22, height: 6))
    }

    @Test func unfoldsFromItsArrowAndFoldsBack() {
        let h = PopoverTestHarness()
        h.present(animated: true)
        h.advance(by: 0)
        h.advance(by: PopoverAnimator.presentDuration / 2)
        let half = h.screen.view.frame
        #expect(half.minY == 12 && half.width == 22, "the top, by the arrow, stays; the width too")
        #expect(half.height > 0 && half.height < 6)
        h.advance(by: PopoverAnimator.presentDuration)
        #expect(h.screen.view.frame == PopoverTestHarness.restingFrame)
        h.window.handle(.key(.escape))
        h.advance(by: 0)
        h.advance(by: PopoverAnimator.dismissDuration / 2)
        #expect(h.screen.view.frame.minY == 12 && h.screen.view.frame.height < 6)
        h.advance(by: PopoverAnimator.dismissDuration)
        #expect(!h.isPresented)
    }

    @Test func cutsUnderReduceMotion() {
        let h = PopoverTestHarness(reduceMotion: true)
        h.present(animated: true)
        h.advance(by: 0)
        h.advance(by: 0.01)
        #expect(h.screen.view.frame == PopoverTestHarness.restingFrame)
    }

    @Test func escDismissesIt() {
        let h = PopoverTestHarness()
        h.present()
        h.window.handle(.key(.escape))
        h.advance(by: 1)
        #expect(!h.isPresented)
        #expect(h.events("dismissalDidEnd").last?.contains("\"style\":\"popover\"") == true)
        #expect(h.popover.arrowView.superview == nil, "the arrow left with it")
    }

    /// The controller stays on its screen for the next presentation; the container it
    /// presented in, and the views in it, go with the dismissal.
    @Test func aDismissedPopoversControllerLetsGoOfItsContainer() {
        let h = PopoverTestHarness()
        h.present()
        weak let container = h.popover.containerView
        #expect(container != nil)
        h.window.handle(.key(.escape))
        h.advance(by: 1)
        #expect(!h.isPresented)
        #expect(h.popover.containerView == nil)
        #expect(container == nil, "nothing else keeps it")
        h.present()
        #expect(h.popover.containerView != nil, "the next presentation gives it a new one")
    }

    @Test func aClickOutsideDismissesItAndGoesNoFurther() {
        let h = PopoverTestHarness()
        var pressed = 0
        let button = Button(title: "Behind") { pressed += 1 }
        button.frame = Rect(x: 0, y: 30, width: 10, height: 1)
        h.window.rootView.addSubview(button)
        h.present()
        h.click(55, 14)
        h.advance(by: 1)
        #expect(h.isPresented, "a click inside the popover leaves it up")
        h.click(3, 30)
        h.advance(by: 1)
        #expect(!h.isPresented)
        #expect(pressed == 0, "the click that dismissed it reached nothing behind")
    }

    @Test func aClickOutsideOverASheetBelowDismissesOnlyThePopover() {
        let h = PopoverTestHarness()
        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = .sheet
        h.window.rootViewController.present(sheet, animated: false)
        sheet.present(h.screen, animated: false)
        #expect(h.controller === h.popover)
        h.click(3, 30)
        h.advance(by: 1)
        #expect(sheet.presentedViewController == nil, "the popover went")
        #expect(h.window.rootViewController.presentedViewController === sheet, "the sheet it was over stayed")
    }

    @Test func aScreenModalInPresentationStaysOnAClickOutside() {
        let h = PopoverTestHarness()
        h.screen.isModalInPresentation = true
        h.present()
        h.click(3, 30)
        h.advance(by: 1)
        #expect(h.isPresented)
    }

    @Test func aClickOnAPassthroughViewReachesItAndLeavesThePopoverUp() {
        let h = PopoverTestHarness()
        var pressed = 0
        let button = Button(title: "Through") { pressed += 1 }
        button.frame = Rect(x: 0, y: 30, width: 10, height: 1)
        h.window.rootView.addSubview(button)
        h.popover.passthroughViews = [button]
        h.present()
        h.click(3, 30)
        h.advance(by: 1)
        #expect(pressed == 1)
        #expect(h.isPresented)
        h.click(3, 33)
        h.advance(by: 1)
        #expect(!h.isPresented, "elsewhere outside it still dismisses")
    }

    @Test func theBoxAndItsArrowOnTheHeadlessTerminal() {
        let terminal = HeadlessTerminal(columns: 40, rows: 12)
        let window = Window(WindowSetup(terminal: terminal, trace: .disabled(clock: terminal.clock)))
        window.compactWidth = 40  // a popover, not the sheet it would be at 40 columns
        let source = Label("Open")
        source.frame = Rect(x: 10, y: 3, width: 10, height: 1)
        window.rootView.addSubview(source)
        let text = Label("Details")
        let content = StackView(axis: .vertical, arrangedSubviews: [text, View()])
        content.layoutMargins = Insets(all: 1)
        let screen = ViewController(name: "details", view: content)
        screen.modalPresentationStyle = .popover
        screen.preferredContentSize = Size(width: 12, height: 2)
        screen.popoverPresentationController?.sourceView = source
        screen.popoverPresentationController?.chrome = PopoverTestHarness.chrome
        window.rootViewController.present(screen, animated: false)
        terminal.send(.key(.character("x")), at: 1)
        EventLoop(terminal: terminal, application: window).run()
        #expect(
            Array(WidgetTesting.rows(of: terminal.screen)[3...8]) == [
                "          Open",
                "               ▲",
                "        ▗            ▖",
                "        │Details     │",
                "        │            │",
                "        ▝            ▘",
            ])
        let arrow = terminal.screen[15, 4].style
        #expect(arrow.foreground == PopoverTestHarness.chrome.border.background, "the surface's, pointing out of it")
    }
}
