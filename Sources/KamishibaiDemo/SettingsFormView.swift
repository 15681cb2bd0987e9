import KamishibaiUI

/// The form sheet's settings: a switch, a slider and segments, each on a row after its label,
/// under a blank row. The controls keep their theme colours; the labels are on the sheet's body.
/// Labels are 9 cells wide, the slider 16 cells, the others their own width, and a spacer takes
/// the rest of each row: all of it left of the sheet's middle, where a drag down still
/// dismisses the sheet.
final class SettingsFormView: StackView {
    let wifi = Switch(isOn: true)
    let volume = Slider(value: 0.4)
    let appearance = SegmentedControl(items: ["Light", "Dark", "Auto"])

    init() {
        appearance.selectedSegmentIndex = 1
        volume.fixedWidth = 16
        super.init(axis: .vertical)
        layoutMargins = Insets(top: 1)
        for (title, control) in [("Wi-Fi", wifi), ("Volume", volume), ("Theme", appearance)] as [(String, View)] {
            let label = Label(title)
            label.fixedWidth = 9
            addArrangedSubview(StackView(axis: .horizontal, arrangedSubviews: [label, control, View()]))
        }
    }
}
