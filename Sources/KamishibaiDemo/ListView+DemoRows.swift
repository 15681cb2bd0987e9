import KamishibaiUI

extension ListView {
    /// The demo's lists — the stories and the modals: two-line rows a row apart in the theme's
    /// colours, a click opening the row it lands on.
    func useDemoRows() {
        rowHeight = 2
        rowSpacing = 1
        activatesOnClick = true
        appearance = ListView.Appearance(
            title: TextStyle(attributes: .bold, monochrome: .bold), selectedTitle: TextStyle(Theme.rowSelected),
            selectedDetail: TextStyle(foreground: Theme.rowSelectedMuted.foreground, monochrome: .reverse))
    }
}
