import Canvas
import Geometry
import Kamishibai

/// The Paging tab until the scroll-view model lands: says plainly what will be here.
final class PagingPlaceholderView: View {
    override func draw(in context: inout DrawContext) {
        let card = context.bounds
        context.canvas.drawBox(card, style: Theme.frame, fill: Theme.body, title: "Paging", titleStyle: Theme.frameTitle)
        let lines = [
            "A paged walkthrough with parallax layers lives here.",
            "It arrives with the scroll-view model: paging, rubber band,",
            "deceleration. Press 1 or Tab to go back to the stories.",
        ]
        let top = card.minY + max(1, (card.height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < card.maxY - 1 {
            let width = min(CharacterWidth.of(line), card.width - 4)
            context.canvas.write(line, x: card.minX + max(2, (card.width - width) / 2), y: top + i,
                                 style: i == 0 ? Theme.body : Theme.bodyMuted, maxWidth: card.width - 4)
        }
    }
}
