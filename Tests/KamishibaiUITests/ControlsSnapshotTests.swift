import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// The controls as the headless terminal shows them through the event loop: a small settings
/// form, clicked and dragged (to the pixel) at set times; the loop idle once the spinner stops.
@Suite struct ControlsSnapshotTests {
    /// A 30×6 form: a switch, a slider, segments, a progress bar and a spinner, one a row.
    static func run() -> HeadlessTerminal {
        let terminal = HeadlessTerminal(columns: 30, rows: 6, endOfTime: 60)
        let window = Window(WindowSetup(terminal: terminal, trace: .disabled(clock: terminal.clock)))
        let wifi = Switch()
        let volume = Slider(value: 0.5)
        let range = SegmentedControl(items: ["Day", "Week"])
        let download = ProgressView(progress: 0.25)
        let spinner = ActivityIndicatorView()
        let rows: [(String, View, Double)] = [
            ("Wi-Fi", wifi, 5), ("Volume", volume, 12), ("Range", range, 12), ("Done", download, 12), ("Busy", spinner, 1),
        ]
        for (y, (title, control, width)) in rows.enumerated() {
            let label = Label(title)
            label.frame = Rect(x: 0, y: Double(y), width: 8, height: 1)
            control.frame = Rect(x: 8, y: Double(y), width: width, height: 1)
            window.rootView.addSubview(label)
            window.rootView.addSubview(control)
        }
        wifi.addAction(for: .valueChanged) { [weak download] in download?.setProgress(1, animated: true) }
        spinner.startAnimating()
        // A click on the switch; a drag on the slider in pixels; a click on "Week".
        terminal.send(.mouse(MouseEvent(.press(.left), column: 10, row: 0)), at: 1)
        terminal.send(.mouse(MouseEvent(.release(.left), column: 10, row: 0)), at: 1)
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 9.5, y: 1.5))), at: 2)
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 11.375, y: 1.5))), at: 2.1)
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 11.375, y: 1.5))), at: 2.2)
        terminal.send(.mouse(MouseEvent(.press(.left), column: 15, row: 2)), at: 3)
        terminal.send(.mouse(MouseEvent(.release(.left), column: 15, row: 2)), at: 3)
        window.timers.schedule(at: 4) { spinner.stopAnimating() }
        EventLoop(terminal: terminal, application: window).run()
        return terminal
    }

    static func screen(_ terminal: HeadlessTerminal, at time: Double) -> [String] {
        WidgetTesting.rows(of: terminal.frames.last { $0.time <= time }?.screen ?? terminal.screen)
    }

    @Test func aSettingsFormClickedAndDragged() {
        let terminal = Self.run()
        #expect(
            Self.screen(terminal, at: 0.5) == [
                "Wi-Fi   (○  )",
                "Volume  ██████──────",
                "Range    Day │ Week",
                "Done    ███─────────",
                "Busy    ⠴",
            ] + [""])
        #expect(
            Self.screen(terminal, at: 3.5) == [
                "Wi-Fi   (  ●)",
                "Volume  ███▍────────",
                "Range    Day │ Week",
                "Done    ████████████",
                "Busy    ⠴",
            ] + [""])
        #expect(!Self.screen(terminal, at: 60).joined().contains("⠏"), "stopped, hidden")
        #expect(terminal.waits.last == .some(nil), "idle at the end")
    }
}
