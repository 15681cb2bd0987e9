import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiUI
import Testing

/// A box around a view and separator lines: their sizes in a stack, their layout and drawing.
@Suite struct BoxAndSeparatorTests {
    @Test func aSeparatorIsOneCellAcrossAndHugsThatWay() {
        let line = SeparatorView()
        #expect(line.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 1))
        #expect(line.contentHuggingPriority(for: .vertical) == .required && line.contentHuggingPriority(for: .horizontal) == .defaultLow)
        let column = SeparatorView(.vertical)
        #expect(column.intrinsicContentSize == Size(width: 1, height: View.noIntrinsicMetric))
        #expect(column.contentHuggingPriority(for: .horizontal) == .required)
        line.frame = Rect(x: 0, y: 0, width: 4, height: 1)
        #expect(WidgetTesting.drawing(of: line) == ["────"])
        column.frame = Rect(x: 0, y: 0, width: 1, height: 2)
        #expect(WidgetTesting.drawing(of: column) == ["│", "│"])
    }

    @Test func aSeparatorBetweenTwoLabelsInAStackTakesOneRow() {
        let top = Label("top"), line = SeparatorView(), bottom = Label("bottom")
        let stack = StackView(axis: .vertical, arrangedSubviews: [top, line, bottom])
        stack.frame = Rect(x: 0, y: 0, width: 10, height: 3)
        stack.layoutIfNeeded()
        #expect(line.frame == Rect(x: 0, y: 1, width: 10, height: 1))
        #expect(WidgetTesting.drawing(of: stack) == ["top", "──────────", "bottom"])
    }

    @Test func aBoxInsetsItsContentAndSizesToIt() {
        let box = BoxView(Label("日本 hi"), title: "From")
        #expect(box.intrinsicContentSize == Size(width: 9, height: 3), "the label's 7 columns, 1 row, and the border")
        box.contentInsets = Insets(left: 1, right: 1)
        #expect(box.intrinsicContentSize == Size(width: 11, height: 3))
        box.frame = Rect(x: 0, y: 0, width: 11, height: 3)
        box.layoutIfNeeded()
        #expect(box.contentView.frame == Rect(x: 2, y: 1, width: 7, height: 1))
        #expect(WidgetTesting.drawing(of: box) == ["╭─ From ──╮", "│ 日本 hi │", "╰─────────╯"])
    }

    @Test func aLongTitleIsCutAndTheBorderIsInTheSeparatorColour() {
        let box = BoxView(View(), title: "A very long title")
        box.frame = Rect(x: 0, y: 0, width: 12, height: 3)
        let drawn = WidgetTesting.drawing(of: box)
        #expect(drawn[0] == "╭─ A ver… ─╮")
        var context = DrawContext(canvas: Canvas(columns: 12, rows: 3, fill: Style(foreground: .white, background: RGB(9, 9, 9))))
        box.render(in: &context)
        #expect(context.canvas[0, 1].style.foreground == Theme.standard.separator && context.canvas[0, 1].style.background == RGB(9, 9, 9))
    }
}
