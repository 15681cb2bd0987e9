import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// The navigation stack's edge pop through the library's drag skeleton and release policy:
/// → held drags the top page off two columns a repeat, its letting go (the pause in its
/// repeats, or its release where the terminal reports releases) is the release, and the
/// policy decides from the percent and, for the pointer, the velocity — to the pixel. A
/// 60×20 window; the presented stack's pages are 60 columns wide, so n columns are n / 60.
@Suite struct EdgePopDragTests {
    final class Harness: WindowHarness {
        let nav: NavigationController
        var lines: [String] = []

        /// The stack's presentation, when it is a sidebar (the screen holds its delegate weakly).
        var sidebar: StyledTransitioningDelegate?

        init(keyReleases: Bool = false, sidebar: Bool = false) {
            let clock = ManualClock()
            let trace = Trace(clock: clock) { _ in }
            nav = NavigationController(name: "Nav", root: ViewController(name: "A"))
            super.init(clock: clock, window: Window(columns: 60, rows: 20, clock: clock, trace: trace), lead: .oneFrame)
            if keyReleases {
                var features = TerminalFeatures()
                features.keyboardFlags = 0
                window.terminalFeaturesDidChange(features)
            }
            if sidebar { self.sidebar = nav.sheetPresentation(.sidebar) }
            window.rootViewController.present(nav, animated: false)
            nav.push(ViewController(name: "B"), animated: false)
            trace.observer = { [weak self] in self?.lines.append($0.name) }
        }

        var percent: Double { nav.popInteractor.percentComplete }
        /// The trace's interaction events, in order.
        var interaction: [String] { lines.filter { $0.hasPrefix("interaction") && $0 != "interactionUpdate" } }
    }

    /// → pressed at 1 and repeated every 40 ms: the first press goes on, each repeat pulls
    /// two columns; 16 repeats are 32 of 60 columns, past half. The pause after the last
    /// repeat (at 1.64) lets go at 1.79, and the pop finishes.
    @Test func aHeldRightArrowPopsPastHalf() {
        let h = Harness()
        h.at(1, .key(.right))
        #expect(!h.nav.isTransitioning, "a single press goes on")
        h.play(InputScript.repeated(.right, count: 16, start: 1.04, interval: 0.04))
        #expect(h.percent == 32.0 / 60)
        h.frame(at: 1.64 + KeyRepeatTracker.repeatGap - 0.01)
        #expect(h.nav.isTransitioning && h.interaction == ["interactionBegan"], "still held")
        h.frame(at: 1.64 + KeyRepeatTracker.repeatGap + 0.01)
        #expect(h.interaction == ["interactionBegan", "interactionFinish"])
        h.settle(until: 3)
        #expect(h.nav.viewControllers.count == 1)
    }

    /// Five repeats pull ten columns; two ← while it is held push four back: 6 / 60, short of
    /// half, so letting go brings the page back.
    @Test func leftArrowsPushAHeldPopBackAndAShortOneComesBack() {
        let h = Harness()
        h.play(InputScript.repeated(.right, count: 6, start: 1, interval: 0.04))
        #expect(h.percent == 10.0 / 60)
        h.play(InputScript.repeated(.left, count: 2, start: 1.24, interval: 0.04))
        #expect(h.percent == 6.0 / 60 && h.nav.isTransitioning, "← moved it back, popped nothing")
        h.settle(until: 3)
        #expect(h.nav.viewControllers.count == 2 && h.interaction == ["interactionBegan", "interactionCancel"])
    }

    /// Where the terminal reports releases, the release ends the drag at its instant, however
    /// long after the last repeat.
    @Test func withReleasesTheReleaseLetsGo() {
        let h = Harness(keyReleases: true)
        h.play(InputScript.repeated(.right, count: 17, start: 1, interval: 0.04))
        h.frame(at: 2.5)
        #expect(h.interaction == ["interactionBegan"], "no pause lets go")
        h.at(2.513, .keyReleased(.right))
        #expect(h.interaction == ["interactionBegan", "interactionFinish"])
        h.settle(until: 4)
        #expect(h.nav.viewControllers.count == 1)
    }

