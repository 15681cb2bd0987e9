// A message sheet with three detents: a peek of the app's own, half the screen and all but
// two rows. It opens at half height, shows a grabber, and F raises it to full height.
import Kamishibai

extension SheetDetent {
    /// A third of the screen: enough for the sender and the subject.
    static let peek = SheetDetent.custom("peek") { containerHeight in containerHeight / 3 }
}

final class MessageScreen: ViewController {
    init() {
        let body = Label("From: Tarō\n\nThe cards are ready for Sunday.")
        body.numberOfLines = 0
        let content = StackView(axis: .vertical, arrangedSubviews: [body, View()])
        content.layoutMargins = Insets(top: 1, left: 2, bottom: 0, right: 2)
        super.init(name: "message", view: content)
    }

    // `sheetPresentationController` is the sheet this screen rests in, while it is presented as one.
    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(input: .character("f"), title: "Full height") { [weak self] in
                self?.sheetPresentationController?.selectDetent(.large, animated: true)
            }
        ]
    }
}

func presentMessage(from presenter: ViewController) {
    let message = MessageScreen()
    let paper = Style(foreground: .white, background: RGB(hex: 0x2B303B))
    // Without `detents` the sheet rests at `large` only (SheetPresentationController.defaultDetents).
    let sheet = message.sheetPresentation(
        detents: [.peek, .medium, .large], chrome: SheetChrome(surface: paper, border: paper, grabber: paper, prefersGrabberVisible: true))
    sheet.selectedDetentIdentifier = .medium
    // At medium or below, the inbox behind stays clear and takes clicks and keys.
    sheet.largestUndimmedDetentIdentifier = .medium
    presenter.present(message, animated: true)
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    precondition(StyledTransitioningDelegate(style: .sheet).detents.map(\.identifier) == [.large], "a sheet is large by default")
    let clock = ManualClock()
    var detents: [SheetDetent.Identifier] = []
    let trace = Trace(clock: clock, sink: nil)
    trace.observer = { if case .detentChanged(_, let detent) = $0 { detents.append(detent) } }
    let window = Window(WindowSetup(columns: 60, rows: 20, clock: clock, trace: trace))
    presentMessage(from: window.rootViewController)
    clock.advance(by: 1)
    window.advance()
    let message = window.rootViewController.presentedViewController as? MessageScreen
    precondition(message?.sheetPresentationController?.sheetHeight == 10, "the sheet opens at medium, half of 20 rows")
    precondition(message?.sheetPresentationController?.detentHeights.map(\.height) == [7, 10, 18], "peek, medium and large")
    window.handle(.key(.character("f")))
    clock.advance(by: 2)
    window.advance()
    precondition(message?.sheetPresentationController?.sheetHeight == 18 && detents == [.large], "F raised the sheet to large")
}
