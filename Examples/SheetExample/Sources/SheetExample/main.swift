import Kamishibai

/// A bordered panel of text lines: all the drawing this app needs.
final class TextPanel: View {
    let lines: [String]
    let style = Style(foreground: RGB(hex: 0xE8E6E3), background: RGB(hex: 0x2B303B))

    init(_ lines: [String]) {
        self.lines = lines
        super.init()
    }

    override func draw(in context: inout DrawContext) {
        let box = context.bounds
        context.drawBox(box, style: style, fill: style)
        for (row, line) in lines.enumerated() where row < box.height - 2 {
            context.write(line, x: 2, y: 1 + row, style: style, maxWidth: box.width - 4)
        }
    }
}

/// The main screen; Enter presents a note as a half-height sheet that a drag dismisses.
final class ExampleWindow: Window {
    let home = TextPanel(["Sheet example", "", "Enter  open a note", "q      quit"])

    override init(_ setup: WindowSetup) {
        super.init(setup)
        rootView.addSubview(home)
    }

    // Before the first frame and after every resize.
    override func layoutSubviews() {
        home.frame = rootView.bounds
    }

    // The window's key commands work on every screen; Esc on the note is its sheet's own.
    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(input: .enter, title: "open a note") { [weak self] in self?.presentNote() },
            KeyCommand(input: .character("q"), title: "quit") { [weak self] in self?.quit() },
        ]
    }

    private func presentNote() {
        let note = ViewController(
            name: "note", view: TextPanel(["A note", "", "Drag it down, or hold ↓, to dismiss.", "Esc closes it too."]))
        note.sheetPresentation(detents: [.medium])  // half the screen: a sheet is large unless told otherwise
        rootViewController.present(note, animated: true)
    }
}

TerminalApp.main { setup in ExampleWindow(setup) }
