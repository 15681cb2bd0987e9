import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// Alerts as the headless terminal shows them through the event loop, at 48×14: a root screen
/// of text, the alert presented at 0 and animated, then the input given, until `end`.
@Suite struct AlertSnapshotTests {
    static func screen(_ alert: AlertController, events: [(Double, InputEvent)] = [], end: Double = 2) -> Canvas {
        let terminal = HeadlessTerminal(columns: 48, rows: 14, endOfTime: end)
        let window = Window(WindowSetup(terminal: terminal, trace: .disabled(clock: terminal.clock)))
        let text = Label(String(repeating: "Kamishibai paper theatre. ", count: 30))
        text.numberOfLines = 0
        window.setRootViewController(ViewController(name: "root", view: text))
        window.rootViewController.present(alert, animated: true)
        for (time, event) in events { terminal.send(event, at: time) }
        EventLoop(terminal: terminal, application: window).run()
        return terminal.screen
    }

    static func lines(_ canvas: Canvas, _ rows: ClosedRange<Int>) -> [String] { WidgetTesting.rows(of: canvas)[rows].map { $0 } }

    static func signIn() -> AlertController {
        let alert = AlertController(title: "Sign in", message: "to tarō@kamishibai", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "password" }
        alert.textFields?[0].isSecureTextEntry = true
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let signIn = AlertAction(title: "Sign in", style: .default)
        alert.addAction(signIn)
        alert.preferredAction = signIn
        return alert
    }

    /// At rest over the dimmed text: the title, the message, a secure field showing bullets, and
    /// the buttons side by side, the preferred one highlighted in the tint.
    @Test func anAlertWithASecureFieldAtRest() {
        let screen = Self.screen(Self.signIn(), events: "pass".map { (0.5, .key(.character($0))) })
        #expect(
            Self.lines(screen, 2...11).map { String($0.dropFirst(9).prefix(30)) } == [
                "╭────────────────────────────╮",
                "│                            │",
                "│          Sign in           │",
                "│     to tarō@kamishibai     │",
                "│                            │",
                "│  ••••                      │",
                "│                            │",
                "├──────────────┬─────────────┤",
                "│    Cancel    │   Sign in   │",
                "╰──────────────┴─────────────╯",
            ])
        #expect(screen[30, 10].style.background == RGB(hex: 0x5AB0FF), "the preferred button is highlighted")
        #expect(screen[2, 0].style.foreground != .white, "the text behind is dimmed")
        #expect(!WidgetTesting.rows(of: screen).joined().contains("pass"), "the password never reaches the screen")
    }

    /// Mid-drop, a frame before it rests, the card is a row above its resting place.
    @Test func anAlertDropsIntoPlace() {
        let screen = Self.screen(Self.signIn(), end: 0.1)
        #expect(WidgetTesting.rows(of: screen)[1].contains("╭────"), "a row above row 2, where it rests")
    }

    /// An action sheet on the bottom edge, the cancel action apart, Delete in red.
    @Test func anActionSheetAtRest() {
        let sheet = AlertController(title: "Momotarō", message: "12 scenes", preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Share", style: .default))
        sheet.addAction(AlertAction(title: "Delete", style: .destructive))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        let screen = Self.screen(sheet)
        #expect(
            Self.lines(screen, 3...13).map { String($0.dropFirst(6).prefix(36)) } == [
                "╭──────────────────────────────────╮",
                "│             Momotarō             │",
                "│            12 scenes             │",
                "├──────────────────────────────────┤",
                "│              Share               │",
                "│              Delete              │",
                "╰──────────────────────────────────╯",
                "e. Kamishibai paper theatre. Kamishi",  // the backdrop between the boxes
                "╭──────────────────────────────────╮",
                "│              Cancel              │",
                "╰──────────────────────────────────╯",
            ])
        #expect(screen[22, 8].style.foreground == RGB(hex: 0xFF6259), "Delete is red")
    }
}
