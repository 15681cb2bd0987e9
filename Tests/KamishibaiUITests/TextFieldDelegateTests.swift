import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// A text field's delegate (UIKit's `UITextFieldDelegate`) and its settable text: what the
/// delegate is asked before each edit and Enter, told as editing begins and ends, and what a
/// change made in code calls (nothing). 40×5 window, a 10-cell field at (2, 1).
@Suite struct TextFieldDelegateTests {
    final class Delegate: TextFieldDelegate {
        var calls: [String] = []
        var allowsEdits = true
        var allowsReturn = true
        func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
            calls.append("change \(range.lowerBound)..<\(range.upperBound) \"\(string)\"")
            return allowsEdits
        }
        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            calls.append("return")
            return allowsReturn
        }
        func textFieldDidBeginEditing(_ textField: TextField) { calls.append("begin") }
        func textFieldDidEndEditing(_ textField: TextField) { calls.append("end") }
    }

    let window: Window = {
        let clock = ManualClock()
        return Window(columns: 40, rows: 5, clock: clock, trace: Trace(clock: clock, sink: nil))
    }()
    let field = TextField(name: "search")
    let delegate = Delegate()
    private final class Log { var changes: [String] = [], submits: [String] = [] }
    private let log = Log()

    init() {
        field.frame = Rect(x: 2, y: 1, width: 10, height: 1)
        window.rootView.addSubview(field)
        field.delegate = delegate
        field.onChange = { [log] in log.changes.append($0) }
        field.onSubmit = { [log] in log.submits.append($0) }
    }

    func keys(_ keys: Key...) { for key in keys { window.handle(.key(key)) } }

    @Test func eachEditIsAskedWithItsRangeAndReplacement() {
        field.becomeFirstResponder()
        keys(.character("a"), .character("b"))
        window.handle(.paste("c\td"))
        keys(.left, .backspace, .control("u"))
        #expect(
            delegate.calls == [
                "begin", "change 0..<0 \"a\"", "change 1..<1 \"b\"", "change 2..<2 \"c d\"", "change 3..<4 \"\"", "change 0..<3 \"\"",
            ])
        #expect(field.text == "d" && log.changes == ["a", "ab", "abc d", "abcd", "d"])
    }

    @Test func aRefusedEditLeavesTheText() {
        field.text = "ab"
        field.becomeFirstResponder()
        delegate.allowsEdits = false
        keys(.character("x"), .backspace, .control("u"))
        #expect(field.text == "ab" && field.caret == 2 && log.changes.isEmpty)
        #expect(delegate.calls.count == 4, "asked each time: \(delegate.calls)")
    }

    /// A paste cut to the room left is traced (`inputLimited`) only if the delegate lets it in.
    @Test func aRefusedPasteRecordsNoCut() {
        let traced = TracedWindow(columns: 40, rows: 5)
        let limited = TextField(name: "code")
        limited.maximumLength = 3
        limited.frame = Rect(x: 2, y: 1, width: 10, height: 1)
        traced.window.rootView.addSubview(limited)
        limited.delegate = delegate
        limited.becomeFirstResponder()
        delegate.allowsEdits = false
        traced.window.handle(.paste("abcdef"))
        #expect(limited.text == "" && traced.events("inputLimited").isEmpty && delegate.calls.last == "change 0..<0 \"abc\"")
        delegate.allowsEdits = true
        traced.window.handle(.paste("abcdef"))
        #expect(limited.text == "abc" && traced.events("inputLimited").count == 1)
        #expect(traced.events("inputLimited").first?.contains("\"bytes\":3") == true, "\(traced.traceLines)")
    }

    @Test func enterAsksBeforeSubmitting() {
        field.text = "hi"
        field.becomeFirstResponder()
        keys(.enter)
        delegate.allowsReturn = false
        keys(.enter)
        #expect(log.submits == ["hi"] && delegate.calls == ["begin", "return", "return"])
    }

    @Test func editingBeginsAndEndsWithTheFocus() {
        field.becomeFirstResponder()
        _ = window.makeFirstResponder(nil)
        field.becomeFirstResponder()
        field.removeFromSuperview()
        #expect(delegate.calls == ["begin", "end", "begin", "end"])
    }

    /// As UIKit sends no `editingChanged` for text set in code: no `onChange`, no delegate
    /// call; the caret goes to the end, and the text is cut to one bounded line.
    @Test func textSetInCodeCallsNothing() {
        field.text = "one\ntwo"
        #expect(field.text == "one two" && field.caret == 7)
        field.maximumLength = 10
        field.text = String(repeating: "x", count: 50)
        #expect(field.text.count == 10 && field.caret == 10)
        #expect(log.changes.isEmpty && delegate.calls.isEmpty)
    }
}
