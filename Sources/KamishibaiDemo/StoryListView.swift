import KamishibaiUI

/// The main list: stories in a rounded card, two lines each, one selected. The rows scroll
/// in a `ScrollView` — drag with inertia and bounce, wheel — while keys move the selection
/// and keep it in view; a tap on a story selects and opens it.
final class StoryListView: View {
    /// Every story, and those the search leaves (all of them without one), as indices into it.
    let all: [Story]
    private(set) var shownIndices: [Int]
    /// Every story's title and line folded once, for the search.
    private(set) var search: StorySearch
    var stories: [Story] { shownIndices.map { all[$0] } }
    /// What the search field holds; empty shows every story.
    private(set) var query = ""
    let scrollView = ScrollView()
    private let rows: StoryRowsView
    private(set) var selectedIndex = 0
    /// Enter, or a tap on a story: open its detail.
    var onOpen: ((Int) -> Void)?

    static let rowsPerItem = 3

    init(stories: [Story]) {
        all = stories
        shownIndices = Array(stories.indices)
        search = StorySearch(stories)
        rows = StoryRowsView(stories: stories)
        super.init()
        scrollView.addSubview(rows)
        addSubview(scrollView)
        scrollView.onTap = { [weak self] point in
            guard let self, let index = rows.index(at: point) else { return }
            select(index)
            onOpen?(shownIndices[index])
        }
    }

    /// Shows only the stories whose title or line contains `query`, ignoring case and accents
    /// ("taro" finds Urashima Tarō); the first of them is selected. The query is folded once
    /// and the stories were folded when the list was made (`StorySearch`).
    func filter(_ query: String) {
        guard query != self.query else { return }
        self.query = query
        shownIndices = search.find(query)
        rows.stories = stories
        selectedIndex = 0
        rows.selectedIndex = 0
        scrollView.setContentOffset(.zero, animated: false)
        setNeedsLayout()
    }

    private var contentHeight: Double { Double(max(0, shownIndices.count * Self.rowsPerItem - 1)) }
    var firstVisibleIndex: Int { Int(max(0, scrollView.contentOffset.y)) / Self.rowsPerItem }

    override func layoutSubviews() {
        // Inside the border; the rows keep one column of padding on each side.
        scrollView.frame = bounds.inset(by: Insets(top: 1, left: 1, bottom: 1, right: 1))
        rows.frame = Rect(x: 0, y: 0, width: scrollView.frame.width, height: contentHeight)
        scrollView.contentSize = rows.frame.size
        revealSelection()
    }

    func select(_ index: Int) {
        guard !stories.isEmpty else { return }
        let clamped = min(max(0, index), stories.count - 1)
        guard clamped != selectedIndex else { return }
        selectedIndex = clamped
        rows.selectedIndex = clamped
        revealSelection()
    }

    /// Scrolls just enough to show the selected story's two lines above what covers the
    /// list's bottom (its inset); never under a drag.
    func revealSelection() {
        guard !scrollView.isDragging else { return }
        let viewport = scrollView.frame.height - scrollView.contentInset.bottom
        let top = Double(selectedIndex * Self.rowsPerItem), bottom = top + 2
        let offset = scrollView.targetContentOffset.y
        var target = offset
        if top < offset { target = top }
        if bottom > offset + viewport { target = bottom - viewport }
        target = min(max(0, target), scrollView.maximumContentOffset.y)
        if target != scrollView.contentOffset.y || scrollView.isScrollingAnimation || scrollView.isDecelerating {
            scrollView.setContentOffset(Point(x: 0, y: target), animated: false)
        }
    }

    private var itemsPerPage: Int { max(1, Int(scrollView.frame.height) / Self.rowsPerItem) }

    /// Selects the story `step` rows, or `pages` pages, down (up when negative).
    func moveSelection(by step: Int = 0, pages: Int = 0) { select(selectedIndex + step + pages * itemsPerPage) }

    override var keyCommands: [KeyCommand] { Self.keyLines.keyCommands }

    /// The list's keys (the app adds search, `d` and `s` in the same section of help).
    static var keyLines: [KeyLine<StoryListView>] {
        [
            KeyLine(
                "↑↓ j k", "move (PgUp PgDn Home End too)", footer: KeyHint("↑↓", "select"),
                [
                    ([.up, .character("k")], { $0.moveSelection(by: -1) }),
                    ([.down, .character("j")], { $0.moveSelection(by: 1) }),
                    ([.pageUp], { $0.moveSelection(pages: -1) }),
                    ([.pageDown], { $0.moveSelection(pages: 1) }),
                    ([.home], { $0.select(0) }),
                    ([.end], { $0.select($0.stories.count - 1) }),
                ]),
            KeyLine("Enter, click", "open the story's sheet", footer: KeyHint("⏎", "open"), [([.enter], { $0.openSelected() })]),
            KeyLine("wheel, drag", "scroll the list"),
        ]
    }

