import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiUI
import Testing

/// Segments `Day`, `週` (wide) and `Month` at (1, 1) of a 30×3 window, counting changes.
@Suite struct SegmentedControlTests {
    final class Harness {
        let window = WidgetTesting.window(columns: 30, rows: 3)
        let control = SegmentedControl(items: ["Day", "週", "Month"])
        var changes = 0

        init() {
            window.rootView.addSubview(control)
            control.frame = Rect(origin: Point(x: 1, y: 1), size: control.intrinsicContentSize)
            control.addAction(for: .valueChanged) { [weak self] in self?.changes += 1 }
        }

        var screen: Canvas { WidgetTesting.screen(of: window) }

        func click(_ column: Int) {
            window.handle(.mouse(MouseEvent(.press(.left), column: column, row: 1)))
            window.handle(.mouse(MouseEvent(.release(.left), column: column, row: 1)))
        }
    }

    @Test func segmentsAreAsWideAsTheirTitlesOnScreen() {
        let h = Harness()
        #expect(h.control.intrinsicContentSize == Size(width: 18, height: 1), "5 + 4 + 7 and two lines")
        #expect(WidgetTesting.rows(of: h.screen)[1] == "  Day │ 週 │ Month")
        #expect(h.control.selectedSegmentIndex == SegmentedControl.noSegment && h.control.numberOfSegments == 3)
        #expect(h.control.contentHuggingPriority(for: .horizontal) == .required)
    }

    @Test func theSelectedSegmentIsTintedAndReversedWithoutColour() {
        let h = Harness()
        h.control.selectedSegmentIndex = 1
        #expect(h.changes == 0, "code sends nothing")
        let screen = h.screen
        #expect(screen[8, 1].style.background == Theme.standard.tint && screen[8, 1].style.monochrome.contains(.reverse))
        #expect(screen[2, 1].style.background == Theme.standard.surface && !screen[2, 1].style.monochrome.contains(.reverse))
        #expect(screen[6, 1].style.foreground == Theme.standard.separator, "the line between")
        h.control.selectedSegmentTintColor = RGB(200, 0, 0)
        #expect(h.screen[8, 1].style.background == RGB(200, 0, 0))
        h.control.selectedSegmentIndex = 7
        #expect(h.control.selectedSegmentIndex == SegmentedControl.noSegment, "out of range: none")
    }

    @Test func aClickSelectsTheSegmentUnderIt() {
        let h = Harness()
        h.click(10)
        #expect(h.control.selectedSegmentIndex == 1 && h.changes == 1, "the wide title's segment, cells 7–10")
        h.click(11)
        #expect(h.control.selectedSegmentIndex == 1 && h.changes == 1, "the line selects nothing")
        h.click(15)
        #expect(h.control.selectedSegmentIndex == 2 && h.changes == 2)
        h.click(15)
        #expect(h.changes == 2, "no change, nothing sent")
    }

    @Test func arrowsSelectTheSegmentBesideWhileFocused() {
        let h = Harness()
        #expect(h.control.becomeFirstResponder())
        h.window.handle(.key(.right))
        #expect(h.control.selectedSegmentIndex == 0, "from none, the first")
        h.window.handle(.key(.right))
        h.window.handle(.key(.right))
        h.window.handle(.key(.right))
        #expect(h.control.selectedSegmentIndex == 2 && h.changes == 3, "stops at the end")
        h.window.handle(.key(.left))
        #expect(h.control.selectedSegmentIndex == 1 && h.changes == 4)
        #expect(h.screen[2, 1].style.monochrome.contains(.underline), "focused without colour")
    }

    @Test func newItemsKeepTheSelectionOnlyWhileItExists() {
        let h = Harness()
        h.control.selectedSegmentIndex = 2
        h.control.items = ["Day", "週", "Month", "Year"]
        #expect(h.control.selectedSegmentIndex == 2 && h.control.intrinsicContentSize.width == 25)
        h.control.items = ["Day"]
        #expect(h.control.selectedSegmentIndex == SegmentedControl.noSegment && h.changes == 0)
    }

    /// Narrower than its titles, the longest title gives way first, cut with `…` and never in
    /// the middle of a wide character; a click still finds the segment it shows.
    @Test func aNarrowFrameCutsTitlesWithAnEllipsis() {
        let h = Harness()
        h.control.frame = Rect(x: 1, y: 1, width: 15, height: 1)
        #expect(WidgetTesting.rows(of: h.screen)[1] == "  D… │ 週 │ Mo…")
        let wide = SegmentedControl(items: ["週末です", "Day"])
        h.control.removeFromSuperview()
        h.window.rootView.addSubview(wide)
        wide.frame = Rect(x: 1, y: 1, width: 14, height: 1)
        #expect(WidgetTesting.rows(of: h.screen)[1] == "  週末…  │ Day")
        h.click(11)
        #expect(wide.selectedSegmentIndex == 1)
    }

    /// A stack squeezes the text beside it before the segments.
    @Test func itResistsHorizontalCompression() {
        let control = SegmentedControl(items: ["A"])
        #expect(control.contentCompressionResistancePriority(for: .horizontal) == .required)
        #expect(control.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }
}
