import KamishibaiUI

/// The scrolling part of a story's sheet: the synopsis, then the story scene by scene as a
/// kamishibai performer would play its cards, one scene selected. Long enough to scroll on
/// most terminals. A column of labels and scene rows: its height at a width is what a fitted
/// sheet rests at.
final class SheetBodyView: StackView {
    let story: Story
    var showsScenes = true {
        didSet {
            for view in [scenesTitle] + sceneRows { view.isHidden = !showsScenes }
            hint.text = Self.hint(showsScenes: showsScenes)
        }
    }
    /// The scene Enter opens, 1-based.
    var selectedScene = 1 {
        didSet { for (index, row) in sceneRows.enumerated() { row.isSelected = index + 1 == selectedScene } }
    }
    private let scenesTitle = Label("Scenes · ⏎ opens one, Tab picks")
    private let sceneRows: [SceneRow]
    private let hint = Label(hint(showsScenes: true))

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

    private static func hint(showsScenes: Bool) -> String {
        "Drag to dismiss · PgUp/PgDn scroll · m \(showsScenes ? "hides" : "shows") the scenes"
    }

    init(story: Story) {
        self.story = story
        sceneRows = (1...max(1, story.scenes)).map { SceneRow("\($0). \(Self.caption(ofScene: $0))") }
        sceneRows[0].isSelected = true
        super.init(axis: .vertical)
        let synopsis = Label(story.synopsis)
        synopsis.numberOfLines = 0
        scenesTitle.style = Theme.accentLabel
        hint.style = Theme.secondaryLabel
        for view in [synopsis, scenesTitle] + sceneRows + [hint] { addArrangedSubview(view) }
        // A blank row after the synopsis, and after the scenes while they show.
        setCustomSpacing(1, after: synopsis)
        setCustomSpacing(1, after: sceneRows[sceneRows.count - 1])
    }

    var sceneCount: Int { sceneRows.count }

    func contentHeight(width: Int) -> Double { sizeThatFits(Size(width: Double(width), height: .infinity)).height }

    /// The row of `scene`'s line at the view's width, if the scenes show.
    func row(ofScene scene: Int) -> Int? {
        guard showsScenes, sceneRows.indices.contains(scene - 1) else { return nil }
        return Int(top(of: sceneRows[scene - 1]))
    }

    /// The scene on `row`, if any.
    func scene(atRow row: Int) -> Int? {
        guard showsScenes else { return nil }
        return sceneRows.firstIndex { top(of: $0) == Double(row) }.map { $0 + 1 }
    }

    /// Where `view` starts at the view's width, measured as the stack lays out: the heights
    /// and gaps of the views shown above it.
    private func top(of view: View) -> Double {
        let width = Size(width: frame.width, height: .infinity)
        var y = 0.0
        for above in arrangedSubviews where !above.isHidden {
            if above === view { break }
            y += above.sizeThatFits(width).height + (customSpacing(after: above) ?? spacing)
        }
        return y
    }
}

/// One scene's line: its caption after a column for the selection's marker.
private final class SceneRow: View {
    let text: String
    var isSelected = false

    init(_ text: String) {
        self.text = text
        super.init()
    }

    override var intrinsicContentSize: Size { Size(width: Double(1 + CharacterWidth.of(text)), height: 1) }

    override func draw(in context: inout DrawContext) {
        let area = context.bounds
        guard area.height > 0 else { return }
        if isSelected {
            context.fill(CellRect(x: 0, y: 0, width: area.width, height: 1), style: Theme.rowSelected)
            context.put("▌", x: 0, y: 0, style: Theme.marker)
        }
        context.write(text, x: 1, y: 0, style: isSelected ? TextStyle(Theme.rowSelected) : Theme.secondaryLabel, maxWidth: area.width - 1)
    }
}
