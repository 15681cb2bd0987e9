import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import Testing

@testable import KamishibaiUI

/// The scroll cue: where a scroll view's thumb lies on a track, and the thumb a sheet draws on
/// its right border for the scroll view it holds. A 30×12 window: the medium sheet's border is
/// at row 6, its content rows 7 to 11, its right border column 29.
@Suite struct SheetScrollIndicatorTests {
    /// 5 rows of 20: a thumb of a quarter of the track, from its top at the top to its bottom
    /// at the end; none when the content fits or the track is a cell.
    @Test func theThumbIsTheShareInViewWhereTheOffsetIs() {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 10, height: 5))
        scrollView.contentSize = Size(width: 10, height: 20)
        #expect(scrollView.verticalIndicatorThumb(trackLength: 5) == 0..<1)
        #expect(scrollView.verticalIndicatorThumb(trackLength: 12) == 0..<3)
        scrollView.contentOffset = Point(x: 0, y: 7.5)
        #expect(scrollView.verticalIndicatorThumb(trackLength: 12) == 5..<8)
        scrollView.contentOffset = Point(x: 0, y: 15)
        #expect(scrollView.verticalIndicatorThumb(trackLength: 12) == 9..<12)
        scrollView.contentOffset = Point(x: 0, y: 18)
        #expect(scrollView.verticalIndicatorThumb(trackLength: 12) == 9..<12, "past the end: at the end")
        #expect(scrollView.verticalIndicatorThumb(trackLength: 1) == nil)
        scrollView.contentSize = Size(width: 10, height: 5)
        #expect(scrollView.verticalIndicatorThumb(trackLength: 12) == nil, "nothing to scroll")
    }

    /// The rows an inset adds scroll too: they count in what scrolls.
    @Test func anInsetIsPartOfWhatScrolls() {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 10, height: 5))
        scrollView.contentSize = Size(width: 10, height: 5)
        #expect(scrollView.verticalIndicatorThumb(trackLength: 10) == nil)
        scrollView.contentInset.bottom = 5
        #expect(scrollView.verticalIndicatorThumb(trackLength: 10) == 0..<5)
    }

    /// A medium sheet holding a scroll view of `height` rows, the content's frame inside the
    /// chrome.
    static func sheet(contentHeight height: Double) -> (scrollView: ScrollView, window: Window) {
        let (content, _, window) = SheetChromeTests.hostedContent(chrome: SheetChromeTests.chrome)
        let scrollView = ScrollView(frame: Rect(origin: .zero, size: content.frame.size))
        scrollView.contentSize = Size(width: content.frame.width, height: height)
        content.addSubview(scrollView)
        return (scrollView, window)
    }

    static func render(_ window: Window) -> Canvas {
        var canvas = Canvas(columns: 30, rows: 12, fill: SheetChromeTests.backdrop)
        window.render(into: &canvas)
        return canvas
    }

    static func thumbRows(_ canvas: Canvas) -> [Int] { (0..<12).filter { canvas[29, $0].grapheme == "┃" } }

    @Test func aSheetDrawsTheThumbOnItsRightBorderBesideTheScrollView() {
        let (scrollView, window) = Self.sheet(contentHeight: 20)
        var canvas = Self.render(window)
        #expect(Self.thumbRows(canvas) == [7], "a quarter of five rows, at the top")
        #expect(canvas[29, 7].style == SheetChromeTests.chrome.grabber, "in the grabber's style")
        #expect(canvas[29, 8].grapheme == "│" && canvas[0, 7].grapheme == "│")
        scrollView.contentOffset = Point(x: 0, y: 7.5)
        canvas = Self.render(window)
        #expect(Self.thumbRows(canvas) == [9])
        scrollView.contentOffset = Point(x: 0, y: 15)
        #expect(Self.thumbRows(Self.render(window)) == [11])
    }

    @Test func noThumbWhenTheContentFitsOrTheScrollViewSaysNot() {
        let (fits, window) = Self.sheet(contentHeight: 5)
        #expect(Self.thumbRows(Self.render(window)).isEmpty)
        fits.contentSize.height = 6
        #expect(Self.thumbRows(Self.render(window)) == [7, 8, 9, 10])
        fits.showsVerticalScrollIndicator = false
        #expect(Self.thumbRows(Self.render(window)).isEmpty)
    }

    /// A hidden scroll view, or one off the sheet's middle column (a page sliding away), has
    /// no cue; the one in front does.
    @Test func theCueIsForTheScrollViewInFront() {
        let (behind, window) = Self.sheet(contentHeight: 20)
        let front = ScrollView(frame: behind.frame)
        front.contentSize = Size(width: 28, height: 50)
        front.contentOffset = Point(x: 0, y: 45)
        behind.superview?.addSubview(front)
        #expect(Self.thumbRows(Self.render(window)) == [11])
        front.frame.origin.x = 20
        #expect(Self.thumbRows(Self.render(window)) == [7], "off the middle: the one behind")
        behind.isHidden = true
        #expect(Self.thumbRows(Self.render(window)).isEmpty)
    }

    /// The sheet's views are walked again only when views come or go in the window; the
    /// cue follows a scroll view added in front after the sheet was drawn, and the one behind
    /// when it leaves.
    @Test func theCueFollowsScrollViewsThatComeAndGo() {
        let (behind, window) = Self.sheet(contentHeight: 20)
        #expect(Self.thumbRows(Self.render(window)) == [7])
        let revision = window.viewTreeRevision
        #expect(Self.thumbRows(Self.render(window)) == [7])
        #expect(window.viewTreeRevision == revision, "drawing adds no views")
        let front = ScrollView(frame: behind.frame)
        front.contentSize = Size(width: 28, height: 50)
        front.contentOffset = Point(x: 0, y: 45)
        behind.superview?.addSubview(front)
        #expect(window.viewTreeRevision != revision)
        #expect(Self.thumbRows(Self.render(window)) == [11])
        front.removeFromSuperview()
        #expect(Self.thumbRows(Self.render(window)) == [7])
    }
}
