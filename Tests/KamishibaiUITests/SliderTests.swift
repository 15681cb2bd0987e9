import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiUI
import Testing

/// A slider 0…100 at (0, 1), 10 cells wide, on a 20×3 window, noting the values it sends.
@Suite struct SliderTests {
    final class Harness {
        let window = WidgetTesting.window(columns: 20, rows: 3)
        let slider = Slider(value: 50, minimumValue: 0, maximumValue: 100)
        var sent: [Double] = []

        init() {
            window.rootView.addSubview(slider)
            slider.frame = Rect(x: 0, y: 1, width: 10, height: 1)
            slider.addAction(for: .valueChanged) { [weak self] in
                guard let self else { return }
                sent.append(slider.value)
            }
        }

        var row: String { WidgetTesting.rows(of: WidgetTesting.screen(of: window))[1] }

        func mouse(_ kind: MouseEvent.Kind, column: Int) {
            window.handle(.mouse(MouseEvent(kind, column: column, row: 1)))
        }

        func mouse(_ kind: MouseEvent.Kind, x: Double) {
            window.handle(.mouse(MouseEvent(kind, at: Point(x: x, y: 1.5))))
        }

        func key(_ key: Key) { window.handle(.key(key)) }
    }

    @Test func theTrackFillsToAnEighthOfACell() {
        let h = Harness()
        #expect(h.row == "█████─────")
        h.slider.value = 33
        #expect(h.row == "███▎──────", "3.3 cells: three and two eighths (3.25 is nearest)")
        h.slider.value = 100
        #expect(h.row == "██████████")
        h.slider.value = 250
        #expect(h.slider.value == 100, "kept in range")
        #expect(h.sent.isEmpty, "code sends nothing")
        #expect(h.slider.intrinsicContentSize.width == View.noIntrinsicMetric)
    }

    @Test func colorsComeFromTheThemeUnlessOverridden() {
        let h = Harness()
        var screen = WidgetTesting.screen(of: h.window)
        #expect(screen[0, 1].style.foreground == Theme.standard.tint && screen[9, 1].style.foreground == Theme.standard.separator)
        #expect(screen[0, 1].style.background == WidgetTesting.plain.background, "over what is behind")
        h.slider.minimumTrackTintColor = RGB(0, 200, 0)
        h.slider.maximumTrackTintColor = RGB(60, 60, 60)
        screen = WidgetTesting.screen(of: h.window)
        #expect(screen[0, 1].style.foreground == RGB(0, 200, 0) && screen[9, 1].style.foreground == RGB(60, 60, 60))
    }

    @Test func aDragInPixelsSetsTheValueToThePixel() {
        let h = Harness()
        h.mouse(.press(.left), x: 2.5)
        #expect(h.slider.value == 25 && h.slider.isHighlighted)
        h.mouse(.drag(.left), x: 7.125)
        #expect(abs(h.slider.value - 71.25) < 1e-9, "an eighth of a cell past 7")
        #expect(h.row == "███████▏──")
        h.mouse(.drag(.left), x: 14)
        #expect(h.slider.value == 100, "beyond the end: the maximum")
        h.mouse(.release(.left), x: 14)
        #expect(h.sent.map { $0.rounded() } == [25, 71, 100] && !h.slider.isHighlighted)
    }

    @Test func inWholeCellsTheEndCellsAreTheEnds() {
        let h = Harness()
        h.mouse(.press(.left), column: 0)
        #expect(h.slider.value == 0)
        h.mouse(.drag(.left), column: 9)
        #expect(h.slider.value == 100)
        h.mouse(.drag(.left), column: 3)
        h.mouse(.release(.left), column: 3)
        #expect(h.sent.map { ($0 * 100).rounded() / 100 } == [0, 100, 33.33])
    }

    @Test func notContinuousItSendsOnceAtTheRelease() {
        let h = Harness()
        h.slider.isContinuous = false
        h.mouse(.press(.left), x: 1)
        h.mouse(.drag(.left), x: 4)
        #expect(h.sent.isEmpty && h.slider.value == 40)
        h.mouse(.release(.left), x: 6)
        #expect(h.sent == [60])
        h.mouse(.press(.left), x: 6)
        h.mouse(.release(.left), x: 6)
        #expect(h.sent == [60], "no change, nothing sent")
    }

    @Test func keysStepWhileFocused() {
        let h = Harness()
        h.key(.right)
        #expect(h.slider.value == 50, "not focused")
        #expect(h.slider.becomeFirstResponder())
        h.key(.right)
        #expect(h.slider.value == 55)
        h.key(.left)
        h.key(.left)
        #expect(h.slider.value == 45)
        h.key(.pageUp)
        #expect(h.slider.value == 65)
        h.key(.pageDown)
        #expect(h.slider.value == 45)
        h.key(.end)
        h.key(.right)
        #expect(h.slider.value == 100)
        h.key(.home)
        #expect(h.sent == [55, 50, 45, 65, 45, 100, 0], "one per change, none at the end")
        let cell = WidgetTesting.screen(of: h.window)[3, 1].style
        #expect(cell.monochrome.contains(.underline), "focused without colour")
    }

    @Test func aNewRangeKeepsTheValueInIt() {
        let h = Harness()
        h.slider.maximumValue = 40
        #expect(h.slider.value == 40 && h.row == "██████████")
        h.slider.minimumValue = 20
        h.slider.value = 30
        #expect(h.row == "█████─────", "half way from 20 to 40")
        #expect(h.sent.isEmpty)
    }

    /// The app disables it mid-drag: the rest of the drag changes nothing.
    @Test func disabledMidDragTheValueStays() {
        let h = Harness()
        h.mouse(.press(.left), x: 2.5)
        h.slider.isEnabled = false
        h.mouse(.drag(.left), x: 7.5)
        h.mouse(.release(.left), x: 8.5)
        #expect(h.slider.value == 25 && h.sent == [25])
    }
}
