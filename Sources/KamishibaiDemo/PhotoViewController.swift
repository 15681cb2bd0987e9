import KamishibaiDrawingViews
import KamishibaiUI

/// An open photo: the picture over a black backdrop, closed by Esc (the presentation's), a
/// click on the backdrop, or a drag in any direction (the library's `ZoomDismissalInteraction`).
/// It knows nothing of the grid: where its thumbnail is comes in through the transitioning
/// delegate.
final class PhotoViewController: ViewController {
    let index: Int
    let zoom: ZoomTransitioningDelegate
    let dismissal: ZoomDismissalInteraction

    init(index: Int, thumbnailFrame: @escaping () -> Rect?) {
        self.index = index
        zoom = ZoomTransitioningDelegate(thumbnailFrame: thumbnailFrame) { PhotoView(index: index) }
        zoom.insets = Insets(top: 1, left: 2, bottom: 1, right: 2)
        dismissal = ZoomDismissalInteraction(delegate: zoom)
        let photo = PhotoView(index: index)
        // Full screen, chafa's search costs 20 ms at 200×60; half blocks show a landscape as
        // well and cost 2. The thumbnails, small, keep chafa's finer symbols.
        photo.prefersSpeed = true
        // At rest, where the terminal shows pixels (sixel, kitty graphics), the photo is shown in them.
        photo.showsPixelsAtRest = true
        super.init(name: "photo-\(index + 1)", view: photo)
        transitioningDelegate = zoom
        addInteraction(dismissal)
    }

    /// An open picture's keys: Esc is its presentation's, the held arrows its dismissal's.
    static var keyLines: [KeyLine<PhotoViewController>] {
        [
            KeyLine("Esc, backdrop", "close", footer: KeyHint("Esc", "close"), elsewhere: [.escape]),
            KeyLine("drag", "any way: it shrinks; let go past 40 % to close", footer: KeyHint("drag", "any way to close")),
            KeyLine(
                "hold an arrow", "the same with the keyboard", footer: KeyHint("hold ←↑→↓", "drag"),
                elsewhere: [.left, .up, .right, .down],
                held: true),
            KeyLine("click backdrop", "close", footer: KeyHint("click backdrop", "close")),
        ]
    }
}

/// A picture of `PhotoArtwork`, drawn at whatever size it is given.
final class PhotoView: DrawingView {
    init(index: Int) {
        super.init(canvasColor: .black) { context, size in PhotoArtwork.draw(index, in: context, size: size) }
        dithers = true
    }
}
