import KamishibaiUI

extension ModalDemoRow {
    /// A screen asking for the library's bottom sheet by its `modalPresentationStyle`, with
    /// no transitioning delegate of its own.
    static var sheet: ModalDemoRow {
        ModalDemoRow(title: "Sheet", detail: "modalPresentationStyle = .sheet: no delegate, drag down or Esc to close") { screen, _ in
            let note = Label("A sheet asked for by its style alone. Drag it down, click above it or press Esc.")
            note.numberOfLines = 0
            let content = StackView(arrangedSubviews: [note])
            content.layoutMargins = Insets(top: 2, left: 3, bottom: 1, right: 3)
            let sheet = ViewController(name: "modal-sheet", view: content)
            sheet.modalPresentationStyle = .sheet
            screen.present(sheet, animated: true)
        }
    }
}
