// A list of drafts: d asks before deleting one (an alert), s offers what to do with it (an
// action sheet). The handlers run once the alert has left the screen.
import Kamishibai

final class DraftsWindow: Window {
    let status = Label("3 drafts · d deletes one · s shares one")

    override init(_ setup: WindowSetup) {
        super.init(setup)
        setRootViewController(ViewController(name: "drafts", view: StackView(axis: .vertical, arrangedSubviews: [status, View()])))
    }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(input: .character("d"), title: "Delete") { [weak self] in self?.confirmDelete() },
            KeyCommand(input: .character("s"), title: "Share") { [weak self] in self?.share() },
        ]
    }

    func confirmDelete() {
        let alert = AlertController(title: "Delete the draft?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let delete = AlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.status.text = "2 drafts" }
        alert.addAction(delete)
        // Enter performs it; Esc performs Cancel.
        alert.preferredAction = delete
        rootViewController.present(alert, animated: true)
    }

    func share() {
        let sheet = AlertController(title: "Share the draft", message: nil, preferredStyle: .actionSheet)
        for title in ["Copy link", "Send by mail"] {
            sheet.addAction(AlertAction(title: title, style: .default) { [weak self] action in self?.status.text = action.title ?? "" })
        }
        // Esc, a click on the backdrop or a drag down perform it.
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        rootViewController.present(sheet, animated: true)
    }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = DraftsWindow(WindowSetup(columns: 60, rows: 20, clock: clock, trace: Trace.disabled(clock: clock)))
    func settle() {
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            window.advance()
        }
    }
    window.handle(.key(.character("d")))
    settle()
    var screen = Canvas(columns: 60, rows: 20, fill: Style(foreground: .white, background: .black))
    window.render(into: &screen)
    precondition(screen.text.contains("Delete the draft?"), "the alert is up")
    window.handle(.key(.enter))
    precondition(window.status.text.hasPrefix("3"), "the handler waits for the dismissal")
    settle()
    precondition(window.rootViewController.presentedViewController == nil && window.status.text == "2 drafts")
    window.handle(.key(.character("s")))
    settle()
    window.handle(.key(.down))
    window.handle(.key(.enter))
    settle()
    precondition(window.status.text == "Send by mail", "↓ then Enter performed the second action")
}
