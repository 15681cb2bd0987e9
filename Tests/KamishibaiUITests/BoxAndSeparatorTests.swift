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

    /// A vertical line between labels leaves its row one row tall: beside a list, the list
    /// keeps every other row (the line used to make the row flexible and take half).
    @Test func aVerticalSeparatorDoesNotStretchItsRow() {
        let line = SeparatorView(.vertical)
        let row = StackView(axis: .horizontal, arrangedSubviews: [Label("a"), line, Label("b")])
        let list = ListView()
        let column = StackView(axis: .vertical, arrangedSubviews: [row, list])
        column.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        column.layoutIfNeeded()
        #expect(row.frame == Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(line.frame.height == 1)
        #expect(list.frame == Rect(x: 0, y: 1, width: 10, height: 9))
    }

    /// A box passes its content's flexibility, minimum and wrapped height on: a boxed wrapping
    /// label shares a row as the bare one does, is as tall as its wrapped text plus the
    /// border, and a boxed list stretches.
    @Test func aBoxPassesItsContentsSizingOn() {
        func text() -> Label {
            let label = Label(String(repeating: "lorem ipsum ", count: 8) + "dolor sit amet")
            label.numberOfLines = 0
            return label
        }
        func split(_ right: View) -> [Double] {
            let left = StackView(axis: .vertical, arrangedSubviews: [Label("Inbox"), ListView()])
            let row = StackView(axis: .horizontal, arrangedSubviews: [left, right])
            row.frame = Rect(x: 0, y: 0, width: 100, height: 20)
            row.layoutIfNeeded()
            return [left.frame.width, right.frame.width]
        }
        #expect(split(text()) == [50, 50])
        let box = BoxView(text())
        #expect(split(box) == [50, 50], "it claimed the text unwrapped")
        let wrapped = text().sizeThatFits(Size(width: 48, height: .infinity)).height
        #expect(box.sizeThatFits(Size(width: 50, height: .infinity)).height == 2 + wrapped)
        let boxedList = BoxView(ListView())
        let column = StackView(axis: .vertical, arrangedSubviews: [Label("top"), boxedList])
        column.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        column.layoutIfNeeded()
        #expect(boxedList.frame == Rect(x: 0, y: 1, width: 10, height: 9))
        let squeezed = StackView(arrangedSubviews: [BoxView(Label("Subject")), SizedView(10, 1)])
        squeezed.frame = Rect(x: 0, y: 0, width: 5, height: 3)
        squeezed.layoutIfNeeded()
        #expect(squeezed.arrangedSubviews.map(\.frame.width) == [4, 1], "a character, …, and the border")
    }

    /// A box sizes around its content's fixed width and height, as a stack does.
    @Test func aBoxSizesAroundItsContentsFixedSize() {
        let label = Label("a long label")
        label.fixedWidth = 5
        let box = BoxView(label)
        #expect(box.intrinsicContentSize == Size(width: 7, height: 3))
        #expect(box.sizeThatFits(Size(width: 40, height: .infinity)) == Size(width: 7, height: 3))
    }
}
