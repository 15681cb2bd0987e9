import KamishibaiCanvas
import KamishibaiGeometry

/// A control that is on or off (UIKit's `UISwitch`): five cells, a thumb in a track between
/// round brackets, `(  ●)` when on and `(○  )` when off. The thumb's place and shape say the
/// state without colour; in colour the track is ``onTintColor`` (the theme's tint) when on and
/// the theme's separator when off.
///
/// A click on it, or Space or Enter while it has the focus, flips it and sends
/// `.valueChanged`; setting ``isOn`` or calling ``setOn(_:animated:)`` from code sends nothing.
/// The thumb slides across in 0.2 s of animation time when animated, and jumps under Reduce
/// Motion. It hugs its five cells: a stack gives the room to the views beside it.
///
/// ```swift
/// let wifi = Switch(isOn: true)
/// wifi.addAction(for: .valueChanged) { [weak wifi, weak settings] in
///     guard let wifi, let settings else { return }
///     settings.wifi = wifi.isOn
/// }
/// ```
open class Switch: Control {
    /// Whether it is on; setting it moves the thumb at once and sends nothing.
    public var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour while on; nil for the theme's tint (UIKit's `onTintColor`).
    public var onTintColor: RGB?
    /// The thumb's colour; nil for the theme's text colour (UIKit's `thumbTintColor`).
    public var thumbTintColor: RGB?

    private var on: Bool
    /// Where the thumb is: 0 at the left (off), 1 at the right (on).
    private let thumb: ControlMotion

    /// How long the thumb takes to slide across, in animation time.
    static let slideDuration = 0.2

    /// A switch, on or off, drawn in the theme's colours.
    public init(isOn: Bool = false) {
        on = isOn
        thumb = ControlMotion(isOn ? 1 : 0)
        super.init()
    }

    /// Turns it on or off; the thumb slides when `animated` (UIKit's). Sends nothing.
    public func setOn(_ on: Bool, animated: Bool) {
        self.on = on
        thumb.set(on ? 1 : 0, animated: animated, duration: Self.slideDuration, in: window)
    }

    /// Five cells by one row.
    open override var intrinsicContentSize: Size { Size(width: 5, height: 1) }

    /// Required both ways: a switch never stretches.
    open override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { .required }

    open override var traceName: String { "switch" }

    // MARK: Input

    /// Flips it as the user did: animated, then `.valueChanged`; nothing once disabled (a
    /// release after the app disabled it mid-press).
    private func toggle() {
        guard isEnabled else { return }
        setOn(!on, animated: true)
        sendActions(for: .valueChanged)
    }

    open override func keyDown(_ key: Key) -> Bool { performOwnKeyCommand(key) || super.keyDown(key) }

    /// Enter and Space flip it, as key commands (listed while it has the focus) while enabled.
    open override var keyCommands: [KeyCommand] {
        guard isEnabled else { return [] }
        return [Key.enter, .character(" ")].map { key in
            KeyCommand(system: key, title: isOn ? "Turn off" : "Turn on", on: self) { $0.toggle() }
        }
    }

    /// A press highlights it; the release inside flips it (UIKit's touch-up-inside).
    open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        switch event.kind {
        case .press(.left):
            isHighlighted = true
        case .drag:
            isHighlighted = bounds.contains(point)
        case .release:
            isHighlighted = false
            if bounds.contains(point) { toggle() }
        default:
            return false
        }
        return true
    }

    open override func mouseEventsCancelled() { isHighlighted = false }

    // MARK: Drawing

    /// The colours, read from the overrides and the theme in this one place.
    private var colors: (track: RGB, thumb: RGB) {
        let theme = traitCollection.theme
        return (on ? onTintColor ?? theme.tint : theme.separator, thumbTintColor ?? theme.text)
    }

    open override func draw(in context: inout DrawContext) {
        guard context.bounds.width >= 5, context.bounds.height > 0 else { return }
        let (track, thumbColor) = colors
        let look = ControlAppearance(self)
        let y = (context.bounds.height - 1) / 2
        // Three places for the thumb; it is at the one nearest its position.
        let place = Int((thumb.value * 2).rounded())
        look.put("(", x: 0, y: y, foreground: track, in: &context)
        for index in 0..<3 {
            let isThumb = index == place
            look.put(
                isThumb ? (on ? "●" : "○") : " ", x: 1 + index, y: y, foreground: isThumb ? thumbColor : track,
                background: track, monochrome: isHighlighted ? [.reverse] : [], in: &context)
        }
        look.put(")", x: 4, y: y, foreground: track, in: &context)
    }
}
