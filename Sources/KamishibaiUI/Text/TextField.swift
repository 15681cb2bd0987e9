import KamishibaiCanvas
import KamishibaiGeometry

/// A single line of editable text (`UITextField`): a caret, the usual editing keys, pastes,
/// wide characters, a placeholder, and the terminal cursor at the caret while it has the
/// focus. Keys it does not use (↑, ↓, Tab…) go on to the views behind it.
///
/// ←/→ move by a character, Home/End and Ctrl-A/Ctrl-E to either end; Backspace and Delete
/// remove a character, Ctrl-W the word before the caret, Ctrl-U everything before it and
/// Ctrl-K everything after it; Enter calls `onSubmit`, Esc `onCancel`. A click takes the
/// focus and puts the caret where it landed.
///
/// Its ``delegate`` (UIKit's `UITextFieldDelegate`) may refuse an edit or Enter, and hears
/// when editing begins and ends; `onChange` is UIKit's `editingChanged`: each edit the user
/// makes. Setting ``text`` in code calls neither, as in UIKit.
///
/// It is one row high, as a `UITextField` has a natural height: its `intrinsicContentSize` is
/// 1 row tall and has no width (``View/noIntrinsicMetric``), so in a ``StackView`` column it
/// takes a row and in a row it takes the room left beside its neighbours.
///
/// The text holds at most `maximumLength` Unicode scalars: what does not fit of a paste or a
/// key is left out and traced (`inputLimited`, what `field`), so that no input, however long,
/// costs more than a bounded amount of work, now or on any later key or frame.
open class TextField: View {
    /// The default `maximumLength`: room for any search, name or long URL, while every edit,
    /// click and frame (each walks the text at most once) stays far under a millisecond.
    public static let defaultMaximumLength = 1024

    /// The most Unicode scalars the text holds: a letter, a digit, a kana or a kanji is one, an
    /// accented letter one or two, an emoji one to a handful. Counted in scalars rather than
    /// characters because a single character can hide any amount of text (a letter with a
    /// million combining marks is one character). A paste or key that does not fit is cut to
    /// the whole characters that do, at the caret, and what is left out is traced as
    /// `inputLimited(.field(bytes:))` with its UTF-8 length; a ``text`` set in code is cut the
    /// same way.
    /// Lowering it cuts the text to fit, calling `onChange`.
    public var maximumLength = TextField.defaultMaximumLength {
        didSet {
            maximumLength = max(0, maximumLength)
            guard text.unicodeScalars.count > maximumLength else { return }
            content = Self.fitting(text, room: maximumLength).text
            caret = min(caret, text.count)
            onChange?(text)
        }
    }
    /// The text (UIKit's). Setting it puts the caret at its end and calls neither `onChange`
    /// nor the delegate (UIKit sends no `editingChanged` for a change made in code): line
    /// breaks and tabs become spaces, other controls are left out, and so is what passes
    /// `maximumLength` (traced).
    public var text: String {
        get { content }
        set {
            content = fitted(newValue, room: maximumLength)
            caret = content.count
        }
    }
    private var content = ""
    /// Asked before each edit and Enter, told when editing begins and ends.
    public weak var delegate: TextFieldDelegate?
    /// Where the caret is: before the character at this index (0…`text.count`).
    public private(set) var caret = 0
    public var placeholder: String
    /// Its placeholder, which says what goes in it.
    override var defaultAccessibilityLabel: String? { placeholder.isEmpty ? nil : placeholder }
    /// Names the field in the trace (`focus`).
    public var name: String
    /// Whether the text is a secret (a password, UIKit's): each character is drawn as a `•`,
    /// so the text never reaches the screen; the field still holds it as typed.
    public var isSecureTextEntry = false
    /// The text's and the field's colours: by default the theme's ``Theme/text`` in a well of
    /// its ``Theme/surface``, so the field shows where it is on any background.
    public var style = TextStyle()
    /// The placeholder's: by default the theme's ``Theme/secondaryText`` (dim without colour)
    /// over the field's well.
    public var placeholderStyle = TextStyle(monochrome: .dim)
    /// Called after every change of the text the user makes (UIKit's `editingChanged`), and
    /// when a lower `maximumLength` cuts it.
    public var onChange: ((String) -> Void)?
    public var onSubmit: ((String) -> Void)?
    /// Esc; when nil, Esc goes on to the views behind.
    public var onCancel: (() -> Void)?
    /// The field took the focus (true) or lost it (false), by a click, a key or the app.
    public var onFocusChange: ((Bool) -> Void)?
    /// The first cell of the text that is shown: the text scrolls to keep the caret in view.
    private var scroll = 0

