import KamishibaiGeometry
import Testing

@Suite struct RectTests {
    @Test func edgesAndContainmentAreHalfOpen() {
        let r = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(r.maxX == 4 && r.maxY == 6 && r.midX == 2.5 && r.midY == 4)
        #expect(r.contains(Point(x: 1, y: 2)))
        #expect(!r.contains(Point(x: 4, y: 3)))
        #expect(!r.contains(Point(x: 2, y: 6)))
    }

    @Test func insetNeverGoesNegative() {
        let r = Rect(x: 0, y: 0, width: 4, height: 2).inset(by: Insets(all: 3))
        #expect(r.width == 0 && r.height == 0 && r.isEmpty)
    }

    @Test func intersectionOfDisjointRectsIsEmpty() {
        let a = Rect(x: 0, y: 0, width: 2, height: 2), b = Rect(x: 5, y: 5, width: 2, height: 2)
        #expect(a.intersection(b).isEmpty)
        #expect(a.intersection(Rect(x: 1, y: 1, width: 5, height: 5)) == Rect(x: 1, y: 1, width: 1, height: 1))
    }
}

@Suite struct RectInterpolationTests {
    @Test func interpolatesEveryEdgeAndOvershoots() {
        let a = Rect(x: 0, y: 10, width: 20, height: 4), b = Rect(x: 10, y: 0, width: 40, height: 8)
        #expect(a.interpolated(to: b, by: 0) == a)
        #expect(a.interpolated(to: b, by: 1) == b)
        #expect(a.interpolated(to: b, by: 0.5) == Rect(x: 5, y: 5, width: 30, height: 6))
        #expect(a.interpolated(to: b, by: 1.5).minY == -5, "a spring may carry it past the end")
    }
}
