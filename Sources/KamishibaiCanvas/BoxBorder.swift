/// The line characters of a box outline.
public struct BoxBorder: Sendable, Equatable {
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character
    public var horizontal: Character
    public var vertical: Character

    public static let rounded = BoxBorder(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
}

extension Canvas {
    /// Draws an outline on the edge of `rect` (inside it), optionally filling the inside and
    /// putting a title into the top edge. Boxes smaller than 2×2 draw nothing.
    public mutating func drawBox(
        _ rect: CellRect, border: BoxBorder = .rounded, style: Style,
        fill: Style? = nil, title: String? = nil, titleStyle: Style? = nil
    ) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        if let fill { self.fill(rect.inset(1, 1), style: fill) }
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX - 1, y1 = rect.maxY - 1
        for x in (x0 + 1)..<x1 {
            put(border.horizontal, x: x, y: y0, style: style)
            put(border.horizontal, x: x, y: y1, style: style)
        }
        for y in (y0 + 1)..<y1 {
            put(border.vertical, x: x0, y: y, style: style)
            put(border.vertical, x: x1, y: y, style: style)
        }
        put(border.topLeft, x: x0, y: y0, style: style)
        put(border.topRight, x: x1, y: y0, style: style)
        put(border.bottomLeft, x: x0, y: y1, style: style)
        put(border.bottomRight, x: x1, y: y1, style: style)
        if let title, rect.width > 6 {
            write(" \(title) ", x: x0 + 2, y: y0, style: titleStyle ?? style, maxWidth: rect.width - 4)
        }
    }

}
