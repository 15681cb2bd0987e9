import KamishibaiGeometry

/// Where a popover rests beside its source, in whole cells of its container: the side its
/// arrow points from, its frame (the border and what it holds), and the cell of the arrow,
/// just outside the border between it and the source.
///
/// The side is the first permitted one, below, above, right, left, where the popover fits
/// whole; when none does, the one with the most room, the popover cut to it. Across that side
/// it is centred on the source and slid to stay inside the container's margins; the arrow
/// stays over the source as far as the border's corners let it.
struct PopoverPlacement: Equatable {
    var frame: Rect
    var arrowDirection: PopoverArrowDirection
    /// The arrow's cell, in the container's coordinates.
    var arrow: Point

    /// `source` in the container's coordinates; `size` the popover's with its border.
    init(source: Rect, size: Size, permitted: PopoverArrowDirection, container: Size, margins: Insets) {
        let source = Rect(
            x: source.minX.rounded(.down), y: source.minY.rounded(.down),
            width: source.maxX.rounded(.up) - source.minX.rounded(.down), height: source.maxY.rounded(.up) - source.minY.rounded(.down))
        let area = Rect(
            x: margins.left, y: margins.top, width: max(container.width - margins.left - margins.right, 0),
            height: max(container.height - margins.top - margins.bottom, 0))
        let candidates = PopoverArrowDirection.preferenceOrder.filter { permitted.isEmpty || permitted.contains($0) }
        let fitting = candidates.map { Self.fit(size, beside: source, arrow: $0, in: area) }
        let whole = fitting.first { $0.size == size }
        // Not whole anywhere: the largest cut, the first in preference order among equals.
        let chosen = whole ?? fitting.reduce(fitting[0]) { $1.size.width * $1.size.height > $0.size.width * $0.size.height ? $1 : $0 }
        arrowDirection = chosen.direction
        let width = chosen.size.width, height = chosen.size.height
        switch chosen.direction {
        case .up, .down:
            let x = Self.clamp((source.midX - width / 2).rounded(.down), area.minX, area.maxX - width)
            let y = chosen.direction == .up ? source.maxY + 1 : source.minY - 1 - height
            frame = Rect(x: x, y: y, width: width, height: height)
            let arrowX = Self.clamp(source.midX.rounded(.down), x + 1, x + width - 2)
            arrow = Point(x: arrowX, y: chosen.direction == .up ? source.maxY : source.minY - 1)
        default:
            let y = Self.clamp((source.midY - height / 2).rounded(.down), area.minY, area.maxY - height)
            let x = chosen.direction == .left ? source.maxX + 1 : source.minX - 1 - width
            frame = Rect(x: x, y: y, width: width, height: height)
            let arrowY = Self.clamp(source.midY.rounded(.down), y + 1, y + height - 2)
            arrow = Point(x: chosen.direction == .left ? source.maxX : source.minX - 1, y: arrowY)
        }
    }

    /// The popover's size beside `source` with the arrow on `direction`'s side: as asked,
    /// or cut to the room on that side (after the arrow's cell) and across the area.
    private static func fit(_ size: Size, beside source: Rect, arrow direction: PopoverArrowDirection, in area: Rect)
        -> (direction: PopoverArrowDirection, size: Size)
    {
        let room: Double
        switch direction {
        case .up: room = area.maxY - source.maxY - 1
        case .down: room = source.minY - area.minY - 1
        case .left: room = area.maxX - source.maxX - 1
        default: room = source.minX - area.minX - 1
        }
        let vertical = direction == .up || direction == .down
        let width = max(min(size.width, vertical ? area.width : room), 0)
        let height = max(min(size.height, vertical ? room : area.height), 0)
        return (direction, Size(width: width, height: height))
    }

    /// `value` within `low…high`; `low` when the range is empty.
    private static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        max(low, min(value, high))
    }
}
