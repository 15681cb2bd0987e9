import CKamishibaiNcursesw
import KamishibaiCanvas

/// Writes changed cells into an ncurses window in a colour mode, then flushes them with one
/// `doupdate`: what presenting a frame costs, shared by the real terminal and the benchmark.
///
/// A cell whose colours changed in RGB may still map to the same pair: the dimming fades in
/// steps finer than the 256-colour palette. The writer remembers what it last put in each
/// cell of the window and skips those, so ncurses is handed only what will look different.
struct CellWriter {
    let mode: ColorMode
    /// Whether the terminal shows `A_DIM` (terminfo's `dim`); without it, dimming in 16 and 8
    /// colours takes darker colours (`Style.colors(in:dimAttribute:)`).
    let dimAttribute: Bool
    private var pairs: ColorPairs
    private var text = [wchar_t](repeating: 0, count: 6)
    private var written: [Written] = []
    private var columns = 0

    /// What a window cell holds: the grapheme (with a neutral style) and its mapped look.
    private struct Written: Equatable {
        var glyph: Cell
        var pair: Int32
        var attributes: attr_t
        static let unknown = Written(glyph: Cell("", style: neutral), pair: -1, attributes: 0)
    }

    private static let neutral = Style(foreground: .black, background: .black)

    init(mode: ColorMode, dimAttribute: Bool = true) {
        self.mode = mode
        self.dimAttribute = dimAttribute
        self.pairs = ColorPairs(mode: mode)
    }

    mutating func write(_ changes: [CellChange], of canvas: Canvas, to window: UnsafeMutablePointer<WINDOW>?) {
        if canvas.columns != columns || written.count != canvas.columns * canvas.rows {
            columns = canvas.columns
            written = Array(repeating: .unknown, count: canvas.columns * canvas.rows)
        }
        var cell = cchar_t()
        for change in changes where !change.cell.isContinuation {
            let style = change.cell.style
            var glyph = change.cell
            glyph.style = Self.neutral
            let colors = style.colors(in: mode, dimAttribute: dimAttribute)
            let look = Written(
                glyph: glyph, pair: pairs.pair(foreground: colors.foreground, background: colors.background),
                attributes: Self.curses(style.attributes(in: mode, dimAttribute: dimAttribute)))
            let index = change.y * columns + change.x
            if written[index] == look { continue }
            written[index] = look
            var count = 0
            change.cell.forEachScalar { value in
                text[count] = wchar_t(bitPattern: value)
                count += 1
            }
            text[count] = 0
            kami_setcchar(&cell, text, look.attributes, look.pair)
            mvwadd_wch(window, Int32(change.y), Int32(change.x), &cell)
        }
        // The cursor goes where the window's own cursor is left: the caret, if there is one.
        let cursor = canvas.cursor.flatMap { (0..<canvas.columns).contains($0.x) && (0..<canvas.rows).contains($0.y) ? $0 : nil }
        if let cursor { wmove(window, Int32(cursor.y), Int32(cursor.x)) }
        wnoutrefresh(window)
        doupdate()
        // ncurses remembers the visibility, so this writes only when it changes.
        _ = curs_set(cursor == nil ? 0 : 1)
    }

    static func curses(_ attributes: TextAttributes) -> attr_t {
        var result = kami_A_NORMAL
        if attributes.contains(.bold) { result |= kami_A_BOLD }
        if attributes.contains(.dim) { result |= kami_A_DIM }
        if attributes.contains(.italic) { result |= kami_A_ITALIC }
        if attributes.contains(.underline) { result |= kami_A_UNDERLINE }
        if attributes.contains(.reverse) { result |= kami_A_REVERSE }
        return result
    }
}
