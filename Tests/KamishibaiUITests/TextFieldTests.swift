import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import Testing

@testable import KamishibaiUI

/// The library's text field and focus, on a 40×5 window with a 10-cell field at (2, 1).
@Suite struct TextFieldTests {
    final class Harness {
        let clock = ManualClock()
        let window: Window
        let field = TextField(name: "search", placeholder: "Search")
        var changes: [String] = []
        private final class Lines { var all: [String] = [] }
        private let lines = Lines()
        var focusLines: [String] { lines.all.filter { decodedTraceLine($0)?.kind == .focus } }
        /// The bytes of each `inputLimited` line (what `field`), in order.
        var leftOut: [Int] {
            lines.all.compactMap(decodedTraceLine).compactMap { line in
                guard case .inputLimited(let what, let bytes, _) = line.event else { return nil }
                #expect(what == "field", "\(line)")
                return bytes ?? -1
            }
        }

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

    /// Alt-Backspace (`ESC DEL`) erases the word before the caret, as readline's does and as
    /// Ctrl-W.
    @Test func altBackspaceErasesTheWordBefore() {
        let h = Harness()
        h.field.becomeFirstResponder()
        h.type("reply to all")
        h.keys(Key.backspace.adding(.alternate))
        #expect(h.field.text == "reply to " && h.field.caret == 9)
        h.keys(Key.backspace.adding(.alternate), Key.backspace.adding(.alternate))
        #expect(h.field.text == "" && h.field.caret == 0)
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

    /// A secure field draws one bullet a character, wide or not, and never the text; the field
    /// still holds it, and the caret and a click count in bullets.
    @Test func aSecureFieldShowsABulletPerCharacter() {
        let h = Harness()
        h.field.isSecureTextEntry = true
        h.field.becomeFirstResponder()
        h.type("紙芝居ab")
        #expect(h.field.text == "紙芝居ab")
        #expect(h.frame().line(1) == "  •••••" + String(repeating: " ", count: 33))
        #expect(h.frame().cursor == CellPoint(x: 2 + 5, y: 1))
        h.window.handle(.mouse(MouseEvent(.press(.left), column: 4, row: 1)))
        h.type("x")
        #expect(h.field.text == "紙芝x居ab", "the click landed before the third bullet")
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
        h.field.text = "abcdef"
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

    /// Keys the field does not use go on along its responder chain — up its superviews — and
    /// not to the screen's key view beside it, as in UIKit.
    @Test func unusedKeysGoOnUpTheFieldsSuperviews() {
        let h = Harness()
        final class Holder: View {
            var seen: [Key] = []
            override func keyDown(_ key: Key) -> Bool {
                seen.append(key)
                return true
            }
        }
        let holder = Holder(frame: Rect(x: 0, y: 0, width: 40, height: 5)), beside = Holder()
        h.window.rootView.addSubview(holder)
        h.window.rootView.addSubview(beside)
        holder.addSubview(h.field)
        h.window.keyResponder = beside
        h.field.becomeFirstResponder()
        h.keys(.up, .character("x"), .tab, .escape)
        #expect(holder.seen == [.up, .tab, .escape], "Esc too, with no onCancel")
        #expect(beside.seen.isEmpty)
        #expect(h.field.text == "x")
        h.field.resignFirstResponder()
        h.keys(.up)
        #expect(beside.seen == [.up], "without the focus, the chain starts at the key view")
    }

    // MARK: The maximum length

    @Test func theMaximumIsAThousandAndTwentyFourScalarsByDefault() {
        #expect(TextField(name: "any").maximumLength == 1024)
        #expect(TextField.defaultMaximumLength == 1024)
    }

    @Test func typingAtTheMaximumChangesNothingAndTracesEachKeyLeftOut() {
        let h = Harness()
        h.field.maximumLength = 5
        h.field.becomeFirstResponder()
        h.type("abcde")
        #expect(h.leftOut.isEmpty)
        h.type("fé")
        #expect(h.field.text == "abcde" && h.field.caret == 5)
        #expect(h.changes.count == 5, "no change, no onChange")
        #expect(h.leftOut == [1, 2], "one line a key, its UTF-8 bytes: é is two")
        // In the middle too, and a combining mark that would join the character before.
        h.keys(.left, .left, .character("x"), .character("\u{301}"))
        #expect(h.field.text == "abcde" && h.field.caret == 3)
        #expect(h.leftOut == [1, 2, 1, 2])
        // Room again: a key goes in.
        h.keys(.backspace)
        h.type("X")
        #expect(h.field.text == "abXde" && h.field.caret == 3)
        #expect(h.leftOut.count == 4)
    }

    @Test func aLongPasteIsCutAtTheMaximumWithTheCaretAtItsEnd() {
        let h = Harness()
        h.field.maximumLength = 10
        h.field.becomeFirstResponder()
        h.type("ab")
        h.keys(.left)
        let paste = String(repeating: "0123456789", count: 104_858)  // just over 1 MiB
        h.window.handle(.paste(paste))
        #expect(h.field.text == "a01234567b" && h.field.caret == 9)
        #expect(h.leftOut == [paste.utf8.count - 8])
        #expect(h.changes.count == 3, "one change for the paste")
        #expect(h.frame().cursor == CellPoint(x: 2 + 9, y: 1))
        // Full: the next paste is left out whole.
        h.window.handle(.paste("xyz"))
        #expect(h.field.text == "a01234567b" && h.leftOut.last == 3)
    }

    @Test func aPasteThatFitsIsNotTraced() {
        let h = Harness()
        h.field.maximumLength = 6
        h.field.becomeFirstResponder()
        h.window.handle(.paste("ab\ncd\u{1B}e"))
        #expect(h.field.text == "ab cde" && h.leftOut.isEmpty, "controls out are not counted")
        h.window.handle(.paste("\u{7}"))
        #expect(h.field.text == "ab cde" && h.leftOut.isEmpty)
    }

    @Test func wideAndCombiningCharactersAreNeverSplitAtTheMaximum() {
        let h = Harness()
        h.field.becomeFirstResponder()
        h.field.maximumLength = 2
        h.window.handle(.paste("紙芝居"))
        #expect(h.field.text == "紙芝" && h.leftOut == [3])
        #expect(h.frame().cursor == CellPoint(x: 2 + 4, y: 1), "two wide characters: four cells")
        // e and its accent are one character of two scalars: with room for one, it stays out.
        h.field.text = ""
        h.window.handle(.paste("ae\u{301}"))
        #expect(h.field.text == "a" && h.leftOut == [3, 3])
        // With room for both, it goes in whole, and what follows it stays out.
        h.field.maximumLength = 3
        h.field.text = ""
        h.window.handle(.paste("ae\u{301}x"))
        #expect(h.field.text == "ae\u{301}" && h.field.caret == 2 && h.leftOut == [3, 3, 1])
        // An emoji and its selector: two scalars, in or out together.
        h.field.maximumLength = 4
        h.window.handle(.paste("❤️❤️"))
        #expect(h.field.text == "ae\u{301}" && h.leftOut == [3, 3, 1, 12])
        // One character of a million marks is a million scalars, not one character's room.
        h.field.text = ""
        h.window.handle(.paste("o" + String(repeating: "\u{301}", count: 1 << 20)))
        #expect(h.field.text.isEmpty && h.leftOut.last == 1 + 2 * (1 << 20))
    }

    @Test func settingTextAndALowerMaximumCutTheText() {
        let h = Harness()
        h.field.maximumLength = 4
        h.field.text = "abc\tdef"
        #expect(h.field.text == "abc " && h.field.caret == 4 && h.leftOut == [3])
        #expect(h.changes.isEmpty, "setting text calls no onChange")
        h.field.maximumLength = 2
        #expect(h.field.text == "ab" && h.field.caret == 2 && h.changes == ["ab"])
        #expect(h.leftOut == [3], "the app's own cut is not input left out")
        h.field.maximumLength = -1
        #expect(h.field.maximumLength == 0 && h.field.text.isEmpty)
    }

    @Test func fittingReadsWholeCharactersUpToTheRoom() {
        #expect(TextField.fitting("abc", room: 0) == ("", 3))
        #expect(TextField.fitting("abc", room: 3) == ("abc", 0))
        #expect(TextField.fitting("a\r\nb", room: 4) == ("a  b", 0))
        #expect(TextField.fitting("🇯🇵🇯🇵", room: 3) == ("🇯🇵", 8), "a flag is two regional indicators")
        #expect(TextField.fitting("a\u{7}e\u{301}", room: 2) == ("a", 4), "a control read uses up the look-ahead")
    }

    @Test func aFieldIsOneRowHighInAColumnAndTakesTheWidthItIsGiven() {
        let field = TextField(name: "reply")
        #expect(field.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 1))
        let column = StackView(axis: .vertical, spacing: 1, arrangedSubviews: [Label("To: Tarō"), field, View()])
        column.frame = Rect(x: 0, y: 0, width: 30, height: 20)
        column.layoutIfNeeded()
        #expect(field.frame == Rect(x: 0, y: 2, width: 30, height: 1), "a row; the spacer takes the rows left")
        #expect(column.intrinsicContentSize.height == 4, "label, gap, field, gap")
        let row = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [Label("Reply:"), field])
        row.frame = Rect(x: 0, y: 0, width: 30, height: 1)
        row.layoutIfNeeded()
        #expect(field.frame == Rect(x: 7, y: 0, width: 23, height: 1), "beside its prompt, the rest of the row")
    }
}
