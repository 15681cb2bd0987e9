// A search field in the window's input bar, the terminal's keyboard: / raises the bar with the
// field focused; dragging the list down onto the bar pushes it away.
import Kamishibai

final class InboxView: View {
    let list = ScrollView()
    let searchField = TextField(name: "search", placeholder: "Search mail")
    lazy var searchBar = InputBar(content: searchField)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        let subjects = (1...30).map { "Message \($0)" }
        for (row, subject) in subjects.enumerated() {
            let label = Label(subject)
            label.frame = Rect(x: 0, y: Double(row), width: 30, height: 1)
            list.addSubview(label)
        }
        list.contentSize = Size(width: 30, height: Double(subjects.count))
        // The pointer pushes the bar down as it passes over it (or `.onDrag`: any drag hides it).
        list.keyboardDismissMode = .interactive
        // While the bar is up, the list's last rows can scroll clear of it.
        searchBar.onRevealChange = { [weak self] shown in self?.list.contentInset.bottom = shown }
        searchField.onCancel = { [weak self] in self?.searchField.resignFirstResponder() }
        addSubview(list)
        addSubview(searchBar)
    }

    override func layoutSubviews() {
        list.frame = bounds
        // The room the bar takes when it is up, over the list's last row.
        searchBar.frame = Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
    }
}

final class InboxWindow: Window {
    let inbox = InboxView()

    override init(_ setup: WindowSetup) {
        super.init(setup)
        setRootViewController(ViewController(name: "inbox", view: inbox))
        // The window rises and sinks its one input bar as the focus enters and leaves it.
        inputBar = inbox.searchBar
    }

    override var keyCommands: [KeyCommand] {
        [KeyCommand(input: .character("/"), title: "Search") { [weak self] in self?.inbox.searchField.becomeFirstResponder() }]
    }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = InboxWindow(WindowSetup(columns: 40, rows: 10, clock: clock, trace: Trace.disabled(clock: clock)))
    var screen = Canvas(columns: 40, rows: 10, fill: Style(foreground: .white, background: .black))
    window.render(into: &screen)
    window.handle(.key(.character("/")))
    clock.advance(by: 1)
    window.advance()
    window.handle(.key(.character("7")))
    precondition(window.inbox.searchBar.revealedHeight == 1 && window.inbox.searchField.text == "7", "/ raised the bar")
    precondition(window.inbox.list.contentInset.bottom == 1, "the list made room for the bar")
    for (time, kind, row) in [
        (1.0, MouseEvent.Kind.press(.left), 2), (1.05, .drag(.left), 5), (1.1, .drag(.left), 9), (1.15, .release(.left), 9),
    ] {
        clock.set(to: time)
        window.advance()
        window.handle(.mouse(MouseEvent(kind, column: 5, row: row)))
    }
    clock.advance(by: 1)
    window.advance()
    precondition(window.firstResponder == nil && window.inbox.searchBar.revealedHeight == 0, "the drag pushed the bar away")
}
