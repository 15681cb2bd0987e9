import KamishibaiUI

/// The figures laid out like words in a paragraph: left to right in reading order, a new row
/// when the next one would not fit, each with its caption under it. Its height is what the
/// rows need, so a short terminal scrolls it.
final class ShapesBoardView: View {
    let figures: [ShapeFigure]
    static let gap = (columns: 2, rows: 1)
    /// Where each figure's caption goes, in the board's coordinates.
    private var captions: [(text: String, x: Int, y: Int, width: Int)] = []
    private let captionStyle = Style(foreground: RGB(hex: 0x3A3A46), background: ShapeFigure.paper, monochrome: .dim)

    init(figures: [ShapeFigure]) {
        self.figures = figures
        super.init()
        background = Style(foreground: RGB(hex: 0x3A3A46), background: ShapeFigure.paper)
        for figure in figures { addSubview(figure.view) }
    }

    /// Lays the figures out for `width` columns and returns the height they take.
    @discardableResult
    func layOut(width: Int) -> Int {
        captions = []
        var x = Self.gap.columns, y = Self.gap.rows, rowHeight = 0
        for figure in figures {
            let (columns, rows) = figure.cells
            let tileWidth = max(columns, CharacterWidth.of(figure.caption))
            if x > Self.gap.columns, x + tileWidth > width - Self.gap.columns {
                x = Self.gap.columns
                y += rowHeight + Self.gap.rows
                rowHeight = 0
            }
            figure.view.frame = Rect(x: Double(x + (tileWidth - columns) / 2), y: Double(y), width: Double(columns), height: Double(rows))
            captions.append((figure.caption, x, y + rows, tileWidth))
            rowHeight = max(rowHeight, rows + 1)
            x += tileWidth + Self.gap.columns
        }
        return y + rowHeight + Self.gap.rows
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
            let width = CharacterWidth.of(caption.text)
            let x = context.bounds.minX + caption.x + (caption.width - width) / 2
            context.canvas.write(caption.text, x: x, y: context.bounds.minY + caption.y, style: captionStyle, maxWidth: caption.width)
        }
    }
}
