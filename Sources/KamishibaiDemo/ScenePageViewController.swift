import KamishibaiDrawingViews
import KamishibaiUI

/// A scene's own page, pushed inside a story's sheet: the card the performer holds up, its
/// title and its text. The bar names it ("Scene 2 of 12"), the footer its keys. `n` here
/// presents the next story's sheet — from this page, so from its navigation stack (which the
/// inspector and the trace then name as presenter).
final class ScenePageViewController: ViewController {
    let scene: Int

    /// Named `scene-N` inside its sheet's stack (`detail-1/scene-2`).
    init(story: Story, scene: Int) {
        self.scene = scene
        super.init(name: "scene-\(scene)", view: ScenePageView(story: story, scene: scene))
        title = "Scene \(scene) of \(max(1, story.scenes))"
    }
}

/// A scene as a kamishibai card: its picture across the page (a landscape of the story's
/// places, drawn with Cairo), and below it the scene's title and text in the page's readable
/// column. The text keeps its rows; the picture takes what is left, up to a card's shape.
final class ScenePageView: View {
    let scene: StoryScene
    let picture: DrawingView

    init(story: Story, scene number: Int) {
        let scenes = story.sceneList
        scene =
            scenes.isEmpty
            ? StoryScene(title: story.title, text: story.synopsis, picture: 0) : scenes[min(max(0, number - 1), scenes.count - 1)]
        let index = scene.picture
        picture = DrawingView(canvasColor: Theme.surface) { context, size in PhotoArtwork.draw(index, in: context, size: size) }
        // A painted scene, not a flat figure: dithered below truecolor, as the Photos view's
        // pictures are, so that its skies do not band in 256 or 16 colours.
        picture.dithers = true
        // Where the terminal shows pixels, the card is shown in them while nothing moves.
        picture.showsPixelsAtRest = true
        super.init()
        background = Theme.body
        addSubview(picture)
    }

    /// The text's lines in the readable column of `width` columns.
    private func lines(width: Int) -> [String] { TextWrap.lines(scene.text, width: max(1, width)) }

    /// The picture's rows on a page `width` × `height`: what the text leaves (its title, a
    /// blank row, its lines, with a blank row above and one below), at most a card's shape
    /// (rows are twice as tall as columns are wide: 3:1 in cells is 3:2 on screen); none when
    /// fewer than 3 rows are left.
    static func pictureRows(width: Int, height: Int, textRows: Int) -> Int {
        let rows = min(height - textRows - 4, width / 3)
        return rows >= 3 ? rows : 0
    }

    override func layoutSubviews() {
        let column = readableContentFrame
        let rows = Self.pictureRows(width: Int(frame.width), height: Int(frame.height), textRows: lines(width: Int(column.width)).count)
        picture.isHidden = rows == 0
        picture.frame = Rect(x: 0, y: 0, width: frame.width, height: Double(rows))
    }

    override func draw(in context: inout DrawContext) {
        let column = readableContentFrame
        let x = Int(column.minX), width = Int(column.width)
        guard width > 0 else { return }
        var y = picture.isHidden ? 0 : Int(picture.frame.maxY) + 1
        context.write(scene.title, x: x, y: y, style: Theme.frameTitle, maxWidth: width)
        y += 2
        let text = lines(width: width)
        let room = context.bounds.maxY - y
        for (row, line) in text.prefix(max(0, room)).enumerated() {
            // The last line that fits says the text goes on.
            let shown = row == room - 1 && text.count > room ? line + "…" : line
            context.write(shown, x: x, y: y + row, style: Theme.body, maxWidth: width)
        }
    }
}
