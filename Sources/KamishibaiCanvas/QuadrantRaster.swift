/// A drawing surface of 2×2 dots per cell, shown with the quadrant blocks ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█: shapes
/// with edges finer than a cell, drawn in one colour over whatever is behind them.
///
/// Coordinates are in dots and continuous: dot (x, y) is the square [x, x+1) × [y, y+1) with its
/// centre at (x + 0.5, y + 0.5), and a filled shape sets the dots whose centres it covers.
/// A terminal cell is about twice as tall as it is wide, and a dot (half a cell each way) is too,
/// so a shape that should look round needs half the radius across rows: a circle of radius `r`
/// dots is `radiusX: r, radiusY: r / 2`.
public struct QuadrantRaster: Equatable, Sendable {
    /// Cells; the raster has `2 · columns` × `2 · rows` dots.
    public let columns: Int
    public let rows: Int
    /// One 4-bit mask per cell, row by row: top-left 1, top-right 2, bottom-left 4, bottom-right 8.
    private var masks: [UInt8]

    private static let glyphs: [Unicode.Scalar] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]

    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        masks = Array(repeating: 0, count: self.columns * self.rows)
    }

    /// The quadrant block showing the dots of `mask` (only its low four bits count).
    public static func character(forMask mask: Int) -> Character {
        Character(glyphs[mask & 15])
    }

    private var dotColumns: Int { 2 * columns }
    private var dotRows: Int { 2 * rows }

    public mutating func set(_ x: Int, _ y: Int) {
        guard x >= 0, y >= 0, x < dotColumns, y < dotRows else { return }
        masks[(y >> 1) * columns + (x >> 1)] |= Self.bit(x, y)
    }

    public func isSet(_ x: Int, _ y: Int) -> Bool {
        guard x >= 0, y >= 0, x < dotColumns, y < dotRows else { return false }
        return masks[(y >> 1) * columns + (x >> 1)] & Self.bit(x, y) != 0
    }

    private static func bit(_ x: Int, _ y: Int) -> UInt8 {
        1 << UInt8((y & 1) << 1 | (x & 1))
    }

    /// Sets dots `from...through` of dot row `y`, clamped to the raster.
    private mutating func fillSpan(_ y: Int, from first: Int, through last: Int) {
        guard y >= 0, y < dotRows else { return }
        let lower = max(first, 0), upper = min(last, dotColumns - 1)
        guard lower <= upper else { return }
        let bit = Self.bit(0, y), row = (y >> 1) * columns
        for x in lower...upper { masks[row + (x >> 1)] |= bit << UInt8(x & 1) }
    }

    /// A coordinate as a dot index, held within a margin of the raster so that huge or
    /// non-finite geometry costs nothing and cannot trap on conversion.
    private static func index(_ value: Double, limit: Int) -> Int {
        guard value == value else { return -1 }  // NaN
        return Int(min(max(value, -2), Double(limit) + 2))
    }

    /// Sets the dots whose centres lie inside the ellipse (boundary included).
    public mutating func fillEllipse(centerX: Double, centerY: Double, radiusX: Double, radiusY: Double) {
        guard radiusX > 0, radiusY > 0, radiusX.isFinite, radiusY.isFinite,
            centerX.isFinite, centerY.isFinite
        else { return }
        let top = max(Self.index((centerY - radiusY - 0.5).rounded(.up), limit: dotRows), 0)
        let bottom = min(Self.index((centerY + radiusY - 0.5).rounded(.down), limit: dotRows), dotRows - 1)
        guard top <= bottom else { return }
        for y in top...bottom {
            let dy = (Double(y) + 0.5 - centerY) / radiusY
            let share = 1 - dy * dy
            guard share >= 0 else { continue }
            let half = radiusX * share.squareRoot()
            fillSpan(
                y, from: Self.index((centerX - half - 0.5).rounded(.up), limit: dotColumns),
                through: Self.index((centerX + half - 0.5).rounded(.down), limit: dotColumns))
        }
    }

    /// Sets the dots whose centres lie inside the polygon by the even-odd rule: a point is inside
    /// when a ray from it crosses the outline an odd number of times, so a ring drawn as one
    /// outline with a bridge to its inner edge has a hole.
    public mutating func fillPolygon(_ points: [(x: Double, y: Double)]) {
        guard points.count >= 3, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        var minY = points[0].y, maxY = points[0].y
        for point in points {
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        let top = max(Self.index((minY - 0.5).rounded(.down), limit: dotRows), 0)
        let bottom = min(Self.index((maxY - 0.5).rounded(.up), limit: dotRows), dotRows - 1)
        guard top <= bottom else { return }
        var crossings: [Double] = []
        for y in top...bottom {
            let centre = Double(y) + 0.5
            crossings.removeAll(keepingCapacity: true)
            var previous = points[points.count - 1]
            for point in points {
                // Half-open in y, so a vertex on the scan line counts once.
                if (previous.y <= centre) != (point.y <= centre) {
                    crossings.append(previous.x + (centre - previous.y) / (point.y - previous.y) * (point.x - previous.x))
                }
                previous = point
            }
            crossings.sort()
            var pair = 0
            while pair + 1 < crossings.count {
                // Centres in [left, right).
                fillSpan(
                    y, from: Self.index((crossings[pair] - 0.5).rounded(.up), limit: dotColumns),
                    through: Self.index((crossings[pair + 1] - 0.5).rounded(.up), limit: dotColumns) - 1)
                pair += 2
            }
        }
    }

    /// Sets every dot the segment passes through (a line one dot wide, no gaps at any slope);
    /// a segment through a dot corner steps diagonally rather than setting both neighbours.
    public mutating func strokeLine(from start: (x: Double, y: Double), to end: (x: Double, y: Double)) {
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let dx = end.x - start.x, dy = end.y - start.y
        // Clip to the raster first (Liang–Barsky), so a long line costs only what is visible.
        var t0 = 0.0, t1 = 1.0
        for (p, q) in [(-dx, start.x), (dx, Double(dotColumns) - start.x), (-dy, start.y), (dy, Double(dotRows) - start.y)] {
            if p == 0 {
                if q < 0 { return }
                continue
            }
            let r = q / p
            if p < 0 {
                if r > t1 { return }
                t0 = max(t0, r)
            } else {
                if r < t0 { return }
                t1 = min(t1, r)
            }
        }
        let ax = start.x + t0 * dx, ay = start.y + t0 * dy
        let bx = start.x + t1 * dx, by = start.y + t1 * dy
        var x = Self.index(ax.rounded(.down), limit: dotColumns), y = Self.index(ay.rounded(.down), limit: dotRows)
        let lastX = Self.index(bx.rounded(.down), limit: dotColumns), lastY = Self.index(by.rounded(.down), limit: dotRows)
        let stepX = lastX > x ? 1 : -1, stepY = lastY > y ? 1 : -1
        // Amanatides–Woo: the ray parameter at the next vertical and horizontal dot edge.
        let deltaX = dx == 0 ? Double.infinity : abs(1 / dx)
        let deltaY = dy == 0 ? Double.infinity : abs(1 / dy)
        var nextX = dx == 0 ? Double.infinity : (Double(stepX > 0 ? x + 1 : x) - start.x) / dx
        var nextY = dy == 0 ? Double.infinity : (Double(stepY > 0 ? y + 1 : y) - start.y) / dy
        set(x, y)
        // Each step moves one axis toward the last dot, so the loop always ends there.
        while x != lastX || y != lastY {
            let tie = abs(nextX - nextY) < 1e-9
            if x != lastX, y != lastY, tie {
                x += stepX
                y += stepY
                nextX += deltaX
                nextY += deltaY
            } else if y == lastY || (x != lastX && nextX < nextY) {
                x += stepX
                nextX += deltaX
            } else {
                y += stepY
                nextY += deltaY
            }
            set(x, y)
        }
    }

    /// Clears the dots set in `other`, which is laid over this raster from the top-left corner
    /// (normally the same size: a shape cut out of another, like a crescent from two discs).
    public mutating func subtract(_ other: QuadrantRaster) {
        combine(other) { $0 & ~$1 }
    }

    /// Sets the dots set in `other`, laid over this raster like `subtract`'s: one shape built
    /// from several.
    public mutating func formUnion(_ other: QuadrantRaster) {
        combine(other) { $0 | $1 }
    }

    private mutating func combine(_ other: QuadrantRaster, _ operation: (UInt8, UInt8) -> UInt8) {
        if other.columns == columns, other.rows == rows {
            for index in masks.indices { masks[index] = operation(masks[index], other.masks[index]) }
            return
        }
        for row in 0..<min(rows, other.rows) {
            for column in 0..<min(columns, other.columns) {
                let index = row * columns + column
                masks[index] = operation(masks[index], other.masks[row * other.columns + column])
            }
        }
    }

    /// Draws the non-empty cells at (x, y) on the canvas: the quadrant character in `color`, on
    /// the background already there (so shapes sit on whatever is behind them, like the sheet's
    /// eighth-block edge does). A full cell takes `color` as its background too, so a shape drawn
    /// later over this one composes onto it rather than onto what was behind. Clipped like every
    /// canvas call.
    /// The colour `cell` shows over most of the dots of `mask`: a quadrant block shows its
    /// foreground on its set dots and its background on the rest. Drawing over a layer's
    /// partly covered cell keeps what that layer showed there (a lantern on a wall's edge kept
    /// the sky behind the wall, a dark fleck), not only its background.
    static func colorShown(by cell: Cell, at mask: UInt8) -> RGB {
        let value = cell.scalarValues.0
        guard cell.scalarValues.1 == 0, let old = glyphs.firstIndex(where: { $0.value == value }) else {
            return cell.style.background
        }
        let ink = (UInt8(old) & mask).nonzeroBitCount, paper = (~UInt8(old) & mask & 15).nonzeroBitCount
        return ink > paper ? cell.style.foreground : cell.style.background
    }

    public func draw(into canvas: inout Canvas, x: Int, y: Int, color: RGB) {
        let area = CellRect(x: x, y: y, width: columns, height: rows).intersection(canvas.clip).intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        for cellY in area.minY..<area.maxY {
            let row = (cellY - y) * columns - x
            for cellX in area.minX..<area.maxX {
                let mask = masks[row + cellX]
                guard mask != 0 else { continue }
                let behind = Self.colorShown(by: canvas[cellX, cellY], at: ~mask & 15)
                let style = Style(foreground: color, background: mask == 15 ? color : behind)
                canvas.store(Cell(Self.glyphs[Int(mask)], style: style), x: cellX, y: cellY)
            }
        }
    }
}
