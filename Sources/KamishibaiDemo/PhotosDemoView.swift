import KamishibaiUI

/// The Photos demo's grid: eight thumbnails with their titles, one selected. Arrow keys or
/// hjkl move the selection; Enter or a click opens the photo, which zooms out of its
/// thumbnail (the thumbnail's place stays empty while it is away). Dragging a thumbnail
/// upward, or holding K, scrubs the opening instead: let go past half way and it opens.
/// Where each thumbnail is follows from the size alone, so the zoom can ask for it even
/// mid-resize.
final class PhotosDemoView: View {
    private let thumbnails = PhotoArtwork.all.indices.map { PhotoView(index: $0) }
    private(set) var selectedIndex = 0
    /// The photo that is open (its thumbnail is hidden meanwhile).
    var openIndex: Int? {
        didSet { for (index, view) in thumbnails.enumerated() { view.isHidden = index == openIndex } }
    }
    /// Enter, or a click on a thumbnail.
    var onOpen: ((Int) -> Void)?
    /// A drag or K begins opening photo `index` interactively; returns the drag to drive.
    var onBeginInteractiveOpen: ((Int) -> ZoomPresentationDrag?)?
    /// A press on the grid, dragged, or K held: the library's drag skeleton. Its state is the
    /// opening it drives, once the drag has gone up from a thumbnail (K: at once).
    private let tracker = DragTracker<ZoomPresentationDrag?>(keyStartsOnRepeat: false)

    static let gap = 2

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        background = Theme.background
        for view in thumbnails { addSubview(view) }
        tracker.onBegin = { [weak self] in self?.dragBegan($0) }
        tracker.onChange = { [weak self] in self?.dragChanged(&$0, $1) }
        tracker.onEnd = { drag, sample in drag?.end(velocity: sample.velocity, forward: Edge.top.direction) }
        tracker.onCancel = { drag, _ in drag?.cancel() }
        tracker.onTap = { [weak self] in self?.tapped(at: $0) }
        tracker.attach(to: self)
    }

    /// Half the grid's height, in rows: an opening dragged this far is complete.
    private var openingLength: Double { max(1, bounds.height / 2) }

    /// The thumbnails' frames for a grid of `size` cells: of every count of columns, the one
    /// whose thumbnails come out largest, each as wide as its column and as tall as its row
    /// allow (a row holds a picture, its title and a gap). The landscapes are drawn for any
    /// frame, so a thumbnail's shape may go from 6:5 to 2:1 around the pictures' 3:2 to fill
    /// the screen; the grid is centred in what is left.
    static func layout(size: Size) -> [Rect] {
        let count = PhotoArtwork.all.count
        let width = max(0, size.width - 2), height = max(0, size.height - 1)
        // On screen a cell is twice as tall as wide: 6:5 is 2.4 columns a row, 2:1 is 4.
        let (narrowest, widest) = (2.4, 4.0)
        var best = (columns: 1, width: 1.0, height: 1.0)
        for columns in 1...count {
            let rows = (count + columns - 1) / columns
            let columnWidth = ((width - Double(gap * (columns - 1))) / Double(columns)).rounded(.down)
            let rowHeight = (height / Double(rows) - 2).rounded(.down)
            let thumbHeight = min(rowHeight, (columnWidth / narrowest).rounded(.down))
            let thumbWidth = min(columnWidth, (thumbHeight * widest).rounded(.down))
            if thumbHeight >= 1, thumbWidth >= 1, thumbWidth * thumbHeight > best.width * best.height {
                best = (columns, thumbWidth, thumbHeight)
            }
        }
        let (columns, thumbWidth, thumbHeight) = best
        let rows = (count + columns - 1) / columns
        let used = (width: Double(columns) * thumbWidth + Double(gap * (columns - 1)), height: Double(rows) * (thumbHeight + 2))
        let left = 1 + ((width - used.width) / 2).rounded(.down)
        let top = 1 + max(0, ((size.height - used.height) / 2).rounded(.down))
        return (0..<count).map { index in
            let (row, column) = (index / columns, index % columns)
            return Rect(
                x: left + Double(column) * (thumbWidth + Double(gap)), y: top + Double(row) * (thumbHeight + 2),
                width: thumbWidth, height: thumbHeight)
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
                context.drawBox(
                    CellRect(x: cells.minX - 1, y: cells.minY - 1, width: cells.width + 2, height: cells.height + 2),
                    style: Style(foreground: Theme.accent, background: Theme.stage))
            }
            // The title in the row under the picture (the selection's bottom edge), or its
            // short form where it does not fit with a space either side.
            let scene = PhotoArtwork.all[index]
            let title = CharacterWidth.of(scene.title) + 2 > cells.width ? scene.shortTitle ?? scene.title : scene.title
            let width = min(CharacterWidth.of(title) + 2, cells.width)
            context.write(
                " \(title) ", x: cells.minX + (cells.width - width) / 2, y: cells.maxY, style: style, maxWidth: cells.width)
        }
    }

    override var keyCommands: [KeyCommand] { Self.keyLines.keyCommands }

    /// The grid's keys (an open picture's come after them in help).
    static var keyLines: [KeyLine<PhotosDemoView>] {
        [
            KeyLine(
                "←↑→↓ h j k l", "select a picture", footer: KeyHint("←↑→↓", "select"),
                [
                    ([.left, .character("h")], { $0.select($0.selectedIndex - 1) }),
                    ([.right, .character("l")], { $0.select($0.selectedIndex + 1) }),
                    ([.up, .character("k")], { $0.select($0.selectedIndex - $0.columnsPerRow) }),
                    ([.down, .character("j")], { $0.select($0.selectedIndex + $0.columnsPerRow) }),
                ]),
            KeyLine(
                "Enter, click", "open it: it zooms out of its place", footer: KeyHint("⏎/click", "open"),
                [([.enter], { $0.onOpen?($0.selectedIndex) })]),
            KeyLine(
                "hold K, drag up", "open it bit by bit; let go past half way to open",
                [([.character("K")], { _ = $0.tracker.keyDown(.character("K"), step: Point(x: 0, y: -1)) })]),
        ]
    }

    private func select(_ index: Int) {
        selectedIndex = min(max(0, index), PhotoArtwork.all.count - 1)
    }

    private func thumbnailIndex(at rootPoint: Point) -> Int? {
        let point = convertFromRoot(rootPoint)
        return Self.layout(size: bounds.size).firstIndex { $0.contains(point) }
    }

    /// A tap opens the thumbnail under it.
    private func tapped(at point: Point) {
        guard let index = thumbnailIndex(at: point) else { return }
        selectedIndex = index
        onOpen?(index)
    }

    /// A drag always begins, and opens once it goes up from a thumbnail; K held opens the
    /// selected photo at once, a row a repeat.
    private func dragBegan(_ sample: DragSample) -> ZoomPresentationDrag?? {
        var opening: ZoomPresentationDrag?
        if sample.source == .key {
            guard let drag = onBeginInteractiveOpen?(selectedIndex) else { return nil }
            opening = drag
        }
        dragChanged(&opening, sample)
        return opening
    }

    /// The opening follows the drag up, half the grid's height being all the way; a pointer
    /// drag begins it the first time it is above where it began, on a thumbnail.
    private func dragChanged(_ opening: inout ZoomPresentationDrag?, _ sample: DragSample) {
        let up = -sample.translation.y
        if opening == nil {
            guard up > 0, let start = sample.start, let index = thumbnailIndex(at: start), let drag = onBeginInteractiveOpen?(index)
            else { return }
            selectedIndex = index
            opening = drag
        }
        opening?.update(max(0, up) / openingLength)
    }
}
