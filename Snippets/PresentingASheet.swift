// An inbox whose message opens in a sheet: Enter presents it, a drag down, a held ↓ or Esc
// dismisses it.
import Kamishibai

final class InboxWindow: Window {
    static let paper = Style(foreground: RGB(hex: 0xE8E6E3), background: RGB(hex: 0x2B303B))

    override init(_ setup: WindowSetup) {
        super.init(setup)
        // The root screen's view fills the window, now and after every resize.
        let inbox = StackView(axis: .vertical, arrangedSubviews: [Label("1 message · Enter opens it · q quits"), View()])
        inbox.layoutMargins = Insets(all: 1)
        setRootViewController(ViewController(name: "inbox", view: inbox))
    }

    // The window's commands work on every screen, after the screens' own.
    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(input: .enter, title: "Open") { [weak self] in self?.openMessage() },
            KeyCommand(input: .character("q"), title: "Quit") { [weak self] in self?.quit() },
        ]
    }

    func openMessage() {
        let body = Label("From: Tarō\n\nThe cards are ready for Sunday.")
        body.numberOfLines = 0
        body.style = Self.paper
        let content = StackView(axis: .vertical, arrangedSubviews: [body, View()])
        // Inside the sheet's border, which the chrome draws on the view's first row.
        content.layoutMargins = Insets(top: 1, left: 2, bottom: 0, right: 2)
        let message = ViewController(name: "message", view: content)

        // The drag and the delegate share one interactor: the drag scrubs the dismissal.
        let dismissal = DismissalInteraction()
        let sheet = StyledTransitioningDelegate(style: .sheet, interactor: dismissal.interactor)
        sheet.chrome = SheetChrome(surface: Self.paper, border: Self.paper, grabber: Self.paper)
        message.transitioningDelegate = sheet
        message.addInteraction(dismissal)
        rootViewController.present(message, animated: true)
    }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = InboxWindow(WindowSetup(columns: 60, rows: 20, clock: clock, trace: Trace.disabled(clock: clock)))
    var screen = Canvas(columns: 60, rows: 20, fill: InboxWindow.paper)
    window.handle(.key(.enter))
    clock.advance(by: 1)
    window.advance()
    window.render(into: &screen)
    let message = window.rootViewController.presentedViewController
    precondition(message?.name == "message" && message?.view.frame.height == 18, "the message rests as a large sheet")
    precondition(screen.text.contains("The cards are ready"), "the sheet shows the message")
    window.handle(.key(.escape))
    clock.advance(by: 1)
    window.advance()
    precondition(window.rootViewController.presentedViewController == nil, "Esc dismissed the sheet")
}
