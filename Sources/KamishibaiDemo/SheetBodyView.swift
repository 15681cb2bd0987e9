import KamishibaiUI

/// The scrolling part of a story's sheet: the synopsis, then the story scene by scene as a
/// kamishibai performer would play its cards, one scene selected. Long enough to scroll on
/// most terminals.
final class SheetBodyView: View {
    let story: Story
    var showsScenes = true
    /// The scene Enter opens, 1-based.
    var selectedScene = 1

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

    static func caption(ofScene scene: Int) -> String { sceneCaptions[(scene - 1) % sceneCaptions.count] }

    init(story: Story) {
        self.story = story
        super.init()
    }

    var sceneCount: Int { max(1, story.scenes) }

    /// Every line of the body at `width`, with the scene it shows, if any.
    func lines(width: Int) -> [(text: String, style: Style, scene: Int?)] {
        var lines = TextWrap.lines(story.synopsis, width: width).map { ($0, Theme.body, nil as Int?) }
        lines.append(("", Theme.body, nil))
        if showsScenes {
            lines.append(("Scenes · ⏎ opens one, Tab picks", Theme.frameTitle, nil))
            for scene in 1...sceneCount {
                lines.append(("\(scene). \(Self.caption(ofScene: scene))", Theme.bodyMuted, scene))
            }
            lines.append(("", Theme.body, nil))
        }
        lines.append(("Drag to dismiss · PgUp/PgDn scroll · m \(showsScenes ? "hides" : "shows") the scenes", Theme.bodyMuted, nil))
        return lines
    }

    func contentHeight(width: Int) -> Double { Double(lines(width: width).count) }

    /// The row of `scene`'s line at the view's width, if the scenes show.
    func row(ofScene scene: Int) -> Int? { lines(width: Int(frame.width)).firstIndex { $0.scene == scene } }

    /// The scene on `row`, if any.
    func scene(atRow row: Int) -> Int? {
        let lines = lines(width: Int(frame.width))
        return lines.indices.contains(row) ? lines[row].scene : nil
    }

    override func draw(in context: inout DrawContext) {
        let area = context.bounds
        let clip = context.canvas.clip
        for (row, line) in lines(width: area.width).enumerated() {
            let y = area.minY + row
            if y < clip.minY { continue }
            if y >= clip.maxY { break }
            let selected = line.scene != nil && line.scene == selectedScene
            if selected {
                context.canvas.fill(CellRect(x: area.minX, y: y, width: area.width, height: 1), style: Theme.rowSelected)
                context.canvas.put("▌", x: area.minX, y: y, style: Theme.marker)
            }
            let style = selected ? Theme.rowSelected : line.style
            // Scene lines leave a column for the selection's marker.
            let indent = line.scene == nil ? 0 : 1
            context.canvas.write(line.text, x: area.minX + indent, y: y, style: style, maxWidth: area.width - indent)
        }
    }
}
