import KamishibaiUI

/// The walkthrough's pages: Momotarō told in four cards, the way a kamishibai teller slides one
/// painted card after another through the little stage. Each card is a deep, muted backdrop,
/// one big picture in warm colours drawn with quadrant blocks, a bold title and a caption.
/// The picture scales with the card; what does not fit is left out.
enum PageArtwork {
    static let count = 4

    /// Page `index` (0-based) drawn to fill `rect` of a view: a clearly different big
    /// shape per page drawn with QuadrantRaster, a large title, a line or two of text.
    /// An index out of range draws the nearest page.
    static func draw(page index: Int, in rect: CellRect, canvas: inout DrawContext) {
        guard !rect.isEmpty else { return }
        let page = Card.all[min(max(index, 0), count - 1)]
        canvas.fill(rect, style: Style(foreground: Theme.text, background: page.backdrop))
        let layout = Layout(rect)
        if let art = layout.art, let sketch = Sketch(area: art, canvas: canvas) {
            page.paint(sketch, &canvas)
        }
        let title = Style(foreground: page.titleColor, background: page.backdrop, attributes: .bold, monochrome: .bold)
        centre(page.title, in: rect, y: layout.titleY, style: title, canvas: &canvas)
        let styles = [
            Style(foreground: Theme.text, background: page.backdrop),
            Style(foreground: Theme.muted, background: page.backdrop, monochrome: .dim),
        ]
        for (number, (line, y)) in zip(page.caption, layout.captionRows).enumerated() {
            centre(line, in: rect, y: y, style: styles[min(number, 1)], canvas: &canvas)
        }
    }

    static func centre(_ text: String, in rect: CellRect, y: Int, style: Style, canvas: inout DrawContext) {
        let room = rect.width - 4
        guard room > 0 else { return }
        let width = min(CharacterWidth.of(text), room)
        canvas.write(text, x: rect.minX + (rect.width - width) / 2, y: y, style: style, maxWidth: room)
    }

    /// Where the parts of a card go: the title two rows from the top, the caption above the
    /// bottom four rows (left to the foreground layer's lanterns and the page indicator), the
    /// picture between them. Short cards drop the second caption line, then the picture.
    private struct Layout {
        let titleY: Int
        let captionRows: [Int]
        let art: CellRect?

        init(_ rect: CellRect) {
            titleY = rect.minY + (rect.height >= 6 ? 2 : 0)
            let artBottom: Int
            if rect.height >= 16 {
                captionRows = [rect.maxY - 6, rect.maxY - 5]
                artBottom = rect.maxY - 7
            } else if rect.height >= 3 {
                captionRows = [rect.maxY - (rect.height >= 6 ? 2 : 1)]
                artBottom = captionRows[0] - 1
            } else {
                captionRows = []
                artBottom = titleY
            }
            let top = titleY + 2
            art = artBottom - top >= 2 ? CellRect(x: rect.minX, y: top, width: rect.width, height: artBottom - top) : nil
        }
    }
}
