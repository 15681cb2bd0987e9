import KamishibaiDrawingViews
import KamishibaiUI

/// One card of the paged walkthrough, held in the page like a picture card in the wooden
/// stage of a kamishibai: the scenery of the parallax layers shows around it.
final class PageView: View {
    /// The card's margin inside its page: room for the scenery around it and the lanterns below.
    static func cardRect(in page: CellRect) -> CellRect {
        let dx = page.width >= 60 ? 6 : page.width >= 30 ? 2 : 0
        let dy = page.height >= 16 ? 1 : 0
        return CellRect(x: page.x + dx, y: page.y + dy, width: page.width - 2 * dx, height: page.height - dy - (page.height >= 16 ? 2 : 0))
    }

    let index: Int

    init(index: Int) {
        self.index = index
        super.init()
    }

    override func draw(in context: inout DrawContext) {
        let card = Self.cardRect(in: context.bounds)
        context.dropShadow(of: card, opacity: 0.35)
        PageArtwork.draw(page: index, in: card, canvas: &context)
    }
}
