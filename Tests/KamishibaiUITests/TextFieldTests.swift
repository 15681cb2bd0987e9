import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// The library's text field and focus, on a 40×5 window with a 10-cell field at (2, 1).
@Suite struct TextFieldTests {
    final class Harness {
        let clock = ManualClock()
        let window: Window
        let field = TextField(name: "search", placeholder: "Search")
        var changes: [String] = []
        private final class Lines { var all: [String] = [] }
        private let lines = Lines()
        var focusLines: [String] { lines.all.filter { $0.contains("\"event\":\"focus\"") } }

        init() {
            let trace = Trace(clock: clock) { [lines] in lines.all.append($0) }
            window = Window(columns: 40, rows: 5, clock: clock, trace: trace)
            field.frame = Rect(x: 2, y: 1, width: 10, height: 1)
            window.rootView.addSubview(field)
            field.onChange = { [weak self] in self?.changes.append($0) }
        }

        func keys(_ keys: Key...) { for key in keys { window.handle(.key(key)) } }
        func type(_ text: String) { for character in text { window.handle(.key(.character(character))) } }

        func frame() -> Canvas {
            var canvas = Canvas(columns: 40, rows: 5, fill: Style(foreground: .white, background: .black))
            window.render(into: &canvas)
            return canvas
        }
    }

    @Test func typingAndTheEditingKeys() {
        let h = Harness()
        h.field.becomeFirstResponder()
        h.type("hello world")
        #expect(h.field.text == "hello world" && h.field.caret == 11)
        h.keys(.control("w"))
        #expect(h.field.text == "hello ")
        h.keys(.left, .left, .backspace)
        #expect(h.field.text == "helo " && h.field.caret == 3)
        h.keys(.delete)
        #expect(h.field.text == "hel " && h.field.caret == 3)
        h.keys(.control("a"))
        h.type(">")
        h.keys(.control("e"))
        h.type("!")
        #expect(h.field.text == ">hel !")
        h.keys(.home, .right, .control("k"))
        #expect(h.field.text == ">")
        h.keys(.end, .control("u"))
        #expect(h.field.text.isEmpty && h.field.caret == 0)
        #expect(h.changes.last == "")
    }

    @Test func aPasteIsInsertedAsTextWithoutItsControls() {
        let h = Harness()
        h.field.becomeFirstResponder()
        h.type("ab")
        h.keys(.left)
        h.window.handle(.paste("x y"))
        #expect(h.field.text == "ax yb" && h.field.caret == 4)
        // What a terminal's paste can hold that a parser already made safe, and more.
        #expect(h.field.paste("1\n2\t3\u{1B}4"))
        #expect(h.field.text == "ax y1 2 34b")
    }

    @Test func theCursorSitsAtTheCaretOnlyWhileFocused() {
        let h = Harness()
        h.type("ignored")  // nobody has the focus: no text field takes it
        #expect(h.field.text.isEmpty)
        #expect(h.frame().cursor == nil)
        #expect(h.frame().line(1).contains("Search"), "the placeholder")
        h.field.becomeFirstResponder()
        h.type("紙芝居")
        // Three wide characters: six cells; the caret after them.
        #expect(h.frame().cursor == CellPoint(x: 2 + 6, y: 1))
        h.keys(.left)
        #expect(h.frame().cursor == CellPoint(x: 2 + 4, y: 1), "before the last wide character")
        h.field.resignFirstResponder()
        #expect(h.frame().cursor == nil)
    }

    @Test func longTextScrollsToKeepTheCaretInView() {
        let h = Harness()
        h.field.becomeFirstResponder()
        h.type("abcdefghijklmnop")
        let canvas = h.frame()
        #expect(canvas.cursor == CellPoint(x: 11, y: 1), "the last cell of the field")
        #expect(canvas.line(1).contains("hijklmnop"))
        h.keys(.home)
        #expect(h.frame().line(1).contains("abcdefghij"))
    }

    @Test func aClickFocusesAndPlacesTheCaretAndAClickElsewhereKeepsTheFocus() {
        let h = Harness()
        h.field.setText("abcdef")
        h.window.handle(.mouse(MouseEvent(.press(.left), column: 5, row: 1)))
        #expect(h.field.isFirstResponder && h.field.caret == 3)
        h.window.handle(.mouse(MouseEvent(.release(.left), column: 5, row: 1)))
        h.window.handle(.mouse(MouseEvent(.press(.left), column: 30, row: 3)))
        #expect(h.field.isFirstResponder, "as in UIKit: only another field, the app or a scroll view takes it")
        h.field.resignFirstResponder()
        #expect(!h.field.isFirstResponder)
        #expect(
            h.focusLines.count == 2 && h.focusLines[0].contains("\"view\":\"search\",\"focused\":true")
                && h.focusLines[1].contains("\"focused\":false"), "\(h.focusLines)")
    }

    @Test func unusedKeysGoOnToTheViewsBehind() {
        let h = Harness()
        var seen: [Key] = []
        final class Behind: View {
            var seen: (Key) -> Void = { _ in }
            override func keyDown(_ key: Key) -> Bool {
                seen(key)
                return true
            }
        }
        let behind = Behind()
        behind.seen = { seen.append($0) }
        h.window.rootView.addSubview(behind)
        h.window.keyResponder = behind
        h.field.becomeFirstResponder()
        h.keys(.up, .character("x"), .tab, .escape)
        #expect(seen == [.up, .tab, .escape], "Esc too, with no onCancel")
        #expect(h.field.text == "x")
    }
}
