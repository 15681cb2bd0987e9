import Canvas
import Geometry
import Kamishibai

/// The detail sheet as drawn: a top edge that moves in eighths of a row, rounded top corners,
/// a grabber, a soft shadow above it, the story's text, and a close control.
final class SheetView: View {
    let story: Story
    var onClose: (() -> Void)?
    var onKey: ((Key) -> Bool)?
    /// The part below the title that scrolls when the story is longer than the sheet. Its
    /// drags are handed to it by the sheet's own pan (see `DetailViewController`).
    let body = ScrollView()
    private let bodyContent: SheetBodyView
    /// `m` shows or hides the scene list: the content changes size.
    var showsScenes: Bool {
        get { bodyContent.showsScenes }
        set {
            bodyContent.showsScenes = newValue
            setNeedsLayout()
        }
    }

    /// The height that shows everything at `width`: the header and the whole body.
    func preferredHeight(width: Double) -> Double {
        Self.headerRows + bodyContent.contentHeight(width: Int(width) - 6)
    }

    static let closeLabel = "✕ Close"

    init(story: Story) {
        self.story = story
        bodyContent = SheetBodyView(story: story)
        super.init()
        clipsToBounds = false  // the fractional top row lies above the rounded frame
        body.panGestureRecognizer.isEnabled = false
        body.addSubview(bodyContent)
        addSubview(body)
    }

    /// The body sits on whole rows below the fractional top edge: re-lay out as the sheet moves.
    override var frame: Rect {
        didSet { if frame.minY != oldValue.minY { setNeedsLayout() } }
    }

    /// Rows above the body: border, title, subtitle, a blank.
    private static let headerRows = 4.0

    /// A card floats above the container's bottom edge and is closed by a border there.
    private var isFloating: Bool {
        guard let container = superview else { return false }
        return frameInRoot.maxY < container.frameInRoot.maxY - 0.5
    }

    override func layoutSubviews() {
        let top = borderRowOffset + Self.headerRows
        let bottom = isFloating ? 1.0 : 0
        body.frame = Rect(x: 3, y: top, width: max(0, frame.width - 6), height: max(0, frame.height - top - bottom))
        let width = Int(body.frame.width)
        bodyContent.frame = Rect(x: 0, y: 0, width: body.frame.width, height: bodyContent.contentHeight(width: width))
        body.contentSize = bodyContent.frame.size
    }

    /// The first whole row of the sheet, relative to its frame's top.
    private var borderRowOffset: Double { frameInRoot.minY.rounded(.up) - frameInRoot.minY }

    override func draw(in context: inout DrawContext) {
        let top = context.origin.y
        let left = Int(context.origin.x.rounded())
        let width = Int(frame.width.rounded())
        let bottom = Int((top + frame.height).rounded())
        let partialRow = Int(top.rounded(.down))
        let borderRow = Int(top.rounded(.up))
        guard width >= 2 else { return }
        // Shadow: the row above the sheet darkens a little.
        context.canvas.dim(CellRect(x: left, y: partialRow - 1, width: width, height: 1), opacity: 0.25)
        if borderRow > partialRow {
            let coverage = Double(borderRow) - top
            for x in left..<(left + width) where context.canvas.bounds.contains(x: x, y: partialRow) {
                let behind = context.canvas[x, partialRow].style
                context.canvas.put(EighthBlock.lower(coverage), x: x, y: partialRow,
                                   style: Style(foreground: Theme.surface, background: behind.background))
            }
        }
        let sheet = CellRect(x: left, y: borderRow, width: width, height: bottom - borderRow)
        guard sheet.height >= 1 else { return }
        context.canvas.fill(sheet, style: Theme.body)
        drawFrame(sheet, in: &context)
        drawContent(sheet, in: &context)
    }

    private func drawFrame(_ sheet: CellRect, in context: inout DrawContext) {
        let y = sheet.minY
        for x in (sheet.minX + 1)..<(sheet.maxX - 1) { context.canvas.put("─", x: x, y: y, style: Theme.frame) }
        context.canvas.put("╭", x: sheet.minX, y: y, style: Theme.frame)
        context.canvas.put("╮", x: sheet.maxX - 1, y: y, style: Theme.frame)
        for row in (y + 1)..<max(y + 1, sheet.maxY) {
            context.canvas.put("│", x: sheet.minX, y: row, style: Theme.frame)
            context.canvas.put("│", x: sheet.maxX - 1, y: row, style: Theme.frame)
        }
        if isFloating, sheet.height >= 2 {
            let last = sheet.maxY - 1
            for x in (sheet.minX + 1)..<(sheet.maxX - 1) { context.canvas.put("─", x: x, y: last, style: Theme.frame) }
            context.canvas.put("╰", x: sheet.minX, y: last, style: Theme.frame)
            context.canvas.put("╯", x: sheet.maxX - 1, y: last, style: Theme.frame)
        }
        let grabber = "━━━━━━"
        let grabberX = sheet.minX + (sheet.width - CharacterWidth.of(grabber)) / 2
        context.canvas.write(grabber, x: grabberX, y: y, style: Theme.frame.with(foreground: Theme.muted))
    }

    private func drawContent(_ sheet: CellRect, in context: inout DrawContext) {
        let x = sheet.minX + 3
        let width = sheet.width - 6
        guard width > 0 else { return }
        var y = sheet.minY + 1
        let closeWidth = CharacterWidth.of(Self.closeLabel)
        let showClose = width > closeWidth + 8
        context.canvas.write(story.title, x: x, y: y, style: Theme.frameTitle, maxWidth: width - (showClose ? closeWidth + 2 : 0))
        if showClose {
            context.canvas.write(Self.closeLabel, x: sheet.maxX - 3 - closeWidth, y: y, style: Theme.bodyMuted)
        }
        y += 1
        context.canvas.write(story.subtitle, x: x, y: y, style: Theme.bodyMuted, maxWidth: width)
    }

    /// The close control's cells, in the view's coordinates.
    private func isOnClose(_ point: Point) -> Bool {
        let row = borderRowOffset + 1
        let closeWidth = Double(CharacterWidth.of(Self.closeLabel))
        let x1 = frame.width - 3, x0 = x1 - closeWidth
        return point.y >= row && point.y < row + 1 && point.x >= x0 && point.x < x1
    }

    override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        guard case .press(.left) = event.kind, isOnClose(point) else { return false }
        onClose?()
        return true
    }

    override func keyDown(_ key: Key) -> Bool { onKey?(key) ?? false }

    override func hitTest(_ point: Point) -> View? {
        // The fractional top row belongs to the sheet too.
        let top = frameInRoot.minY
        let extended = Rect(x: 0, y: top.rounded(.down) - top, width: frame.width, height: frame.height + 1)
        guard !isHidden, extended.contains(point) else { return nil }
        return self
    }
}
