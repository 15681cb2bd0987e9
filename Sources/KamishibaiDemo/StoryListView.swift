import KamishibaiUI

/// The main list: stories in a rounded card, two lines each a line apart, one selected. The
/// rows are the library's `ListView` — its selection, keys, clicks, wheel and drag — inside the
/// card this view draws, with the selection's counter and a scroll thumb on its border; this
/// view gives the list its rows and opens a story the list activates (a click, or Enter).
final class StoryListView: View {
    /// The stories in their order, those deleted and the search: what the rows show.
    var shelf: StoryShelf
    /// Every story, and those the list shows (in order, those the search finds), as indices into it.
    var all: [Story] { shelf.all }
    var shownIndices: [Int] { shelf.shown }
    /// Every story's title and line folded once, for the search.
    var search: StorySearch { shelf.search }
    /// The stories a refresh has yet to bring, first to come first (`StoryListView+Refresh`).
    var pool = Story.pool
    var stories: [Story] { shownIndices.map { all[$0] } }
    /// What the search field holds; empty shows every story.
    var query: String { shelf.query }
    let listView = ListView()
    /// Drawn over the rows: the card's edge stays above what covers the card's bottom.
    private let cardFrame = StoryCardFrame()
    /// Rows at the card's bottom that something in front covers (the search bar): its bottom
    /// edge is drawn above them, over the list, which scrolls clear of it (its inset).
    var coveredRows = 0 {
        didSet { if coveredRows != oldValue { setNeedsLayout() } }
    }
    /// Said in the card when the search finds nothing.
    private let noMatch = Label()
    /// A story activated: open its detail.
    var onOpen: ((Int) -> Void)?
    /// The list's keys changed without a key or a click of their own (a lifted story settled
    /// after its drop): the footer follows.
    var onKeysChange: (() -> Void)?
    /// The stories starred from their context menu or a swipe (as indices into `all`).
    var favourites: Set<Int> = []
    /// What the last context menu action did, said on the card's bottom edge.
    var note: String?

    var selectedIndex: Int { listView.selectedRow ?? 0 }
    var firstVisibleIndex: Int { listView.visibleRows.lowerBound }

    init(stories: [Story]) {
        shelf = StoryShelf(stories)
        super.init()
        noMatch.style = Theme.secondaryLabel
        noMatch.isHidden = true
        addSubview(noMatch)
        listView.useDemoRows()
        // On a wide screen a story's count of scenes stays beside its title, not 170 columns
        // away. (The modals' list has no accessory, and its long lines want the width.)
        listView.cellLayoutMarginsFollowReadableWidth = true
        addSubview(listView)
        cardFrame.list = self
        cardFrame.isUserInteractionEnabled = false
        addSubview(cardFrame)
        listView.dataSource = self
        listView.delegate = self
        listView.selectRow(0, animated: false, scrollPosition: .none)
        setUpRefresh()
    }

    /// Shows only the stories whose title or line contains `query`, ignoring case and accents
    /// ("taro" finds Urashima Tarō); the first of them is selected. The query is folded once
    /// and the stories were folded when the list was made (`StorySearch`).
    func filter(_ query: String) {
        guard query != self.query else { return }
        shelf.filter(query)
        listView.reloadData()
        listView.setContentOffset(.zero, animated: false)
        listView.selectRow(0, animated: false, scrollPosition: .none)
        noMatch.text = "No story matches “\(query)”"
        noMatch.isHidden = !shownIndices.isEmpty
    }

    override func layoutSubviews() {
        // Inside the border.
        listView.frame = bounds.inset(by: Insets(top: 1, left: 1, bottom: 1, right: 1))
        noMatch.frame = Rect(x: 2, y: 1, width: max(0, bounds.width - 4), height: bounds.height > 3 ? 1 : 0)
        cardFrame.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - Double(coveredRows)))
    }

    /// Shows the selected story above what covers the list's bottom (its inset); never under
    /// a drag.
    func revealSelection() {
        guard let row = listView.selectedRow, !listView.isDragging else { return }
        listView.scrollToRow(row, at: .none, animated: false)
    }

    override var keyCommands: [KeyCommand] { Self.keyLines.keyCommands }

    /// The list's keys (the app adds search, `d` and `s` in the same section of help, and the
    /// swipe's lines, `swipeLines`, after them): the
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

    /// The card's surface; its frame is drawn over the rows (`StoryCardFrame`).
    override func draw(in context: inout DrawContext) {
        context.fill(context.bounds.inset(1, 1), style: Theme.body)
    }

    /// The card's frame, title, counter and scroll thumb, in `card` (the part not covered).
    func drawFrame(_ card: CellRect, in context: inout DrawContext) {
        // A search left in place (its bar put away) says so in the title.
        let title = query.isEmpty ? "Stories" : "Stories · “\(query)”"
        context.drawBox(card, style: Theme.frame, title: title, titleStyle: Theme.frameTitle)
        let counter = stories.isEmpty ? " none of \(all.count) " : " \(selectedIndex + 1) of \(stories.count) "
        if let note, card.width > CharacterWidth.of(note) + CharacterWidth.of(counter) + 6 {
            context.write(" \(note) ", x: 2, y: card.maxY - 1, style: Theme.bodyMuted)
        }
        if card.width > CharacterWidth.of(counter) + CharacterWidth.of(title) + 10 {
            context.write(counter, x: card.maxX - 2 - CharacterWidth.of(counter), y: card.maxY - 1, style: Theme.bodyMuted)
        }
        drawScrollIndicator(card: card, context: &context)
    }

    /// A thumb on the card's right edge, sized by how much of the list is in view (the rows
    /// the search bar covers are part of what scrolls).
    private func drawScrollIndicator(card: CellRect, context: inout DrawContext) {
        guard card.height - 2 >= 3, let thumb = listView.verticalIndicatorThumb(trackLength: card.height - 2) else { return }
        for row in thumb { context.put("┃", x: card.maxX - 1, y: 1 + row, style: Theme.scrollThumb) }
    }
}

extension StoryListView: ListViewTextDataSource, ListViewDelegate {
    func numberOfRows(in listView: ListView) -> Int { shownIndices.count }

    /// The title, its number of scenes on the right, the line below; what the search found in
    /// them highlighted.
    func listView(_ listView: ListView, rowAt row: Int) -> ListRow {
        let story = all[shownIndices[row]]
        let title = favourites.contains(shownIndices[row]) ? "★ " + story.title : story.title
        var listRow = ListRow(title, detail: story.subtitle, accessory: "\(story.scenes) scenes")
        listRow.titleHighlights = StorySearch.matches(of: query, in: title)
        listRow.detailHighlights = StorySearch.matches(of: query, in: story.subtitle)
        return listRow
    }

    func listView(_ listView: ListView, performPrimaryActionForRowAt row: Int) { onOpen?(shownIndices[row]) }
}

/// The story card's frame, drawn over the list's rows so that its bottom edge can stand above
/// the search bar, over a row the list has scrolled clear of.
private final class StoryCardFrame: View {
    weak var list: StoryListView?

    override func draw(in context: inout DrawContext) { list?.drawFrame(context.bounds, in: &context) }
}
