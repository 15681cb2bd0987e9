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
open class TextField: View {
    public private(set) var text = ""
    /// Where the caret is: before the character at this index (0…`text.count`).
    public private(set) var caret = 0
    public var placeholder: String
    /// Names the field in the trace (`focus`).
    public var name: String
    public var style = Style(foreground: .white, background: .black)
    public var placeholderStyle = Style(foreground: RGB(128, 128, 128), background: .black, monochrome: .dim)
    /// Called after every change of the text.
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

    open override var canBecomeFirstResponder: Bool { true }

    open override func focusDidChange() {
        onFocusChange?(isFirstResponder)
    }
    open override var traceName: String { name }

    /// Replaces the text (the caret goes to its end) without calling `onChange`.
    public func setText(_ newText: String) {
        text = TextField.singleLine(newText)
        caret = text.count
    }

    // MARK: Editing

    open override func keyDown(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .left: caret = max(0, caret - 1)
        case .right: caret = min(text.count, caret + 1)
        case .home, .control("a"): caret = 0
        case .end, .control("e"): caret = text.count
        case .backspace: if caret > 0 { remove(caret - 1..<caret) }
        case .delete: if caret < text.count { remove(caret..<caret + 1) }
        case .control("u"): remove(0..<caret)
        case .control("k"): remove(caret..<text.count)
        case .control("w"): remove(wordStart(before: caret)..<caret)
        case .enter: onSubmit?(text)
        case .escape:
            guard let onCancel else { return false }
            onCancel()
        default: return false
        }
        return true
    }

    open override func paste(_ pasted: String) -> Bool {
        insert(TextField.singleLine(pasted))
        return true
    }

    open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        guard case .press(.left) = event.kind else { return false }
        becomeFirstResponder()
        caret = index(atCell: scroll + Int(point.x.rounded(.down)))
        return true
    }

    private func insert(_ inserted: String) {
        guard !inserted.isEmpty else { return }
        let at = text.index(text.startIndex, offsetBy: caret)
        let before = text.count
        text.insert(contentsOf: inserted, at: at)
        // A combining mark joins the character before it: the caret moves by what was added.
        caret += text.count - before
        onChange?(text)
    }

    private func remove(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
        let upper = text.index(text.startIndex, offsetBy: range.upperBound)
        text.removeSubrange(lower..<upper)
        caret = range.lowerBound
        onChange?(text)
    }

    /// Where the word ending at `index` begins: back over spaces, then over the rest.
    private func wordStart(before index: Int) -> Int {
        let characters = Array(text)
        var start = index
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        return start
    }

    /// Line breaks and tabs as spaces, controls out: a field is one line.
    static func singleLine(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.compactMap { scalar in
                    if scalar == "\n" || scalar == "\r" || scalar == "\t" { return " " }
                    return TextSanitizer.isControl(scalar) ? nil : scalar
                }))
    }

    // MARK: Geometry

    /// The cell (from the text's start) where the character at `index` begins.
    private func cell(ofIndex index: Int) -> Int {
        text.prefix(index).reduce(0) { $0 + CharacterWidth.of($1) }
    }

    /// The index of the character covering `cell` (the end, past the text).
    private func index(atCell cell: Int) -> Int {
        var used = 0
        for (index, character) in text.enumerated() {
            let width = CharacterWidth.of(character)
            if cell < used + max(width, 1) { return index }
            used += width
        }
        return text.count
    }

    open override func draw(in context: inout DrawContext) {
        let area = context.bounds
        guard area.width > 0, area.height > 0 else { return }
        context.canvas.fill(area, style: style)
        if text.isEmpty {
            context.canvas.write(placeholder, x: area.minX, y: area.minY, style: placeholderStyle, maxWidth: area.width)
        }
        // Keep the caret's cell in view, with room for it after the last character.
        let caretCell = cell(ofIndex: caret)
        if caretCell < scroll { scroll = caretCell }
        if caretCell >= scroll + area.width { scroll = caretCell - area.width + 1 }
        var x = 0
        for character in text {
            let width = CharacterWidth.of(character)
            if x >= scroll, x + width <= scroll + area.width {
                context.canvas.put(character, x: area.minX + x - scroll, y: area.minY, style: style)
            }
            x += width
        }
        if isFirstResponder {
            context.canvas.cursor = CellPoint(x: area.minX + caretCell - scroll, y: area.minY)
        }
    }
}
