// One import for an app: the UI model (with geometry, motion, canvas and the terminal
// protocol) and the ncurses terminal.
@_exported import KamishibaiNcurses
@_exported import KamishibaiUI
