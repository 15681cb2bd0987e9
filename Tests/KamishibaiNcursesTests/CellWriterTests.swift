import CKamishibaiNcursesw
import KamishibaiCanvas
import KamishibaiTesting
import KamishibaiUI
import Testing

@testable import KamishibaiNcurses

/// The cell writer and its colour pairs, through real ncurses writing into memory: only cells
/// that will look different are written, the cursor follows the canvas, pairs are reused
/// and the cache starts over when the terminal's pairs could run out. In the serialized
/// suite: ncurses has one current screen per process.
extension MemoryScreenTests {
    /// A 10×2 canvas with `text` on its first row in `style`, and every cell a change.
    func frame(_ text: String, style: Style, cursor: CellPoint? = nil) -> (Canvas, [CellChange]) {
        var canvas = Canvas(columns: 10, rows: 2, fill: Style(foreground: .white, background: .black))
        canvas.write(text, x: 0, y: 0, style: style)
        canvas.cursor = cursor
        var changes: [CellChange] = []
        canvas.changes(from: nil, into: &changes)
        return (canvas, changes)
    }

    func present(_ screen: MemoryScreen, _ frame: (Canvas, [CellChange])) -> [UInt8] {
        let before = screen.output.count
        screen.present(frame.1, of: frame.0)
        return Array(screen.output.dropFirst(before))
    }

    @Test func aCellThatLooksTheSameIsNotWrittenAgain() {
        let screen = MemoryScreen(script: HeadlessTerminal(columns: 10, rows: 2), mode: .palette256, writer: .ncurses)!
        let first = present(screen, frame("AB", style: Style(foreground: .white, background: RGB(0, 0, 0))))
        #expect(contains(first, "AB"))
        // A shade of black the 256-colour palette cannot tell from black: nothing to send.
        let same = present(screen, frame("AB", style: Style(foreground: .white, background: RGB(1, 1, 1))))
        #expect(!contains(same, "A") && !contains(same, "B"), "\(same)")
        let changed = present(screen, frame("AC", style: Style(foreground: .white, background: RGB(0, 0, 0))))
        #expect(contains(changed, "C") && !contains(changed, "A"))
    }

    @Test func theCursorShowsAtTheCaretOnlyWhileThereIsOne() {
        let screen = MemoryScreen(script: HeadlessTerminal(columns: 10, rows: 2), mode: .palette256, writer: .ncurses)!
        _ = present(screen, frame("x", style: Style(foreground: .white, background: .black)))
        let shown = present(screen, frame("x", style: Style(foreground: .white, background: .black), cursor: CellPoint(x: 3, y: 1)))
        #expect(contains(shown, "\u{1B}[?25h") || contains(shown, "\u{1B}[?12;25h"), "made visible")
        let hidden = present(screen, frame("x", style: Style(foreground: .white, background: .black)))
        #expect(contains(hidden, "\u{1B}[?25l"))
    }

    @Test func colourPairsAreReusedAndStartOverWhenFull() {
        let screen = MemoryScreen(script: HeadlessTerminal(columns: 10, rows: 2), mode: .palette256, writer: .ncurses)!
        _ = screen
        var pairs = ColorPairs(mode: .palette256, capacity: 2)
        let red = pairs.pair(foreground: RGB(255, 0, 0), background: .black)
        let blue = pairs.pair(foreground: RGB(0, 0, 255), background: .black)
        #expect(red > 0 && blue > 0 && red != blue)
        #expect(pairs.pair(foreground: RGB(255, 0, 0), background: .black) == red, "the same colours, the same pair")
        #expect(pairs.cachedCount == 2)
        _ = pairs.pair(foreground: RGB(0, 255, 0), background: .black)
        #expect(pairs.cachedCount == 1, "full: the cache starts over, as alloc_pair may now reuse any pair")
        var none = ColorPairs(mode: .none)
        #expect(none.pair(foreground: .white, background: .black) == 0 && none.cachedCount == 0)
    }
}

/// Dimming on a terminal whose terminfo has no `dim` (mlterm): ncurses would drop `A_DIM`
/// silently, so the writer sends darker colours instead.
extension MemoryScreenTests {
    func writeDimmedBackdrop(dimAttribute: Bool) -> [UInt8] {
        let screen = MemoryScreen(script: HeadlessTerminal(columns: 10, rows: 2), mode: .palette16, writer: .ncurses)!
        var (canvas, _) = frame("ab", style: Style(foreground: RGB(hex: 0xE8E6F0), background: RGB(hex: 0xE0585B)))
        canvas.dim(canvas.bounds, opacity: 0.4)
        var changes: [CellChange] = []
        canvas.changes(from: nil, into: &changes)
        var writer = CellWriter(mode: .palette16, dimAttribute: dimAttribute)
        let before = screen.output.count
        writer.write(changes, of: canvas, to: kami_stdscr())
        return Array(screen.output.dropFirst(before))
    }

    @Test func withoutTheDimAttributeTheCellWriterSendsDarkerColours() {
        let dimmed = writeDimmedBackdrop(dimAttribute: true)
        #expect(
            contains(dimmed, "\u{1B}[0;2m") && contains(dimmed, "\u{1B}[37m") && contains(dimmed, "\u{1B}[41m"),
            "the background dims too: \(dimmed)")
        let darker = writeDimmedBackdrop(dimAttribute: false)
        #expect(!contains(darker, ";2m") && !contains(darker, "[2m"), "no dim attribute")
        #expect(
            contains(darker, "\u{1B}[90m") && contains(darker, "\u{1B}[41m"), "dark grey on red: \(String(decoding: darker, as: UTF8.self))"
        )
    }
}
