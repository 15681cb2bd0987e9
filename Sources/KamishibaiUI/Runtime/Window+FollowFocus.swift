import KamishibaiCanvas
import KamishibaiGeometry

/// The element a screen reader is on, in an accessible window (``Window/isAccessible``): the
/// terminal's cursor rests on it after every frame, and the trace says each one it comes to.
extension Window {
    /// The cursor goes where the focused element is, unless a text field put it at its caret;
    /// a new element, or a new label on the same one (a list's selection moved), is traced as
    /// `focus` with its label, once.
    func followFocus(with canvas: inout Canvas) {
        guard let (element, cursor) = accessibilityFocus(columns: canvas.columns, rows: canvas.rows) else { return }
        if canvas.cursor == nil { canvas.cursor = cursor }
        let label = element.accessibilityLabel
        guard announcedFocus?.view !== element || announcedFocus?.label != label else { return }
        announcedFocus = AnnouncedFocus(view: element, label: label)
        trace.record(.focus(view: element.traceName, focused: true, label: label))
    }

    /// The element the focus is on and the cell the cursor rests on for it: the focused view,
    /// or the key screen's key view (the top presented screen's, so a presentation moves the
    /// cursor into it and its dismissal back); within it, the first visible view, depth first,
    /// whose `accessibilityFrame` starts where it shows (not scrolled away or clipped), else its
    /// own top-left cell.
    private func accessibilityFocus(columns: Int, rows: Int) -> (View, CellPoint)? {
        let start = activeFirstResponder ?? keyView(of: keyScreen)
        guard start.window === self, start.isVisible else { return nil }
        func shown(_ rect: Rect, of view: View) -> CellPoint? {
            let cell = CellRect(rect)
            var ancestor: View? = view.superview
            while let clip = ancestor {
                if clip.clipsToBounds, !CellRect(clip.frameInRoot).contains(x: cell.x, y: cell.y) { return nil }
                ancestor = clip.superview
            }
            return (0..<columns).contains(cell.x) && (0..<rows).contains(cell.y) ? CellPoint(x: cell.x, y: cell.y) : nil
        }
        func first(in view: View) -> (View, CellPoint)? {
            guard !view.isHidden else { return nil }
            if let cell = view.accessibilityFrame.flatMap({ shown($0, of: view) }) { return (view, cell) }
            for subview in view.subviews {
                if let found = first(in: subview) { return found }
            }
            return nil
        }
        if let found = first(in: start) { return found }
        return shown(start.frameInRoot, of: start).map { (start, $0) }
    }
}

/// The element the cursor last rested on, weakly, and the label the trace gave it.
struct AnnouncedFocus {
    weak var view: View?
    var label: String?
}
