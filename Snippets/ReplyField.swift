// A reply page whose field takes the keyboard as soon as the page is on screen: typing lands
// in it, Enter sends, Esc closes the page.
import Kamishibai

final class ReplyScreen: ViewController, TextFieldDelegate {
    let field = TextField(name: "reply", placeholder: "Write a reply…")
    /// What was sent, oldest first.
    private(set) var sent: [String] = []

    init() {
        super.init(name: "reply")
    }

    // The page's views are made when it is first needed, as UIKit's `loadView`.
    override func loadView() {
        // A field is a row high (its intrinsic height) and takes the width its prompt leaves.
        let row = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [Label("Reply:"), field])
        let page = StackView(axis: .vertical, spacing: 1, arrangedSubviews: [row, Label("Enter sends · Esc closes"), View()])
        page.layoutMargins = Insets(all: 1)
        view = page
    }

    override func viewDidLoad() {
        field.delegate = self
        field.onSubmit = { [weak self] text in self?.send(text) }
    }

    // A view takes the focus only once it is in a window: when the page has appeared.
    // It gives the focus up by itself when the page leaves the screen.
    override func viewDidAppear(_ animated: Bool) {
        field.becomeFirstResponder()
    }

    // Enter on an empty field sends nothing.
    func textFieldShouldReturn(_ textField: TextField) -> Bool { !textField.text.isEmpty }

    private func send(_ text: String) {
        sent.append(text)
        field.text = ""  // set in code: no `onChange`, no delegate call
    }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    var focus: [Bool] = []
    let trace = Trace(clock: clock, sink: nil)
    trace.observer = { if case .focus("reply", let focused, _) = $0 { focus.append(focused) } }
    let window = Window(WindowSetup(columns: 60, rows: 20, clock: clock, trace: trace))
    let reply = ReplyScreen()
    reply.sheetPresentation()
    window.rootViewController.present(reply, animated: true)
    clock.advance(by: 1)
    window.advance()
    precondition(window.firstResponder === reply.field, "the field took the focus when the page appeared")
    for key in [Key.enter, .character("H"), .character("i"), .enter, .character("q")] { window.handle(.key(key)) }
    precondition(reply.sent == ["Hi"] && reply.field.text == "q" && !window.isFinished, "keys typed in the field")
    window.handle(.key(.escape))
    clock.advance(by: 1)
    window.advance()
    precondition(window.rootViewController.presentedViewController == nil && focus == [true, false], "Esc closed the page")
}
