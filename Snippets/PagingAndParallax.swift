// A tour of three pages in a paging scroll view, with a layer of scenery behind the pages
// that moves at its own speed; ← and → turn the pages, and the tour knows which page rests.
import Kamishibai

final class TourView: View, ScrollViewDelegate {
    let pages = ScrollView()
    let scenery = ScrollView()
    private lazy var parallax = ParallaxGroup(outer: pages)
    /// The page the tour rests on, 1-based.
    private(set) var shownPage = 1

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        pages.isPagingEnabled = true
        pages.delegate = self  // held weakly: the tour is the pages' owner
        for title in ["Welcome", "Sheets", "Paging"] { pages.addSubview(Label(title)) }
        scenery.addSubview(Label(String(repeating: "☾ · · ", count: 40)))
        addSubview(scenery)
        addSubview(pages)
        // The scenery takes no input; it follows the pages, backwards, over a shorter way.
        parallax.add(scenery, name: "scenery", direction: .backward)
    }

    override func layoutSubviews() {
        let width = bounds.width
        pages.frame = bounds
        pages.contentSize = Size(width: width * 3, height: bounds.height)
        // Subviews of a scroll view lie in its content's coordinates: page n starts n widths in.
        for (index, page) in pages.subviews.enumerated() {
            page.frame = Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
        }
        scenery.frame = Rect(x: 0, y: 0, width: width, height: 1)
        scenery.contentSize = Size(width: width * 1.5, height: 1)
        scenery.subviews.first?.frame = Rect(x: 0, y: 0, width: width * 1.5, height: 1)
        parallax.apply()
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        parallax.apply()
    }

    func scrollViewDidChangePage(_ scrollView: ScrollView, page: Int) {
        shownPage = page
    }

    // A paged scroll view's own arrows move it by a column; these turn a whole page.
    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(input: .left, title: "Back") { [weak self] in self?.turn(by: -1) },
            KeyCommand(input: .right, title: "Next") { [weak self] in self?.turn(by: 1) },
        ]
    }

    func turn(by step: Int) {
        let page = min(max(pages.currentPage + step, 1), pages.pageCount)
        pages.setContentOffset(Point(x: Double(page - 1) * pages.frame.width, y: 0), animated: true)
    }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = Window(WindowSetup(columns: 60, rows: 20, clock: clock, trace: Trace.disabled(clock: clock)))
    let tour = TourView()
    window.setRootViewController(ViewController(name: "tour", view: tour))
    var screen = Canvas(columns: 60, rows: 20, fill: Style(foreground: .white, background: .black))
    window.render(into: &screen)
    window.handle(.key(.right))
    clock.advance(by: 1)
    window.advance()
    // Half way through the pages, the scenery is half way back from its right edge: 30 columns of 90.
    precondition(tour.shownPage == 2 && tour.pages.contentOffset.x == 60, "→ turned to page 2")
    precondition(tour.scenery.contentOffset.x == 15, "the scenery moved half its 30 columns")
}
