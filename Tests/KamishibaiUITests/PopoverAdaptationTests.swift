import KamishibaiGeometry
import KamishibaiMotion
import Testing

@testable import KamishibaiUI

/// A popover in a compact container: a sheet when presented there, a sheet or a popover again
/// as the terminal is resized while it is up, unless the window's width or a delegate says
/// otherwise; and the trace of each.
@Suite struct PopoverAdaptationTests {
    /// Answers with `style` and keeps the size classes it was asked about.
    final class Adapter: AdaptivePresentationControllerDelegate {
        let style: ModalPresentationStyle?
        var asked: [UserInterfaceSizeClass] = []
        init(_ style: ModalPresentationStyle?) { self.style = style }

        func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
            -> ModalPresentationStyle?
        {
            asked.append(traitCollection.horizontalSizeClass)
            return traitCollection.horizontalSizeClass == .compact ? style : nil
        }
    }

    /// A delegate that keeps the default adaptation.
    final class DefaultAdapter: AdaptivePresentationControllerDelegate {}

    @Test func presentedInACompactContainerItArrivesAsASheetInThePopoversChrome() {
        let h = PopoverTestHarness(columns: 60)
        h.present()
        #expect(h.controller is SheetPresentationController)
        #expect(h.controller?.presentationStyle == .sheet && h.controller?.adaptedFrom == .popover)
        #expect(h.screen.popoverPresentationController === h.popover, "the popover the app set up stays the screen's")
        #expect((h.controller as? DimmedPresentationController)?.chrome?.surface == PopoverTestHarness.surface)
        #expect(h.popover.containerView == nil || h.popover.arrowView.superview == nil, "no arrow")
        let presented = h.events("presentationDidEnd").last ?? ""
        #expect(presented.contains("\"style\":\"sheet\"") && presented.contains("\"adaptedFrom\":\"popover\""), "\(presented)")
        h.window.handle(.key(.escape))
        h.advance(by: 1)
        #expect(!h.isPresented)
        let dismissed = h.events("dismissalDidEnd").last ?? ""
        #expect(dismissed.contains("\"style\":\"sheet\"") && dismissed.contains("\"adaptedFrom\":\"popover\""), "\(dismissed)")
    }

    @Test func theSheetItBecomesIsItsAdaptiveSheetWithTheDetentsTheAppSet() {
        let h = PopoverTestHarness(columns: 60)
        h.popover.adaptiveSheetPresentationController.detents = [.medium]
        h.present()
        #expect(h.controller === h.popover.adaptiveSheetPresentationController)
        #expect(h.screen.view.frame == Rect(x: 0, y: 20, width: 60, height: 20), "half the height, as the app asked")
        h.window.handle(.resize(columns: 120, rows: 40))
        #expect(h.popover.adaptiveSheetPresentationController.adaptedFrom == nil, "no longer adapted")
        h.window.handle(.resize(columns: 60, rows: 40))
        #expect(h.controller === h.popover.adaptiveSheetPresentationController && h.controller?.adaptedFrom == .popover)
        #expect(h.screen.interactions.count == 1, "one drag, not one per adaptation")
        h.window.handle(.key(.escape))
        h.advance(by: 1)
        #expect(!h.isPresented && h.screen.presentationAdaptation == nil)
    }

    @Test func anAdaptedSheetSlidesUpAsASheetDoes() {
        let h = PopoverTestHarness(columns: 60)
        h.present(animated: true)
        h.advance(by: 0)
        h.advance(by: 0.1)
        let rest = h.controller?.frameOfPresentedViewInContainerView ?? .zero
        #expect(h.screen.view.frame.width == rest.width && h.screen.view.frame.minY > rest.minY, "on its way up")
        h.advance(by: 1)
        #expect(h.screen.view.frame == rest)
    }

