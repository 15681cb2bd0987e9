import KamishibaiUI

extension ModalDemoRow {
    /// An alert asking before a draft is deleted: Enter deletes (the preferred action), Esc
    /// cancels, a click on the backdrop does nothing.
    static var alert: ModalDemoRow {
        ModalDemoRow(title: "Alert", detail: "AlertController .alert: Enter deletes, Esc cancels, ←→ Tab move, the backdrop does nothing") {
            screen, _ in
            let alert = AlertController(
                title: "Delete the draft?", message: "Its three scenes go with it. This cannot be undone.", preferredStyle: .alert)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            let delete = AlertAction(title: "Delete", style: .destructive)
            alert.addAction(delete)
            alert.preferredAction = delete
            screen.present(alert, animated: true)
        }
    }

    /// An action sheet of what to do with a story, the cancel action apart: a drag down, Esc or
    /// a click on the backdrop cancel it.
    static var actionSheet: ModalDemoRow {
        ModalDemoRow(title: "Action sheet", detail: "AlertController .actionSheet: ↑↓ Enter, drag down, Esc or click outside to cancel") {
            screen, _ in
            let sheet = AlertController(title: "Share the story", message: "Momotarō · 12 scenes", preferredStyle: .actionSheet)
            sheet.addAction(AlertAction(title: "Copy link", style: .default))
            sheet.addAction(AlertAction(title: "Send by mail", style: .default))
            sheet.addAction(AlertAction(title: "Delete", style: .destructive))
            sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
            screen.present(sheet, animated: true)
        }
    }
}
