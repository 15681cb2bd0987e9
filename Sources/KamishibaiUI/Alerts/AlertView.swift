import KamishibaiCanvas
import KamishibaiGeometry

/// An alert's view: its title and message (labels), its text fields, and its buttons, which
/// it draws itself, each action's row as an `AlertLayout` places it. The highlighted button is
/// what Enter performs; a click on an enabled button performs it (pressed and released on it,
/// as a button's touch-up-inside). Elsewhere on an `.alert` a press does nothing; on an
/// `.actionSheet` it goes on to the drag that dismisses the sheet, and the row between its
/// two boxes lets presses through to the backdrop.
final class AlertView: View {
    let style: AlertController.Style
    let titleLabel = Label()
    let messageLabel = Label()
    private(set) var fields: [TextField] = []
    var actions: [AlertAction] = [] { didSet { invalidateIntrinsicContentSize() } }
    /// The action Enter performs, by its index in `actions`.
    var highlighted: Int?
    /// The action whose button the pointer pressed and holds, while it is over it.
    private var pressed: (action: Int, inside: Bool)?
    /// A click on an enabled button.
    var onClick: ((AlertAction) -> Void)?

    static let surface = Style(foreground: RGB(hex: 0xE6E6E6), background: RGB(hex: 0x2B2F38))
    static let border = surface.with(foreground: RGB(hex: 0x6E7684))
    static let secondary = surface.with(foreground: RGB(hex: 0xB4BAC4))
    static let field = Style(foreground: RGB(hex: 0xF0F0F0), background: RGB(hex: 0x181B21))
    static let tint = RGB(hex: 0x5AB0FF)
    static let destructive = RGB(hex: 0xFF6259)
    static let disabled = RGB(hex: 0x737884)

    /// The least and most columns an alert (or an action sheet) takes, when the container has
    /// room, and the widest message line it wraps to before that.
    static let alertWidths = 30...50
    static let actionSheetWidths = 36...60
    static let messageWidth = 44

