import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

@testable import KamishibaiUI

/// Pull to refresh on a 20×10 list of 100 rows at the top of a 20×12 window, on a manual
/// clock, frames 60 a second: the pull's bar, the threshold, `valueChanged` once a pull, the
/// inset kept while refreshing and the slide back, the app's own inset, Ctrl-R, and the
/// spinner's wake-ups.
@Suite struct RefreshControlTests {
    final class Harness {
        let traced = TracedWindow(columns: 20, rows: 12)
        let list = ListView(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let rows = CountingRows(100)
        let control = RefreshControl()
        /// How many times the control sent `valueChanged`.
        var sent = 0

        init(title: String? = "Loading") {
            traced.window.rootView.addSubview(list)
            list.dataSource = rows
            control.title = title
            control.addAction(for: .valueChanged) { [weak self] in self?.sent += 1 }
            list.refreshControl = control
            list.becomeFirstResponder()
            traced.window.rootView.layoutIfNeeded()
        }

        var offset: Double { list.contentOffset.y }
        var now: Double { traced.clock.now }
        var screen: [String] { WidgetTesting.rows(of: WidgetTesting.screen(of: traced.window)) }
        var refreshLines: [String] { traced.events("refresh") }

        /// A press on row 1 at `time`, then the pointer a row further down every 0.1 s through
        /// `rows` rows: held there, not released.
        func pull(_ rows: Int, at time: Double, from row: Int = 1) {
            traced.mouse(time, .press(.left), 5, row)
            for step in 1...rows { traced.mouse(time + 0.1 * Double(step), .drag(.left), 5, row + step) }
        }

        /// The pointer let go, at rest, 0.2 s after `time`.
        func release(at time: Double, row: Int) { traced.mouse(time, .release(.left), 5, row) }

        /// Frames until nothing moves.
        func settle() {
            for _ in 0..<600 where traced.window.animations.isActive { traced.advance(to: now + 1.0 / 60) }
        }
    }

    /// Four rows of drag pull the content down by the rubber band's give (1.80 rows at a
    /// height of 10): the bar is 60 % full, 19 of its 32 eighths, beside the title.
    @Test func aPullShowsHowFarItHasGone() {
        let h = Harness()
        h.pull(4, at: 1)
        let pulled = RubberBand.offset(4, dimension: 10)
        #expect(h.offset == -pulled && abs(pulled - 1.8033) < 1e-4)
        #expect(abs(h.control.pullProgress - pulled / 3) < 1e-12)
        #expect(!h.control.isRefreshing && h.sent == 0)
        h.traced.advance(to: 1.5)
        #expect(h.screen[1] == "    ██▍─ Loading", "the control's row, above the content")
        #expect(h.screen[2] == " Row 0")
    }

    /// Past three rows of pull (eight rows of drag at a height of 10: 3.06) it begins:
    /// `valueChanged` once, traced, however much further the pull goes; released, the content
    /// rests one row down, the spinner turning in that row.
    @Test func pastTheThresholdItBeginsOnce() {
        let h = Harness()
        h.pull(7, at: 1)
        #expect(!h.control.isRefreshing && abs(h.control.pullProgress - RubberBand.offset(7, dimension: 10) / 3) < 1e-12)
        h.traced.mouse(1.8, .drag(.left), 5, 9)
        #expect(h.control.isRefreshing && h.sent == 1)
        #expect(h.refreshLines.count == 1 && h.refreshLines[0].contains(#""state":"began""#))
        #expect(h.offset == RubberBand.offset(-8, dimension: 10))
        // The top edge is now a row higher: the rubber band counts from it.
        h.traced.mouse(1.9, .drag(.left), 5, 10)
        #expect(h.offset == -1 + RubberBand.offset(-8, dimension: 10))
        h.traced.mouse(2.0, .drag(.left), 5, 6)
        h.traced.mouse(2.1, .drag(.left), 5, 10)
        #expect(h.sent == 1 && h.refreshLines.count == 1, "once per pull")
        h.release(at: 2.3, row: 10)
        h.settle()
        #expect(h.offset == -1 && h.list.adjustedContentInset.top == 1 && h.list.contentInset.top == 0)
        #expect(h.screen[0].hasSuffix(" Loading") && h.screen[1] == " Row 0")
        #expect(h.control.spinner.isAnimating)
    }

    /// A pull short of the threshold springs back and begins nothing.
    @Test func aShortPullDoesNotRefresh() {
        let h = Harness()
        h.pull(5, at: 1)
        h.release(at: 1.7, row: 6)
        h.settle()
        #expect(h.offset == 0 && !h.control.isRefreshing && h.sent == 0 && h.refreshLines.isEmpty)
        #expect(h.screen[0] == " Row 0")
    }

