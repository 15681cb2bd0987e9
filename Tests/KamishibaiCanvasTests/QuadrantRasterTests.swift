import KamishibaiCanvas
import Testing

@Suite struct QuadrantRasterTests {
    private let paper = Style(foreground: .white, background: RGB(hex: 0x112233))
    private let ink = RGB(hex: 0xF2A65A)

    private func rendered(_ raster: QuadrantRaster) -> String {
        var canvas = Canvas(columns: raster.columns, rows: raster.rows, fill: paper)
        raster.draw(into: &canvas, x: 0, y: 0, color: ink)
        return canvas.text
    }

    private func dots(_ raster: QuadrantRaster) -> [[Int]] {
        (0..<2 * raster.rows).map { y in (0..<2 * raster.columns).filter { raster.isSet($0, y) } }
    }

    @Test func everyMaskHasItsQuadrantCharacter() {
        let expected = Array(" ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█")
        for mask in 0..<16 {
            #expect(QuadrantRaster.character(forMask: mask) == expected[mask])
            // The same character comes out of a cell whose dots spell the mask.
            var raster = QuadrantRaster(columns: 1, rows: 1)
            if mask & 1 != 0 { raster.set(0, 0) }
            if mask & 2 != 0 { raster.set(1, 0) }
            if mask & 4 != 0 { raster.set(0, 1) }
            if mask & 8 != 0 { raster.set(1, 1) }
            #expect(rendered(raster) == String(expected[mask]), "mask \(mask)")
        }
    }

    @Test func outOfRangeDotsAreIgnored() {
        var raster = QuadrantRaster(columns: 2, rows: 1)
        raster.set(-1, 0)
        raster.set(4, 0)
        raster.set(0, 2)
        #expect(raster == QuadrantRaster(columns: 2, rows: 1))
        #expect(!raster.isSet(-1, 0) && !raster.isSet(99, 99))
    }

    @Test func aSmallCircleIsRoundOnScreen() {
        var raster = QuadrantRaster(columns: 4, rows: 4)
        // Radius 4 dots across, 2 down: round, since a dot is twice as tall as wide.
        raster.fillEllipse(centerX: 4, centerY: 4, radiusX: 4, radiusY: 2)
        #expect(rendered(raster) == "    \n▟██▙\n▜██▛\n    ")
    }

    @Test func polygonsFillByTheEvenOddRule() {
        var raster = QuadrantRaster(columns: 4, rows: 4)
        // An 8×8 square with a 4×4 hole, as one outline with a bridge from corner to corner.
        raster.fillPolygon([
            (0, 0), (8, 0), (8, 8), (0, 8), (0, 0),
            (2, 2), (2, 6), (6, 6), (6, 2), (2, 2),
        ])
        #expect(rendered(raster) == "████\n█  █\n█  █\n████")
        #expect(raster.isSet(1, 1) && !raster.isSet(2, 2) && !raster.isSet(5, 5) && raster.isSet(6, 6))
    }

    @Test func aTriangleSetsTheDotsWhoseCentresItCovers() {
        var raster = QuadrantRaster(columns: 2, rows: 2)
        raster.fillPolygon([(0, 0), (4, 0), (0, 4)])
        // Centres on the slanted edge (3.5, 0.5), (2.5, 1.5)… lie on its right: half-open, out.
        #expect(dots(raster) == [[0, 1, 2], [0, 1], [0], []])
    }

    @Test func linesSetEveryDotTheyPass() {
        var flat = QuadrantRaster(columns: 4, rows: 2)
        flat.strokeLine(from: (0.5, 1.5), to: (5.5, 1.5))
        #expect(dots(flat) == [[], [0, 1, 2, 3, 4, 5], [], []])

        var shallow = QuadrantRaster(columns: 3, rows: 2)
        shallow.strokeLine(from: (0.5, 0.5), to: (4.5, 2.5))
        #expect(dots(shallow) == [[0, 1], [1, 2, 3], [3, 4], []])

        // Through dot corners: one diagonal step each, not a staircase; either direction.
        var diagonal = QuadrantRaster(columns: 2, rows: 2)
        diagonal.strokeLine(from: (3.5, 3.5), to: (0.5, 0.5))
        #expect(dots(diagonal) == [[0], [1], [2], [3]])
        #expect(rendered(diagonal) == "▚ \n ▚")

        // A line far longer than the raster is clipped to it.
        var long = QuadrantRaster(columns: 2, rows: 1)
        long.strokeLine(from: (-1e9, 0.5), to: (1e9, 0.5))
        #expect(dots(long) == [[0, 1, 2, 3], []])
    }

    @Test func subtractCutsOneShapeOutOfAnother() {
        var disc = QuadrantRaster(columns: 4, rows: 4)
        disc.fillEllipse(centerX: 4, centerY: 4, radiusX: 4, radiusY: 2)
        var bite = QuadrantRaster(columns: 4, rows: 4)
        bite.fillEllipse(centerX: 6, centerY: 4, radiusX: 4, radiusY: 2)
        disc.subtract(bite)
        #expect(rendered(disc) == "    \n▟▘  \n▜▖  \n    ")
    }

    @Test func unionAddsShapesAndMismatchedSizesMeetAtTheTopLeft() {
        var left = QuadrantRaster(columns: 2, rows: 1)
        left.set(0, 0)
        var right = QuadrantRaster(columns: 2, rows: 1)
        right.set(3, 1)
        left.formUnion(right)
        #expect(rendered(left) == "▘▗")
        var small = QuadrantRaster(columns: 1, rows: 1)
        small.fillPolygon([(0, 0), (2, 0), (2, 2), (0, 2)])
        left.subtract(small)
        #expect(rendered(left) == " ▗")
        small.formUnion(left)  // only its one cell
        #expect(rendered(small) == "█")
    }