    public init(name: String, placeholder: String = "") {
        self.name = name
        self.placeholder = placeholder
        super.init()
    }

    /// One row high; no natural width (it shows as much of the text as it is given room for).
    open override var intrinsicContentSize: Size { Size(width: Self.noIntrinsicMetric, height: 1) }

    open override var canBecomeFirstResponder: Bool { true }

    open override func focusDidChange() {
        onFocusChange?(isFirstResponder)
        if isFirstResponder { delegate?.textFieldDidBeginEditing(self) } else { delegate?.textFieldDidEndEditing(self) }
    }
    open override var traceName: String { name }

    // MARK: Editing

    /// The editing keys, as key commands of the field (listed while it is in the chain; run by
    /// its `keyDown` while it has the focus, before the app's commands, as UIKit's text input
    /// comes first: an app's command that wants priority over system behaviour wins).
    open override var keyCommands: [KeyCommand] {
        var commands = [
            editing(.left, "Caret left") { $0.caret = max(0, $0.caret - 1) },
            editing(.right, "Caret right") { $0.caret = min($0.text.count, $0.caret + 1) },
            editing(.home, "Start of the line") { $0.caret = 0 }, editing(.control("a"), "Start of the line") { $0.caret = 0 },
            editing(.end, "End of the line") { $0.caret = $0.text.count },
            editing(.control("e"), "End of the line") { $0.caret = $0.text.count },
            editing(.backspace, "Delete back") { field in if field.caret > 0 { field.remove(field.caret - 1..<field.caret) } },
            editing(.delete, "Delete forward") { field in
                if field.caret < field.text.count { field.remove(field.caret..<field.caret + 1) }
            },
            editing(.control("u"), "Erase to the start") { $0.remove(0..<$0.caret) },
            editing(.control("k"), "Erase to the end") { $0.remove($0.caret..<$0.text.count) },
            editing(.control("w"), "Erase the word before") { $0.remove($0.wordStart(before: $0.caret)..<$0.caret) },
            // readline's Alt-Backspace (ESC DEL), as Ctrl-W.
            editing(Key.backspace.adding(.alternate), "Erase the word before") {
                $0.remove($0.wordStart(before: $0.caret)..<$0.caret)
            },
            editing(.enter, "Submit") { field in
                if field.delegate?.textFieldShouldReturn(field) ?? true { field.onSubmit?(field.text) }
            },
        ]
        if onCancel != nil { commands.append(editing(.escape, "Cancel") { $0.onCancel?() }) }
        return commands
    }

    private func editing(_ key: Key, _ title: String, _ action: @escaping (TextField) -> Void) -> KeyCommand {
        KeyCommand(system: key, title: title, on: self, action: action)
    }

    /// A character types at the caret; the editing keys run their commands.
    open override func keyDown(_ key: Key) -> Bool {
        if case .character(let character) = key {
            insert(String(character))
            return true
        }
        return performOwnKeyCommand(key)
    }

    /// A character types; an editing key runs its command.
    override func takesKeyWhileFocused(_ key: Key) -> Bool {
        if case .character = key { return true }
        return keyCommands.contains { $0.input == key }
    }

    open override func paste(_ pasted: String) -> Bool {
        insert(pasted)
        return true
    }

