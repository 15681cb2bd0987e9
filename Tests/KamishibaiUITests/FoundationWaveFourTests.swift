import KamishibaiCanvas
import KamishibaiMotion
import KamishibaiTerminal
import Testing

@testable import KamishibaiUI

/// The shared pieces issue 34's parts build on: priorities, the theme, modified keys and
/// controls' actions.
struct FoundationWaveFourTests {
    @Test func prioritiesDefaultAsUIKitsAndCanBeSet() {
        let view = View()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        view.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
        #expect(view.contentHuggingPriority(for: .vertical).rawValue == 251)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(LayoutPriority.fittingSizeLevel < .defaultLow && LayoutPriority.defaultHigh < .required)
    }

    @Test func aViewReadsItsWindowsTheme() {
        let clock = ManualClock()
        var setup = WindowSetup(columns: 10, rows: 4, clock: clock, trace: Trace(clock: clock) { _ in })
        setup.traitCollection.theme.tint = RGB(hex: 0x00FF00)
        let window = Window(setup)
        let view = View()
        #expect(view.traitCollection.theme == .standard)
        window.rootView.addSubview(view)
        #expect(view.traitCollection.theme.tint == RGB(hex: 0x00FF00))
    }

    @Test func modifiedKeysAreNamedCtrlAltShift() {
        #expect(Key.modified(.up, [.shift, .control]).displayName == "Ctrl-Shift-↑")
        #expect(Key.modified(.character("x"), .alternate).displayName == "Alt-x")
        #expect(Key.modified(.up, .shift) != .up)
    }

    @Test func aControlSendsToTheHandlersOfItsEventsWhileEnabled() {
        let control = Control()
        var log: [String] = []
        control.addAction(for: .valueChanged) { log.append("value") }
        control.addAction(for: [.valueChanged, .primaryActionTriggered]) { log.append("both") }
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .primaryActionTriggered)
        control.isEnabled = false
        control.sendActions(for: .valueChanged)
        #expect(log == ["value", "both", "both"])
        control.isEnabled = true
        control.removeActions(for: .primaryActionTriggered)
        control.sendActions(for: .valueChanged)
        #expect(log == ["value", "both", "both", "value"])
    }
}