    /// At the root nothing pops: a held → goes on, and nothing begins.
    @Test func atTheRootAHeldRightArrowGoesOn() {
        let h = Harness()
        h.nav.pop(animated: false)
        h.play(InputScript.repeated(.right, count: 4, start: 1, interval: 0.04))
        #expect(!h.nav.isTransitioning && h.interaction.isEmpty)
    }

    /// In a sidebar, which leaves to the right too, a held → is the stack's while a page can
    /// pop (the innermost drag wins, as a UIKit edge pan inside a sheet): the page goes, the
    /// sidebar stays. At the stack's root the same keys drag the sidebar away.
    @Test func inASidebarAHeldRightArrowPopsBeforeItDragsTheSidebar() {
        let h = Harness(sidebar: true)
        let width = h.nav.topViewController?.view.frame.width ?? 0
        #expect(width > 0 && width < 60, "a sidebar, narrower than the window")
        h.play(InputScript.repeated(.right, count: 16, start: 1, interval: 0.04))
        #expect(h.percent == min(32 / width, 1) && h.nav.isTransitioning, "32 columns, past half")
        #expect(h.window.transitions.active == nil, "the sidebar does not move")
        h.settle(until: 3)
        #expect(h.nav.viewControllers.count == 1 && h.nav.presentingViewController != nil)
        h.play(InputScript.repeated(.right, count: 6, start: 4, interval: 0.04))
        #expect(!h.nav.isTransitioning && h.window.transitions.active?.isInteractive == true, "at the root: the sidebar's drag")
    }

    /// A flick in pixels, 3/8 of a column a report: every 10 ms that is 37.5 columns a second,
    /// past the 30 (15 rows) that pops; every 20 ms it is 18.75, and the page comes back. The
    /// percent follows to the pixel: 1.125 of 60 columns.
    @Test(arguments: [(0.01, true), (0.02, false)])
    func theFlickIsDecidedFromPixels(step: Double, pops: Bool) {
        let h = Harness()
        let xs = [0.5, 0.875, 1.25, 1.625]
        for (i, x) in xs.enumerated() {
            h.mouse(1 + step * Double(i), i == 0 ? .press(.left) : .drag(.left), at: Point(x: x, y: 10.5))
        }
        h.mouse(1 + step * 3, .release(.left), at: Point(x: xs[3], y: 10.5))
        #expect(h.percent == 1.125 / 60)
        h.settle(until: 3)
        #expect(h.nav.viewControllers.count == (pops ? 1 : 2))
    }

    /// Past half, a flick back to the left brings the page back: 40 columns out, then 10 back
    /// in 60 ms (over 150 columns a second) and released at 30, half the width.
    @Test func aFlickBackCancelsPastHalf() {
        let h = Harness()
        h.mouse(1, .press(.left), 0, 10)
        for (i, column) in [10, 20, 30, 40, 36, 33, 30].enumerated() {
            h.mouse(1.1 + (i < 4 ? 0.1 * Double(i) : 0.3 + 0.02 * Double(i - 3)), .drag(.left), column, 10)
        }
        h.mouse(1.46, .release(.left), 30, 10)
        #expect(h.percent == 0.5)
        h.settle(until: 3)
        #expect(h.nav.viewControllers.count == 2 && h.interaction == ["interactionBegan", "interactionCancel"])
    }

    /// The app sets the policy: from a quarter of the width, 18 columns (0.3) held still pop.
    @Test func theAppSetsThePolicy() {
        let h = Harness()
        h.nav.popReleasePolicy.threshold = 0.25
        h.play(InputScript.drag(from: CellPoint(x: 0, y: 10), to: CellPoint(x: 18, y: 10), start: 1, step: 0.02, rest: 0.2))
        #expect(h.percent == 0.3)
        h.settle(until: 3)
        #expect(h.nav.viewControllers.count == 1)
    }
}
