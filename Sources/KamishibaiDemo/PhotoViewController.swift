import KamishibaiDrawingViews
import KamishibaiUI

/// An open photo: the picture over a black backdrop with its title under it, closed by Esc
/// (the presentation's), a click on the backdrop, or a drag in any direction (the library's
/// `ZoomDismissalInteraction`).
/// It knows nothing of the grid: where its thumbnail is comes in through the transitioning
/// delegate.
final class PhotoViewController: ViewController {
    let index: Int
    let zoom: ZoomTransitioningDelegate
    let dismissal: ZoomDismissalInteraction

    init(index: Int, thumbnailFrame: @escaping () -> Rect?) {
        self.index = index
        zoom = ZoomTransitioningDelegate(thumbnailFrame: thumbnailFrame) { PhotoView(index: index) }
        // The bottom row of backdrop is the title's, inside the presented view.
        zoom.insets = Insets(top: 1, left: 2, bottom: 0, right: 2)
        dismissal = ZoomDismissalInteraction(delegate: zoom)
        let photo = PhotoView(index: index)
        // Full screen, chafa's search costs 20 ms at 200×60; half blocks show a landscape as
        // well and cost 2. The thumbnails, small, keep chafa's finer symbols.
        photo.prefersSpeed = true
        // At rest, where the terminal shows pixels (sixel, kitty graphics), the photo is shown in them.
        photo.showsPixelsAtRest = true
        super.init(name: "photo-\(index + 1)", view: TitledPhotoView(photo: photo, title: PhotoArtwork.all[index].title))
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

/// The open photo and, in the row under it, its title: the picture fills the rest.
final class TitledPhotoView: View {
    let photo: PhotoView
    let title: String
    private let titleStyle = Style(foreground: Theme.text, background: .black, attributes: .bold, monochrome: .bold)

    init(photo: PhotoView, title: String) {
        self.photo = photo
        self.title = title
        super.init()
        background = Style(foreground: Theme.text, background: .black)
        addSubview(photo)
    }

    override func layoutSubviews() {
        photo.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(1, bounds.height - 1))
    }

    override func draw(in context: inout DrawContext) {
        let columns = Int(bounds.width), row = Int(bounds.height) - 1
        guard row >= 1 else { return }
        let width = min(CharacterWidth.of(title), columns)
        context.write(title, x: (columns - width) / 2, y: row, style: titleStyle, maxWidth: columns)
    }
}
