import KamishibaiCanvas
import KamishibaiGeometry

/// A row of segments of which one is chosen (UIKit's `UISegmentedControl`): ` Day │ Week │
/// Month `, each segment its title's display width (wide characters count two) and a cell
/// either side, on the theme's surface; the selected one is in ``selectedSegmentTintColor``
/// (the theme's tint), and in reverse video without colour.
///
/// A click on a segment selects it, and ←/→ select the one beside while it has the focus; each
/// sends `.valueChanged` when the selection changed. Setting ``selectedSegmentIndex`` from code
/// sends nothing. It hugs its width.
///
/// ```swift
/// let range = SegmentedControl(items: ["Day", "Week", "Month"])
/// range.selectedSegmentIndex = 1
/// range.addAction(for: .valueChanged) { [weak range, weak chart] in
///     guard let range, let chart else { return }
///     chart.span = range.selectedSegmentIndex
/// }
/// ```
open class SegmentedControl: Control {
    /// UIKit's `UISegmentedControl.noSegment`: no segment is selected.
    public static let noSegment = -1

    /// The segments' titles, in order.
    public var items: [String] {
        didSet {
            if selectedSegmentIndex >= items.count { selectedSegmentIndex = Self.noSegment }
            invalidateIntrinsicContentSize()
        }
    }
    /// The selected segment, or ``noSegment``; an index out of range selects none.
    public var selectedSegmentIndex: Int {
        get { selected }
        set { selected = items.indices.contains(newValue) ? newValue : Self.noSegment }
    }
    /// The selected segment's colour; nil for the theme's tint (UIKit's
    /// `selectedSegmentTintColor`).
    public var selectedSegmentTintColor: RGB?

    private var selected = SegmentedControl.noSegment

    /// Segments with these titles, none selected.
    public init(items: [String]) {
        self.items = items
        super.init()
    }

    /// How many segments there are (UIKit's).
    public var numberOfSegments: Int { items.count }

    /// The titles made safe to draw.
    private var titles: [String] { items.map(TextSanitizer.sanitize) }

    /// Where each segment starts, how wide it is and the title it shows: its title and a cell
    /// each side, then a `│` before the next, at the titles' widths when `width` allows it.
    /// In a narrower `width` the longest titles give way first, each cut with `…` (a wide
    /// character never cut in half), the short ones kept whole as far as they can be.
    private func segments(in width: Int? = nil) -> [(x: Int, width: Int, title: String)] {
        let titles = titles
        var widths = titles.map(CharacterWidth.of)
        if let width {
            // The room for titles, shared by levelling the widest down.
            let room = max(0, width - 3 * titles.count + 1)
            var excess = widths.reduce(0, +) - room
            while excess > 0, let widest = widths.max(), widest > 0 {
                for index in widths.indices where widths[index] == widest && excess > 0 {
                    widths[index] -= 1
                    excess -= 1
                }
            }
        }
        var x = 0
        return zip(titles, widths).map { title, titleWidth in
            defer { x += titleWidth + 3 }
            return (x, titleWidth + 2, CharacterWidth.truncated(title, to: titleWidth))
        }
    }

    /// The segments as laid out in the control's width.
    private var laidOutSegments: [(x: Int, width: Int, title: String)] { segments(in: Int(bounds.width.rounded(.down))) }

    /// One row as wide as the segments and the lines between them.
    open override var intrinsicContentSize: Size {
        let last = segments().last
        return Size(width: Double(last.map { $0.x + $0.width } ?? 0), height: 1)
    }

    /// Required across: the segments are as wide as their titles.
    open override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { .required }

    /// Required across too: beside a label, the label's text is cut before a segment's title.
    open override func defaultContentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? .required : super.defaultContentCompressionResistancePriority(for: axis)
    }

    open override var traceName: String { "segmented control" }

    // MARK: Input

    /// Selects `index` as the user did: `.valueChanged` when it changed.
    private func select(_ index: Int) {
        guard items.indices.contains(index), index != selected else { return }
        selected = index
        sendActions(for: .valueChanged)
    }

    /// ←/→ select the segment beside, stopping at the ends.
    open override func keyDown(_ key: Key) -> Bool { performOwnKeyCommand(key) || super.keyDown(key) }

    /// ← → select the segment before and after, as key commands (listed while it has the
    /// focus) while enabled and not empty.
    open override var keyCommands: [KeyCommand] {
        guard isEnabled, !items.isEmpty else { return [] }
        return [
            KeyCommand(system: .left, title: "Previous segment", on: self) { control in
                control.select(control.selected == Self.noSegment ? 0 : max(control.selected - 1, 0))
            },
            KeyCommand(system: .right, title: "Next segment", on: self) { control in
                control.select(control.selected == Self.noSegment ? 0 : min(control.selected + 1, control.items.count - 1))
            },
        ]
    }

    /// A press on a segment selects it.
    open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        switch event.kind {
        case .press(.left):
            let x = Int(point.x.rounded(.down))
            if let index = laidOutSegments.firstIndex(where: { x >= $0.x && x < $0.x + $0.width }) { select(index) }
        case .drag, .release:
            break
        default:
            return false
        }
        return true
    }

    // MARK: Drawing

    /// The colours, read from the overrides and the theme in this one place.
    private var colors: (text: RGB, surface: RGB, selected: RGB, separator: RGB) {
        let theme = traitCollection.theme
        return (theme.text, theme.surface, selectedSegmentTintColor ?? theme.tint, theme.separator)
    }

    open override func draw(in context: inout DrawContext) {
        let area = context.bounds
        guard area.width > 0, area.height > 0 else { return }
        let colors = colors
        let look = ControlAppearance(self)
        let y = (area.height - 1) / 2
        let segments = laidOutSegments
        for (index, segment) in segments.enumerated() {
            let isSelected = index == selected
            let background = isSelected ? colors.selected : colors.surface
            let mono: TextAttributes = isSelected ? [.reverse] : []
            for x in segment.x..<(segment.x + segment.width) {
                look.put(" ", x: x, y: y, foreground: colors.text, background: background, monochrome: mono, in: &context)
            }
            var x = segment.x + 1
            for character in segment.title {
                look.put(character, x: x, y: y, foreground: colors.text, background: background, monochrome: mono, in: &context)
                x += CharacterWidth.of(character)
            }
            if index < items.count - 1 {
                look.put("│", x: segment.x + segment.width, y: y, foreground: colors.separator, background: colors.surface, in: &context)
            }
        }
    }
}