    private func openSelected() {
        if shownIndices.indices.contains(selectedIndex) { onOpen?(shownIndices[selectedIndex]) }
    }

    override func draw(in context: inout DrawContext) {
        let card = context.bounds
        // A search left in place (its bar put away) says so in the title.
        let title = query.isEmpty ? "Stories" : "Stories · “\(query)”"
        context.drawBox(card, style: Theme.frame, fill: Theme.body, title: title, titleStyle: Theme.frameTitle)
        let counter = stories.isEmpty ? " none of \(all.count) " : " \(selectedIndex + 1) of \(stories.count) "
        if stories.isEmpty, card.height > 3 {
            context.write("No story matches “\(query)”", x: 2, y: 1, style: Theme.bodyMuted, maxWidth: card.width - 4)
        }
        if card.width > CharacterWidth.of(counter) + CharacterWidth.of(title) + 10 {
            context.write(counter, x: card.maxX - 2 - CharacterWidth.of(counter), y: card.maxY - 1, style: Theme.bodyMuted)
        }
        drawScrollIndicator(card: card, context: &context)
    }

    /// A thumb on the card's right edge, sized by how much of the list is in view.
    private func drawScrollIndicator(card: CellRect, context: inout DrawContext) {
        let viewport = scrollView.frame.height, upper = scrollView.maximumContentOffset.y
        // What scrolls is the content and the room under it (the rows the search bar covers).
        let scrolled = viewport + upper
        let track = Double(card.height - 2)
        guard upper > 0, track >= 3 else { return }
        let thumb = min(Int(track), max(1, Int((track * viewport / scrolled).rounded())))
        let progress = min(max(scrollView.contentOffset.y / upper, 0), 1)
        let start = Int(((track - Double(thumb)) * progress).rounded())
        for row in 0..<thumb {
            context.put("┃", x: card.maxX - 1, y: 1 + start + row, style: Theme.scrollThumb)
        }
    }
}

/// The list's content: every story's two lines, of which only those in view are drawn.
final class StoryRowsView: View {
    var stories: [Story]
    var selectedIndex = 0

    init(stories: [Story]) {
        self.stories = stories
        super.init()
    }

    /// The story drawn at a point in content coordinates; nil on the gap between stories.
    func index(at point: Point) -> Int? {
        guard point.y >= 0, point.x >= 0, point.x < frame.width else { return nil }
        let row = Int(point.y.rounded(.down))
        guard row % StoryListView.rowsPerItem < 2 else { return nil }
        let index = row / StoryListView.rowsPerItem
        return stories.indices.contains(index) ? index : nil
    }

    override func draw(in context: inout DrawContext) {
        let clip = context.clip
        let first = max(0, clip.minY / StoryListView.rowsPerItem)
        // Scrolled into the bottom inset, the first row in view may lie past the last story.
        for index in first..<max(first, stories.count) {
            let top = index * StoryListView.rowsPerItem
            if top >= clip.maxY { break }
            drawItem(index, top: top, width: context.bounds.width, in: &context)
        }
    }

    private func drawItem(_ index: Int, top: Int, width: Int, in context: inout DrawContext) {
        let story = stories[index]
        let isSelected = index == selectedIndex
        let titleStyle = isSelected ? Theme.rowSelected : Theme.body.adding(.bold, monochrome: .bold)
        let detailStyle = isSelected ? Theme.rowSelectedMuted : Theme.bodyMuted
        if isSelected {
            context.fill(CellRect(x: 0, y: top, width: width, height: 2), style: Theme.rowSelected)
            context.put("▌", x: 0, y: top, style: Theme.marker)
            context.put("▌", x: 0, y: top + 1, style: Theme.marker)
        }
        let textX = 1, textWidth = width - 2
        let scenes = "\(story.scenes) scenes"
        let scenesWidth = CharacterWidth.of(scenes)
        let showScenes = textWidth > scenesWidth + 24
        context.write(story.title, x: textX, y: top, style: titleStyle, maxWidth: textWidth - (showScenes ? scenesWidth + 2 : 0))
        if showScenes { context.write(scenes, x: textX + textWidth - scenesWidth, y: top, style: detailStyle) }
        context.write(story.subtitle, x: textX, y: top + 1, style: detailStyle, maxWidth: textWidth)
    }
}
