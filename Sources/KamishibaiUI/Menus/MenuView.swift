import KamishibaiCanvas
import KamishibaiGeometry

/// One menu's box: its rows in a rounded border, the selected one filled, a checkmark column,
/// images, and `▸` for a submenu. It has the focus while it is the top menu, and takes every
/// key, as a menu is modal: ↑↓ (Home, End) move over the items that can be chosen, a letter
/// selects the next whose title begins with it, Enter or → opens a submenu, Enter chooses an
/// action, ← closes a submenu, Esc closes this menu. A click chooses the row under it; a drag
/// over the rows selects the one under the pointer (plain motion is not reported: decision 080).
final class MenuView: View {
    let rows: MenuRows
    private(set) var selectedIndex: Int?
    /// A row was chosen: an action to perform, or a submenu to open.
    var onChoose: ((Int) -> Void)?
    /// Esc (`back` false) or ← (`back` true) asks this menu to close.
    var onClose: ((_ back: Bool) -> Void)?
    /// Unfolding from the bottom edge: the rows keep to it while the frame grows.
    var unfoldsUpwards = false
    /// The row a press began on: the release there chooses it.
    private var pressedIndex: Int?

    static let border = Style(foreground: RGB(120, 124, 140), background: RGB(32, 34, 44))
    static let item = Style(foreground: RGB(225, 226, 232), background: RGB(32, 34, 44))
    static let disabled = Style(foreground: RGB(105, 108, 120), background: RGB(32, 34, 44), monochrome: .dim)
    static let destructive = Style(foreground: RGB(240, 100, 95), background: RGB(32, 34, 44))
    static let selected = Style(foreground: .white, background: RGB(52, 90, 170), attributes: .bold, monochrome: .reverse)

    init(menu: Menu) {
        rows = MenuRows(menu)
        selectedIndex = rows.first
        super.init()
    }

    // MARK: Geometry

    /// Columns of the checkmark, of the images (none if no item has one), of the submenu arrow.
    private var imageWidth: Int {
        let widths = rows.rows.compactMap { row -> Int? in
            guard case .item(let element) = row, let image = element.image else { return nil }
            return CharacterWidth.of(image)
        }
        return widths.max().map { $0 + 1 } ?? 0
    }

    private var hasSubmenus: Bool {
        rows.rows.contains { if case .item(let element) = $0 { element is Menu } else { false } }
    }

    /// The border, a column of padding each side, the checkmark, images, titles and arrows.
    override var intrinsicContentSize: Size {
        let titles = rows.rows.map { row -> Int in
            guard case .item(let element) = row else { return 0 }
            return CharacterWidth.of(element.title)
        }
        let width = 2 + 1 + 2 + imageWidth + (titles.max() ?? 0) + (hasSubmenus ? 2 : 0) + 1
        return Size(width: Double(max(width, 12)), height: Double(rows.count + 2))
    }

    /// Row `index`'s line, in this view's coordinates (unfolded).
    func rectForRow(_ index: Int) -> Rect {
        Rect(x: 0, y: Double(index + 1) + foldOffset, width: frame.width, height: 1)
    }

    /// How far the rows are moved while the frame is shorter than the menu: up, when it
    /// unfolds from its bottom edge.
    private var foldOffset: Double {
        unfoldsUpwards ? frame.height - intrinsicContentSize.height : 0
    }

    private func row(at point: Point) -> Int? {
        let index = Int((point.y - foldOffset).rounded(.down)) - 1
        guard point.x >= 1, point.x < frame.width - 1, index >= 0, index < rows.count else { return nil }
        return index
    }

    // MARK: Drawing

    override func draw(in context: inout DrawContext) {
        let size = intrinsicContentSize
        let width = Int(size.width), top = Int(foldOffset.rounded())
        context.drawBox(CellRect(x: 0, y: top, width: width, height: Int(size.height)), style: Self.border, fill: Self.item)
        let images = imageWidth
        for (index, row) in rows.rows.enumerated() {
            let y = top + index + 1
            guard case .item(let element) = row else {
                context.put("├", x: 0, y: y, style: Self.border)
                context.fill(CellRect(x: 1, y: y, width: width - 2, height: 1), with: "─", style: Self.border)
                context.put("┤", x: width - 1, y: y, style: Self.border)
                continue
            }
            let style = style(of: element, selected: index == selectedIndex)
            if index == selectedIndex { context.fill(CellRect(x: 1, y: y, width: width - 2, height: 1), style: style) }
            switch (element as? MenuAction)?.state {
            case .on?: context.put("✓", x: 2, y: y, style: style)
            case .mixed?: context.put("–", x: 2, y: y, style: style)
            case .off?, nil: break
            }
            if let image = element.image { context.write(image, x: 4, y: y, style: style, maxWidth: images) }
            let arrow = element is Menu ? 2 : 0
            context.write(element.title, x: 4 + images, y: y, style: style, maxWidth: max(0, width - 5 - images - arrow))
            if element is Menu { context.put("▸", x: width - 3, y: y, style: style) }
        }
    }

    private func style(of element: MenuElement, selected: Bool) -> Style {
        let attributes = (element as? MenuAction)?.attributes ?? []
        if attributes.contains(.disabled) { return Self.disabled }
        if selected {
            return attributes.contains(.destructive) ? Self.selected.with(background: RGB(170, 52, 52)) : Self.selected
        }
        return attributes.contains(.destructive) ? Self.destructive : Self.item
    }

    // MARK: Selection

    func select(_ index: Int?) {
        guard let index, rows.isSelectable(index) else { return }
        selectedIndex = index
    }

    override var canBecomeFirstResponder: Bool { true }
    override var traceName: String { "menu" }
    /// The selected row's title.
    override var defaultAccessibilityLabel: String? {
        guard let selectedIndex, case .item(let element) = rows.rows[selectedIndex] else { return nil }
        return element.title
    }
    /// The selected row, inside the border.
    override var accessibilityFrame: Rect? {
        guard let selectedIndex else { return nil }
        let row = rectForRow(selectedIndex), origin = frameInRoot.origin
        return Rect(x: origin.x + 1, y: origin.y + row.minY, width: max(0, row.width - 2), height: 1)
    }

    /// Every key is taken, as a menu is modal; none acts once the menu is leaving
    /// (`isUserInteractionEnabled` off, which keeps clicks off it too).
    override func keyDown(_ key: Key) -> Bool {
        guard isUserInteractionEnabled else { return true }
        switch key {
        case .up, .backTab: select(rows.next(from: selectedIndex, by: -1))
        case .down, .tab: select(rows.next(from: selectedIndex, by: 1))
        case .home: select(rows.next(from: nil, by: 1))
        case .end: select(rows.next(from: nil, by: -1))
        case .enter, .character(" "): if let selectedIndex { onChoose?(selectedIndex) }
        case .right: if let selectedIndex, rows.element(at: selectedIndex) is Menu { onChoose?(selectedIndex) }
        case .left: onClose?(true)
        case .escape: onClose?(false)
        case .character(let character): select(rows.next(startingWith: character, after: selectedIndex))
        default: break
        }
        return true
    }

    // MARK: Pointer

    override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        guard isUserInteractionEnabled else { return true }
        switch event.kind {
        case .press(.left):
            pressedIndex = row(at: point)
            select(pressedIndex)
        case .release(.left):
            defer { pressedIndex = nil }
            if let index = row(at: point), index == pressedIndex, rows.isSelectable(index) { onChoose?(index) }
        case .move, .drag:
            select(row(at: point))
        default:
            break
        }
        return true
    }

    override func mouseEventsCancelled() { pressedIndex = nil }
}
