// One import for an app: the UI model (with geometry, motion, canvas and the terminal
// protocol), the views that draw with Cairo (with the drawing module), and the ncurses
// terminal. Not the testing tools: an app never links them.
@_exported import KamishibaiDrawingViews
@_exported import KamishibaiNcurses
@_exported import KamishibaiUI
