// A small settings form: a switch, a slider, segments, a progress bar and a spinner.
import Kamishibai

final class SettingsWindow: Window {
    let wifi = Switch(isOn: true)
    let volume = Slider(value: 40, minimumValue: 0, maximumValue: 100)
    let theme = SegmentedControl(items: ["Light", "Dark", "Auto"])
    let sync = ProgressView()
    let busy = ActivityIndicatorView()
    private(set) var saved: [String] = []
    private var rows: [(label: Label, control: View)] = []

    override init(_ setup: WindowSetup) {
        super.init(setup)
        theme.selectedSegmentIndex = 2
        rows = [("Wi-Fi", wifi), ("Volume", volume), ("Theme", theme), ("Sync", sync), ("", busy)].map { (Label($0), $1) }
        for row in rows {
            rootView.addSubview(row.label)
            rootView.addSubview(row.control)
        }
        // Each control says what the user did; setting a value from code sends nothing.
        wifi.addAction(for: .valueChanged) { [weak self] in
            guard let self else { return }
            saved.append("wifi \(wifi.isOn)")
        }
        volume.isContinuous = false
        volume.addAction(for: .valueChanged) { [weak self] in
            guard let self else { return }
            saved.append("volume \(Int(volume.value))")
        }
        theme.addAction(for: .valueChanged) { [weak self] in
            guard let self else { return }
            saved.append("theme \(theme.selectedSegmentIndex)")
        }
    }

    /// A row each: the label, then the control at its own width (a slider and a bar have
    /// none, and take 20 cells).
    override func layoutSubviews() {
        for (y, row) in rows.enumerated() {
            row.label.frame = Rect(x: 1, y: Double(y), width: 8, height: 1)
            let width = row.control.intrinsicContentSize.width
            row.control.frame = Rect(x: 10, y: Double(y), width: width == View.noIntrinsicMetric ? 20 : width, height: 1)
        }
    }

    /// Syncing shows the spinner and the bar, which eases to each new fraction.
    func syncDidProgress(_ fraction: Double) {
        fraction < 1 ? busy.startAnimating() : busy.stopAnimating()
        sync.setProgress(fraction, animated: true)
    }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = SettingsWindow(WindowSetup(columns: 40, rows: 6, clock: clock, trace: Trace.disabled(clock: clock)))
    var canvas = Canvas(columns: 40, rows: 6, fill: Style(foreground: .white, background: .black))
    window.render(into: &canvas)
    // A click flips the switch; a drag on the slider sends once, at the release.
    window.handle(.mouse(MouseEvent(.press(.left), column: 11, row: 0)))
    window.handle(.mouse(MouseEvent(.release(.left), column: 11, row: 0)))
    window.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 12, y: 1.5))))
    window.handle(.mouse(MouseEvent(.drag(.left), at: Point(x: 25, y: 1.5))))
    window.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 25, y: 1.5))))
    // The arrows move the segments while they have the focus.
    window.theme.becomeFirstResponder()
    window.handle(.key(.left))
    precondition(window.saved == ["wifi false", "volume 75", "theme 1"], "\(window.saved)")
    // The spinner turns while syncing, and costs nothing once it is done.
    window.syncDidProgress(0.5)
    window.render(into: &canvas)
    precondition(window.nextWake() == .nextFrame, "the bar eases")
    window.syncDidProgress(1)
    for _ in 0..<60 {
        clock.advance(by: 1.0 / 60)
        window.advance()
        window.render(into: &canvas)
    }
    precondition(window.sync.progress == 1 && window.nextWake() == .idle, "synced, nothing left to wake")
}
