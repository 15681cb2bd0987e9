// A conversation presented as a sheet that holds a navigation stack: R on the message pushes
// the reply page; ←, Esc or a drag from the left edge pops it; Esc on the message closes the
// sheet.
import Kamishibai

/// The first page: the message. Its name in the trace is `conversation/message`: the library
/// names a page of a presented stack inside the stack.
final class MessageScreen: ViewController {
    init() {
        let body = Label("From: Tarō\n\nThe cards are ready for Sunday.")
        body.numberOfLines = 0
        super.init(name: "message", view: StackView(axis: .vertical, arrangedSubviews: [body, View()]))
        title = "Message"
    }

    override var keyCommands: [KeyCommand] {
        [KeyCommand(input: .character("r"), title: "Reply") { [weak self] in self?.reply() }]
    }

    func reply() {
        let reply = ViewController(name: "reply", view: Label("Re: the cards"))
        reply.title = "Reply"
        // The stack this page lies in; nil if the page were presented on its own.
        navigationController?.push(reply, animated: true)
    }
}

func presentConversation(from presenter: ViewController) {
    // The stack is what is presented; the pages are its children. A drag dismisses the sheet,
    // but one from the left edge above the first page pops.
    let conversation = NavigationController(name: "conversation", root: MessageScreen())
    conversation.sheetPresentation(detents: [.medium, .large])
    presenter.present(conversation, animated: true)
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = Window(WindowSetup(columns: 60, rows: 20, clock: clock, trace: Trace.disabled(clock: clock)))
    func press(_ key: Key) {
        window.handle(.key(key))
        clock.advance(by: 1)
        window.advance()
    }
    presentConversation(from: window.rootViewController)
    clock.advance(by: 1)
    window.advance()
    press(.character("r"))
    let conversation = window.rootViewController.presentedViewController as? NavigationController
    precondition(conversation?.topViewController?.name == "reply", "R pushed the reply")
    press(.escape)
    precondition(conversation?.viewControllers.count == 1, "Esc popped the reply before it closed anything")
    press(.escape)
    precondition(window.rootViewController.presentedViewController == nil, "Esc on the message closed the sheet")
}
