// A message screen's keys as a table of commands, and a footer that lists the keys that work
// now, wherever the focus is.
import Kamishibai

final class MessageScreen: ViewController {
    private(set) var replies = 0
    private(set) var isArchived = false

    init() {
        super.init(name: "message", view: Label("From: Tarō — The cards are ready."))
    }

    // Each runs on the first MessageScreen in the chain: the table exists before any screen
    // does, so a help page can list it. (Computed: a closure is not Sendable, so a stored
    // static table is refused by Swift 6.)
    static var commands: [KeyCommand] {
        [
            KeyCommand(input: .character("r"), title: "Reply") { (screen: MessageScreen) in screen.replies += 1 },
            KeyCommand(input: .character("a"), title: "Archive", discoverabilityTitle: "Archive the message and close it") {
                (screen: MessageScreen) in screen.archive()
            },
            // A second key for the same thing: it works, but a footer leaves it out.
            KeyCommand(input: .delete, title: "Archive", attributes: .hidden) { (screen: MessageScreen) in screen.archive() },
        ]
    }

    override var keyCommands: [KeyCommand] { Self.commands }

    func archive() {
        isArchived = true
        dismiss(animated: true)
    }
}

/// One row: the keys a press would run now, in the order they are tried.
final class FooterLabel: Label {
    func update(for window: Window) {
        let shown = window.availableKeyCommands.filter { !$0.attributes.contains(.hidden) }
        text = shown.map { "\($0.input.displayName) \($0.title)" }.joined(separator: "  ")
    }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = Window(WindowSetup(columns: 60, rows: 20, clock: clock, trace: Trace.disabled(clock: clock)))
    let message = MessageScreen()
    message.sheetPresentation()
    window.rootViewController.present(message, animated: true)
    clock.advance(by: 1)
    window.advance()
    let footer = FooterLabel()
    footer.update(for: window)
    // The screen's commands, then its presentation's Esc.
    precondition(footer.text == "r Reply  a Archive  Esc Close", "the footer lists the keys: \(footer.text)")
    window.handle(.key(.character("r")))
    window.handle(.key(.delete))
    clock.advance(by: 1)
    window.advance()
    precondition(message.replies == 1 && message.isArchived, "R replied, Del archived")
    precondition(window.rootViewController.presentedViewController == nil, "archiving closed the message")
}
