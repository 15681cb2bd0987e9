#ifndef KAMISHIBAI_NCURSES_SHIM_H
#define KAMISHIBAI_NCURSES_SHIM_H

// SwiftPM drops pkg-config's -D flags: without these the wide-character API is missing.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <wchar.h>
// Linux distributions put the wide library's headers in ncursesw/; macOS's SDK (not built
// here) puts them at the top.
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#else
#include <curses.h>
#include <term.h>
#endif

// Macros Swift cannot import, as constants.
static const attr_t kami_A_NORMAL = A_NORMAL;
static const attr_t kami_A_BOLD = A_BOLD;
static const attr_t kami_A_DIM = A_DIM;
static const attr_t kami_A_ITALIC = A_ITALIC;
static const attr_t kami_A_UNDERLINE = A_UNDERLINE;
static const attr_t kami_A_REVERSE = A_REVERSE;

// Swift 6 rejects these globals as not concurrency-safe: read them through functions.
static inline WINDOW *kami_stdscr(void) { return stdscr; }
static inline WINDOW *kami_curscr(void) { return curscr; }
static inline WINDOW *kami_newscr(void) { return newscr; }
static inline int kami_lines(void) { return LINES; }
static inline int kami_cols(void) { return COLS; }
static inline int kami_colors(void) { return COLORS; }
static inline int kami_color_pairs(void) { return COLOR_PAIRS; }

// setcchar with a pair number beyond 255: ncurses takes it through `opts`.
static inline int kami_setcchar(cchar_t *cell, const wchar_t *text, attr_t attrs, int pair) {
    return setcchar(cell, text, attrs, 0, &pair);
}

#endif
