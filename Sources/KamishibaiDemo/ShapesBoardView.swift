import KamishibaiDrawingViews
import KamishibaiUI

/// The figures on the app's own surface, in the rows of a ``ShapesBoardLayout``, each
/// scaled to its place keeping its aspect, its caption centred under it. The board is as
/// tall as the screen when the figures fit it, else as tall as its rows need, and a short
/// terminal scrolls it.
final class ShapesBoardView: View {
    let figures: [ShapeFigure]
    private(set) var layout: ShapesBoardLayout?
    private let captionStyle = Style(foreground: Theme.muted, background: ShapeFigure.paper, monochrome: .dim)

    init(figures: [ShapeFigure]) {
        self.figures = figures
        super.init()
        background = Style(foreground: Theme.text, background: ShapeFigure.paper)
        for figure in figures { addSubview(figure.view) }
    }

    /// Lays the figures out for `width` columns, `visibleHeight` rows of which show at once,
    /// and returns the board's height.
    @discardableResult
    func layOut(width: Int, visibleHeight: Int) -> Int {
        let layout = ShapesBoardLayout(aspects: figures.map(\.aspect), width: width, visibleHeight: visibleHeight)
        for (figure, frame) in zip(figures, layout.frames) {
            figure.view.frame = Rect(x: Double(frame.x), y: Double(frame.y), width: Double(frame.width), height: Double(frame.height))
        }
        self.layout = layout
        return layout.height
    }

    /// The figure under `point` (board coordinates), its caption included.
    func figure(at point: Point) -> ShapeFigure? {
        guard let layout else { return nil }
        return zip(figures, zip(layout.frames, layout.captions)).first { _, cells in
            let (frame, caption) = cells
            return Rect(x: Double(caption.x), y: Double(frame.y), width: Double(caption.width), height: Double(frame.height + 1))
                .contains(point)
        }?.0
    }

    override func draw(in context: inout DrawContext) {
        guard let layout else { return }
        for (figure, caption) in zip(figures, layout.captions) {
            let width = min(CharacterWidth.of(figure.title), caption.width)
            context.write(
                figure.title, x: caption.x + (caption.width - width) / 2, y: caption.y, style: captionStyle, maxWidth: caption.width)
        }
    }
}
