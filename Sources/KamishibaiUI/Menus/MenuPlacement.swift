import KamishibaiGeometry

/// Where a menu of a size rests in its container, kept wholly inside it: beside the pointer
/// (its top-left corner one column right of the clicked cell, as on the desktop), below the
/// view a key opened it on, or, for a submenu, to the right of its parent's box at its row.
/// Where that side has no room it flips (left of the pointer or the parent, above the view or
/// the pointer); what still sticks out is moved in, and a menu taller than the container is
/// cut to it.
struct MenuPlacement: Equatable {
    /// What the menu opens from, in root coordinates.
    enum Anchor: Equatable {
        /// A right-click: the cell it was in.
        case point(Point)
        /// A key: the focused view (or a list's selected row).
        case below(Rect)
        /// A submenu: its row, and the parent menu's box.
        case beside(row: Rect, menu: Rect)

        func offsetBy(dx: Double, dy: Double) -> Anchor {
            switch self {
            case .point(let point): .point(Point(x: point.x + dx, y: point.y + dy))
            case .below(let rect): .below(rect.offsetBy(dx: dx, dy: dy))
            case .beside(let row, let menu): .beside(row: row.offsetBy(dx: dx, dy: dy), menu: menu.offsetBy(dx: dx, dy: dy))
            }
        }
    }

    let anchor: Anchor

    /// Where `menu` rests in `container`, in the container's coordinates, and whether it opens
    /// upwards (it unfolds from its bottom edge then).
    func resting(_ menu: View, in container: View) -> (frame: Rect, upwards: Bool) {
        let area = container.frameInRoot
        let placed = frame(size: menu.intrinsicContentSize, in: area)
        return (placed.frame.offsetBy(dx: -area.minX, dy: -area.minY), placed.upwards)
    }

    /// The frame of a menu of `size` in `container` (both in root coordinates), and whether it
    /// opens upwards.
    func frame(size: Size, in area: Rect) -> (frame: Rect, upwards: Bool) {
        let anchor = anchor.offsetBy(dx: -area.minX, dy: -area.minY)
        let container = area.size
        let width = min(size.width, container.width), height = min(size.height, container.height)
        var x: Double, y: Double, upwards = false
        switch anchor {
        case .point(let point):
            let column = point.x.rounded(.down), row = point.y.rounded(.down)
            x = column + 1 + width <= container.width ? column + 1 : column - width
            y = row
            if row + height > container.height {
                y = row + 1 - height
                upwards = true
            }
        case .below(let rect):
            x = rect.minX
            y = rect.maxY
            if y + height > container.height, rect.minY - height >= 0 {
                y = rect.minY - height
                upwards = true
            }
        case .beside(let row, let menu):
            x = menu.maxX + width <= container.width ? menu.maxX : menu.minX - width
            y = row.minY - 1  // its first item level with the row, under its top border
            if y + height > container.height {
                y = row.maxY + 1 - height
                upwards = true
            }
        }
        x = min(max(x, 0), container.width - width)
        y = min(max(y, 0), container.height - height)
        return (Rect(x: x + area.minX, y: y + area.minY, width: width, height: height), upwards)
    }
}
