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
        let content = StackView(axis: .vertical, arrangedSubviews: [body, View()])
        // Inside the sheet's border, which the chrome draws on the view's first row.
        content.layoutMargins = Insets(top: 1, left: 2, bottom: 0, right: 2)
        let message = ViewController(name: "message", view: content)
        // A sheet (large, since no detents are chosen) drawn in the inbox's paper.
        message.sheetPresentation(chrome: SheetChrome(surface: Self.paper, border: Self.paper, grabber: Self.paper))
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
    // A drag down the sheet, with no code of the app's for it, dismisses it.
    window.handle(.mouse(MouseEvent(.press(.left), column: 30, row: 5)))
    for row in 6...14 {
        clock.advance(by: 0.05)
        window.handle(.mouse(MouseEvent(.drag(.left), column: 30, row: row)))
    }
    window.handle(.mouse(MouseEvent(.release(.left), column: 30, row: 14)))
    clock.advance(by: 1)
    window.advance()
    precondition(window.rootViewController.presentedViewController == nil, "a drag dismissed the sheet")
    precondition(message?.interactions.isEmpty == true, "the drag left with the presentation")
    window.handle(.key(.enter))
    clock.advance(by: 1)
    window.advance()
    window.handle(.key(.escape))
    clock.advance(by: 1)
    window.advance()
    precondition(window.rootViewController.presentedViewController == nil, "Esc dismissed the sheet")
}
