import KamishibaiUI

/// The scrolling part of a story's sheet: the synopsis, then the story's scenes as a
/// kamishibai performer would play its cards, one selected. Long enough to scroll on most
/// terminals. A column of labels and scene rows: its height at a width is what a fitted sheet
/// rests at. Its keys' hints are the footer's, not text here.
final class SheetBodyView: StackView {
    let story: Story
    var showsScenes = true {
        didSet { for view in [scenesTitle] + sceneRows { view.isHidden = !showsScenes } }
    }
    /// The scene Enter opens, 1-based.
    var selectedScene = 1 {
        didSet { for (index, row) in sceneRows.enumerated() { row.isSelected = index + 1 == selectedScene } }
    }
    private let scenesTitle = Label("Scenes")
    private let sceneRows: [SceneRow]

    init(story: Story) {
        self.story = story
        let scenes = story.sceneList
        let digits = String(max(1, scenes.count)).count
        sceneRows =
            scenes.isEmpty
            ? [SceneRow(number: "1.", title: story.title)]
            : scenes.enumerated().map { index, scene in
                // Numbers right-aligned, so the titles keep one column past 9.
                let number = "\(index + 1)."
                return SceneRow(number: String(repeating: " ", count: digits + 1 - number.count) + number, title: scene.title)
            }
        sceneRows[0].isSelected = true
        super.init(axis: .vertical)
        let synopsis = Label(story.synopsis)
        synopsis.numberOfLines = 0
        scenesTitle.style = Theme.accentLabel
        for view in [synopsis, scenesTitle] + sceneRows { addArrangedSubview(view) }
        // A blank row after the synopsis, as above it (under the bar).
        setCustomSpacing(1, after: synopsis)
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

/// One scene's line: its number and title after a column for the selection's marker.
private final class SceneRow: View {
    let text: String
    var isSelected = false

    init(number: String, title: String) {
        text = number + " " + title
        super.init()
        accessibilityLabel = number.filter { $0 != " " } + " " + title
    }

    /// The selected scene's text, after its marker, is where a screen reader's cursor rests in
    /// the sheet.
    override var accessibilityFrame: Rect? {
        guard isSelected else { return nil }
        let line = frameInRoot
        return Rect(x: line.minX + 1, y: line.minY, width: max(0, line.width - 1), height: 1)
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
