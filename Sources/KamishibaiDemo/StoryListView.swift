import KamishibaiUI

/// The main list: stories in a rounded card, two lines each a line apart, one selected. The
/// rows are the library's `ListView` — its selection, keys, clicks, wheel and drag — inside the
/// card this view draws, with the selection's counter and a scroll thumb on its border; this
/// view gives the list its rows and opens a story the list activates (a click, or Enter).
final class StoryListView: View {
    /// Every story, and those the search leaves (all of them without one), as indices into it.
    let all: [Story]
    private(set) var shownIndices: [Int]
    /// Every story's title and line folded once, for the search.
    private(set) var search: StorySearch
    var stories: [Story] { shownIndices.map { all[$0] } }
    /// What the search field holds; empty shows every story.
    private(set) var query = ""
    let listView = ListView()
    /// Said in the card when the search finds nothing.
    private let noMatch = Label()
    /// A story activated: open its detail.
    var onOpen: ((Int) -> Void)?
    /// The stories starred from their context menu, and those deleted from it (as indices into
    /// `all`).
    var favourites: Set<Int> = []
    var deleted: Set<Int> = []
    /// What the last context menu action did, said on the card's bottom edge.
    var note: String?

    var selectedIndex: Int { listView.selectedRow ?? 0 }
    var firstVisibleIndex: Int { listView.visibleRows.lowerBound }

    init(stories: [Story]) {
        all = stories
        shownIndices = Array(stories.indices)
        search = StorySearch(stories)
        super.init()
        noMatch.style = Theme.secondaryLabel
        noMatch.isHidden = true
        addSubview(noMatch)
        listView.useDemoRows()
        addSubview(listView)
        listView.dataSource = self
        listView.delegate = self
        listView.selectRow(0, animated: false, scrollPosition: .none)
    }

    /// Shows only the stories whose title or line contains `query`, ignoring case and accents
    /// ("taro" finds Urashima Tarō); the first of them is selected. The query is folded once
    /// and the stories were folded when the list was made (`StorySearch`).
    func filter(_ query: String) {
        guard query != self.query else { return }
        self.query = query
        refilter()
        listView.setContentOffset(.zero, animated: false)
        listView.selectRow(0, animated: false, scrollPosition: .none)
        noMatch.text = "No story matches “\(query)”"
        noMatch.isHidden = !shownIndices.isEmpty
    }

    /// The stories the query finds, less those deleted.
    func refilter() {
        shownIndices = search.find(query).filter { !deleted.contains($0) }
        listView.reloadData()
    }

    override func layoutSubviews() {
        // Inside the border.
        listView.frame = bounds.inset(by: Insets(top: 1, left: 1, bottom: 1, right: 1))
        noMatch.frame = Rect(x: 2, y: 1, width: max(0, bounds.width - 4), height: bounds.height > 3 ? 1 : 0)
    }

    /// Shows the selected story above what covers the list's bottom (its inset); never under
    /// a drag.
    func revealSelection() {
        guard let row = listView.selectedRow, !listView.isDragging else { return }
        listView.scrollToRow(row, at: .none, animated: false)
    }

    override var keyCommands: [KeyCommand] { Self.keyLines.keyCommands }

    /// The list's keys (the app adds search, `d` and `s` in the same section of help): the
    /// list answers the arrows, pages, Home, End and Enter itself (its key commands); `j` and
    /// `k` are aliases of its ↓ and ↑.
    static var keyLines: [KeyLine<StoryListView>] {
        [
            KeyLine(
                "↑↓ j k", "move (PgUp PgDn Home End too)", footer: KeyHint("↑↓", "select"),
                aliases: [(.character("k"), .up), (.character("j"), .down)], elsewhere: [.up, .down, .pageUp, .pageDown, .home, .end]),
            KeyLine("Enter, click", "open the story's sheet", footer: KeyHint("⏎", "open"), elsewhere: [.enter]),
            KeyLine("Menu, ⇧F10", "the story's context menu (a right-click too)", elsewhere: [.menu]),
            KeyLine("wheel, drag", "scroll the list"),
        ]
    }

    override func draw(in context: inout DrawContext) {
        let card = context.bounds
        // A search left in place (its bar put away) says so in the title.
        let title = query.isEmpty ? "Stories" : "Stories · “\(query)”"
        context.drawBox(card, style: Theme.frame, fill: Theme.body, title: title, titleStyle: Theme.frameTitle)
        let counter = stories.isEmpty ? " none of \(all.count) " : " \(selectedIndex + 1) of \(stories.count) "
        if let note, card.width > CharacterWidth.of(note) + CharacterWidth.of(counter) + 6 {
            context.write(" \(note) ", x: 2, y: card.maxY - 1, style: Theme.bodyMuted)
        }
        if card.width > CharacterWidth.of(counter) + CharacterWidth.of(title) + 10 {
            context.write(counter, x: card.maxX - 2 - CharacterWidth.of(counter), y: card.maxY - 1, style: Theme.bodyMuted)
        }
        drawScrollIndicator(card: card, context: &context)
    }

    /// A thumb on the card's right edge, sized by how much of the list is in view.
    private func drawScrollIndicator(card: CellRect, context: inout DrawContext) {
        let viewport = listView.frame.height, upper = listView.maximumContentOffset.y
        // What scrolls is the content and the room under it (the rows the search bar covers).
        let scrolled = viewport + upper
        let track = Double(card.height - 2)
        guard upper > 0, track >= 3 else { return }
        let thumb = min(Int(track), max(1, Int((track * viewport / scrolled).rounded())))
        let progress = min(max(listView.contentOffset.y / upper, 0), 1)
        let start = Int(((track - Double(thumb)) * progress).rounded())
        for row in 0..<thumb {
            context.put("┃", x: card.maxX - 1, y: 1 + start + row, style: Theme.scrollThumb)
        }
    }
}

extension StoryListView: ListViewTextDataSource, ListViewDelegate {
    func numberOfRows(in listView: ListView) -> Int { shownIndices.count }

    /// The title, its number of scenes on the right, the line below.
    func listView(_ listView: ListView, rowAt row: Int) -> ListRow {
        let story = all[shownIndices[row]]
        let title = favourites.contains(shownIndices[row]) ? "★ " + story.title : story.title
        return ListRow(title, detail: story.subtitle, accessory: "\(story.scenes) scenes")
    }

    func listView(_ listView: ListView, performPrimaryActionForRowAt row: Int) { onOpen?(shownIndices[row]) }
}
