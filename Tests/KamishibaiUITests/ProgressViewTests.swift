import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// A progress view 8 cells wide at (0, 0) of a 10×1 window on a manual clock.
@Suite struct ProgressViewTests {
    final class Harness {
        let clock = ManualClock()
        let window: Window
        let bar = ProgressView()

        init(reduceMotion: Bool = false) {
            var setup = WindowSetup(columns: 10, rows: 1, clock: clock, trace: .disabled(clock: clock))
            setup.reduceMotion = reduceMotion
            window = Window(setup)
            window.rootView.addSubview(bar)
            bar.frame = Rect(x: 0, y: 0, width: 8, height: 1)
        }

        var row: String { WidgetTesting.rows(of: WidgetTesting.screen(of: window))[0] }

        func step(_ seconds: Double) {
            clock.advance(by: seconds)
            window.advance()
        }
    }

    @Test func fillsToAnEighthOfACell() {
        let h = Harness()
        #expect(h.row == "────────")
        let looks: [(Double, String)] = [
            (1.0 / 64, "▏───────"), (0.25, "██──────"), (0.5 + 3.0 / 64, "████▍───"), (1, "████████"), (7, "████████"),
        ]
        for (progress, look) in looks {
            h.bar.progress = progress
            #expect(h.row == look, "at \(progress)")
        }
        #expect(h.bar.progress == 1, "clamped")
        let screen = WidgetTesting.screen(of: h.window)
        #expect(screen[0, 0].style.foreground == Theme.standard.tint)
        h.bar.progress = 0
        #expect(WidgetTesting.screen(of: h.window)[0, 0].style.foreground == Theme.standard.separator)
        h.bar.trackTintColor = RGB(1, 2, 3)
        h.bar.progressTintColor = RGB(4, 5, 6)
        h.bar.progress = 0.5
        let tinted = WidgetTesting.screen(of: h.window)
        #expect(tinted[0, 0].style.foreground == RGB(4, 5, 6) && tinted[7, 0].style.foreground == RGB(1, 2, 3))
    }

    @Test func setProgressAnimatedEasesThere() {
        let h = Harness()
        h.bar.setProgress(1, animated: true)
        #expect(h.bar.progress == 1, "the value set, at once (UIKit's)")
        #expect(h.row == "────────" && h.window.nextWake() == .nextFrame)
        h.step(0.125)
        #expect(h.bar.progress == 1 && h.row == "████────", "the fill half way at half the time")
        h.step(0.125)
        #expect(h.row == "████████" && h.window.nextWake() == .idle)
    }

    /// Chunks faster than the fill add up to the whole, as `progress` is the value set.
    @Test func addingChunksWhileTheFillMovesReachesTheEnd() {
        let h = Harness()
        for _ in 0..<10 {
            h.bar.setProgress(h.bar.progress + 0.1, animated: true)
            h.step(0.05)
        }
        #expect(abs(h.bar.progress - 1) < 1e-9)
        h.step(0.25)
        #expect(h.row == "████████")
    }

    @Test func reduceMotionCutsIt() {
        let h = Harness(reduceMotion: true)
        h.bar.setProgress(0.5, animated: true)
        #expect(h.bar.progress == 0.5 && h.window.nextWake() == .idle)
    }
}
