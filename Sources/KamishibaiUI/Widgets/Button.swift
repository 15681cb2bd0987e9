import KamishibaiCanvas
import KamishibaiGeometry

/// A control that runs its `action` (UIKit's `UIButton` with a primary action). It reads
/// `[ Close ]`, or `[ Close (Esc) ]` with a key equivalent, centred in its frame; brackets mark
/// it as a button without colour. In a frame too narrow the title is cut with `…`, and the key
/// equivalent is left out before the title is cut below three cells (`[ Cl… ]`).
///
/// It runs its action when
/// - clicked: pressed and released inside it (UIKit's touch-up-inside); a release outside
///   cancels, and it looks pressed (`isHighlighted`) only while the pointer is held inside;
/// - Enter or Space is pressed while it has the focus (`becomeFirstResponder`; a click does
///   not give it the focus);
/// - its `keyEquivalent` is pressed and no view in the key chain took the key: the window
///   offers such keys to the visible buttons of the top screen, in view order
///   (``View/performKeyEquivalent(_:)``).
///
/// A disabled button (`isEnabled` false) looks dimmed, runs nothing, cannot take the focus and
/// lets presses through to the views behind it.
///
/// It is a ``Control``: besides its `action`, handlers added for `.primaryActionTriggered`
/// run after it.
///
/// ```swift
/// let close = Button(title: "Close", keyEquivalent: .escape) { [weak self] in
///     self?.dismiss(animated: true)
/// }
/// close.frame = Rect(origin: Point(x: 2, y: 1), size: close.intrinsicContentSize)
/// sheet.view.addSubview(close)
/// ```
open class Button: Control {
    /// The text shown between the brackets.
    public var title: String { didSet { invalidateIntrinsicContentSize() } }
    /// A key that runs the action from anywhere on the screen; shown after the title.
    public var keyEquivalent: Key? { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the key equivalent is shown in the title (`(Esc)`).
    public var showsKeyEquivalent = true { didSet { invalidateIntrinsicContentSize() } }
    /// What a click or the button's keys run, before the handlers added for
    /// `.primaryActionTriggered` (``Control/addAction(for:_:)``).
    public var action: (() -> Void)?

    /// How the button looks at rest: by default the theme's ``Theme/text`` on whatever lies
    /// behind it.
    public var style = TextStyle()
    /// While pressed; by default `style` with its colours swapped (the theme's text behind the
    /// title, in ``Theme/surface``, when `style` leaves them out; reverse without colour).
    public var highlightedStyle: TextStyle?
    /// While it has the focus; by default `style` in bold and underlined.
    public var focusedStyle: TextStyle?
    /// While disabled; by default `style` with its text faded toward its background, or in the
    /// theme's ``Theme/secondaryText`` when it has none (dim without colour).
    public var disabledStyle: TextStyle?
    /// Its title.
    override var defaultAccessibilityLabel: String? { title }

    /// A button titled `title`, run from anywhere by `keyEquivalent` when given, running
    /// `action` when clicked.
    public init(title: String, keyEquivalent: Key? = nil, action: (() -> Void)? = nil) {
        self.title = title
        self.keyEquivalent = keyEquivalent
        self.action = action
        super.init()
    }

    /// The style for the button's state now, its defaults in the colours of the button's
    /// ``View/traitCollection``'s theme.
    public var currentStyle: TextStyle {
        let theme = traitCollection.theme
        if !isEnabled {
            if let disabledStyle { return disabledStyle }
            let faded = style.background.map { (style.foreground ?? theme.text).blended(with: $0, amount: 0.6) }
            return style.with(foreground: faded ?? theme.secondaryText).adding([], monochrome: .dim)
        }
        if isHighlighted {
            return highlightedStyle
                ?? TextStyle(
                    foreground: style.background ?? theme.surface, background: style.foreground ?? theme.text,
                    attributes: style.attributes, monochrome: style.monochrome.union(.reverse))
        }
        if isFirstResponder { return focusedStyle ?? style.adding([.bold, .underline], monochrome: [.bold, .underline]) }
        return style
    }

    /// The text between the brackets: the title (made safe) and the key equivalent.
    private var caption: (title: String, key: String) {
        let key = showsKeyEquivalent ? keyEquivalent.map { " (\($0.displayName))" } ?? "" : ""
        return (TextSanitizer.sanitize(title), key)
    }

    /// One row, as wide as `[ title (key) ]`.
    open override var intrinsicContentSize: Size {
        let (title, key) = caption
        return Size(columns: CharacterWidth.of("[ " + title + key + " ]"), rows: 1)
    }

    // MARK: Running the action

    /// Runs the action, then sends `.primaryActionTriggered`, if the button is enabled. The
    /// clicks and keys above come here. The event is sent for the click that happened even
    /// when the action disables the button ("Send" greying itself out), as UIKit sends it.
    public func sendAction() {
        guard isEnabled else { return }
        action?()
        runActions(for: .primaryActionTriggered)
    }

    open override var traceName: String { "button \(title)" }

    open override func keyDown(_ key: Key) -> Bool {
        guard isEnabled, key == .enter || key == .character(" ") || key == keyEquivalent else { return false }
        sendAction()
        return true
    }

    open override func performKeyEquivalent(_ key: Key) -> Bool {
        guard isEnabled, isVisible, let keyEquivalent, key == keyEquivalent else { return false }
        sendAction()
        return true
    }

    open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        switch event.kind {
        case .press(.left):
            guard isEnabled else { return false }
            isHighlighted = true
        case .drag:
            isHighlighted = isEnabled && bounds.contains(point)
        case .release:
            let inside = bounds.contains(point)
            isHighlighted = false
            if inside { sendAction() }
        default:
            return false
        }
        return true
    }

    open override func mouseEventsCancelled() {
        isHighlighted = false
    }

    // MARK: Drawing

    /// What the button reads at `width` cells: the title cut to fit between the brackets; the
    /// key equivalent left out when less than three cells of title (`Cl…`) would fit beside it.
    private func label(width: Int) -> String {
        let (title, key) = caption
        let titleWidth = CharacterWidth.of(title)
        for (key, least) in [(key, min(3, titleWidth)), ("", min(1, titleWidth))] {
            let room = width - CharacterWidth.of("[ " + key + " ]")
            if room >= least {
                return "[ " + LineBreakMode.byTruncatingTail.truncate(title, width: room) + key + " ]"
            }
        }
        return LineBreakMode.byTruncatingTail.truncate("[ " + title + " ]", width: width)
    }

    open override func draw(in context: inout DrawContext) {
        let area = context.bounds
        guard area.width > 0, area.height > 0 else { return }
        let text = label(width: area.width)
        let x = TextAlignment.center.offset(lineWidth: CharacterWidth.of(text), in: area.width)
        context.write(text, x: x, y: (area.height - 1) / 2, style: currentStyle, maxWidth: area.width - x)
    }
}
