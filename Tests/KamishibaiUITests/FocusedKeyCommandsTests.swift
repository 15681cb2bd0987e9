import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// `availableKeyCommands` while a text field has the focus: what a press would run now, so the
/// field's own keys and its typing, not the screen's ← or the app's q.
@Suite struct FocusedKeyCommandsTests {
    final class QuitWindow: Window {
        override var keyCommands: [KeyCommand] {
            [
                KeyCommand(input: .character("q"), title: "Quit") {},
                KeyCommand(input: .control("s"), title: "Send", wantsPriorityOverSystemBehavior: true) {},
                KeyCommand(input: .escape, title: "Close") {},
            ]
        }
    }

    final class Reply: ViewController {
        override var keyCommands: [KeyCommand] { [KeyCommand(input: .left, title: "Back") {}] }
    }

    @Test func aFocusedFieldsKeysAreItsOwn() {
        let clock = ManualClock()
        let window = QuitWindow(columns: 40, rows: 10, clock: clock, trace: .disabled(clock: clock))
        let reply = Reply(name: "reply")
        let field = TextField(name: "body")
        field.frame = Rect(x: 0, y: 0, width: 40, height: 1)
        reply.view.addSubview(field)
        window.setRootViewController(reply)
        window.keyResponder = reply.view
        let titles = { Dictionary(window.availableKeyCommands.map { ($0.input, $0.title) }) { first, _ in first } }
        #expect(titles()[.left] == "Back" && titles()[.character("q")] == "Quit", "unfocused: the screen's and the app's")

        #expect(window.makeFirstResponder(field))
        let listed = window.availableKeyCommands
        #expect(listed.first?.title == "Send", "a command that wants priority comes before the field")
        #expect(titles()[.left] == "Caret left", "← moves the caret")
        #expect(titles()[.character("q")] == nil, "q types")
        #expect(titles()[.escape] == "Close", "a key the field leaves alone stays the app's")
        #expect(listed.filter { $0.input == .left }.count == 1)
        window.handle(.key(.character("q")))
        #expect(field.text == "q" && !window.isFinished)
    }
}
