import KamishibaiDrawingViews
import KamishibaiUI

/// The figures in a grid of equal columns, as many as fit `minimumColumnWidth`: each figure
/// spans one column or two (a wide one), scaled to fill them keeping its aspect, with its
/// caption under it. A figure goes in the first row with room for it, so a wide one that
/// does not fit the end of a row leaves its place to the narrow ones after it. Rows are as
/// tall as their tallest figure; the board's height is what the rows need, so a short
/// terminal scrolls it.
final class ShapesBoardView: View {
    let figures: [ShapeFigure]
    static let gap = (columns: 2, rows: 1)
    /// Narrower, and a border's cut corner or the corner figure's two radii are a few cells.
    static let minimumColumnWidth = 30
    /// Where each figure's caption goes, in the board's coordinates.
    private var captions: [(text: String, x: Int, y: Int, width: Int)] = []
    private let captionStyle = Style(foreground: RGB(hex: 0x3A3A46), background: ShapeFigure.paper, monochrome: .dim)

    init(figures: [ShapeFigure]) {
        self.figures = figures
        super.init()
        background = Style(foreground: RGB(hex: 0x3A3A46), background: ShapeFigure.paper)
        for figure in figures { addSubview(figure.view) }
    }

    /// Lays the figures out for `width` columns and returns the height they take. No figure
    /// is taller than `visibleHeight` leaves room for, with its caption, so each can be seen
    /// whole.
    @discardableResult
    func layOut(width: Int, visibleHeight: Int = .max) -> Int {
        let inner = max(1, width - 2 * Self.gap.columns)
        let columns = max(1, (inner + Self.gap.columns) / (Self.minimumColumnWidth + Self.gap.columns))
        // Where column `i` starts; the last one ends at the right margin.
        func edge(_ i: Int) -> Int { Self.gap.columns + i * (inner + Self.gap.columns) / columns }
        let tallest = max(2, visibleHeight - 2 * Self.gap.rows - 1)

        // First fit: each figure in the first row with enough columns left.
        var rows: [[(index: Int, column: Int, span: Int)]] = []
        for (index, figure) in figures.enumerated() {
            let span = min(figure.span, columns)
            let used = { (row: [(index: Int, column: Int, span: Int)]) in row.last.map { $0.column + $0.span } ?? 0 }
            if let row = rows.firstIndex(where: { used($0) + span <= columns }) {
                rows[row].append((index, used(rows[row]), span))
            } else {
                rows.append([(index, 0, span)])
            }
        }

        captions = Array(repeating: ("", 0, 0, 0), count: figures.count)
        var y = Self.gap.rows
        for row in rows {
            let placed = row.map { item in
                let figure = figures[item.index]
                let x = edge(item.column), cellWidth = edge(item.column + item.span) - Self.gap.columns - x
                let widest = Double(cellWidth) * CellScale.pointsPerColumn / figure.size.width
                let highest = Double(tallest) * CellScale.pointsPerRow / figure.size.height
                return (item.index, x, cellWidth, figure.cells(scale: min(widest, highest)))
            }
            let height = placed.map(\.3.rows).max() ?? 0
            // Standing on the row's bottom, so the captions share a line.
            for (index, x, cellWidth, cells) in placed {
                let top = y + height - cells.rows
                figures[index].view.frame = Rect(
                    x: Double(x + (cellWidth - cells.columns) / 2), y: Double(top), width: Double(cells.columns),
                    height: Double(cells.rows))
                captions[index] = (figures[index].caption, x, y + height, cellWidth)
            }
            y += height + 1 + Self.gap.rows
        }
        return y
    }

    /// The figure under `point` (board coordinates), its caption included.
    func figure(at point: Point) -> ShapeFigure? {
        zip(figures, captions).first { figure, caption in
            let frame = figure.view.frame
            return Rect(x: Double(caption.x), y: frame.minY, width: Double(caption.width), height: frame.height + 1).contains(point)
        }?.0
    }

    override func draw(in context: inout DrawContext) {
        for caption in captions {
            let width = min(CharacterWidth.of(caption.text), caption.width)
            let x = caption.x + (caption.width - width) / 2
            context.write(caption.text, x: x, y: caption.y, style: captionStyle, maxWidth: caption.width)
        }
    }
}
