// A popover beside the line that opened it, which becomes a sheet on a narrow terminal.
import Kamishibai

final class FilesWindow: Window {
    static let paper = Style(foreground: RGB(hex: 0xE8E6E3), background: RGB(hex: 0x2B303B))
    let file = Label("report.txt · Enter shows its details · q quits")

    override init(_ setup: WindowSetup) {
        super.init(setup)
        let files = StackView(axis: .vertical, arrangedSubviews: [file, View()])
        files.layoutMargins = Insets(all: 1)
        setRootViewController(ViewController(name: "files", view: files))
    }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(input: .enter, title: "Details") { [weak self] in self?.showDetails() },
            KeyCommand(input: .character("q"), title: "Quit") { [weak self] in self?.quit() },
        ]
    }

    func showDetails() {
        let text = Label("12 KB · edited today")
        let content = StackView(axis: .vertical, arrangedSubviews: [text, View()])
        // Inside the border, which the chrome draws on the view's edge, in a popover or a sheet.
        content.layoutMargins = Insets(top: 1, left: 2, bottom: 1, right: 2)
        let details = ViewController(name: "details", view: content)
        details.modalPresentationStyle = .popover
        details.preferredContentSize = Size(width: 24, height: 3)
        // Set up before presenting: what it points at, and how it is drawn.
        let popover = details.popoverPresentationController
        popover?.sourceView = file
        popover?.chrome = SheetChrome(surface: Self.paper, border: Self.paper, grabber: Self.paper)
        rootViewController.present(details, animated: true)
    }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = FilesWindow(WindowSetup(columns: 100, rows: 20, clock: clock, trace: Trace.disabled(clock: clock)))
    var screen = Canvas(columns: 100, rows: 20, fill: FilesWindow.paper)
    window.render(into: &screen)
    window.handle(.key(.enter))
    clock.advance(by: 1)
    window.advance()
    window.render(into: &screen)
    let details = window.rootViewController.presentedViewController
    precondition(details?.presentationController?.presentationStyle == .popover, "a popover on a wide terminal")
    precondition(details?.popoverPresentationController?.arrowDirection == .up, "below the line, its arrow pointing up")
    precondition(screen.text.contains("12 KB") && screen.text.contains("▲"), "the popover shows the details and its arrow")
    // Narrowed below the window's compactWidth (90 columns) it is a sheet, then a popover again.
    window.handle(.resize(columns: 60, rows: 20))
    precondition(details?.presentationController?.adaptedFrom == .popover, "a sheet on a narrow terminal")
    window.handle(.resize(columns: 100, rows: 20))
    precondition(details?.presentationController?.presentationStyle == .popover, "a popover again")
    window.handle(.key(.escape))
    clock.advance(by: 1)
    window.advance()
    precondition(window.rootViewController.presentedViewController == nil, "Esc dismissed the popover")
}
