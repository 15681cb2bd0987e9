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
        background = Style(foreground: RGB(hex: 0x3A3A46), background: ShapeFigure.paper)
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

    override func keyDown(_ key: Key) -> Bool {
        let page = max(1, bounds.height - 2)
        let offset = scrollView.contentOffset.y
        switch key {
        case .character("m"): morph.toggle()
        case .up, .character("k"): scroll(to: offset - 3)
        case .down, .character("j"): scroll(to: offset + 3)
        case .pageUp: scroll(to: offset - page)
        case .pageDown, .character(" "): scroll(to: offset + page)
        case .home: scroll(to: 0)
        case .end: scroll(to: scrollView.maximumContentOffset.y)
        default: return false
        }
        return true
    }

    private func scroll(to y: Double) {
        scrollView.setContentOffset(Point(x: 0, y: min(max(0, y), scrollView.maximumContentOffset.y)), animated: true)
    }
}
