/// The terminal modes of a pane: what tmux records of the screen, and the line discipline of
/// its tty.
struct PaneFlags: Equatable, CustomStringConvertible {
    var alternateScreen: Bool
    var mouseAny: Bool
    var mouseButton: Bool
    var mouseSGR: Bool
    var cursorShown: Bool
    var echo: Bool
    var canonical: Bool

    /// What a shell expects to get back: main screen, no mouse reporting, a visible cursor,
    /// echo and line editing on.
    static let restored = PaneFlags(
        alternateScreen: false, mouseAny: false, mouseButton: false, mouseSGR: false, cursorShown: true, echo: true,
        canonical: true)
    /// An interactive bash waiting at its prompt: the screen restored, the line discipline
    /// readline's own (it edits the line itself).
    static let atReadlinePrompt = PaneFlags(
        alternateScreen: false, mouseAny: false, mouseButton: false, mouseSGR: false, cursorShown: true, echo: false,
        canonical: false)
    /// The app at work: its own screen, every mouse report, its own cursor, raw keys.
    static let running = PaneFlags(
        alternateScreen: true, mouseAny: true, mouseButton: true, mouseSGR: true, cursorShown: false, echo: false,
        canonical: false)

    var description: String {
        "alternate_on \(alternateScreen) mouse_any \(mouseAny) mouse_button \(mouseButton) mouse_sgr \(mouseSGR) "
            + "cursor \(cursorShown) echo \(echo) icanon \(canonical)"
    }
}