    open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        guard case .press(.left) = event.kind else { return false }
        becomeFirstResponder()
        caret = index(atCell: scroll + Int(point.x.rounded(.down)))
        return true
    }

    /// Puts what fits of `inserted` at the caret, if the delegate agrees; the cut is traced
    /// only then (or when nothing fits, and the delegate is not asked).
    private func insert(_ inserted: String) {
        let fit = Self.fitting(inserted, room: maximumLength - text.unicodeScalars.count)
        let inserted = fit.text
        guard inserted.isEmpty || shouldChange(caret..<caret, to: inserted) else { return }
        if fit.leftOut > 0 { window?.trace.record(.inputLimited(.field(bytes: fit.leftOut))) }
        guard !inserted.isEmpty else { return }
        let at = text.index(text.startIndex, offsetBy: caret)
        let before = text.count
        content.insert(contentsOf: inserted, at: at)
        // A combining mark joins the character before it: the caret moves by what was added.
        caret += text.count - before
        onChange?(text)
    }

    private func remove(_ range: Range<Int>) {
        guard !range.isEmpty, shouldChange(range, to: "") else { return }
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
        let upper = text.index(text.startIndex, offsetBy: range.upperBound)
        content.removeSubrange(lower..<upper)
        caret = range.lowerBound
        onChange?(text)
    }

    /// Whether the delegate lets the user's edit replace the characters in `range` with
    /// `replacement`.
    private func shouldChange(_ range: Range<Int>, to replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    /// Where the word ending at `index` begins: back over spaces, then over the rest.
    private func wordStart(before index: Int) -> Int {
        let characters = Array(text)
        var start = index
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        return start
    }

    /// What fits of `text` in `room` more scalars, tracing what is left out.
    private func fitted(_ text: String, room: Int) -> String {
        let fit = Self.fitting(text, room: room)
        if fit.leftOut > 0 { window?.trace.record(.inputLimited(.field(bytes: fit.leftOut))) }
        return fit.text
    }

    /// The beginning of `text` that fits in `room` scalars, as one line (line breaks and tabs
    /// as spaces, other controls out), in whole characters; and how many UTF-8 bytes of
    /// `text` are left out after it. Reads at most `room + 1` scalars of `text`, however long
    /// it is: the one past the room tells whether the character before it is whole (whether a
    /// character goes on is decided by the scalars up to the next one).
    static func fitting(_ text: String, room: Int) -> (text: String, leftOut: Int) {
        let room = max(0, room)
        let source = text.unicodeScalars
        var kept = String.UnicodeScalarView()
        // Where each kept scalar ends in `text`.
        var ends: [String.Index] = []
        var index = source.startIndex
        var read = 0
        while index < source.endIndex, read <= room {
            let scalar = source[index]
            index = source.index(after: index)
            read += 1
            if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                kept.append(" ")
            } else if TextSanitizer.isControl(scalar) {
                continue
            } else {
                kept.append(scalar)
            }
            ends.append(index)
        }
        if index == source.endIndex, ends.count <= room { return (String(kept), 0) }
        // Cut short: the last character read may go on past what was read, or past the room.
        var fits = 0
        for character in String(kept).dropLast() {
            let scalars = character.unicodeScalars.count
            guard fits + scalars <= room else { break }
            fits += scalars
        }
        let cut = fits == 0 ? text.startIndex : ends[fits - 1]
        // Both O(1) on a native string: its indices are UTF-8 offsets.
        let leftOut = text.utf8.count - text.utf8.distance(from: text.startIndex, to: cut)
        return (String(String.UnicodeScalarView(kept.prefix(fits))), leftOut)
    }

    // MARK: Geometry

    /// The bullet a secure field draws for each character.
    static let secureBullet: Character = "•"

    /// The cells `character` takes as drawn: one bullet in a secure field.
    private func width(of character: Character) -> Int {
        isSecureTextEntry ? 1 : CharacterWidth.of(character)
    }

    /// The cell (from the text's start) where the character at `index` begins.
    private func cell(ofIndex index: Int) -> Int {
        text.prefix(index).reduce(0) { $0 + width(of: $1) }
    }

    /// The index of the character covering `cell` (the end, past the text).
    private func index(atCell cell: Int) -> Int {
        var used = 0
        for (index, character) in text.enumerated() {
            let cells = width(of: character)
            if cell < used + max(cells, 1) { return index }
            used += cells
        }
        return text.count
    }

    open override func draw(in context: inout DrawContext) {
        let area = context.bounds
        guard area.width > 0, area.height > 0 else { return }
        let style = style.with(background: style.background ?? context.theme.surface)
        context.fill(area, style: style)
        if text.isEmpty {
            let placeholderStyle = placeholderStyle.with(foreground: placeholderStyle.foreground ?? context.theme.secondaryText)
            context.write(placeholder, x: 0, y: 0, style: placeholderStyle, maxWidth: area.width)
        }
        // Keep the caret's cell in view, with room for it after the last character.
        let caretCell = cell(ofIndex: caret)
        if caretCell < scroll { scroll = caretCell }
        if caretCell >= scroll + area.width { scroll = caretCell - area.width + 1 }
        var x = 0
        for character in text {
            if x >= scroll + area.width { break }
            let cells = width(of: character)
            if x >= scroll, x + cells <= scroll + area.width {
                context.put(isSecureTextEntry ? Self.secureBullet : character, x: x - scroll, y: 0, style: style)
            }
            x += cells
        }
        if isFirstResponder {
            context.cursor = CellPoint(x: caretCell - scroll, y: 0)
        }
    }
}
