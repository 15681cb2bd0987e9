// Archiving a note shows a toast with an Undo; a text field keeps its keys while it is up.
import Kamishibai

final class NotesWindow: Window {
    private(set) var archived: [String] = []
    let search = TextField(name: "search")

    override init(_ setup: WindowSetup) {
        super.init(setup)
        rootView.addSubview(search)
    }

    override func layoutSubviews() {
        search.frame = Rect(x: 0, y: rootView.bounds.height - 1, width: rootView.bounds.width, height: 1)
    }

    /// Archives `note`; the toast offers it back for five seconds, by a click or `u`.
    func archive(_ note: String) {
        archived.append(note)
        let undo = ToastAction(title: "Undo", key: .character("u")) { [weak self] in
            self?.archived.removeAll { $0 == note }
        }
        toasts.show(Toast("“\(note)” archived", action: undo, edge: .bottom))
    }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = NotesWindow(WindowSetup(columns: 60, rows: 20, clock: clock, trace: Trace.disabled(clock: clock)))
    window.archive("Shopping list")
    // While the field has the focus, `u` is typed, and the toast stays.
    window.search.becomeFirstResponder()
    window.handle(.key(.character("u")))
    precondition(window.search.text == "u" && window.archived == ["Shopping list"], "the field typed u")
    // Without it, `u` is the toast's: the note comes back, and the toast leaves.
    window.search.resignFirstResponder()
    window.handle(.key(.character("u")))
    precondition(window.archived.isEmpty, "u undid the archiving")
    clock.advance(by: 1)
    window.advance()
    precondition(window.toasts.isEmpty, "the toast left")
    // Another times out after its five seconds, and nothing is left to wake the app.
    window.archive("Recipes")
    for _ in 0..<(6 * 60) {
        clock.advance(by: 1.0 / 60)
        window.advance()
    }
    precondition(window.toasts.isEmpty && window.nextWake() == .idle, "timed out, nothing left")
}
