import KamishibaiDrawingViews
import KamishibaiUI

/// One figure of the Shapes page: the view that draws it, its size in points (`CellScale`),
/// its title (the caption under it) and a word a test or the morph's click finds it by.
///
/// The view draws the figure at `size` but is given any frame: its drawing is scaled to the
/// frame, which `cells(scale:)` keeps to the figure's aspect within a cell, so the board can
/// make it as large as the terminal allows.
struct ShapeFigure {
    let title: String
    let word: String
    let size: Size
    let view: DrawingView

    /// `scaled`: the drawing is made for `size` and scaled to the frame; otherwise it draws
    /// in the frame's own points (`size` then gives only the figure's shape).
    init(title: String, word: String, size: Size, scaled: Bool = true, view: DrawingView) {
        (self.title, self.word, self.size, self.view) = (title, word, size, view)
        let native = size
        if scaled, let drawing = view.drawing {
            // Stretched to the frame rather than letterboxed: a figure with a backdrop of its
            // own (the scanner's) would show bands of its canvas colour around it.
            view.drawing = { context, frame in
                context.scaleBy(x: frame.width / native.width, y: frame.height / native.height)
                drawing(context, native)
            }
        }
    }

    /// Columns per row on screen: a cell is half as wide as it is tall.
    var aspect: Double { (size.width / CellScale.pointsPerColumn) / (size.height / CellScale.pointsPerRow) }

    /// The size in cells at `scale`, rounded so the aspect is kept to the nearest cell.
    func cells(scale: Double = 1) -> (columns: Int, rows: Int) {
        (
            max(1, Int((size.width * scale / CellScale.pointsPerColumn).rounded())),
            max(1, Int((size.height * scale / CellScale.pointsPerRow).rounded()))
        )
    }
}
