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
    /// The part of the page kept for the demo's panels, which the card stays off.
    var reserved = Insets()

    init(index: Int) {
        self.index = index
        super.init()
    }

    override func draw(in context: inout DrawContext) {
        let page = context.bounds
        let free = CellRect(
            x: page.x + Int(reserved.left), y: page.y + Int(reserved.top), width: max(0, page.width - Int(reserved.left + reserved.right)),
            height: max(0, page.height - Int(reserved.top + reserved.bottom)))
        let card = Self.cardRect(in: free)
        context.dropShadow(of: card, opacity: 0.35)
        PageArtwork.draw(page: index, in: card, canvas: &context)
    }
}
