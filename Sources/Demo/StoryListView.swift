import Canvas
import Geometry
import Kamishibai

/// The main list: stories in a rounded card, two lines each, one selected. Keys move the
/// selection and keep it in view; the wheel scrolls; a click selects.
final class StoryListView: View {
    let stories: [Story]
    private(set) var selectedIndex = 0
    /// The first content row shown, in rows from the top of the list.
    private(set) var scrollOffset = 0.0
    /// Enter, or a click on a story: open its detail.
    var onOpen: ((Int) -> Void)?

    static let rowsPerItem = 3
    static let wheelStep = 3.0

    init(stories: [Story]) {
        self.stories = stories
        super.init()
    }

    /// The area inside the card's border.
    private var contentFrame: Rect { bounds.inset(by: Insets(top: 1, left: 2, bottom: 1, right: 2)) }
    private var viewportHeight: Double { max(0, contentFrame.height) }
    private var contentHeight: Double { Double(stories.count * Self.rowsPerItem - 1) }
    private var maxOffset: Double { max(0, contentHeight - viewportHeight) }

    var firstVisibleIndex: Int { Int(scrollOffset) / Self.rowsPerItem }

    override func layoutSubviews() {
        scrollOffset = min(scrollOffset, maxOffset)
        revealSelection()
    }

    func select(_ index: Int) {
        guard !stories.isEmpty else { return }
        let clamped = min(max(0, index), stories.count - 1)
        guard clamped != selectedIndex else { return }
        selectedIndex = clamped
        revealSelection()
    }

    func scroll(by rows: Double) {
        scrollOffset = min(max(0, scrollOffset + rows), maxOffset)
    }

    private func revealSelection() {
        let top = Double(selectedIndex * Self.rowsPerItem)
        let bottom = top + 2
        if top < scrollOffset { scrollOffset = top }
        if bottom > scrollOffset + viewportHeight { scrollOffset = min(maxOffset, bottom - viewportHeight) }
    }

    private var itemsPerPage: Int { max(1, Int(viewportHeight) / Self.rowsPerItem) }

    override func keyDown(_ key: Key) -> Bool {
        switch key {
        case .up, .character("k"): select(selectedIndex - 1)
        case .down, .character("j"): select(selectedIndex + 1)
        case .pageUp: select(selectedIndex - itemsPerPage)
        case .pageDown: select(selectedIndex + itemsPerPage)
        case .home: select(0)
        case .end: select(stories.count - 1)
        case .enter: onOpen?(selectedIndex)
        default: return false
        }
        return true
    }

    override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        switch event.kind {
        case .scrollUp: scroll(by: -Self.wheelStep)
        case .scrollDown: scroll(by: Self.wheelStep)
        case .press(.left):
            if let index = index(at: point) {
                select(index)
                onOpen?(index)
            }
        default: return false
        }
        return true
    }

    /// The story drawn at a point in the view's coordinates, if any.
    func index(at point: Point) -> Int? {
        let content = contentFrame
        guard point.y >= content.minY, point.y < content.maxY, point.x >= 1, point.x < bounds.width - 1 else {
            return nil
        }
        let row = Int((point.y - content.minY + scrollOffset).rounded(.down))
        guard row % Self.rowsPerItem < 2 else { return nil }
        let index = row / Self.rowsPerItem
        return stories.indices.contains(index) ? index : nil
    }

    override func draw(in context: inout DrawContext) {
        let card = context.bounds
        let title = "Stories"
        context.canvas.drawBox(card, style: Theme.frame, fill: Theme.body, title: title, titleStyle: Theme.frameTitle)
        let counter = " \(selectedIndex + 1) of \(stories.count) "
        if card.width > CharacterWidth.of(counter) + CharacterWidth.of(title) + 10 {
            context.canvas.write(counter, x: card.maxX - 2 - CharacterWidth.of(counter), y: card.maxY - 1, style: Theme.bodyMuted)
        }
        let content = context.cells(contentFrame)
        guard !content.isEmpty else { return }
        let savedClip = context.canvas.clip
        context.canvas.clip = savedClip.intersection(CellRect(x: card.minX + 1, y: content.minY, width: card.width - 2, height: content.height))
        let offset = Int(scrollOffset.rounded(.down))
        let first = max(0, offset / Self.rowsPerItem)
        for index in first..<stories.count {
            let top = content.minY + index * Self.rowsPerItem - offset
            if top >= content.maxY { break }
            drawItem(index, top: top, card: card, content: content, context: &context)
        }
        context.canvas.clip = savedClip
        drawScrollIndicator(card: card, content: content, context: &context)
    }

    private func drawItem(_ index: Int, top: Int, card: CellRect, content: CellRect, context: inout DrawContext) {
        let story = stories[index]
        let isSelected = index == selectedIndex
        let titleStyle = isSelected ? Theme.rowSelected : Theme.body.adding(.bold, monochrome: .bold)
        let detailStyle = isSelected ? Theme.rowSelectedMuted : Theme.bodyMuted
        let rowArea = CellRect(x: card.minX + 1, y: top, width: card.width - 2, height: 2)
        if isSelected {
            context.canvas.fill(rowArea, style: Theme.rowSelected)
            context.canvas.put("▌", x: card.minX + 1, y: top, style: Theme.marker)
            context.canvas.put("▌", x: card.minX + 1, y: top + 1, style: Theme.marker)
        }
        let scenes = "\(story.scenes) scenes"
        let scenesWidth = CharacterWidth.of(scenes)
        let showScenes = content.width > scenesWidth + 24
        let titleWidth = content.width - (showScenes ? scenesWidth + 2 : 0)
        context.canvas.write(story.title, x: content.minX, y: top, style: titleStyle, maxWidth: titleWidth)
        if showScenes {
            context.canvas.write(scenes, x: content.maxX - scenesWidth, y: top, style: detailStyle)
        }
        context.canvas.write(story.subtitle, x: content.minX, y: top + 1, style: detailStyle, maxWidth: content.width)
    }

    /// A thumb on the card's right edge, sized by how much of the list is in view.
    private func drawScrollIndicator(card: CellRect, content: CellRect, context: inout DrawContext) {
        guard maxOffset > 0, content.height >= 3 else { return }
        let track = Double(content.height)
        let thumb = max(1, Int((track * viewportHeight / contentHeight).rounded()))
        let start = Int(((track - Double(thumb)) * scrollOffset / maxOffset).rounded())
        for row in 0..<thumb {
            context.canvas.put("┃", x: card.maxX - 1, y: content.minY + start + row, style: Theme.scrollThumb)
        }
    }
}
