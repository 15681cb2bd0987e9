// A settings panel in the app's own colours: the window's theme says them once, and the labels,
// the field and the button take them with no style of their own, over whatever lies behind.
import Kamishibai

/// The app's palette, as a theme.
let lantern = Theme(
    text: RGB(hex: 0xE8E6F0), secondaryText: RGB(hex: 0x9A9FBF), tint: RGB(hex: 0xF2A65A), separator: RGB(hex: 0x626A98),
    surface: RGB(hex: 0x2D3147), destructive: RGB(hex: 0xE0585B))

final class SettingsWindow: Window {
    let name = TextField(name: "name", placeholder: "Your name")
    let save = Button(title: "Save")

    override init(_ setup: WindowSetup) {
        super.init(setup)
        let title = Label("Settings")
        title.style = TextStyle(attributes: .bold, monochrome: .bold)  // the theme's text, in bold
        let hint = Label("Shown on your cards")
        // A role the label does not have by default: the theme's secondary text, dim without colour.
        hint.style = TextStyle(foreground: lantern.secondaryText, monochrome: .dim)
        let panel = StackView(axis: .vertical, spacing: 1, arrangedSubviews: [title, name, hint, save, View()])
        panel.layoutMargins = Insets(all: 1)
        // The only colour the panel sets: its background, which everything on it takes.
        panel.background = Style(foreground: lantern.text, background: RGB(hex: 0x232636))
        setRootViewController(ViewController(name: "settings", view: panel))
    }
}

/// The app sets its theme in the window's setup, before the window is made.
func makeWindow(_ setup: WindowSetup) -> Window {
    var setup = setup
    setup.traitCollection.theme = lantern
    return SettingsWindow(setup)
}

// snippet.hide
// Run headless by SnippetTests: `TerminalApp.main(makeWindow:)` would run it in a terminal.
do {
    let clock = ManualClock()
    let window = makeWindow(WindowSetup(columns: 30, rows: 10, clock: clock, trace: Trace.disabled(clock: clock)))
    var screen = Canvas(columns: 30, rows: 10, fill: Style(foreground: .white, background: .black))
    window.render(into: &screen)
    let paper = RGB(hex: 0x232636)
    precondition(screen.line(1).hasPrefix(" Settings"), "the title is drawn")
    precondition(screen[1, 1].style.foreground == lantern.text && screen[1, 1].style.background == paper, "in the theme, on the panel")
    precondition(screen[1, 3].style.background == lantern.surface, "the field is a well of the surface")
    precondition(screen[1, 3].style.foreground == lantern.secondaryText, "its placeholder in the secondary text")
    precondition(screen[1, 3].style.attributes(in: .none).contains(.dim), "which is dim without colour")
}
