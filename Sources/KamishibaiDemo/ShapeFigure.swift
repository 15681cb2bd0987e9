import KamishibaiUI

/// One figure of the Shapes page: the view that draws it, its size in points (`CellScale`),
/// and its caption, which ends with the figure's word in parentheses so a reader (or a test)
/// can find it.
struct ShapeFigure {
    let title: String
    let word: String
    let size: Size
    let view: View

    var caption: String { "\(title) (\(word))" }

    /// The size in cells, rounded up so nothing of the figure is cut.
    var cells: (columns: Int, rows: Int) {
        (Int((size.width / CellScale.pointsPerColumn).rounded(.up)), Int((size.height / CellScale.pointsPerRow).rounded(.up)))
    }
}
