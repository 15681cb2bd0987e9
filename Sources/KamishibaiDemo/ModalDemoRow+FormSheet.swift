import KamishibaiUI

extension ModalDemoRow {
    /// A form sheet: centred over the dimmed backdrop from 90 columns, the full-width sheet
    /// below; a small settings form shows the controls.
    static var formSheet: ModalDemoRow {
        ModalDemoRow(title: "Form sheet", detail: ".formSheet: centred, 68 × 36 at most; the sheet below 90 columns") { screen, _ in
            screen.present(
                formSheetScreen(
                    .formSheet, name: "form-sheet",
                    text: "A form sheet: at most 68 × 36 cells, centred over the dimmed backdrop and rounded on every corner. "
                        + "Below 90 columns it is the full-width sheet. Drag it down, click outside or press Esc.",
                    form: SettingsFormView()),
                animated: true)
        }
    }

    /// A page sheet: as a form sheet, but 84 columns wide and as tall as the window leaves.
    static var pageSheet: ModalDemoRow {
        ModalDemoRow(title: "Page sheet", detail: ".pageSheet: centred, 84 columns at most; the sheet below 90 columns") { screen, _ in
            screen.present(
                formSheetScreen(
                    .pageSheet, name: "page-sheet",
                    text: "A page sheet: at most 84 columns wide, the readable width, and as tall as the window leaves. "
                        + "Below 90 columns it is the full-width sheet. Drag it down, click outside or press Esc."),
                animated: true)
        }
    }

    /// The sheet is drawn in the demo's colours, without a grabber, as an iPad draws its
    /// form sheets.
    private static let formSheetChrome = SheetChrome(surface: Theme.body, border: Theme.frame, grabber: Theme.frame)

    /// A screen presented as `style` with the demo's chrome around a line of text, and a form
    /// under it if given.
    private static func formSheetScreen(
        _ style: StyledTransitioningDelegate.Style, name: ScreenName, text: String, form: View? = nil
    ) -> ViewController {
        let note = Label(text)
        note.numberOfLines = 0
        // The text at the top, the form under it, the room below empty.
        let content = StackView(axis: .vertical, arrangedSubviews: [note] + [form].compactMap(\.self) + [View()])
        content.layoutMargins = Insets(top: 1, left: 2, bottom: 1, right: 2)
        let sheet = ViewController(name: name, view: SheetContentView(contentView: content))
        sheet.sheetPresentation(style, chrome: formSheetChrome)
        return sheet
    }
}
