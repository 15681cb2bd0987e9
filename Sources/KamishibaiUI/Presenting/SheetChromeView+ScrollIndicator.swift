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
        guard !inside.isEmpty, let scrollView = Self.indicatedScrollView(in: sheet, column: sheet.frameInRoot.midX) else { return }
        let frame = scrollView.frameInRoot
        let origin = Int(frameInRoot.minY.rounded())
        let top = Int(frame.minY.rounded()) - origin, bottom = Int(frame.maxY.rounded()) - origin
        guard let thumb = scrollView.verticalIndicatorThumb(trackLength: bottom - top) else { return }
        for row in thumb where inside.contains(top + row) {
            context.put(Self.scrollThumb, x: column, y: top + row, style: chrome.grabber)
        }
    }

    /// The scroll view a sheet's cue is for: the front-most in `view` that is shown, shows its
    /// indicator, has more than it shows vertically, and spans `column` (root coordinates), so
    /// that a page sliding out of a navigation stack gives way to the one sliding in past the
    /// middle.
    static func indicatedScrollView(in view: View, column: Double) -> ScrollView? {
        guard !view.isHidden else { return nil }
        if let scrollView = view as? ScrollView, scrollView.showsVerticalScrollIndicator, scrollView.scrollsVertically {
            let frame = scrollView.frameInRoot
            if frame.minX <= column, column < frame.maxX { return scrollView }
        }
        for subview in view.subviews.reversed() {
            if let found = indicatedScrollView(in: subview, column: column) { return found }
        }
        return nil
    }
}
