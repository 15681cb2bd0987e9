// Settings in a form sheet: centred over the dimmed backdrop on a wide terminal, the
// full-width sheet on a narrow one. A drag down, Esc or a click on the backdrop dismisses it.
import Kamishibai

final class NotesWindow: Window {
    static let paper = Style(foreground: RGB(hex: 0xE8E6E3), background: RGB(hex: 0x2B303B))

    override init(_ setup: WindowSetup) {
        super.init(setup)
        // Compact, and so the full-width sheet, below 100 columns (90 by default).
        compactWidth = 100
        setRootViewController(ViewController(name: "notes", view: Label("s opens the settings · q quits")))
    }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(input: .character("s"), title: "Settings") { [weak self] in self?.openSettings() },
            KeyCommand(input: .character("q"), title: "Quit") { [weak self] in self?.quit() },
        ]
    }

    func openSettings() {
        let text = Label("Settings\n\nSync every hour\nShow the word count")
        text.numberOfLines = 0
        let settings = ViewController(name: "settings", view: SheetContentView(contentView: text))
        // UIKit's way: `settings.modalPresentationStyle = .formSheet` is enough. With the
        // delegate, the sheet has the app's chrome, rounded on all four corners.
        settings.sheetPresentation(.formSheet, chrome: SheetChrome(surface: Self.paper, border: Self.paper, grabber: Self.paper))
        rootViewController.present(settings, animated: true)
    }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = NotesWindow(WindowSetup(columns: 200, rows: 60, clock: clock, trace: Trace.disabled(clock: clock)))
    var screen = Canvas(columns: 200, rows: 60, fill: NotesWindow.paper)
    window.handle(.key(.character("s")))
    clock.advance(by: 1)
    window.advance()
    window.render(into: &screen)
    let settings = window.rootViewController.presentedViewController
    precondition(settings?.view.frame == Rect(x: 66, y: 12, width: 68, height: 36), "a form sheet, centred")
    precondition(settings?.presentationController?.presentationStyle == .formSheet)
    precondition(screen.line(12).contains("▗") && screen.line(47).contains("▘"), "rounded on every corner")
    precondition(screen.text.contains("Sync every hour"), "the sheet shows the settings")
    window.resize(columns: 90, rows: 30)
    precondition(settings?.presentationController?.adaptedFrom == .formSheet, "below 100 columns, the full-width sheet")
    precondition(settings?.view.frame == Rect(x: 0, y: 2, width: 90, height: 28))
    window.handle(.key(.escape))
    clock.advance(by: 1)
    window.advance()
    precondition(window.rootViewController.presentedViewController == nil, "Esc dismissed the sheet")
}
