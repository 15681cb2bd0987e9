import KamishibaiCanvas
import KamishibaiGeometry

/// Read-only text (UIKit's `UILabel`): one line by default, or wrapped at spaces to its width
/// over `numberOfLines` lines (0: as many as the text needs), each line placed by
/// `textAlignment`, the block centred vertically in the frame, as UIKit does.
///
/// A line shows the spaces the text has, runs of them and a paragraph's indent included; only
/// the spaces where the text wraps, and those after a paragraph, are dropped (`TextWrap`).
/// Line breaks in the text always break the line, and a blank line stays blank. When the
/// text needs more lines than the label has (`numberOfLines`, or the rows of its frame), the
/// last line shown takes the rest of the text (its line breaks as spaces) and `lineBreakMode`
/// cuts it: `…` at its end by default. Wide characters (kanji, emoji) are never split. The text
/// is sanitised: a tab becomes a space, any other control character `�`, so nothing in it can
/// reach the terminal as a command.
///
/// ```swift
/// let subject = Label("Re: the kamishibai performance")
/// subject.style = TextStyle(attributes: .bold, monochrome: .bold)
/// let body = Label("Dear Tarō,\n\nThe cards are ready.")
/// body.numberOfLines = 0
/// body.frame = Rect(x: 2, y: 2, width: 30, height: body.sizeThatFits(Size(width: 30, height: .infinity)).height)
/// ```
///
/// Its `intrinsicContentSize` is the text unwrapped (the widest line between line breaks,
/// and one row per line, up to `numberOfLines`); `sizeThatFits` wraps it to the width given.
open class Label: View {
    public var text: String {
        didSet {
            displayText = Self.sanitized(text)
            invalidateIntrinsicContentSize()
        }
    }
    /// The text's colours and attributes; the cells around the text are left as they are. With
    /// no foreground the text is in the theme's ``Theme/text``; with no background (the
    /// default) each cell keeps the one behind it, as UIKit's `backgroundColor = nil`.
    public var style = TextStyle()
    public var textAlignment = TextAlignment.left
    /// Its text.
    override var defaultAccessibilityLabel: String? { text.isEmpty ? nil : text }
    /// The most lines shown; 0 for as many as the text needs. 1 by default, as in UIKit.
    public var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    public var lineBreakMode = LineBreakMode.byTruncatingTail { didSet { invalidateIntrinsicContentSize() } }
    /// The text made safe, its line breaks kept as `\n`.
    private var displayText: String

    public init(_ text: String = "") {
        self.text = text
        self.displayText = Self.sanitized(text)
        super.init()
    }

    /// The lines the label shows at `width` cells, at most `limit` of them (by default
    /// `numberOfLines`; 0 for no limit), the last one cut by `lineBreakMode` when the text goes
    /// on. Before alignment: no line has trailing spaces, and only a paragraph's first line
    /// leading ones (its indent).
    public func lines(forWidth width: Int, limitedToNumberOfLines limit: Int? = nil) -> [String] {
        let limit = limit ?? numberOfLines
        let wrapped = TextWrap.lines(displayText, width: width)
        guard limit > 0, wrapped.count > limit else { return wrapped }
        if lineBreakMode == .byWordWrapping { return Array(wrapped.prefix(limit)) }
        let shown = Array(wrapped.prefix(limit - 1))
        return shown + [lineBreakMode.truncate(Self.remainder(of: displayText, after: shown), width: width)]
    }

    /// The unwrapped text's size: the widest line between line breaks, one row per line (up to
    /// `numberOfLines`). Empty text has no size.
    open override var intrinsicContentSize: Size { sizeThatFits(Size(width: .infinity, height: .infinity)) }

    /// The text wrapped to `size.width` (the height is not a limit; `numberOfLines` is): the
    /// widest line's cells by the number of lines.
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width.isFinite ? Int(max(0, size.width).rounded(.down)) : Int(Int32.max)
        let lines = lines(forWidth: width)
        return Size(columns: lines.map(CharacterWidth.of).max() ?? 0, rows: lines.count)
    }

    /// A label that wraps (`numberOfLines` other than 1) takes its width from where it is, as
    /// a multi-line `UILabel` does: in a ``StackView`` row it shares the room left over, and
    /// its height follows the width it gets.
    override func isFlexible(along axis: LayoutAxis) -> Bool {
        if axis == .horizontal, numberOfLines != 1, fixedWidth == nil { return true }
        return super.isFlexible(along: axis)
    }

    /// Text truncates before it disappears: a squeezed label keeps a row, and its first
    /// character and `…` after the indent a cut line keeps (`" Inbox"` keeps `" I…"`).
    override func minimumLength(along axis: LayoutAxis) -> Double {
        if let fixed = fixedLength(along: axis) { return fixed }
        let unwrapped = intrinsicContentSize
        guard let first = displayText.first(where: { $0 != " " && !$0.isNewline }) else { return 0 }
        guard axis == .horizontal else { return 1 }
        let indent = displayText.prefix { $0 == " " }
        let kept = displayText.dropFirst(indent.count).first?.isNewline == false ? indent.count : 0
        return min(unwrapped.width, Double(kept + CharacterWidth.of(first) + 1))
    }

    open override func draw(in context: inout DrawContext) {
        let area = context.bounds
        guard area.height > 0 else { return }
        let limit = numberOfLines == 0 ? area.height : min(numberOfLines, area.height)
        let lines = lines(forWidth: area.width, limitedToNumberOfLines: limit)
        let top = (area.height - lines.count) / 2
        for (row, line) in lines.enumerated() {
            let x = textAlignment.offset(lineWidth: CharacterWidth.of(line), in: area.width)
            context.write(line, x: x, y: top + row, style: style, maxWidth: area.width - x)
        }
    }

    /// Every control character but the line breaks made harmless.
    private static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: TextSanitizer.isControl) else { return text }
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { TextSanitizer.sanitize(String($0)) }.joined(separator: "\n")
    }

    /// What of `text` comes after its wrapped lines `shown`, on one line: each line break, with
    /// the spaces either side of it, becomes one space; other runs of spaces stay, and so does
    /// the indent when nothing was shown before it (a one-line label cut keeps it, as the line
    /// uncut does). The lines are the text's own characters in order, less the spaces where
    /// they were broken.
    private static func remainder(of text: String, after shown: [String]) -> String {
        var index = text.startIndex
        func skipSpaces() {
            while index < text.endIndex, text[index] == " " || text[index].isNewline { index = text.index(after: index) }
        }
        for line in shown {
            skipSpaces()
            for character in line where index < text.endIndex {
                if character == " " { skipSpaces() } else { index = text.index(after: index) }
            }
        }
        let startsWithWords = text.first { $0 != " " }.map { !$0.isNewline } ?? false
        let indent = shown.isEmpty && startsWithWords ? String(text.prefix { $0 == " " }) : ""
        return indent
            + text[index...].split(whereSeparator: \.isNewline).compactMap { line -> Substring? in
                guard let first = line.firstIndex(where: { $0 != " " }), let last = line.lastIndex(where: { $0 != " " }) else { return nil }
                return line[first...last]
            }.joined(separator: " ")
    }
}
