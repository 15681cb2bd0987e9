import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// A spinner at (1, 0) of a 10×2 window on a manual clock: it asks for a wake-up only while it
/// turns on screen.
@Suite struct ActivityIndicatorViewTests {
    final class Harness {
        let clock = ManualClock()
        let window: Window
        let spinner = ActivityIndicatorView()

        init() {
            window = Window(WindowSetup(columns: 10, rows: 2, clock: clock, trace: .disabled(clock: clock)))
            window.rootView.addSubview(spinner)
            spinner.frame = Rect(x: 1, y: 0, width: 1, height: 1)
        }

        /// A frame at `time`, as the event loop does when a deadline comes: timers, then drawing.
        @discardableResult
        func frame(at time: Double) -> String {
            clock.advance(by: time - clock.now)
            window.advance()
            return WidgetTesting.rows(of: WidgetTesting.screen(of: window))[0]
        }

        /// Whether the window asks to be woken at `time` (to a microsecond), and by nothing
        /// sooner.
        func wakes(at time: Double) -> Bool {
            guard case .at(let deadline) = window.nextWake() else { return false }
            return abs(deadline - time) < 1e-6
        }
    }

    @Test func turnsTenFramesASecondWhileShown() {
        let h = Harness()
        #expect(h.spinner.isHidden && !h.spinner.isAnimating, "hidden while stopped")
        #expect(h.frame(at: 0) == "")
        #expect(h.window.nextWake() == .idle)
        h.spinner.startAnimating()
        #expect(h.frame(at: 1) == " ⠋" && h.wakes(at: 1.1))
        #expect(h.frame(at: 1.1) == " ⠙" && h.wakes(at: 1.2))
        #expect(h.frame(at: 1.25) == " ⠹" && h.wakes(at: 1.3))
        #expect(h.frame(at: 2.05) == " ⠋", "round again after a second")
        #expect(h.window.isAtRest, "a spinner does not keep pictures from showing in pixels")
        #expect(WidgetTesting.screen(of: h.window)[1, 0].style.foreground == Theme.standard.secondaryText)
    }

    @Test func aFrameEndingNowByRoundingWakesAtTheNextOne() {
        let h = Harness()
        h.spinner.startAnimating()
        h.frame(at: 0)
        // 4.3 / 0.1 is 42.99…: frame 42's end, 43 × 0.1, is 4.3 itself. A wake-up asked for then
        // would come at once and again, with a manual clock standing still.
        #expect(h.frame(at: 4.3) == " ⠸" && h.wakes(at: 4.4))
    }

    @Test func stoppedItCostsNoWakeUp() {
        let h = Harness()
        h.spinner.startAnimating()
        h.frame(at: 0)
        h.spinner.stopAnimating()
        #expect(h.window.nextWake() == .idle && h.spinner.isHidden)
        h.spinner.hidesWhenStopped = false
        #expect(h.frame(at: 1) == " ⠿" && h.window.nextWake() == .idle, "shown still")
    }

    @Test func hiddenOrOffScreenItCostsNoWakeUp() {
        let h = Harness()
        h.spinner.startAnimating()
        h.frame(at: 0)
        h.spinner.isHidden = true
        h.frame(at: 0.1)
        #expect(h.window.nextWake() == .idle, "the wake-up it had came; no other asked for")
        h.spinner.isHidden = false
        #expect(h.frame(at: 5.05) == " ⠋" && h.wakes(at: 5.1), "shown again, it turns again")
        // Out of its clip: a scrolled-away view is drawn outside the canvas.
        h.spinner.frame.origin = Point(x: 30, y: 0)
        h.frame(at: 5.2)
        #expect(h.window.nextWake() == .idle)
        h.spinner.frame.origin = Point(x: 1, y: 0)
        h.frame(at: 6.05)
        #expect(h.wakes(at: 6.1))
        h.spinner.removeFromSuperview()
        h.frame(at: 6.2)
        #expect(h.window.nextWake() == .idle, "off the window")
    }
}
