import KamishibaiUI

/// The Shapes demo: every figure of the articles drawn with the vector layer, on a scrolling
/// board. `m` or a click on the morph figure bends its square into a half-moon and back.
final class ShapesDemoView: View {
    let scrollView = ScrollView()
    let morph: MorphView
    private let board: ShapesBoardView

    init() {
        morph = MorphView(side: 48, margin: 12, canvasColor: ShapeFigure.paper)
        board = ShapesBoardView(figures: ShapeFigure.catalog(morph: morph))
        super.init()
        background = Style(foreground: Theme.text, background: ShapeFigure.paper)
        scrollView.addSubview(board)
        addSubview(scrollView)
        scrollView.onTap = { [weak self] point in
            guard let self, board.figure(at: point)?.word == "morph" else { return }
            morph.toggle()
        }
    }

    /// The figures' words, in the order they are shown.
    var words: [String] { board.figures.map(\.word) }

    /// The view drawing the figure captioned with `word`.
    func figureView(named word: String) -> View? { board.figures.first { $0.word == word }?.view }

    override func layoutSubviews() {
        scrollView.frame = bounds
        let height = board.layOut(width: Int(bounds.width), visibleHeight: Int(bounds.height))
        board.frame = Rect(x: 0, y: 0, width: bounds.width, height: Double(height))
        scrollView.contentSize = board.frame.size
        // A taller terminal may leave the offset past the new end: bring it back.
        let maximum = scrollView.maximumContentOffset
        if scrollView.contentOffset.y > maximum.y {
            scrollView.setContentOffset(Point(x: 0, y: maximum.y), animated: false)
        }
    }

    override var keyCommands: [KeyCommand] { Self.keyLines.keyCommands }

    static var keyLines: [KeyLine<ShapesDemoView>] {
        [
            KeyLine(
                "m, click", "morph the square into a half-moon and back", footer: KeyHint("m/click", "morph"),
                [([.character("m")], { $0.morph.toggle() })]),
            KeyLine(
                "↑↓ j k", "scroll (PgUp PgDn Space Home End, wheel, drag)", footer: KeyHint("↑↓", "scroll"),
                [
                    ([.up, .character("k")], { $0.scroll(by: -3) }),
                    ([.down, .character("j")], { $0.scroll(by: 3) }),
                    ([.pageUp], { $0.scroll(by: -$0.page) }),
                    ([.pageDown, .character(" ")], { $0.scroll(by: $0.page) }),
                    ([.home], { $0.scroll(to: 0) }),
                    ([.end], { $0.scroll(to: $0.scrollView.maximumContentOffset.y) }),
                ]),
            KeyLine("--symbols", "which characters draw the pixels"),
        ]
    }

    /// What PgUp and PgDn scroll by: the board's height less two rows.
    private var page: Double { max(1, bounds.height - 2) }

    private func scroll(by rows: Double) { scroll(to: scrollView.contentOffset.y + rows) }

    private func scroll(to y: Double) {
        scrollView.setContentOffset(Point(x: 0, y: min(max(0, y), scrollView.maximumContentOffset.y)), animated: true)
    }
}
