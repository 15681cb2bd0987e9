import KamishibaiCanvas
import KamishibaiGeometry
import Testing

@testable import KamishibaiDrawing

/// Exact pixels: antialiasing off unless a test is about edges, so a pixel is inside when its
/// centre is.
@Suite struct GraphicsContextTests {
    func context(_ width: Int = 20, _ height: Int = 20) -> GraphicsContext {
        let context = GraphicsContext(bitmap: Bitmap(width: width, height: height)!)
        context.antialiasing = false
        return context
    }

    /// Two overlapping squares drawn in the same direction, and a square inside a square.
    func overlapping(evenOdd: Bool) -> BezierPath {
        var path = BezierPath(rect: Rect(x: 2, y: 2, width: 10, height: 10))
        path.append(BezierPath(rect: Rect(x: 6, y: 6, width: 10, height: 10)))
        path.usesEvenOddFillRule = evenOdd
        return path
    }

    @Test(arguments: [
        // (x, y, inside with non-zero, inside with even-odd)
        (3, 3, true, true),  // one square
        (8, 8, true, false),  // both: wound twice, crossed twice
        (14, 14, true, true),  // the other square
        (18, 3, false, false),  // neither
    ])
    func fillRules(x: Int, y: Int, nonZero: Bool, evenOdd: Bool) {
        for (rule, expected) in [(false, nonZero), (true, evenOdd)] {
            let c = context()
            c.fill(overlapping(evenOdd: rule), with: .white)
            #expect((c.bitmap.pixel(x: x, y: y).alpha == 1) == expected, "even-odd \(rule) at (\(x), \(y))")
        }
    }

    @Test func aStrokeCoversHalfItsWidthOnEachSide() {
        let c = context()
        var line = BezierPath()
        line.move(to: Point(x: 2, y: 10))
        line.addLine(to: Point(x: 18, y: 10))
        c.stroke(line, with: .white, style: StrokeStyle(width: 4))
        #expect(c.bitmap.pixel(x: 10, y: 8).alpha == 1)  // centre 8.5: inside 8…12
        #expect(c.bitmap.pixel(x: 10, y: 11).alpha == 1)
        #expect(c.bitmap.pixel(x: 10, y: 12).alpha == 0)
        #expect(c.bitmap.pixel(x: 10, y: 7).alpha == 0)
        // Butt caps end at the ends; round caps reach half the width beyond them.
        #expect(c.bitmap.pixel(x: 1, y: 10).alpha == 0)
        let round = context()
        round.stroke(line, with: .white, style: StrokeStyle(width: 4, lineCap: .round))
        #expect(round.bitmap.pixel(x: 0, y: 10).alpha == 1)
    }

    @Test func anXorStrokeCutsAShapeAsAnEvenOddFillWould() {
        let c = context()
        c.withTransparencyLayer {
            c.fill(Rect(x: 0, y: 0, width: 10, height: 20), with: .white)
            c.blendMode = .xor
            var line = BezierPath()
            line.move(to: Point(x: 5, y: 10))
            line.addLine(to: Point(x: 15, y: 10))
            c.stroke(line, with: .white, style: StrokeStyle(width: 4))
        }
        #expect(c.bitmap.pixel(x: 2, y: 2).alpha == 1)  // the shape
        #expect(c.bitmap.pixel(x: 7, y: 10).alpha == 0)  // cut out of it
        #expect(c.bitmap.pixel(x: 12, y: 10).alpha == 1)  // the stroke beyond the shape
    }

    @Test func aShadowHasTheShapesOutlineBlurredAndOffset() {
        let c = GraphicsContext(bitmap: Bitmap(width: 40, height: 40)!)
        c.withShadow(Shadow(offset: Point(x: 6, y: 6), blur: 4, opacity: 0.5)) {
            c.fill(Rect(x: 8, y: 8, width: 16, height: 16), with: .white)
        }
        let inside = c.bitmap.pixel(x: 12, y: 12), deepShadow = c.bitmap.pixel(x: 25, y: 25)
        #expect(inside == .white)
        #expect(deepShadow.rgb == .black)
        #expect(abs(deepShadow.alpha - 0.49) < 0.03)  // Φ(2.25)² of the full 0.5
        // Soft: fading out past the shadow's edge (30), gone well beyond it.
        let edge = c.bitmap.pixel(x: 30, y: 20).alpha
        #expect(edge > 0.1 && edge < 0.4)
        #expect(c.bitmap.pixel(x: 37, y: 20).alpha < 0.02)
        #expect(c.bitmap.pixel(x: 4, y: 4).alpha == 0)  // the offset moves it away from here
    }

    @Test func dimmingSparesTheHole() {
        let c = context()
        c.fill(Rect(x: 0, y: 0, width: 20, height: 20), with: .white)
        c.dim(Rect(x: 0, y: 0, width: 20, height: 20), except: BezierPath(rect: Rect(x: 5, y: 5, width: 10, height: 10)), opacity: 0.6)
        #expect(c.bitmap.pixel(x: 10, y: 10).rgb == .white)
        #expect(c.bitmap.pixel(x: 2, y: 2).rgb == RGB(102, 102, 102))
    }

    @Test func threeBoxesApproximateTheGaussiansVariance() {
        for sigma in [1.0, 2.5, 6.0, 13.0] {
            let variance = Bitmap.boxRadii(sigma: sigma).map { r in Double((2 * r + 1) * (2 * r + 1) - 1) / 12 }.reduce(0, +)
            #expect(abs(variance.squareRoot() - sigma) < 0.5, "σ \(sigma): \(variance.squareRoot())")
        }
    }

    @Test func aLinearGradientBlendsAlongItsLineAndPadsBeyondIt() {
        let c = context(20, 2)
        c.fillLinearGradient(
            BezierPath(rect: Rect(x: 0, y: 0, width: 20, height: 2)), from: Point(x: 5, y: 0), to: Point(x: 15, y: 0),
            stops: [(0, .black), (1, .white)])
        let reds = (0..<20).map { Int(c.bitmap.pixel(x: $0, y: 1).rgb.r) }
        #expect(reds[0...4].allSatisfy { $0 == 0 } && reds[15...].allSatisfy { $0 == 255 }, "\(reds)")
        #expect(reds == reds.sorted() && abs(reds[10] - 140) < 20, "\(reds)")
    }

    @Test func aRadialGradientFadesOutwardFromItsCentre() {
        let c = context(21, 21)
        c.fillRadialGradient(
            BezierPath(rect: Rect(x: 0, y: 0, width: 21, height: 21)), center: Point(x: 10.5, y: 10.5), endRadius: 10,
            stops: [(0, .white), (1, .clear)])
        let alphas = (10..<21).map { c.bitmap.pixel(x: $0, y: 10).alpha }
        #expect(alphas[0] > 0.9 && abs(alphas[5] - 0.5) < 0.1 && alphas[10] == 0, "\(alphas)")
        #expect(alphas == alphas.sorted(by: >))
        #expect(c.bitmap.pixel(x: 10, y: 15).alpha == c.bitmap.pixel(x: 15, y: 10).alpha, "round")
    }
}
