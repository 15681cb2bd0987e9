import KamishibaiUI

/// A scene's own page, pushed inside a story's sheet: the card the performer holds up, its
/// caption, and how to go back. `n` here presents the next story's sheet — from this page,
/// so from its navigation stack (which the inspector and the trace then name as presenter).
final class ScenePageViewController: ViewController {
    let scene: Int

    /// Named `scene-N` inside its sheet's stack (`detail-1/scene-2`).
    init(story: Story, scene: Int) {
        self.scene = scene
        super.init(name: "scene-\(scene)", view: ScenePageView(story: story, scene: scene))
        title = "Scene \(scene) of \(max(1, story.scenes))"
    }
}

/// A scene drawn as a kamishibai card in its wooden frame, with its caption below.
final class ScenePageView: View {
    let story: Story
    let scene: Int

    init(story: Story, scene: Int) {
        self.story = story
        self.scene = scene
        super.init()
        background = Theme.body
    }

    override func draw(in context: inout DrawContext) {
        let area = context.bounds
        guard area.width > 4, area.height > 2 else { return }
        let card = CellRect(x: 0, y: 1, width: min(area.width, 44), height: min(max(3, area.height - 4), 7))
        context.drawBox(card, style: Theme.frame, fill: Theme.body, title: story.title, titleStyle: Theme.frameTitle)
        let text = TextWrap.lines(SheetBodyView.caption(ofScene: scene), width: card.width - 4)
        let room = card.height - 2
        for (row, line) in text.prefix(room).enumerated() {
            // The last line that fits says the caption goes on.
            let shown = row == room - 1 && text.count > room ? line + "…" : line
            context.write(shown, x: card.minX + 2, y: card.minY + 1 + row, style: Theme.body, maxWidth: card.width - 4)
        }
        let hint = "← Esc ⌫ or a drag from the left edge: back · n: a sheet on top"
        if card.maxY + 1 < area.maxY {
            context.write(hint, x: 0, y: card.maxY + 1, style: Theme.bodyMuted, maxWidth: area.width)
        }
    }
}
