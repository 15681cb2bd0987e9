import KamishibaiUI

/// The first page of a story's sheet: the synopsis and the scenes, scrolling, one scene
/// selected. Tab and Shift-Tab pick a scene, Enter (a digit, or a click on its line) opens it.
final class StoryPageViewController: ViewController {
    let body = ScrollView()
    let content: SheetBodyView
    /// Opens scene N's page (1-based): the sheet pushes it.
    var onOpenScene: ((Int) -> Void)?

    /// Named `story` inside its sheet's stack (`detail-1/story`).
    init(story: Story) {
        content = SheetBodyView(story: story)
        super.init(name: "story")
        title = "Story"
        body.onTap = { [weak self] point in
            guard let self, let scene = content.scene(atRow: Int(point.y.rounded(.down))) else { return }
            select(scene)
            onOpenScene?(scene)
        }
    }

    var showsScenes: Bool {
        get { content.showsScenes }
        set {
            content.showsScenes = newValue
            view.setNeedsLayout()
        }
    }

    /// Rows the text needs on a page `width` columns wide, set in its readable column.
    func contentHeight(width: Int) -> Double { content.contentHeight(width: Int(min(Double(width), View.readableWidth))) }

    /// The page is its text, scrolling.
    override func viewDidLoad() {
        view.addSubview(body)
        body.addSubview(content)
    }

    /// The text scrolls across the page, set in its readable column (centred on a wide
    /// screen), as tall as it needs.
    override func viewDidLayoutSubviews() {
        body.frame = Rect(origin: .zero, size: view.frame.size)
        let column = View.readableFrame(in: Rect(origin: .zero, size: body.frame.size))
        content.frame = Rect(x: column.minX, y: 0, width: column.width, height: content.contentHeight(width: Int(column.width)))
        body.contentSize = Size(width: body.frame.width, height: content.frame.height)
    }

    /// Selects `scene` and scrolls just enough to show its line.
    func select(_ scene: Int) {
        content.selectedScene = min(max(1, scene), content.sceneCount)
        guard let row = content.row(ofScene: content.selectedScene).map(Double.init) else { return }
        let offset = body.targetContentOffset.y, viewport = body.frame.height
        var target = offset
        if row < offset { target = row }
        if row + 1 > offset + viewport { target = row + 1 - viewport }
        if target != offset { body.setContentOffset(Point(x: 0, y: min(max(0, target), body.maximumContentOffset.y)), animated: true) }
    }

    /// Scrolls by whole pages of the text.
    func scroll(pages: Double) {
        let target = min(max(0, body.targetContentOffset.y + pages * max(1, body.frame.height - 1)), body.maximumContentOffset.y)
        body.setContentOffset(Point(x: 0, y: target), animated: true)
    }

    override var keyCommands: [KeyCommand] { content.showsScenes ? Self.keyLines.keyCommands : [] }

    /// The scenes' keys, while the scenes are shown; they come first in the sheet's help.
    static var keyLines: [KeyLine<StoryPageViewController>] {
        [
            KeyLine(
                "Enter, Tab, 1–9", "pick a scene (Shift-Tab back), open its page (a push in the sheet's stack)",
                footer: KeyHint("⏎", "open a scene"),
                [
                    ([.tab], { $0.select($0.content.selectedScene % $0.content.sceneCount + 1) }),
                    ([.backTab], { $0.select(($0.content.selectedScene + $0.content.sceneCount - 2) % $0.content.sceneCount + 1) }),
                    ([.enter], { $0.onOpenScene?($0.content.selectedScene) }),
                ] + (1...9).map { scene in ([.character(Character("\(scene)"))], { $0.open(scene: scene) }) })
        ]
    }

    /// Digit `scene`: selects and opens that scene, if the story has it.
    private func open(scene: Int) {
        guard scene <= content.sceneCount else { return }
        select(scene)
        onOpenScene?(content.selectedScene)
    }
}
