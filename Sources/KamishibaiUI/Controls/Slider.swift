import KamishibaiCanvas
import KamishibaiGeometry

/// A control that picks a number in a range along a track (UIKit's `UISlider`): the track
/// fills from the left to the value, to an eighth of a cell (`█████▍────`), in
/// ``minimumTrackTintColor`` (the theme's tint) and the rest in ``maximumTrackTintColor``
/// (the theme's separator). It has no width of its own: a stack stretches it.
///
/// - **The pointer**: a press on the track sets the value there and a drag moves it, to the
///   pixel where the terminal reports pixels (the fill ends where the pointer is); where it
///   reports whole cells, the first cell is ``minimumValue`` and the last ``maximumValue``.
/// - **Keys**, while it has the focus: ←/→ move by a twentieth of the range, PgDn/PgUp by a
///   fifth, Home/End go to the ends.
///
/// Each change the user makes sends `.valueChanged` (UIKit's); while ``isContinuous`` is false
/// a drag sends it once, at the release, if the value changed. Setting ``value`` from code
/// sends nothing.
///
/// ```swift
/// let volume = Slider(value: 0.5)
/// volume.addAction(for: .valueChanged) { [weak volume, weak player] in
///     guard let volume, let player else { return }
///     player.volume = volume.value
/// }
/// ```
open class Slider: Control {
    /// The value, kept within ``minimumValue``…``maximumValue``.
    public var value: Double {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }
    /// The value at the left end; 0 by default.
    public var minimumValue: Double = 0 { didSet { value = storedValue } }
    /// The value at the right end; 1 by default.
    public var maximumValue: Double = 1 { didSet { value = storedValue } }
    /// Whether a drag sends `.valueChanged` as it goes (true, UIKit's default) or only at the
    /// release.
    public var isContinuous = true
    /// The filled track's colour; nil for the theme's tint (UIKit's `minimumTrackTintColor`).
    public var minimumTrackTintColor: RGB?
    /// The empty track's colour; nil for the theme's separator (UIKit's
    /// `maximumTrackTintColor`).
    public var maximumTrackTintColor: RGB?

    private var storedValue: Double
    /// The value when the drag began, to tell at the release whether it changed.
    private var valueAtPress: Double?

    /// A slider at `value` (clamped to the range) between `minimumValue` and `maximumValue`.
    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1) {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        storedValue = min(max(value, minimumValue), maximumValue)
        super.init()
    }

    private func clamped(_ value: Double) -> Double { min(max(value, minimumValue), max(minimumValue, maximumValue)) }

    /// Where the value lies in the range, 0…1.
    private var fraction: Double {
        let range = maximumValue - minimumValue
        return range > 0 ? (value - minimumValue) / range : 0
    }

    /// One row; no width of its own.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 1) }

    open override var traceName: String { "slider" }

    // MARK: Input

    /// Sets the value as the user did; sends `.valueChanged` if it changed and `send` says so.
    /// Nothing once disabled (a drag going on after the app disabled it).
    private func change(to newValue: Double, send: Bool) {
        guard isEnabled else { return }
        let old = value
        value = newValue
        if send, value != old { sendActions(for: .valueChanged) }
    }

    /// The arrows step, the page keys jump, Home/End go to the ends.
    open override func keyDown(_ key: Key) -> Bool { performOwnKeyCommand(key) || super.keyDown(key) }

    /// ← → a twentieth of the range, PgDn PgUp a fifth, Home End the ends, as key commands
    /// (listed while it has the focus) while enabled.
    open override var keyCommands: [KeyCommand] {
        guard isEnabled else { return [] }
        let steps: [(Key, String, (Slider) -> Double)] = [
            (.left, "Decrease", { $0.value - ($0.maximumValue - $0.minimumValue) / 20 }),
            (.right, "Increase", { $0.value + ($0.maximumValue - $0.minimumValue) / 20 }),
            (.pageDown, "Decrease more", { $0.value - ($0.maximumValue - $0.minimumValue) / 5 }),
            (.pageUp, "Increase more", { $0.value + ($0.maximumValue - $0.minimumValue) / 5 }),
            (.home, "Minimum", { $0.minimumValue }),
            (.end, "Maximum", { $0.maximumValue }),
        ]
        return steps.map { key, title, target in
            KeyCommand(system: key, title: title, on: self) { $0.change(to: target($0), send: true) }
        }
    }

    /// The value under the pointer: its exact point where the terminal reports pixels, its
    /// cell otherwise, the first cell the minimum and the last the maximum.
    private func value(at point: Point, exact: Bool) -> Double {
        let width = bounds.width
        let position: Double
        if exact {
            position = width > 0 ? point.x / width : 0
        } else {
            let cells = Int(width.rounded(.down))
            position = cells > 1 ? point.x.rounded(.down) / Double(cells - 1) : 0
        }
        return minimumValue + min(max(position, 0), 1) * (maximumValue - minimumValue)
    }

    open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        let exact = event.exactLocation != nil
        switch event.kind {
        case .press(.left):
            isHighlighted = true
            valueAtPress = value
            change(to: value(at: point, exact: exact), send: isContinuous)
        case .drag:
            change(to: value(at: point, exact: exact), send: isContinuous)
        case .release:
            change(to: value(at: point, exact: exact), send: isContinuous)
            endDrag()
        default:
            return false
        }
        return true
    }

    /// A lost release ends the drag where it was.
    open override func mouseEventsCancelled() { endDrag() }

    private func endDrag() {
        isHighlighted = false
        if !isContinuous, let valueAtPress, valueAtPress != value { sendActions(for: .valueChanged) }
        valueAtPress = nil
    }

    // MARK: Drawing

    /// The colours, read from the overrides and the theme in this one place.
    private var colors: (fill: RGB, track: RGB) {
        let theme = traitCollection.theme
        return (minimumTrackTintColor ?? theme.tint, maximumTrackTintColor ?? theme.separator)
    }

    open override func draw(in context: inout DrawContext) {
        let area = context.bounds
        guard area.width > 0, area.height > 0 else { return }
        let (fill, track) = colors
        EighthBlockTrack.draw(
            fraction: fraction, width: area.width, y: (area.height - 1) / 2, fill: fill, track: track,
            look: ControlAppearance(self), in: &context)
    }
}
