import Foundation
import KamishibaiGeometry
import Testing

@testable import KamishibaiDrawing

@Suite struct BezierPathTests {
    func near(_ a: Point?, _ b: Point, within tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func anArcEndsAtItsEndAngleOnTheCircle() {
        var path = BezierPath()
        path.addArc(withCenter: Point(x: 10, y: 20), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Clockwise on screen from 3 o'clock, a quarter turn reaches 6 o'clock (y grows down).
        #expect(near(path.currentPoint, Point(x: 10, y: 25)))
        #expect(path.elements.first == .move(to: Point(x: 15, y: 20)))
        #expect(path.elements.count == 2)
    }

    @Test func anticlockwiseGoesTheOtherWayRound() {
        var path = BezierPath()
        path.addArc(withCenter: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // Three quarters of a turn, the long way: three curves, ending at the same point.
        #expect(path.elements.count == 4)
        #expect(near(path.currentPoint, Point(x: 0, y: 1)))
        guard case let .curve(first, _, _) = path.elements[1] else {
            Issue.record("not a curve")
            return
        }
        #expect(near(first, Point(x: 0, y: -1)))  // passes 12 o'clock first
    }

    @Test func anEndBeforeTheStartWrapsForwardWhenClockwise() {
        #expect(abs(BezierPath.sweep(from: .pi - 0.5, to: 0, clockwise: true) - (.pi + 0.5)) < 1e-12)
        #expect(abs(BezierPath.sweep(from: 0, to: 2 * .pi, clockwise: true) - 2 * .pi) < 1e-12)
        #expect(abs(BezierPath.sweep(from: 0, to: 6 * .pi, clockwise: true) - 2 * .pi) < 1e-12)
        #expect(abs(BezierPath.sweep(from: .pi / 2, to: 0, clockwise: false) + .pi / 2) < 1e-12)
        #expect(BezierPath.sweep(from: 1, to: 1, clockwise: true) == 0)
    }

    @Test func anArcJoinsTheCurrentPointWithAStraightLine() {
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 0))
        path.addArc(withCenter: Point(x: 10, y: 0), radius: 2, startAngle: .pi, endAngle: 0, clockwise: true)
        #expect(path.elements[1] == .line(to: Point(x: 8, y: 0)))
    }

    @Test func arcPointsLieOnTheCircle() {
        var path = BezierPath()
        path.addArc(withCenter: Point(x: 3, y: 4), radius: 10, startAngle: 0.3, endAngle: 5.1, clockwise: true)
        var start = Point(x: 0, y: 0)
        for element in path.elements {
            switch element {
            case .move(let p): start = p
            case let .curve(p, c1, c2):
                // Midpoint of the cubic, which an exact arc would put on the circle.
                let mid = Point(
                    x: 0.125 * start.x + 0.375 * c1.x + 0.375 * c2.x + 0.125 * p.x,
                    y: 0.125 * start.y + 0.375 * c1.y + 0.375 * c2.y + 0.125 * p.y)
                let r = ((mid.x - 3) * (mid.x - 3) + (mid.y - 4) * (mid.y - 4)).squareRoot()
                #expect(abs(r - 10) < 10 * 3e-4)
                start = p
            default: Issue.record("unexpected \(element)")
            }
        }
    }

    @Test func theRoundedRectHelperClampsTheRadiusToHalfTheShorterSide() {
        let path = BezierPath(
            roundedRect: Rect(x: 0, y: 0, width: 60, height: 30), byRoundingCorners: .bottomLeft,
            cornerRadii: Size(width: 24, height: 24))
        // The bottom-left arc starts 15 (not 24) from the corner along the bottom edge.
        #expect(path.elements.contains(.line(to: Point(x: 15, y: 30))))
        #expect(path.elements.contains { if case .curve(to: Point(x: 0, y: 15), _, _) = $0 { true } else { false } })
        #expect(!path.elements.contains(.line(to: Point(x: 24, y: 30))))
    }

    @Test func closeReturnsTheCurrentPointToTheSubpathStart() {
        var path = BezierPath()
        path.move(to: Point(x: 1, y: 1))
        path.addLine(to: Point(x: 5, y: 1))
        path.close()
        #expect(path.currentPoint == Point(x: 1, y: 1))
    }

    @Test func pathsWithTheSameElementsMorph() throws {
        var flat = BezierPath(), bent = BezierPath()
        flat.move(to: Point(x: 0, y: 10))
        flat.addQuadCurve(to: Point(x: 10, y: 10), controlPoint: Point(x: 5, y: 10))
        bent.move(to: Point(x: 0, y: 10))
        bent.addQuadCurve(to: Point(x: 10, y: 10), controlPoint: Point(x: 5, y: 0))
        let half = try #require(flat.interpolated(to: bent, by: 0.5))
        #expect(half.elements[1] == .quadCurve(to: Point(x: 10, y: 10), control: Point(x: 5, y: 5)))
        var other = BezierPath()
        other.move(to: .zero)
        other.addLine(to: Point(x: 1, y: 1))
        #expect(flat.interpolated(to: other, by: 0.5) == nil)
    }

    @Test func transformsMoveEveryPoint() {
        let path = BezierPath(rect: Rect(x: 0, y: 0, width: 2, height: 1))
            .applying(AffineTransform2D(scaleX: 2, y: 3).concatenating(AffineTransform2D(translationX: 1, y: 1)))
        #expect(path.elements[2] == .line(to: Point(x: 5, y: 4)))
    }
}
