import KamishibaiDrawingViews
import KamishibaiUI

/// Every figure of the articles' drawing sections, in points, on the app's own dark surface
/// (a light page flashed when the tab was switched to): the black suits are drawn in the
/// palette's light ink, and the shadows fall down and to the right, as light from above casts them.
extension ShapeFigure {
    static let paper = Theme.surface
    static let ink = RGBA(Theme.text)
    static let red = RGBA(RGB(hex: 0xE0454F))
    static let indigo = RGBA(RGB(hex: 0x6C8CE8))
    static let front = RGBA(.white)
    /// Two-thirds of a cell down and a third across: zero-offset soft shadows read as a grey
    /// halo, not as a shadow (decision 118).
    static let dropShadow = Shadow(offset: Point(x: 3, y: 4), blur: 3, opacity: 0.7)
    static let scannerBlue = RGBA(RGB(hex: 0x2F7CF6))

    static func catalog(morph: MorphView) -> [ShapeFigure] {
        CardSuit.allCases.map(suit) + [corners, roundedShadow, border, erase, scanner, morphFigure(morph)]
    }

    /// A suit with a soft shadow, as the suit views of "iOS. UI. Приёмы. Часть 1" cast one.
    private static func suit(_ suit: CardSuit) -> ShapeFigure {
        let side = 72.0
        let view = ShapeView(path: suit.path(side: side, inset: 10), fillColor: suit.isRed ? red : ink, canvasColor: paper)
        view.shadow = dropShadow
        return ShapeFigure(title: suit.rawValue.capitalized, word: suit.rawValue, size: Size(width: side, height: side), view: view)
    }

