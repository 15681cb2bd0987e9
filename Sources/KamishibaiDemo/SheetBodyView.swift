import KamishibaiUI

/// The scrolling part of a story's sheet: the synopsis, then the story scene by scene as a
/// kamishibai performer would play its cards. Long enough to scroll on most terminals.
final class SheetBodyView: View {
    let story: Story
    var showsScenes = true

    /// How a performer moves through the cards: one line per scene, in turn.
    static let sceneCaptions = [
        "The narrator claps the wooden clappers and the children gather",
        "The first card slides out slowly, to a hush",
        "Half the card is pulled: the picture is revealed bit by bit",
        "A quick pull, and the scene changes in a blink",
        "The narrator's voice drops for the quiet moment",
        "The audience shouts a warning to the hero",
        "A card held still while the tension builds",
        "A laugh, a gasp, and the next card is already moving",
    ]

    init(story: Story) {
        self.story = story
        super.init()
    }

    /// Every line of the body at `width`.
    func lines(width: Int) -> [(text: String, style: Style)] {
        var lines = TextWrap.lines(story.synopsis, width: width).map { ($0, Theme.body) }
        lines.append(("", Theme.body))
        if showsScenes {
            lines.append(("Scenes", Theme.frameTitle))
            for scene in 1...max(1, story.scenes) {
                let caption = Self.sceneCaptions[(scene - 1) % Self.sceneCaptions.count]
                lines.append(("\(scene). \(caption)", Theme.bodyMuted))
            }
            lines.append(("", Theme.body))
        }
        lines.append(("Drag to dismiss · PgUp/PgDn scroll · m \(showsScenes ? "hides" : "shows") the scenes", Theme.bodyMuted))
        return lines
    }

    func contentHeight(width: Int) -> Double { Double(lines(width: width).count) }

    override func draw(in context: inout DrawContext) {
        let area = context.bounds
        let clip = context.canvas.clip
        for (row, line) in lines(width: area.width).enumerated() {
            let y = area.minY + row
            if y < clip.minY { continue }
            if y >= clip.maxY { break }
            context.canvas.write(line.text, x: area.minX, y: y, style: line.style, maxWidth: area.width)
        }
    }
}
