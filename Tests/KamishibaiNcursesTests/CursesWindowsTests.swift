import KamishibaiTerminal
import KamishibaiTesting
import Testing

@testable import KamishibaiNcurses

/// ncurses' full-screen windows, through real ncurses writing into memory: at one cell while
/// the encoder writes the frames, at the screen's size again for the way out (decision 143).
/// In the serialized suite: ncurses has one current screen per process.
extension MemoryScreenTests {
    @Test func cursesWindowsShrinkToOneCellAndGrowBack() {
        let screen = MemoryScreen(script: HeadlessTerminal(columns: 200, rows: 60), mode: .palette256, writer: .ncurses)!
        #expect(CursesWindows.cells == [12_000, 12_000, 12_000], "stdscr, curscr and newscr hold the whole screen")
        let before = screen.output.count
        CursesWindows.resize(columns: CursesWindows.smallest.columns, rows: CursesWindows.smallest.rows)
        #expect(CursesWindows.cells == [1, 1, 1])
        CursesWindows.resize(columns: 200, rows: 60)
        #expect(CursesWindows.cells == [12_000, 12_000, 12_000])
        #expect(screen.output.count == before, "ncurses writes nothing for a resize")
    }
}
