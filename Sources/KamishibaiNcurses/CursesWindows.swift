import CKamishibaiNcursesw

/// The size of ncurses' three full-screen windows (`stdscr`, `curscr`, `newscr`), which hold a
/// `cchar_t` for every cell: about 1 MB at 200×60.
///
/// On an ANSI terminal `FrameWriter` writes every frame and ncurses never draws into them, so
/// they are kept at one cell (decision 143) and grown to the screen's size only for what
/// ncurses still does with them: the way out (`endwin` moves the cursor to the bottom row
/// before leaving the alternate screen) and the way back in after a suspend (the repaint that
/// clears the screen). On a terminal that is not ANSI they follow the screen, as ncurses'
/// writer needs.
enum CursesWindows {
    /// The smallest size ncurses allows.
    static let smallest = (columns: 1, rows: 1)

    /// Resizes the current screen's windows; ncurses writes nothing for it.
    static func resize(columns: Int, rows: Int) {
        resizeterm(Int32(rows), Int32(columns))
    }

    /// The cells each window of the current screen holds: `stdscr`, `curscr`, `newscr`.
    static var cells: [Int] {
        [kami_stdscr(), kami_curscr(), kami_newscr()].map { window in
            guard let window else { return 0 }
            return Int(getmaxy(window)) * Int(getmaxx(window))
        }
    }
}
