import KamishibaiCanvas

/// The pixels of one side of a cell's symbol as two groups of colour (2-means in RGB), and
/// where the smaller group lies: what `PureSides` needs to tell two colours from a gradient
/// and an edge from a corner.
struct ColourGroups {
    /// The larger group's colour (the exact colour half of it or more have, if any, so a
    /// fill is not tinted by its anti-aliased edge) and the smaller's mean.
    let major: RGB, minor: RGB
    /// Whether the two groups are the same size, so that neither is the larger.
    let isTie: Bool
    /// The columns and rows the smaller group and the whole side reach, in the cell's pixels.
    let minorColumns: ClosedRange<Int32>, minorRows: ClosedRange<Int32>
    let sideColumns: ClosedRange<Int32>, sideRows: ClosedRange<Int32>
    /// Whether the smaller group fills its bounding box: a straight-edged piece.
    let minorIsRectangle: Bool

    /// Nil when the pixels do not fall in two groups (they are all one colour). `mean` is
    /// theirs.
    init?(_ pixels: [CellPixels.Pixel], mean: RGB) {
        // Seeds: the pixel farthest from the mean, then the one farthest from it.
        var seed = pixels[0], far = pixels[0]
        for p in pixels where p.distance(to: mean) > seed.distance(to: mean) { seed = p }
        for p in pixels where p.distance(to: seed.rgb) > far.distance(to: seed.rgb) { far = p }
        var (a, b) = (seed.rgb, far.rgb)
        for _ in 0..<3 {
            var (sumA, sumB) = (CellPixels.Sum(), CellPixels.Sum())
            for p in pixels {
                if p.distance(to: a) <= p.distance(to: b) { sumA.add(p) } else { sumB.add(p) }
            }
            (a, b) = (sumA.mean ?? a, sumB.mean ?? b)
        }
        // The groups by the final centres: their sizes and where each lies.
        var extentA = Extent(), extentB = Extent(), side = Extent()
        for p in pixels {
            side.add(p)
            if p.distance(to: a) <= p.distance(to: b) { extentA.add(p) } else { extentB.add(p) }
        }
        guard extentA.count > 0, extentB.count > 0 else { return nil }
        let aIsMajor = extentA.count >= extentB.count
        let (majorCentre, minorCentre) = aIsMajor ? (a, b) : (b, a)
        let minorExtent = aIsMajor ? extentB : extentA
        major = CellPixels.prevailing(in: pixels, nearer: majorCentre, than: minorCentre) ?? majorCentre
        minor = minorCentre
        isTie = extentA.count == extentB.count
        (minorColumns, minorRows) = (minorExtent.columns, minorExtent.rows)
        (sideColumns, sideRows) = (side.columns, side.rows)
        minorIsRectangle = Double(minorExtent.count) >= 0.85 * Double(minorColumns.count * minorRows.count)
    }

    /// Whether the smaller group crosses the side from the symbol's edge to the cell's, as a
    /// shape's corner inside the side does, where an edge a little off the symbol's lies along
    /// it. For a symbol of rows or of columns.
    func crosses(_ split: BlockElement.Split) -> Bool {
        switch split {
        case .rows: minorRows == sideRows && minorColumns != sideColumns
        case .columns: minorColumns == sideColumns && minorRows != sideRows
        case .other: false
        }
    }

    /// Whether the smaller group reaches the cell's border along the symbol's edge, so it goes
    /// on into the next cell (a fill's rim) rather than lying inside this one (a star).
    /// Beside a quadrant, always.
    func continues(_ split: BlockElement.Split) -> Bool {
        switch split {
        case .rows: minorColumns.lowerBound == sideColumns.lowerBound || minorColumns.upperBound == sideColumns.upperBound
        case .columns: minorRows.lowerBound == sideRows.lowerBound || minorRows.upperBound == sideRows.upperBound
        case .other: true
        }
    }

    /// The pixels a group reaches.
    private struct Extent {
        var left = Int32.max, right = Int32.min, top = Int32.max, bottom = Int32.min
        var count = 0

        mutating func add(_ p: CellPixels.Pixel) {
            (left, right, top, bottom) = (min(left, p.x), max(right, p.x), min(top, p.y), max(bottom, p.y))
            count += 1
        }

        var columns: ClosedRange<Int32> { left...right }
        var rows: ClosedRange<Int32> { top...bottom }
    }
}
