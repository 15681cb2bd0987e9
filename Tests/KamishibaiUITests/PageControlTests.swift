import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// Page dots in a 9×1 frame: four pages are `● ○ ○ ○`, 7 columns, from column 1.
@Suite struct PageControlTests {
    let dots = PageControl(frame: Rect(x: 0, y: 0, width: 9, height: 1))
    final class Sent { var pages: [Int] = [] }
    let sent = Sent()

    init() {
        dots.numberOfPages = 4
        // Weakly: the control keeps its actions, so a strong capture would be a cycle.
        dots.addAction(for: .valueChanged) { [weak dots, sent] in sent.pages.append(dots?.currentPage ?? -1) }
    }

    private func press(column: Double) -> Bool {
        dots.mouseEvent(MouseEvent(.press(.left), column: Int(column), row: 0), at: Point(x: column, y: 0))
    }

    @Test func theCurrentPageStaysWithinThePagesAndCodeSendsNothing() {
        dots.currentPage = 7
        #expect(dots.currentPage == 3)
        dots.currentPage = -1
        #expect(dots.currentPage == 0)
        dots.currentPage = 3
        dots.numberOfPages = 2
        #expect(dots.currentPage == 1 && sent.pages.isEmpty)
        #expect(dots.intrinsicContentSize == Size(width: 3, height: 1))
    }

    @Test func aClickOnADotGoesToItsPageAndSendsValueChanged() {
        #expect(press(column: 5) && dots.currentPage == 2)
        #expect(press(column: 2), "between two dots: taken, nothing changes")
        #expect(press(column: 5), "the current page's dot: nothing sent")
        #expect(press(column: 7) && sent.pages == [2, 3])
    }

    @Test func leftAndRightStepWithinThePages() {
        #expect(!dots.keyDown(.left) && sent.pages.isEmpty, "at the first page: not taken")
        #expect(dots.keyDown(.right) && dots.keyDown(.right) && dots.keyDown(.right))
        #expect(!dots.keyDown(.right), "at the last page: not taken")
        #expect(!dots.keyDown(.up))
        #expect(sent.pages == [1, 2, 3])
        dots.isEnabled = false
        #expect(!dots.keyDown(.left) && dots.currentPage == 3, "disabled: no change, not taken")
    }

    @Test func theDotsAreDrawnCentredInTheThemeOverWhatIsBehind() {
        dots.currentPage = 1
        let canvas = WidgetTesting.drawing(of: dots)
        #expect(canvas == [" ○ ● ○ ○"])
        var context = DrawContext(canvas: Canvas(columns: 9, rows: 1, fill: Style(foreground: .white, background: RGB(10, 20, 30))))
        dots.render(in: &context)
        let current = context.canvas[3, 0].style, other = context.canvas[1, 0].style
        #expect(current.foreground == Theme.standard.tint && current.background == RGB(10, 20, 30) && current.monochrome == .bold)
        #expect(other.foreground == Theme.standard.secondaryText && other.monochrome == [])
        dots.currentPageIndicatorTintColor = RGB(1, 2, 3)
        dots.render(in: &context)
        #expect(context.canvas[3, 0].style.foreground == RGB(1, 2, 3))
    }

    @Test func aSinglePageHidesItsDotWhenAsked() {
        dots.numberOfPages = 1
        #expect(WidgetTesting.drawing(of: dots) == ["    ●"])
        dots.hidesForSinglePage = true
        #expect(WidgetTesting.drawing(of: dots) == [""])
        #expect(!press(column: 4))
    }

    /// The press, the drag and the release of one gesture are all the control's.
    @Test func aWholePressIsTaken() {
        func event(_ kind: MouseEvent.Kind, _ column: Double) -> Bool {
            dots.mouseEvent(MouseEvent(kind, column: Int(column), row: 0), at: Point(x: column, y: 0))
        }
        #expect(event(.press(.left), 3) && dots.isHighlighted && dots.currentPage == 1)
        #expect(event(.drag(.left), 5) && dots.currentPage == 1, "a drag does not change the page")
        #expect(event(.release(.left), 5) && !dots.isHighlighted && sent.pages == [1])
    }

    /// A million pages draw the dots that fit, around the current page, `·` where more lie
    /// beyond; a click on one goes to its page.
    @Test func manyPagesDrawTheDotsThatFitAroundTheCurrentPage() {
        dots.numberOfPages = 1_000_000
        dots.currentPage = 500_000
        #expect(WidgetTesting.drawing(of: dots) == ["· ○ ● ○ ·"])
        #expect(press(column: 6) && dots.currentPage == 500_001)
        dots.currentPage = 0
        #expect(WidgetTesting.drawing(of: dots) == ["● ○ ○ ○ ·"])
        dots.currentPage = 999_999
        #expect(WidgetTesting.drawing(of: dots) == ["· ○ ○ ○ ●"])
    }

    /// Focus and a disabled control read without colour as on the other controls; disabled,
    /// the dots fade toward what is behind them, not toward black.
    @Test func focusAndDisabledReadAsOnTheOtherControls() {
        let window = WidgetTesting.window(columns: 9, rows: 1)
        window.rootView.addSubview(dots)
        #expect(dots.becomeFirstResponder())
        var cell = WidgetTesting.screen(of: window)[1, 0].style
        #expect(cell.monochrome.isSuperset(of: [.bold, .underline]))
        dots.isEnabled = false
        let behind = RGB(250, 250, 250)
        var context = DrawContext(canvas: Canvas(columns: 9, rows: 1, fill: Style(foreground: .black, background: behind)))
        dots.render(in: &context)
        cell = context.canvas[3, 0].style
        #expect(cell.monochrome.contains(.dim) && cell.background == behind)
        #expect(cell.foreground == Theme.standard.secondaryText.blended(with: behind, amount: 0.6))
    }
}
