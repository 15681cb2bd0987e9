import KamishibaiUI

/// The Photos demo's grid: eight thumbnails with their titles, one selected. Arrow keys or
/// hjkl move the selection; Enter or a click opens the photo, which zooms out of its
/// thumbnail (the thumbnail's place stays empty while it is away). Where each thumbnail is
/// follows from the size alone, so the zoom can ask for it even mid-resize.
final class PhotosDemoView: View {
    private let thumbnails = PhotoArtwork.all.indices.map { PhotoView(index: $0) }
    private(set) var selectedIndex = 0
    /// The photo that is open (its thumbnail is hidden meanwhile).
    var openIndex: Int? {
        didSet { for (index, view) in thumbnails.enumerated() { view.isHidden = index == openIndex } }
    }
    /// Enter, or a click on a thumbnail.
    var onOpen: ((Int) -> Void)?

    static let gap = 2

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        background = Theme.background
        for view in thumbnails { addSubview(view) }
    }

    /// The thumbnails' frames for a grid of `size` cells: as many 3:2 pictures a row as fit
    /// at 18 columns or more (four at most), shrunk until every row and its title fit.
    static func layout(size: Size) -> [Rect] {
        let count = PhotoArtwork.all.count
        let width = max(0, size.width - 2), height = max(0, size.height - 1)
        let columns = max(1, min(4, Int((width + Double(gap)) / (18 + Double(gap)))))
        let rows = (count + columns - 1) / columns
        var thumbWidth = ((width - Double(gap * (columns - 1))) / Double(columns)).rounded(.down)
        // A picture is 3:2 on screen: a row is twice as tall as a column is wide.
        var thumbHeight = (thumbWidth / 3).rounded(.down)
        let tallest = ((height - Double(rows)) / Double(rows) - 1).rounded(.down)
        if thumbHeight > tallest {
            thumbHeight = max(1, tallest)
            thumbWidth = thumbHeight * 3
        }
        let used = Double(columns) * thumbWidth + Double(gap * (columns - 1))
        let left = 1 + ((width - used) / 2).rounded(.down)
        return (0..<count).map { index in
            let (row, column) = (index / columns, index % columns)
            return Rect(
                x: left + Double(column) * (thumbWidth + Double(gap)), y: 1 + Double(row) * (thumbHeight + 2),
                width: max(1, thumbWidth), height: max(1, thumbHeight))
        }
    }

    /// How many thumbnails a row holds now, for ↑ and ↓.
    private var columnsPerRow: Int {
        let frames = Self.layout(size: bounds.size)
        return max(1, frames.count { $0.minY == frames.first?.minY })
    }

    override func layoutSubviews() {
        for (view, frame) in zip(thumbnails, Self.layout(size: bounds.size)) { view.frame = frame }
    }

    override func draw(in context: inout DrawContext) {
        let frames = Self.layout(size: bounds.size)
        for (index, frame) in frames.enumerated() {
            let cells = context.cells(frame)
            let selected = index == selectedIndex
            let style = selected ? Theme.rowSelected : Style(foreground: Theme.muted, background: Theme.stage, monochrome: .dim)
            if selected {
                context.canvas.drawBox(
                    CellRect(x: cells.minX - 1, y: cells.minY - 1, width: cells.width + 2, height: cells.height + 2),
                    style: Style(foreground: Theme.accent, background: Theme.stage))
            }
            // The title in the row under the picture (the selection's bottom edge).
            let title = PhotoArtwork.all[index].title
            let width = min(CharacterWidth.of(title) + 2, cells.width)
            context.canvas.write(
                " \(title) ", x: cells.minX + (cells.width - width) / 2, y: cells.maxY, style: style, maxWidth: cells.width)
        }
    }

    override func keyDown(_ key: Key) -> Bool {
        let count = PhotoArtwork.all.count
        switch key {
        case .left, .character("h"): selectedIndex = max(0, selectedIndex - 1)
        case .right, .character("l"): selectedIndex = min(count - 1, selectedIndex + 1)
        case .up, .character("k"): selectedIndex = max(0, selectedIndex - columnsPerRow)
        case .down, .character("j"): selectedIndex = min(count - 1, selectedIndex + columnsPerRow)
        case .enter: onOpen?(selectedIndex)
        default: return false
        }
        return true
    }

    override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        guard case .press(.left) = event.kind,
            let index = Self.layout(size: bounds.size).firstIndex(where: { $0.contains(point) })
        else { return false }
        selectedIndex = index
        onOpen?(index)
        return true
    }
}