    init(style: AlertController.Style) {
        self.style = style
        super.init()
        // The shadow falls outside the boxes.
        clipsToBounds = false
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            addSubview(label)
        }
        // On the box's surface, which they take from behind them.
        let titleColor = style == .alert ? Self.surface.foreground : Self.secondary.foreground
        titleLabel.style = TextStyle(foreground: titleColor, attributes: .bold, monochrome: .bold)
        messageLabel.style = TextStyle(foreground: Self.secondary.foreground)
    }

    func addField(_ field: TextField) {
        field.style = TextStyle(Self.field)
        field.placeholderStyle = TextStyle(Self.field.with(foreground: Self.disabled)).adding([], monochrome: .dim)
        fields.append(field)
        addSubview(field)
        invalidateIntrinsicContentSize()
    }

    // MARK: Layout

    private var content: AlertLayout.Content {
        AlertLayout.Content(
            titleRows: { [titleLabel] in titleLabel.text.isEmpty ? 0 : titleLabel.lines(forWidth: $0).count },
            messageRows: { [messageLabel] in messageLabel.text.isEmpty ? 0 : messageLabel.lines(forWidth: $0).count },
            fieldCount: fields.count,
            actions: actions.map { (style: $0.style, width: CharacterWidth.of(TextSanitizer.sanitize($0.title ?? ""))) })
    }

    /// Where everything lies at `width` columns.
    func layout(width: Int) -> AlertLayout { AlertLayout(content, style: form, width: width) }

    /// How it is laid out now: as its style asks, but an action sheet shown as a popover is one
    /// box like an alert's, whose border is the popover's (its cancel action stacked last).
    var form: AlertController.Style {
        viewController?.presentationController is PopoverPresentationController ? .alert : style
    }

    /// As wide as its text and buttons ask, within `alertWidths` (or `actionSheetWidths`) and
    /// `size.width`; as tall as that width makes it, but within `size.height`: a message too
    /// long for it is cut short (its last row ends in …), so the buttons stay on screen.
    override func sizeThatFits(_ size: Size) -> Size {
        let widths = style == .alert ? Self.alertWidths : Self.actionSheetWidths
        let text = max(titleLabel.intrinsicContentSize.width, min(messageLabel.intrinsicContentSize.width, Double(Self.messageWidth)))
        let buttons = actions.map { CharacterWidth.of($0.title ?? "") + 4 }.max() ?? 0
        let natural = max(Int(text), buttons, fields.isEmpty ? 0 : 24) + 2 * AlertLayout.textInset
        let room = size.width.isFinite ? Int(max(size.width, 0).rounded(.down)) : widths.upperBound
        let width = min(min(max(natural, widths.lowerBound), widths.upperBound), room)
        messageLabel.numberOfLines = 0
        var placed = layout(width: width)
        if size.height.isFinite, placed.height > Int(size.height), let rows = placed.message?.height {
            messageLabel.numberOfLines = max(1, rows - (placed.height - Int(size.height)))
            placed = layout(width: width)
        }
        return Size(columns: width, rows: placed.height)
    }

    override func layoutSubviews() {
        let placed = layout(width: Int(bounds.width.rounded()))
        titleLabel.isHidden = placed.title == nil
        messageLabel.isHidden = placed.message == nil
        if let rect = placed.title { titleLabel.frame = Self.frame(rect) }
        if let rect = placed.message { messageLabel.frame = Self.frame(rect) }
        for (field, rect) in zip(fields, placed.fields) { field.frame = Self.frame(rect) }
    }

    private static func frame(_ rect: CellRect) -> Rect {
        Rect(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height))
    }

    // MARK: Drawing

    override func draw(in context: inout DrawContext) {
        let placed = layout(width: context.bounds.width)
        for box in placed.boxes {
            context.dropShadow(of: box, opacity: 0.4, offset: (1, 0.5), blur: 1)
            context.drawBox(box, style: Self.border, fill: Self.surface)
        }
        guard let box = placed.boxes.first else { return }
        for row in placed.separators {
            context.write("├" + String(repeating: "─", count: max(box.width - 2, 0)) + "┤", x: box.minX, y: row, style: Self.border)
        }
        if let x = placed.divider, let row = placed.buttons.first?.rect.minY {
            if let separator = placed.separators.last { context.put("┬", x: x, y: separator, style: Self.border) }
            context.put("│", x: x, y: row, style: Self.border)
            context.put("┴", x: x, y: box.maxY - 1, style: Self.border)
        }
        for place in placed.buttons { drawButton(place, in: &context) }
    }

    private func drawButton(_ place: AlertLayout.Place, in context: inout DrawContext) {
        let action = actions[place.action]
        let style = buttonStyle(action, lit: place.action == highlighted || pressed.map { $0.action == place.action && $0.inside } == true)
        let rect = place.rect
        context.fill(rect, style: style)
        let title = LineBreakMode.byTruncatingTail.truncate(TextSanitizer.sanitize(action.title ?? ""), width: max(rect.width - 2, 0))
        let x = rect.minX + TextAlignment.center.offset(lineWidth: CharacterWidth.of(title), in: rect.width)
        context.write(title, x: x, y: rect.minY, style: style, maxWidth: rect.maxX - x)
    }

    /// The tint, red for a destructive action, faded when disabled; bold for the cancel action
    /// (UIKit's) and the preferred one; reversed while highlighted.
    private func buttonStyle(_ action: AlertAction, lit: Bool) -> Style {
        guard action.isEnabled else { return Self.surface.with(foreground: Self.disabled).adding([], monochrome: .dim) }
        let colour = action.style == .destructive ? Self.destructive : Self.tint
        var style = Self.surface.with(foreground: colour)
        if action.style == .cancel || action === (viewController as? AlertController)?.preferredAction {
            style = style.adding(.bold, monochrome: .bold)
        }
        guard lit else { return style }
        // Accessible, the highlight is an attribute too, not the colours' swap alone.
        let marked = window?.isAccessible == true ? style.attributes.union(.underline) : style.attributes
        return Style(
            foreground: Self.surface.background, background: colour, attributes: marked,
            monochrome: style.monochrome.union(.reverse))
    }

    // MARK: Accessibility

    /// The action Enter performs, else the first: where a reader starts.
    private var focusedPlace: AlertLayout.Place? {
        let buttons = layout(width: Int(bounds.width.rounded())).buttons
        return buttons.first { $0.action == highlighted } ?? buttons.first
    }

    /// The focused action's title.
    override var defaultAccessibilityLabel: String? { focusedPlace.flatMap { actions[$0.action].title } }

    /// The focused action's button.
    override var accessibilityFrame: Rect? {
        guard let rect = focusedPlace?.rect else { return nil }
        let origin = frameInRoot.origin
        return Rect(
            x: origin.x + Double(rect.minX), y: origin.y + Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }

    // MARK: Pointer

    /// The action whose button holds `point`, if any.
    private func action(at point: Point) -> Int? {
        let x = Int(point.x.rounded(.down)), y = Int(point.y.rounded(.down))
        return layout(width: Int(bounds.width.rounded())).buttons.first { $0.rect.contains(x: x, y: y) }?.action
    }

    /// An action sheet lets presses outside its boxes (the row between them) through.
    override func hitTest(_ point: Point) -> View? {
        guard form == .actionSheet else { return super.hitTest(point) }
        let x = Int(point.x.rounded(.down)), y = Int(point.y.rounded(.down))
        guard layout(width: Int(bounds.width.rounded())).boxes.contains(where: { $0.contains(x: x, y: y) }) else { return nil }
        return super.hitTest(point)
    }

    override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        switch event.kind {
        case .press(.left):
            guard let index = action(at: point), actions[index].isEnabled else { return form == .alert }
            pressed = (index, true)
        case .drag:
            guard let held = pressed else { return false }
            pressed = (held.action, action(at: point) == held.action)
        case .release:
            guard let held = pressed else { return false }
            pressed = nil
            if action(at: point) == held.action, actions[held.action].isEnabled { onClick?(actions[held.action]) }
        default:
            return form == .alert
        }
        return true
    }

    override func mouseEventsCancelled() {
        pressed = nil
    }
}