    /// `endRefreshing()` slides the content back up in 0.3 s of animation time, eased (half
    /// way at half time), traced; then nothing wakes the window.
    @Test func endRefreshingSlidesBack() {
        let h = Harness()
        h.pull(8, at: 1)
        h.release(at: 2, row: 9)
        h.settle()
        h.traced.advance(to: 4)
        h.control.endRefreshing()
        #expect(!h.control.isRefreshing && h.list.adjustedContentInset.top == 0)
        #expect(h.refreshLines.last?.contains(#""state":"ended""#) == true && h.refreshLines.count == 2)
        h.traced.advance(to: 4.15)
        #expect(abs(h.offset + 0.5) < 1e-9)
        h.traced.advance(to: 4.3)
        #expect(h.offset == 0 && h.screen[0] == " Row 0")
        h.traced.advance(to: 4.4)
        #expect(h.traced.window.nextWake() == .idle, "no wake-up at rest once ended")
        // The next pull begins another.
        h.pull(8, at: 5)
        #expect(h.control.isRefreshing && h.sent == 2)
    }

    /// Ended while the pull still holds the content down: that pull does not begin another;
    /// once the content is back at its top, the next does.
    @Test func endedUnderThePullItWaitsForTheNextPull() {
        let h = Harness()
        h.pull(8, at: 1)
        h.control.endRefreshing()
        h.traced.mouse(1.9, .drag(.left), 5, 10)
        #expect(!h.control.isRefreshing && h.sent == 1)
        h.release(at: 2.1, row: 10)
        h.settle()
        #expect(h.offset == 0)
        h.pull(8, at: 5)
        #expect(h.control.isRefreshing && h.sent == 2)
    }

    /// The app's own top inset of 2 is kept: refreshing adds the control's row (3), and the
    /// end comes back to 2.
    @Test func theAppsOwnInsetIsKept() {
        let h = Harness()
        h.list.contentInset = Insets(top: 2)
        h.list.contentOffset = Point(x: 0, y: -2)
        h.traced.advance(to: 0.5)
        h.pull(8, at: 1)
        #expect(h.control.isRefreshing)
        h.release(at: 2, row: 9)
        h.settle()
        #expect(h.offset == -3 && h.list.contentInset == Insets(top: 2) && h.list.adjustedContentInset.top == 3)
        h.control.endRefreshing()
        h.settle()
        #expect(h.offset == -2 && h.list.contentInset == Insets(top: 2))
    }

    /// Ctrl-R is the list's key command while it has a control that is not refreshing: it
    /// begins as a pull does (traced, `valueChanged`) and scrolls to the top to show it.
    @Test func controlRBeginsIt() {
        let h = Harness()
        h.list.setContentOffset(Point(x: 0, y: 20), animated: false)
        let titles = h.traced.window.availableKeyCommands.filter { $0.input == .control("r") }.map(\.title)
        #expect(titles == ["Refresh"])
        h.traced.at(1, .key(.control("r")))
        #expect(h.control.isRefreshing && h.sent == 1 && h.refreshLines.count == 1)
        #expect(h.traced.window.availableKeyCommands.allSatisfy { $0.input != .control("r") }, "not while refreshing")
        h.traced.at(1.1, .key(.control("r")))
        #expect(h.sent == 1)
        h.settle()
        #expect(h.offset == -1 && h.screen[1] == " Row 0")
    }

    /// Without a refresh control the key is not there.
    @Test func noControlNoKey() {
        let h = Harness()
        h.list.refreshControl = nil
        #expect(h.control.superview == nil)
        #expect(h.traced.window.availableKeyCommands.allSatisfy { $0.input != .control("r") })
    }

    /// `beginRefreshing()` from code shows the control at the top without `valueChanged` (UIKit's).
    @Test func beginRefreshingFromCodeSendsNothing() {
        let h = Harness()
        h.control.beginRefreshing()
        h.settle()
        #expect(h.control.isRefreshing && h.sent == 0 && h.refreshLines.isEmpty && h.offset == -1)
    }

    /// The spinner asks for a wake-up only while its row is on screen: scrolled away, none;
    /// back, it turns again.
    @Test func noWakeUpsWhenScrolledAway() {
        let h = Harness()
        h.control.beginRefreshing()
        h.settle()
        // Each frame drawn, as the event loop draws it.
        func frame(at time: Double) {
            h.traced.advance(to: time)
            _ = h.screen
        }
        frame(at: 2)
        #expect(h.traced.window.nextWake() == .at(2.1), "turning on screen")
        h.list.setContentOffset(Point(x: 0, y: 30), animated: false)
        frame(at: 2.2)
        #expect(h.traced.window.nextWake() == .idle, "scrolled away")
        h.list.setContentOffset(Point(x: 0, y: -1), animated: false)
        frame(at: 2.45)
        #expect(h.traced.window.nextWake() == .at(2.5), "turning again")
        h.control.isHidden = true
        frame(at: 2.6)
        #expect(h.traced.window.nextWake() == .idle, "hidden")
        h.control.isHidden = false
        h.control.endRefreshing()
        h.settle()
        frame(at: 3)
        #expect(h.traced.window.nextWake() == .idle, "ended")
    }

    /// Without a title the bar stands alone, centred.
    @Test func untitledTheBarIsCentred() {
        let h = Harness(title: nil)
        h.pull(4, at: 1)
        h.traced.advance(to: 1.5)
        #expect(h.screen[1] == "        ██▍─")
    }
}
