/// What a drag on a scroll view does to the window's input bar — the terminal's keyboard — as
/// UIKit's `UIScrollView.KeyboardDismissMode` does to the keyboard.
public enum KeyboardDismissMode: String, CaseIterable, Sendable {
    /// Drags leave the bar and the focus alone.
    case none
    /// A drag that begins takes the focus away; the bar sinks.
    case onDrag
    /// The pointer pushes the bar down where it passes over it; let go with more than half of
    /// the bar hidden and the focus goes, with less and the bar rises back.
    case interactive
}