    @Test func drawingKeepsTheBackgroundBehindPartialCells() {
        var canvas = Canvas(columns: 3, rows: 1, fill: paper)
        canvas.fill(CellRect(x: 1, y: 0, width: 1, height: 1), style: Style(foreground: .white, background: RGB(hex: 0x445566)))
        var raster = QuadrantRaster(columns: 3, rows: 1)
        raster.set(2, 0)  // top-left of the middle cell
        raster.fillPolygon([(4, 0), (6, 0), (6, 2), (4, 2)])  // the whole right cell
        raster.draw(into: &canvas, x: 0, y: 0, color: ink)
        #expect(canvas.text == " ▘█")
        #expect(canvas[0, 0].style == paper, "empty cells are left alone")
        #expect(canvas[1, 0].style.foreground == ink)
        #expect(canvas[1, 0].style.background == RGB(hex: 0x445566))
        #expect(canvas[2, 0].style.background == ink, "a full cell becomes the shape's colour")
    }

    @Test func drawingIsClippedAndNeverTraps() {
        var raster = QuadrantRaster(columns: 6, rows: 3)
        raster.fillPolygon([(0, 0), (12, 0), (12, 6), (0, 6)])
        for (x, y) in [(-4, -1), (3, 1), (-100, -100), (100, 100), (Int.min / 2, 0), (0, Int.max / 2)] {
            var canvas = Canvas(columns: 5, rows: 2, fill: paper)
            raster.draw(into: &canvas, x: x, y: y, color: ink)
            let expected = (0..<2).map { row in
                String(
                    (0..<5).map { column in
                        CellRect(x: x, y: y, width: 6, height: 3).contains(x: column, y: row) ? "█" : " "
                    })
            }.joined(separator: "\n")
            #expect(canvas.text == expected, "at \(x), \(y)")
        }
        var canvas = Canvas(columns: 5, rows: 3, fill: paper)
        canvas.clip = CellRect(x: 1, y: 1, width: 2, height: 1)
        raster.draw(into: &canvas, x: 0, y: 0, color: ink)
        #expect(canvas.text == "     \n ██  \n     ")
    }

    @Test func wildGeometryIsHarmless() {
        var raster = QuadrantRaster(columns: 3, rows: 2)
        raster.fillEllipse(centerX: .nan, centerY: 1, radiusX: 2, radiusY: 2)
        raster.fillEllipse(centerX: 1, centerY: 1, radiusX: .infinity, radiusY: 2)
        raster.fillEllipse(centerX: 1, centerY: 100, radiusX: 2, radiusY: 2)
        raster.fillEllipse(centerX: 1, centerY: 1, radiusX: -2, radiusY: 2)
        raster.fillPolygon([(0, 0), (.nan, 3), (2, 2)])
        raster.fillPolygon([(0, 0), (1, 1)])
        raster.strokeLine(from: (.infinity, 0), to: (1, 1))
        raster.strokeLine(from: (-5, -5), to: (-1, -9))
        #expect(raster == QuadrantRaster(columns: 3, rows: 2))
        var empty = QuadrantRaster(columns: 0, rows: -3)
        empty.fillEllipse(centerX: 0, centerY: 0, radiusX: 5, radiusY: 5)
        empty.fillPolygon([(-1, -1), (9, -1), (9, 9)])
        empty.strokeLine(from: (0, 0), to: (4, 4))
        empty.set(0, 0)
        #expect(empty.rows == 0 && !empty.isSet(0, 0))
        // A huge shape fills the raster without looping over its own size.
        raster.fillEllipse(centerX: 0, centerY: 0, radiusX: 1e12, radiusY: 1e12)
        raster.fillPolygon([(-1e15, -1e15), (1e15, -1e15), (0, 1e15)])
        #expect(dots(raster).allSatisfy { $0.count == 6 })
    }
}

/// A raster drawn over another's partly covered cell keeps what that one showed there.
@Suite struct QuadrantLayerTests {
    @Test func aDotOverAWallsEdgeKeepsTheWallBehindIt() {
        let sky = RGB(10, 10, 40), wall = RGB(200, 180, 150), lantern = RGB(220, 40, 30)
        var canvas = Canvas(columns: 1, rows: 1, fill: Style(foreground: .white, background: sky))
        var wallRaster = QuadrantRaster(columns: 1, rows: 1)
        wallRaster.set(0, 0)
        wallRaster.set(0, 1)  // ▌: the wall's edge, sky to its right
        wallRaster.draw(into: &canvas, x: 0, y: 0, color: wall)
        var dot = QuadrantRaster(columns: 1, rows: 1)
        dot.set(1, 0)  // ▝: the lantern, top right
        dot.draw(into: &canvas, x: 0, y: 0, color: lantern)
        #expect(canvas[0, 0].grapheme == "▝")
        #expect(canvas[0, 0].style.foreground == lantern)
        #expect(canvas[0, 0].style.background == wall, "two of the three other dots were wall, not sky")
    }

    @Test func overPlainCellsTheBackgroundStays() {
        let sky = RGB(10, 10, 40)
        var canvas = Canvas(columns: 1, rows: 1, fill: Style(foreground: .white, background: sky))
        canvas.write("a", x: 0, y: 0, style: Style(foreground: .white, background: sky))
        var dot = QuadrantRaster(columns: 1, rows: 1)
        dot.set(0, 0)
        dot.draw(into: &canvas, x: 0, y: 0, color: .black)
        #expect(canvas[0, 0].style.background == sky)
    }
}