    @Test func resizedNarrowWhileUpItBecomesASheetAndWideAgainThePopover() {
        let h = PopoverTestHarness()
        h.present()
        let container = h.popover.containerView
        h.window.handle(.resize(columns: 60, rows: 40))
        let sheet = h.controller
        #expect(sheet is SheetPresentationController && sheet?.adaptedFrom == .popover)
        #expect(sheet?.containerView === container, "in the same container")
        #expect(h.popover.arrowView.superview == nil && h.popover.dimmingView.superview == nil, "the popover's views gone")
        #expect((sheet as? DimmedPresentationController)?.dimmingView.superview === container)
        #expect(h.screen.view.frame == sheet?.frameOfPresentedViewInContainerView)
        #expect(h.screen.view.superview === container && container?.subviews.last === h.screen.view, "the screen on top")
        #expect(
            h.events("presentationAdapted") == [
                #"{"t":0,"event":"presentationAdapted","screen":"popover","style":"sheet","adaptedFrom":"popover"}"#
            ])
        h.window.handle(.resize(columns: 61, rows: 40))
        #expect(h.controller === sheet && h.events("presentationAdapted").count == 1, "still compact: no change")

        h.window.handle(.resize(columns: 120, rows: 40))
        #expect(h.controller === h.popover && h.popover.adaptedFrom == nil)
        #expect(h.screen.view.frame == PopoverTestHarness.restingFrame)
        #expect(h.popover.arrowView.superview === container && (sheet as? DimmedPresentationController)?.dimmingView.superview == nil)
        #expect(h.events("presentationAdapted").last?.hasSuffix(#""screen":"popover","style":"popover"}"#) == true)
        h.window.handle(.key(.escape))
        h.advance(by: 1)
        #expect(!h.isPresented)
        #expect(h.events("dismissalDidEnd").last?.contains("\"style\":\"popover\"") == true)
    }

    @Test func theSheetItBecameTakesItsDragAndLeavesItOnTheWayBack() {
        let h = PopoverTestHarness()
        h.present()
        #expect(h.screen.interactions.isEmpty)
        h.window.handle(.resize(columns: 60, rows: 40))
        #expect(h.screen.interactions.count == 1, "the sheet's drag")
        h.window.handle(.resize(columns: 120, rows: 40))
        #expect(h.screen.interactions.isEmpty)
    }

    @Test func theWindowsCompactWidthDecidesWhatIsCompact() {
        let h = PopoverTestHarness(columns: 60)
        h.window.compactWidth = 50
        h.present()
        #expect(h.controller === h.popover)
        let narrow = PopoverTestHarness(columns: 100)
        narrow.window.compactWidth = 101
        narrow.present()
        #expect(narrow.controller is SheetPresentationController)
    }

    @Test func aDelegateAnsweringNilKeepsThePopover() {
        let h = PopoverTestHarness(columns: 60)
        let adapter = Adapter(nil)
        h.popover.delegate = adapter
        h.present()
        #expect(h.controller === h.popover && h.popover.adaptedFrom == nil)
        #expect(adapter.asked == [.compact])
        h.window.handle(.resize(columns: 120, rows: 40))
        #expect(adapter.asked == [.compact, .regular])
    }

    @Test func aDelegateMayChooseAnotherStyleOrKeepTheDefault() {
        let h = PopoverTestHarness(columns: 60)
        let adapter = Adapter(.fullScreen)
        h.popover.delegate = adapter
        h.present()
        #expect(h.controller?.presentationStyle == .fullScreen && h.controller?.adaptedFrom == .popover)
        #expect(h.controller?.delegate === adapter, "the adapted controller has the app's delegate")
        #expect(h.screen.view.frame == h.window.rootView.bounds)
        h.window.handle(.resize(columns: 61, rows: 40))
        #expect(h.events("presentationAdapted").isEmpty, "still full screen")
        let keeping = PopoverTestHarness(columns: 60)
        let defaults = DefaultAdapter()
        keeping.popover.delegate = defaults
        keeping.present()
        #expect(keeping.controller?.presentationStyle == .sheet)
    }

    @Test func theWindowsOwnTraitsSayNoSizeClass() {
        let h = PopoverTestHarness()
        #expect(h.window.traitCollection.horizontalSizeClass == .unspecified)
        #expect(h.popover.adaptivePresentationStyle(for: TraitCollection()) == .popover)
        var compact = TraitCollection()
        compact.horizontalSizeClass = .compact
        #expect(h.popover.adaptivePresentationStyle(for: compact) == .sheet)
    }
}
