import KamishibaiUI

extension PageArtwork {
    /// A quadrant raster over the part of an area the canvas can show, addressed in square
    /// units: a unit is a dot's width (half a cell) and a cell is 4 units tall, since a dot is
    /// twice as tall as wide; so a circle given one radius looks round. Only the visible part
    /// is rasterised, which keeps wide scrolling strips cheap.
    struct Sketch {
        /// The whole area's size in units.
        let width: Double
        let height: Double
        /// The units across the area that are visible (and rasterised).
        let visibleX: ClosedRange<Double>
        private let origin: (x: Int, y: Int)
        /// The area's top-left corner in the raster's dots.
        private let shift: (x: Double, y: Double)
        private var raster: QuadrantRaster

        init?(area: CellRect, canvas: DrawContext) {
            let visible = area.intersection(canvas.clip)
            guard !visible.isEmpty else { return nil }
            width = Double(2 * area.width)
            height = Double(4 * area.height)
            visibleX = Double(2 * (visible.minX - area.minX))...Double(2 * (visible.maxX - area.minX))
            origin = (visible.minX, visible.minY)
            shift = (Double(2 * (area.minX - visible.minX)), Double(2 * (area.minY - visible.minY)))
            raster = QuadrantRaster(columns: visible.width, rows: visible.height)
        }

        /// An empty sketch over the same area, for a shape in another colour.
        var blank: Sketch {
            var copy = self
            copy.raster = QuadrantRaster(columns: raster.columns, rows: raster.rows)
            return copy
        }

        private func dots(_ point: (x: Double, y: Double)) -> (x: Double, y: Double) {
            (point.x + shift.x, point.y / 2 + shift.y)
        }

        /// The one dot containing the point.
        mutating func dot(x: Double, y: Double) {
            let p = dots((x, y))
            raster.set(Int(p.x.rounded(.down)), Int(p.y.rounded(.down)))
        }

        mutating func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) {
            let c = dots((cx, cy))
            raster.fillEllipse(centerX: c.x, centerY: c.y, radiusX: rx, radiusY: ry / 2)
        }

        mutating func rect(x: Double, y: Double, width: Double, height: Double) {
            polygon([(x, y), (x + width, y), (x + width, y + height), (x, y + height)])
        }

        mutating func polygon(_ points: [(x: Double, y: Double)]) {
            raster.fillPolygon(points.map(dots))
        }

        mutating func line(from a: (x: Double, y: Double), to b: (x: Double, y: Double)) {
            raster.strokeLine(from: dots(a), to: dots(b))
        }

        /// A quadratic curve, as a band `width` units wide (a plain line when that is thin).
        mutating func curve(from a: (x: Double, y: Double), control c: (x: Double, y: Double), to b: (x: Double, y: Double), width: Double)
        {
            let steps = 24
            var previous = a
            for i in 1...steps {
                let t = Double(i) / Double(steps), u = 1 - t
                let p = (x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
                band(from: previous, to: p, width: width)
                previous = p
            }
        }

        /// A straight stroke `width` units wide, never thinner than one dot.
        mutating func band(from a: (x: Double, y: Double), to b: (x: Double, y: Double), width: Double) {
            line(from: a, to: b)
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard width > 1.5, length > 0 else { return }
            let nx = -dy / length * width / 2, ny = dx / length * width / 2
            polygon([(a.x + nx, a.y + ny), (b.x + nx, b.y + ny), (b.x - nx, b.y - ny), (a.x - nx, a.y - ny)])
        }

        /// A leaf: a lens from `a` to `b`, `width` across at its middle.
        mutating func leaf(from a: (x: Double, y: Double), to b: (x: Double, y: Double), width: Double) {
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return }
            let nx = -dy / length, ny = dx / length
            var points: [(x: Double, y: Double)] = []
            for i in 0...16 {
                let t = Double(i) / 16, bulge = width * 2 * t * (1 - t)
                points.append((a.x + dx * t + nx * bulge, a.y + dy * t + ny * bulge))
            }
            for i in stride(from: 15, through: 1, by: -1) {
                let t = Double(i) / 16, bulge = width * 2 * t * (1 - t)
                points.append((a.x + dx * t - nx * bulge, a.y + dy * t - ny * bulge))
            }
            polygon(points)
        }

        /// A cloud: three puffs on a flat base.
        mutating func cloud(cx: Double, cy: Double, size: Double) {
            var puffs = blank
            puffs.ellipse(cx: cx - size * 0.9, cy: cy + size * 0.15, rx: size * 0.75, ry: size * 0.5)
            puffs.ellipse(cx: cx, cy: cy - size * 0.1, rx: size, ry: size * 0.75)
            puffs.ellipse(cx: cx + size * 0.95, cy: cy + size * 0.2, rx: size * 0.7, ry: size * 0.45)
            var under = blank
            under.rect(x: cx - size * 3, y: cy + size * 0.45, width: size * 6, height: size * 2)
            puffs.subtract(under)
            raster.formUnion(puffs.raster)
        }

        /// A pine: three stacked tiers on a short trunk, `height` tall from `ground`.
        mutating func pine(x: Double, ground: Double, height: Double) {
            rect(x: x - height * 0.05, y: ground - height * 0.2, width: height * 0.1, height: height * 0.2)
            for tier in 0..<3 {
                let bottom = ground - height * (0.15 + 0.25 * Double(tier)), half = height * (0.32 - 0.08 * Double(tier))
                polygon([(x - half, bottom), (x, bottom - height * 0.4), (x + half, bottom)])
            }
        }

        /// A row of wave crests ⌒⌒⌒ along `y`, `amplitude` high, one every `period` units.
        mutating func waves(y: Double, amplitude: Double, period: Double, phase: Double) {
            let step = max(1, period / 10)
            var x = visibleX.lowerBound - period
            x -= (x + phase).truncatingRemainder(dividingBy: period)
            var previous: (x: Double, y: Double)? = nil
            while x <= visibleX.upperBound + step {
                let point = (x: x, y: y - amplitude * abs(sine((x + phase) / period * .pi)))
                if let previous { line(from: previous, to: point) }
                previous = point
                x += step
            }
        }

        mutating func subtract(_ other: Sketch) {
            raster.subtract(other.raster)
        }

        func draw(into canvas: inout DrawContext, color: RGB) {
            canvas.draw(raster, x: origin.x, y: origin.y, color: color)
        }
    }
}
