import KamishibaiCanvas
import KamishibaiGeometry

extension SheetChromeView {
    /// The thumb of the sheet's scroll cue, on the right border.
    static let scrollThumb: Character = "┃"

    /// The sheet's scroll cue: a thumb on its right border, beside the rows of the scroll view
    /// it holds, in the grabber's style (a handle, as the grabber is) — quiet, and there for as
    /// long as the content goes on past the sheet's edge. A terminal cannot flash an indicator
    /// as UIKit does when a screen appears, so it stays. `inside` are the border's rows between
    /// its corners, in this view's cells; `sheet` the presented view.
    func drawScrollIndicator(
        rows inside: Range<Int>, column: Int, of sheet: View, _ chrome: SheetChrome, in context: inout DrawContext
    ) {
        guard !inside.isEmpty else { return }
        scrollCueCandidates.update(in: sheet)
        guard let scrollView = scrollCueCandidates.indicated(in: sheet, column: sheet.frameInRoot.midX) else { return }
        let frame = scrollView.frameInRoot
        let origin = Int(frameInRoot.minY.rounded())
        let top = Int(frame.minY.rounded()) - origin, bottom = Int(frame.maxY.rounded()) - origin
        guard let thumb = scrollView.verticalIndicatorThumb(trackLength: bottom - top) else { return }
        for row in thumb where inside.contains(top + row) {
            context.put(Self.scrollThumb, x: column, y: top + row, style: chrome.grabber)
        }
    }
}

/// The scroll views a sheet holds, for its scroll cue: found by walking the sheet's views only
/// when a view has been added to or taken out of the window's tree since
/// (`Window.viewTreeRevision`), not every frame; which of them the cue is for is decided
/// every frame from these few, as what decides it (visibility, content size, frames) changes
/// as the sheet and its pages move.
struct ScrollCueCandidates {
    private struct Candidate {
        weak var scrollView: ScrollView?
    }

    /// Every scroll view under the sheet, in the order the cue prefers them: a view before its
    /// subviews, front-most subviews first.
    private var candidates: [Candidate] = []
    private weak var sheet: View?
    private var revision: Int?

    /// Walks `sheet` again if it is another sheet, or views came or went in its window.
    mutating func update(in sheet: View) {
        let revision = sheet.window?.viewTreeRevision
        guard sheet !== self.sheet || revision == nil || revision != self.revision else { return }
        self.sheet = sheet
        self.revision = revision
        candidates = []
        collect(in: sheet)
    }

    private mutating func collect(in view: View) {
        if let scrollView = view as? ScrollView { candidates.append(Candidate(scrollView: scrollView)) }
        for subview in view.subviews.reversed() { collect(in: subview) }
    }

    /// The scroll view the cue is for: the first that is shown (it and every view up to
    /// `sheet`), shows its indicator, has more than it shows vertically, and spans `column`
    /// (root coordinates), so that a page sliding out of a navigation stack gives way to the
    /// one sliding in past the middle.
    func indicated(in sheet: View, column: Double) -> ScrollView? {
        for candidate in candidates {
            guard let scrollView = candidate.scrollView, scrollView.showsVerticalScrollIndicator, scrollView.scrollsVertically,
                Self.isShown(scrollView, in: sheet)
            else { continue }
            let frame = scrollView.frameInRoot
            if frame.minX <= column, column < frame.maxX { return scrollView }
        }
        return nil
    }

    /// Whether `view` and every view above it up to `sheet` are shown, and it is still in it.
    private static func isShown(_ view: View, in sheet: View) -> Bool {
        var current: View? = view
        while let shown = current, !shown.isHidden {
            if shown === sheet { return true }
            current = shown.superview
        }
        return false
    }
}
