import KamishibaiUI

/// The detail sheet's content: the story's title and controls, and below them its content (the
/// sheet's navigation stack). The sheet around it — shadow, eighth-row edge, border, grabber —
/// is the library's (`SheetView.chrome`, drawn by the presentation controller); this view
/// lays itself out inside it, on whole rows.
final class SheetView: View {
    let story: Story
    var onClose: (() -> Void)?
    /// The "on top" control: another sheet over this one.
    var onPresentNext: (() -> Void)?
    /// What fills the sheet under its title: from the header's last row down.
    var content: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let content { addSubview(content) }
            setNeedsLayout()
        }
    }
    /// How many rows the content below the header (its bar included) needs at a width.
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

    /// The sheet drawn around this view, in the demo's colours.
    static let chrome = SheetChrome(
        surface: Theme.body, border: Theme.frame, grabber: Theme.frame.with(foreground: Theme.muted), prefersGrabberVisible: true)
    /// A card floats over the list: on a surface of its own, a little lighter than the list's.
    /// Lighter still (the help card's `raised`) would turn bright black in 16 colours, as the
    /// muted text does, and the text would vanish; this one is black there, another grey in 256.
    static let cardSurface = RGB(hex: 0x282B3E)
    static let cardChrome = SheetChrome(
        surface: Style(foreground: Theme.text, background: cardSurface),
        border: Style(foreground: Theme.border, background: cardSurface),
        grabber: Style(foreground: Theme.muted, background: cardSurface), prefersGrabberVisible: true)

    init(story: Story) {
        self.story = story
        super.init()
    }

    /// The body sits on whole rows below the fractional top edge: re-lay out as the sheet moves.
    override var frame: Rect {
        didSet { if frame.minY != oldValue.minY { setNeedsLayout() } }
    }

    /// Rows above the content (a navigation stack, its bar first): border, title, subtitle,
    /// and a blank row, as above the story's scenes.
    private static let headerRows = 4.0

    override func layoutSubviews() {
        let insets = SheetChrome.contentInsets(of: self)
        let borderRow = insets.top - 1
        let top = borderRow + Self.headerRows
        // Full width: the stack keeps the border and padding as its margin, so a pop drag
        // may start on the sheet's left border.
        content?.frame = Rect(x: 0, y: top, width: frame.width, height: max(0, frame.height - top - insets.bottom))
    }

    /// The title and controls on the first row inside the border, the subtitle below, at
    /// the cells the chrome's border leaves (see `SheetChromeView`): the title and subtitle
    /// start where the story's readable column does, the controls keep to the right edge.
    override func draw(in context: inout DrawContext) {
        let width = Int(frame.width.rounded())
        // The border lies on the first row the view covers whole.
        let borderRow = Int(context.originFraction.y.rounded(.up))
        guard width >= 2, context.bounds.maxY - borderRow >= 1 else { return }
        let inset = Int(View.readableFrame(in: Rect(x: 0, y: 0, width: frame.width - 6, height: 1)).minX)
        let x = 3 + inset
        let room = width - 6 - 2 * inset
        guard room > 0 else { return }
        var y = borderRow + 1
        let controls = controls(width: Double(width))
        let titleRoom = min(room, controls.last.map { Int($0.x) - 2 - x } ?? room)
        context.write(story.title, x: x, y: y, style: Theme.accentLabel, maxWidth: max(0, titleRoom))
        for control in controls {
            context.write(control.label, x: Int(control.x), y: y, style: Theme.secondaryLabel)
        }
        y += 1
        context.write(story.subtitle, x: x, y: y, style: Theme.secondaryLabel, maxWidth: room)
    }

    /// A press on a header control runs it; any other press is left to the drag.
    override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        guard case .press(.left) = event.kind else { return false }
        let row = SheetChrome.contentInsets(of: self).top
        guard point.y >= row, point.y < row + 1 else { return false }
        guard let control = controls(width: frame.width).first(where: { point.x >= $0.x && point.x < $0.x + $0.width }),
            let action = control.action
        else { return false }
        action()
        return true
    }
}
