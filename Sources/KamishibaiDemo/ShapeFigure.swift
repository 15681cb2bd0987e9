import KamishibaiDrawingViews
import KamishibaiUI

/// One figure of the Shapes page: the view that draws it, its size in points (`CellScale`),
/// how many of the board's columns it spans, and its caption, which ends with the figure's
/// word in parentheses so a reader (or a test) can find it.
///
/// The view draws the figure at `size` but is given any frame: its drawing is scaled to the
/// frame, which `cells(scale:)` keeps to the figure's aspect within a cell, so the board can
/// make it as large as the terminal allows.
struct ShapeFigure {
    let title: String
    let word: String
    let size: Size
    let span: Int
    let view: DrawingView

    init(title: String, word: String, size: Size, span: Int = 1, view: DrawingView) {
        (self.title, self.word, self.size, self.span, self.view) = (title, word, size, span, view)
        let native = size
        if let drawing = view.drawing {
            // Stretched to the frame rather than letterboxed: a figure with a backdrop of its
            // own (the scanner's) would show bands of its canvas colour around it.
            view.drawing = { context, frame in
                context.scaleBy(x: frame.width / native.width, y: frame.height / native.height)
                drawing(context, native)
            }
        }
    }

    var caption: String { "\(title) (\(word))" }

    /// The size in cells at `scale`, rounded so the aspect is kept to the nearest cell.
    func cells(scale: Double = 1) -> (columns: Int, rows: Int) {
        (
            max(1, Int((size.width * scale / CellScale.pointsPerColumn).rounded())),
            max(1, Int((size.height * scale / CellScale.pointsPerRow).rounded()))
        )
    }
}
