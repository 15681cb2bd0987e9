import KamishibaiUI

/// The form sheet's settings: a switch, a slider and segments, each on a row after its label,
/// under a blank row. The controls keep their theme colours; the labels are on the sheet's body.
final class SettingsFormView: View {
    let wifi = Switch(isOn: true)
    let volume = Slider(value: 0.4)
    let appearance = SegmentedControl(items: ["Light", "Dark", "Auto"])
    private let rows: [(label: Label, control: View)]

    override init(frame: Rect = .zero) {
        appearance.selectedSegmentIndex = 1
        rows = [("Wi-Fi", wifi), ("Volume", volume), ("Theme", appearance)].map { title, control in (Label(title), control) }
        super.init(frame: frame)
        for row in rows {
            addSubview(row.label)
            addSubview(row.control)
        }
    }

    /// A blank row, then a row per control.
    override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: Double(rows.count + 1)) }

    /// Labels 9 cells wide; the slider 16 cells, the others their own width: all of it left of
    /// the sheet's middle, where a drag down still dismisses the sheet.
    override func layoutSubviews() {
        for (index, row) in rows.enumerated() {
            let y = Double(index + 1)
            row.label.frame = Rect(x: 0, y: y, width: 9, height: 1)
            let width = row.control.intrinsicContentSize.width
            row.control.frame = Rect(x: 9, y: y, width: width == View.noIntrinsicMetric ? 16 : width, height: 1)
        }
    }
}
