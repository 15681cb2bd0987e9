import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// The controls' keys are key commands: listed while the control has the focus (so help shows
/// them), and run by a key press as before.
@Suite struct ControlKeyCommandsTests {
    func focused(_ control: Control) -> Window {
        let clock = ManualClock()
        let window = Window(columns: 80, rows: 24, clock: clock, trace: .disabled(clock: clock))
        window.rootViewController.view.addSubview(control)
        control.becomeFirstResponder()
        return window
    }

    func listed(_ window: Window) -> [Key: String] {
        Dictionary(window.availableKeyCommands.map { ($0.input, $0.title) }) { first, _ in first }
    }

    @Test func aSwitchsEnterAndSpace() {
        let toggle = Switch()
        let window = focused(toggle)
        #expect(listed(window)[.enter] == "Turn on" && listed(window)[.character(" ")] == "Turn on")
        window.handle(.key(.character(" ")))
        #expect(toggle.isOn && listed(window)[.enter] == "Turn off")
        toggle.isEnabled = false
        #expect(listed(window)[.enter] == nil)
    }

    @Test func aSlidersSteps() {
        let slider = Slider(value: 0.5)
        let window = focused(slider)
        #expect(listed(window)[.left] == "Decrease" && listed(window)[.pageUp] == "Increase more")
        #expect(listed(window)[.home] == "Minimum" && listed(window)[.end] == "Maximum")
        window.handle(.key(.right))
        #expect(abs(slider.value - 0.55) < 1e-12)
        window.handle(.key(.home))
        #expect(slider.value == 0)
    }

    @Test func aSegmentedControlsArrows() {
        let control = SegmentedControl(items: ["Day", "Week", "Month"])
        let window = focused(control)
        #expect(listed(window)[.left] == "Previous segment" && listed(window)[.right] == "Next segment")
        window.handle(.key(.right))
        window.handle(.key(.right))
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test func aPageControlsArrows() {
        let dots = PageControl()
        dots.numberOfPages = 3
        let window = focused(dots)
        // On the first page ← is not the dots' (it goes on, to a navigation stack's Back, say).
        #expect(listed(window)[.left] == nil && listed(window)[.right] == "Next page")
        window.handle(.key(.right))
        #expect(dots.currentPage == 1)
        #expect(listed(window)[.left] == "Previous page" && listed(window)[.right] == "Next page")
        window.handle(.key(.right))
        #expect(dots.currentPage == 2 && listed(window)[.right] == nil)
    }
}
