import KamishibaiUI

extension ModalDemoRow {
    /// A popover pointing at its row, below it or above it as the room says; below 90 columns
    /// it is presented as a sheet, and a resize while it is up turns one into the other.
    static var popover: ModalDemoRow {
        ModalDemoRow(title: "Popover", detail: "modalPresentationStyle = .popover: beside its row; a sheet below 90 columns") {
            screen, sourceRect in
            let note = Label(
                "Anchored to the row that opened it; below 90 columns it is a sheet instead, and a resize turns one into the other. "
                    + "Esc or a click outside closes it.")
            note.numberOfLines = 0
            let content = StackView(axis: .vertical, arrangedSubviews: [note, View()])
            // Inside the border the chrome draws, in the popover and in the sheet it becomes.
            content.layoutMargins = Insets(top: 1, left: 2, bottom: 1, right: 2)
            let popover = ViewController(name: "modal-popover", view: content)
            popover.modalPresentationStyle = .popover
            popover.preferredContentSize = Size(width: 44, height: 4)
            // The row, in the list's coordinates, so the popover follows the list on a resize.
            let list = screen.listView
            popover.popoverPresentationController?.sourceView = list
            popover.popoverPresentationController?.sourceRect = Rect(
                origin: list.convertFromRoot(sourceRect.origin), size: sourceRect.size)
            popover.popoverPresentationController?.chrome = SheetChrome(
                surface: Theme.panel, border: Theme.panelFrame, grabber: Theme.panelFrame)
            // Below 90 columns, a sheet at half the height: the note is short.
            popover.popoverPresentationController?.adaptiveSheetPresentationController.detents = [.medium, .large]
            screen.present(popover, animated: true)
        }
    }
}
