import KamishibaiGeometry
import KamishibaiUI
import Testing

/// Text set in a view's readable column: the whole width while it is narrow, a centred
/// column of `View.readableWidth` (84) columns on a wide screen.
@Suite struct ReadableContentTests {
    @Test func aNarrowViewReadsAcrossItsWidth() {
        let view = View(frame: Rect(x: 5, y: 2, width: 80, height: 10))
        #expect(view.readableContentFrame == Rect(x: 0, y: 0, width: 80, height: 10))
    }

    @Test func aWideViewReadsInACentredColumn() {
        let view = View(frame: Rect(x: 0, y: 0, width: 194, height: 30))
        #expect(View.readableWidth == 84)
        #expect(view.readableContentFrame == Rect(x: 55, y: 0, width: 84, height: 30))
        // An odd margin leaves the extra column on the right.
        #expect(View.readableFrame(in: Rect(x: 3, y: 1, width: 115, height: 4)) == Rect(x: 18, y: 1, width: 84, height: 4))
    }
}