    /// A 60 × 30 view with only its bottom-left corner rounded, radius 24, drawn as a path;
    /// under it the rounded-rect helper asked for the same, which clamps the radius to 15.
    /// One above the other, the figure is about as wide as the others on screen.
    private static var corners: ShapeFigure {
        let size = Size(width: 60, height: 30), gap = 12.0
        var drawn = BezierPath()
        drawn.move(to: .zero)
        drawn.addLine(to: Point(x: size.width, y: 0))
        drawn.addLine(to: Point(x: size.width, y: size.height))
        drawn.addLine(to: Point(x: 24, y: size.height))
        drawn.addArc(withCenter: Point(x: 24, y: size.height - 24), radius: 24, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        drawn.close()
        let helper = BezierPath(
            roundedRect: Rect(origin: Point(x: 0, y: size.height + gap), size: size), byRoundingCorners: .bottomLeft,
            cornerRadii: Size(width: 24, height: 24))
        var both = drawn
        both.append(helper)
        let view = ShapeView(path: both, fillColor: indigo, canvasColor: paper)
        return ShapeFigure(
            title: "Corner r24 / r15", word: "corner", size: Size(width: size.width, height: 2 * size.height + gap),
            view: view)
    }

    private static func morphFigure(_ morph: MorphView) -> ShapeFigure {
        ShapeFigure(title: "Morph: m or click", word: "morph", size: Size(width: 72, height: 72), view: morph)
    }

    /// The custom border: corners cut on two sides and rounded on the other two, with a
    /// shadow of exactly that shape (a layer's `shadowPath`). Drawn in the frame's own points
    /// (not scaled from a native size) so each cut runs through whole cells, two columns
    /// across for every row down (45° on screen): each row of a cut is then the same pair of
    /// eighth blocks, a quarter and three quarters full, one row up and two columns over
    /// from the last, a straight ramp; scaled, the cut fell across cells unevenly and its
    /// steps read as a curve (decision 118).
    private static var border: ShapeFigure {
        let view = DrawingView(canvasColor: paper) { context, size in
            context.withShadow(Shadow(offset: Point(x: 4, y: 6), blur: 4, opacity: 0.8)) {
                context.fill(cutCornerPath(in: size), with: front)
            }
        }
        return ShapeFigure(title: "Cut and round corners", word: "border", size: Size(width: 120, height: 90), scaled: false, view: view)
    }

    /// The border in `size` points: two columns and a row of margin, more on the shadow's
    /// side; each cut and each round corner `n` rows tall and `2n` columns wide, `n` a
    /// third of the border's height.
    static func cutCornerPath(in size: Size) -> BezierPath {
        let (column, row) = (CellScale.pointsPerColumn, CellScale.pointsPerRow)
        let (left, top) = (2 * column, row)
        let (right, bottom) = (size.width - 3 * column, size.height - 2 * row)
        let cells = max(1, min(((bottom - top) / row / 3).rounded(.down), ((right - left) / column / 6).rounded(.down)))
        let (cutX, cutY, radius) = (cells * 2 * column, cells * row, cells * row)
        var path = BezierPath()
        path.move(to: Point(x: left, y: top + cutY))
        path.addLine(to: Point(x: left + cutX, y: top))
        path.addLine(to: Point(x: right - radius, y: top))
        path.addArc(
            withCenter: Point(x: right - radius, y: top + radius), radius: radius, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        path.addLine(to: Point(x: right, y: bottom - cutY))
        path.addLine(to: Point(x: right - cutX, y: bottom))
        path.addLine(to: Point(x: left + radius, y: bottom))
        path.addArc(
            withCenter: Point(x: left + radius, y: bottom - radius), radius: radius, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        path.close()
        return path
    }

    /// A rounded rectangle (radius 20) with a curve 70 points wide, round-capped, cut out of
    /// it: what the article gets from an even-odd mask of the rectangle and the stroked curve's
    /// outline. The cut is an XOR of the two shapes, which is the same thing.
    private static var erase: ShapeFigure {
        let size = Size(width: 240, height: 168), margin = 12.0
        let box = Rect(x: margin, y: margin, width: size.width - 2 * margin, height: size.height - 2 * margin)
        var curve = BezierPath()
        curve.move(to: Point(x: box.minX + box.width / 4, y: box.minY + box.height / 4))
        curve.addQuadCurve(
            to: Point(x: box.minX + box.width * 3 / 4, y: box.minY + box.height * 3 / 4), controlPoint: Point(x: box.maxX, y: box.minY))
        let view = DrawingView(canvasColor: paper) { context, _ in
            context.withShadow(Shadow(offset: Point(x: 4, y: 6), blur: 4, opacity: 0.8)) {
                context.withTransparencyLayer {
                    context.fill(BezierPath(roundedRect: box, cornerRadius: 20), with: front)
                    context.blendMode = .xor
                    context.stroke(curve, with: front, style: StrokeStyle(width: 70, lineCap: .round, lineJoin: .round))
                }
            }
        }
        return ShapeFigure(title: "Even-odd erase", word: "erase", size: size, view: view)
    }

    /// A rounded view whose shadow is rounded too: offset (5, 5), blur 5, opacity 0.5.
    private static var roundedShadow: ShapeFigure {
        let size = Size(width: 96, height: 60), margin = 8.0
        let view = ShapeView(
            path: BezierPath(
                roundedRect: Rect(x: margin, y: margin, width: size.width - 2 * margin - 6, height: size.height - 2 * margin - 6),
                cornerRadius: 14),
            fillColor: RGBA(RGB(hex: 0xF2A65A)), canvasColor: paper)
        view.shadow = Shadow(offset: Point(x: 5, y: 5), blur: 5, opacity: 0.5)
        return ShapeFigure(title: "Rounded shadow", word: "shadow", size: size, view: view)
    }

    /// A QR scanner's viewfinder, as "iOSでMaterial Designを使いたくない理由" (its QR scanner post) draws it: a scene under 60 % black everywhere
    /// but a clear square, a thin white line around the square, and blue L-shaped marks 20
    /// long and 4 wide at its corners.
    private static var scanner: ShapeFigure {
        let size = Size(width: 126, height: 102), window = 54.0
        let hole = Rect(x: (size.width - window) / 2, y: (size.height - window) / 2, width: window, height: window)
        let view = DrawingView(canvasColor: RGB(hex: 0x2A6F8F)) { context, _ in
            drawScannerScene(context, size: size, code: hole.inset(by: Insets(top: 10, left: 10, bottom: 10, right: 10)))
            context.dim(Rect(origin: .zero, size: size), except: BezierPath(rect: hole), opacity: 0.6)
            // Inside the square, so the dimming keeps its edge.
            let line = 1.5
            context.stroke(
                BezierPath(rect: hole.inset(by: Insets(top: line / 2, left: line / 2, bottom: line / 2, right: line / 2))), with: front,
                style: StrokeStyle(width: line))
            // Each mark hugs its corner from outside: its inner edge is the square's edge.
            var marks = BezierPath()
            let length = 20.0, halfWidth = 2.0
            for (x, y, dx, dy) in [
                (hole.minX, hole.minY, 1.0, 1.0), (hole.maxX, hole.minY, -1.0, 1.0),
                (hole.minX, hole.maxY, 1.0, -1.0), (hole.maxX, hole.maxY, -1.0, -1.0),
            ] {
                let corner = Point(x: x - dx * halfWidth, y: y - dy * halfWidth)
                marks.move(to: Point(x: corner.x, y: corner.y + dy * length))
                marks.addLine(to: corner)
                marks.addLine(to: Point(x: corner.x + dx * length, y: corner.y))
            }
            context.stroke(marks, with: scannerBlue, style: StrokeStyle(width: 4, lineCap: .butt, lineJoin: .miter))
        }
        return ShapeFigure(title: "QR scanner", word: "scanner", size: size, view: view)
    }

    /// What the camera sees: a wall of tiles and a code of dark squares on a pale card.
    private static func drawScannerScene(_ context: GraphicsContext, size: Size, code: Rect) {
        for row in 0..<6 {
            for column in 0..<8 {
                let shade = (row + column) % 2 == 0 ? RGB(hex: 0x3C8DB0) : RGB(hex: 0x2E7597)
                context.fill(
                    BezierPath(
                        roundedRect: Rect(x: Double(column) * 18 + 1, y: Double(row) * 18 + 1, width: 16, height: 16), cornerRadius: 3),
                    with: RGBA(shade))
            }
        }
        context.fill(
            BezierPath(roundedRect: code.inset(by: Insets(top: -3, left: -3, bottom: -3, right: -3)), cornerRadius: 2), with: front)
        let cell = code.width / 7
        let pattern = ["1110111", "1010001", "1110101", "0001010", "1110011", "1010110", "1110101"]
        for (y, line) in pattern.enumerated() {
            for (x, bit) in line.enumerated() where bit == "1" {
                context.fill(Rect(x: code.minX + Double(x) * cell, y: code.minY + Double(y) * cell, width: cell, height: cell), with: ink)
            }
        }
    }
}
