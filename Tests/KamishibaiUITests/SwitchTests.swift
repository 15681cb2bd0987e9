import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// The switch at (2, 1) of a 20×3 window on a manual clock, counting `.valueChanged`.
@Suite struct SwitchTests {
    final class Harness {
        let clock = ManualClock()
        let window: Window
        let control = Switch()
        var changes = 0

        init(reduceMotion: Bool = false) {
            var setup = WindowSetup(columns: 20, rows: 3, clock: clock, trace: .disabled(clock: clock))
            setup.reduceMotion = reduceMotion
            window = Window(setup)
            window.rootView.addSubview(control)
            control.frame = Rect(origin: Point(x: 2, y: 1), size: control.intrinsicContentSize)
            control.addAction(for: .valueChanged) { [weak self] in self?.changes += 1 }
        }

        var row: String { WidgetTesting.rows(of: WidgetTesting.screen(of: window))[1] }

        func mouse(_ kind: MouseEvent.Kind, _ column: Int) {
            window.handle(.mouse(MouseEvent(kind, column: column, row: 1)))
        }

        func step(_ seconds: Double) {
            clock.advance(by: seconds)
            window.advance()
        }
    }

    @Test func readsOnAndOffByTheThumbsPlaceAndShape() {
        let h = Harness()
        #expect(h.control.intrinsicContentSize == Size(width: 5, height: 1))
        #expect(h.row == "  (○  )")
        h.control.isOn = true
        #expect(h.row == "  (  ●)")
        #expect(h.changes == 0, "code sends nothing")
        #expect(h.control.contentHuggingPriority(for: .horizontal) == .required)
    }

    @Test func colorsComeFromTheThemeUnlessOverridden() {
        let h = Harness()
        let theme = Theme.standard
        var cell = WidgetTesting.screen(of: h.window)[3, 1].style
        #expect(cell.background == theme.separator && cell.foreground == theme.text, "off: the separator track")
        h.control.isOn = true
        cell = WidgetTesting.screen(of: h.window)[5, 1].style
        #expect(cell.background == theme.tint, "on: the tint")
        h.control.onTintColor = RGB(0, 200, 0)
        h.control.thumbTintColor = .white
        cell = WidgetTesting.screen(of: h.window)[5, 1].style
        #expect(cell.background == RGB(0, 200, 0) && cell.foreground == .white)
    }

    @Test func aClickFlipsItAndTheThumbSlides() {
        let h = Harness()
        h.mouse(.press(.left), 3)
        #expect(h.control.isHighlighted && h.changes == 0)
        h.mouse(.release(.left), 3)
        #expect(h.control.isOn && h.changes == 1 && !h.control.isHighlighted)
        #expect(h.row == "  (●  )", "filled at once; it has not moved yet")
        #expect(h.window.nextWake() == .nextFrame)
        h.step(0.1)
        #expect(h.row == "  ( ● )", "half way at 0.1 s")
        h.step(0.1)
        #expect(h.row == "  (  ●)")
        #expect(h.window.nextWake() == .idle, "nothing left moving")
    }

    @Test func aReleaseOutsideCancels() {
        let h = Harness()
        h.mouse(.press(.left), 3)
        h.mouse(.drag(.left), 12)
        #expect(!h.control.isHighlighted)
        h.mouse(.release(.left), 12)
        #expect(!h.control.isOn && h.changes == 0)
    }

    @Test func spaceAndEnterFlipItWhileFocused() {
        let h = Harness()
        h.window.handle(.key(.character(" ")))
        #expect(h.changes == 0, "not focused")
        #expect(h.control.becomeFirstResponder())
        h.window.handle(.key(.character(" ")))
        h.window.handle(.key(.enter))
        #expect(h.changes == 2 && !h.control.isOn)
        let cell = WidgetTesting.screen(of: h.window)[3, 1].style
        #expect(cell.attributes.contains(.underline) && cell.monochrome.contains(.underline), "focused without colour")
    }

    @Test func reduceMotionCutsTheSlide() {
        let h = Harness(reduceMotion: true)
        h.mouse(.press(.left), 3)
        h.mouse(.release(.left), 3)
        #expect(h.row == "  (  ●)")
        #expect(h.window.nextWake() == .idle)
    }

    @Test func disabledItTakesNothing() {
        let h = Harness()
        h.control.isEnabled = false
        h.mouse(.press(.left), 3)
        h.mouse(.release(.left), 3)
        #expect(!h.control.isOn && h.changes == 0 && !h.control.becomeFirstResponder())
        #expect(WidgetTesting.screen(of: h.window)[3, 1].style.monochrome.contains(.dim))
    }

    /// The app disables it between the press and the release: the release flips nothing.
    @Test func disabledMidPressItDoesNotFlip() {
        let h = Harness()
        h.mouse(.press(.left), 3)
        h.control.isEnabled = false
        h.mouse(.release(.left), 3)
        #expect(!h.control.isOn && h.changes == 0)
    }
}
