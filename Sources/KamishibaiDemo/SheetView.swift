import KamishibaiUI

/// The detail sheet as drawn: a top edge that moves in eighths of a row, rounded top corners,
/// a grabber, a soft shadow above it, the story's title and controls, and below them its
/// content (the sheet's navigation stack).
final class SheetView: View {
    let story: Story
    var onClose: (() -> Void)?
    /// The "on top" control: another sheet over this one.
    var onPresentNext: (() -> Void)?
    var onKey: ((Key) -> Bool)?
    /// What fills the sheet under its title: from the header's last row down.
    var content: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let content { addSubview(content) }
            setNeedsLayout()
        }
    }
    /// The grabber stands on the leading edge (a sidebar's) instead of the top border.
    var grabberOnLeadingEdge = false

    /// How many rows the content below the header needs at a width.
    var contentHeight: (Int) -> Double = { _ in 0 }

    /// The height that shows everything at `width`: the header and the whole content.
    func preferredHeight(width: Double) -> Double {
        Self.headerRows + contentHeight(Int(width) - 6)
    }

    static let closeLabel = "✕ Close"
    static let nextLabel = "⊕ On top"

    /// The header's controls, right to left, as they fit beside the title at `width`:
    /// each with its first column (from the sheet's left edge) and its width.
    private func controls(width: Double) -> [(label: String, x: Double, width: Double, action: (() -> Void)?)] {
        var result: [(String, Double, Double, (() -> Void)?)] = []
        var right = width - 3
        var room = width - 6 - 16  // the title keeps 16 columns
        for (label, action) in [(Self.closeLabel, onClose), (Self.nextLabel, onPresentNext)] {
            let w = Double(CharacterWidth.of(label))
            guard room >= w + 3 else { break }
            result.append((label, right - w, w, action))
            right -= w + 3
            room -= w + 3
        }
        return result
    }

    init(story: Story) {
        self.story = story
        super.init()
        clipsToBounds = false  // the fractional top row lies above the rounded frame
    }

    /// The body sits on whole rows below the fractional top edge: re-lay out as the sheet moves.
    override var frame: Rect {
        didSet { if frame.minY != oldValue.minY { setNeedsLayout() } }
    }

    /// Rows above the content's pages: border, title, subtitle, and the content's own first
    /// row (a navigation bar).
    private static let headerRows = 4.0

    /// A card floats above the container's bottom edge and is closed by a border there.
    private var isFloating: Bool {
        guard let container = superview else { return false }
        return frameInRoot.maxY < container.frameInRoot.maxY - 0.5
    }

    override func layoutSubviews() {
        let top = borderRowOffset + Self.headerRows - 1
        let bottom = isFloating ? 1.0 : 0
        // Full width: the stack keeps the border and padding as its margin, so a pop drag
        // may start on the sheet's left border.
        content?.frame = Rect(x: 0, y: top, width: frame.width, height: max(0, frame.height - top - bottom))
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
        // A soft shadow cast upward (and sideways, for a card narrower than the screen).
        context.canvas.dropShadow(
            of: CellRect(x: left, y: partialRow, width: width, height: bottom - partialRow), opacity: 0.4,
            offset: (0, -0.5), blur: 1.5)
        if borderRow > partialRow {
            let coverage = Double(borderRow) - top
            for x in left..<(left + width) where context.canvas.bounds.contains(x: x, y: partialRow) {
                let behind = context.canvas[x, partialRow].style
                context.canvas.put(
                    EighthBlock.lower(coverage), x: x, y: partialRow,
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
        let grabberStyle = Theme.frame.with(foreground: Theme.muted)
        if grabberOnLeadingEdge {
            // A sidebar is dragged sideways: its grabber stands on its leading edge.
            let middle = y + sheet.height / 2
            for row in max(y + 1, middle - 1)...min(sheet.maxY - 1, middle + 1) {
                context.canvas.put("┃", x: sheet.minX, y: row, style: grabberStyle)
            }
            return
        }
        let grabber = "━━━━━━"
        let grabberX = sheet.minX + (sheet.width - CharacterWidth.of(grabber)) / 2
        context.canvas.write(grabber, x: grabberX, y: y, style: grabberStyle)
    }

    private func drawContent(_ sheet: CellRect, in context: inout DrawContext) {
        let x = sheet.minX + 3
        let width = sheet.width - 6
        guard width > 0 else { return }
        var y = sheet.minY + 1
        let controls = controls(width: Double(sheet.width))
        let titleRoom = (controls.last.map { Int($0.x) - 5 } ?? width)
        context.canvas.write(story.title, x: x, y: y, style: Theme.frameTitle, maxWidth: max(0, titleRoom))
        for control in controls {
            context.canvas.write(control.label, x: sheet.minX + Int(control.x), y: y, style: Theme.bodyMuted)
        }
        y += 1
        context.canvas.write(story.subtitle, x: x, y: y, style: Theme.bodyMuted, maxWidth: width)
    }

    /// Whether `point` (root coordinates) is on the grabber, or the border cells beside it.
    func grabberContains(_ point: Point) -> Bool {
        let frame = frameInRoot
        let row = frame.minY.rounded(.up)
        let middle = frame.midX
        return point.y >= row - 1 && point.y < row + 1 && abs(point.x + 0.5 - middle) <= 5
    }

    /// A press on a header control runs it; any other press is left to the drag.
    override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        guard case .press(.left) = event.kind else { return false }
        let row = borderRowOffset + 1
        guard point.y >= row, point.y < row + 1 else { return false }
        guard let control = controls(width: frame.width).first(where: { point.x >= $0.x && point.x < $0.x + $0.width }),
            let action = control.action
        else { return false }
        action()
        return true
    }

    override func keyDown(_ key: Key) -> Bool { onKey?(key) ?? false }

    override func hitTest(_ point: Point) -> View? {
        // The fractional top row belongs to the sheet too.
        let top = frameInRoot.minY
        let extended = Rect(x: 0, y: top.rounded(.down) - top, width: frame.width, height: frame.height + 1)
        guard !isHidden, isUserInteractionEnabled, extended.contains(point) else { return nil }
        return super.hitTest(point) ?? self
    }
}
