import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// The stack view on priorities: who grows, who gives way and in what order, flexibility
/// passed up through nested stacks, and fixed sizes, at exact frames.
@Suite struct StackPriorityTests {
    func laidOut(_ stack: StackView, width: Double, height: Double) -> [Rect] {
        stack.frame = Rect(x: 0, y: 0, width: width, height: height)
        stack.layoutIfNeeded()
        return stack.arrangedSubviews.map(\.frame)
    }

    func widths(_ stack: StackView, _ width: Double) -> [Double] { laidOut(stack, width: width, height: 1).map(\.width) }

    /// The first collapse: a list in a row in a column took 40×0 and the footer 40×20.
    @Test func aListInARowInAColumnTakesTheRoomTheFooterKeepsOneRow() {
        let window = WidgetTesting.window(columns: 40, rows: 20)
        let list = ListView()
        let footer = Label("footer")
        let row = StackView(axis: .horizontal, arrangedSubviews: [list])
        let screen = StackView(axis: .vertical, arrangedSubviews: [row, footer])
        window.setRootViewController(ViewController(name: "home", view: screen))
        let rows = WidgetTesting.rows(of: WidgetTesting.screen(of: window))
        #expect(list.frameInRoot == Rect(x: 0, y: 0, width: 40, height: 19))
        #expect(footer.frameInRoot == Rect(x: 0, y: 19, width: 40, height: 1))
        #expect(rows[19] == "footer")
    }

    /// The second: a column holding a list beside a column of wrapping text split 5/95 by the
    /// text unwrapped. Both columns are flexible in width (the list; the text wraps to what it
    /// gets), so they share the row equally and the text wraps in its half.
    @Test func aListColumnBesideAWrappingTextColumnShareTheRow() {
        let long = Label(String(repeating: "lorem ipsum ", count: 8) + "dolor sit amet")
        long.numberOfLines = 0
        let list = ListView()
        let left = StackView(axis: .vertical, arrangedSubviews: [Label("Inbox"), list])
        let right = StackView(axis: .vertical, arrangedSubviews: [long])
        let row = StackView(axis: .horizontal, arrangedSubviews: [left, right])
        #expect(
            laidOut(row, width: 100, height: 10) == [Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 50, y: 0, width: 50, height: 10)])
        #expect(list.frame == Rect(x: 0, y: 1, width: 50, height: 9))
        #expect(long.lines(forWidth: Int(long.frame.width)).count == 3, "110 cells of text wrapped at 50")
        #expect(row.sizeThatFits(Size(width: 100, height: .infinity)).height == 3, "measured at the width it gets")
    }

    /// A flexible column still claims its label's width: beside a wider flexible view, the
    /// room evens out above what each claims.
    @Test func flexibleViewsEvenOutAboveWhatTheyClaim() {
        let left = StackView(axis: .vertical, arrangedSubviews: [Label("A long title"), ListView()])
        let row = StackView(axis: .horizontal, arrangedSubviews: [left, ListView(), View()])
        #expect(widths(row, 30) == [12, 9, 9], "12 claimed; 18 shared by the two that claim nothing")
        #expect(widths(row, 60) == [20, 20, 20])
    }

    /// A row with a spacer between labels is flexible in width but stays one row tall in a
    /// column: only the body, the last view that hugs least, takes the height left over.
    @Test func aSpacerStretchesAlongItsStackOnly() {
        let header = StackView(arrangedSubviews: [Label("Title"), View(), Label("x")])
        let body = Label("body")
        let column = StackView(axis: .vertical, arrangedSubviews: [header, body])
        #expect(laidOut(column, width: 20, height: 6) == [Rect(x: 0, y: 0, width: 20, height: 1), Rect(x: 0, y: 1, width: 20, height: 5)])
        let nested = StackView(
            axis: .vertical, arrangedSubviews: [StackView(axis: .vertical, arrangedSubviews: [Label("a"), View()]), body])
        #expect(laidOut(nested, width: 20, height: 6).map(\.height) == [5, 1], "a column with a spacer is flexible in height")
    }

    @Test func roomLeftOverGoesToTheViewThatHugsLeastTheLastOfEqualOnes() {
        let a = SizedView(2, 1), b = SizedView(3, 1), c = SizedView(1, 1)
        let row = StackView(arrangedSubviews: [a, b, c])
        #expect(widths(row, 10) == [2, 3, 5], "all hug at .defaultLow: the last")
        a.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        #expect(widths(row, 10) == [6, 3, 1])
        a.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        #expect(widths(row, 10) == [6, 3, 1], "the vertical priority is not asked")
        for view in [a, b, c] { view.setContentHuggingPriority(.required, for: .horizontal) }
        #expect(laidOut(row, width: 10, height: 1).map { [$0.minX, $0.width] } == [[0, 2], [2, 3], [5, 1]], "none grows")
    }

    @Test func theLeastResistantGivesWayFirstThenTheNextAndEqualOnesShare() {
        let a = SizedView(4, 1), b = SizedView(4, 1), c = SizedView(4, 1)
        a.setContentCompressionResistancePriority(.defaultHigh - 50, for: .horizontal)
        let row = StackView(arrangedSubviews: [a, b, c])
        #expect(widths(row, 9) == [1, 4, 4], "a gives way to its last cell")
        #expect(widths(row, 7) == [1, 3, 3], "then b and c share what is left to give")
        #expect(widths(row, 3) == [1, 1, 1])
        #expect(widths(row, 2) == [0, 1, 1], "the last cells in the same order")
        #expect(widths(row, 0) == [0, 0, 0])
    }

    /// Blank room gives way first (the gaps, a spacer), then the long body, and every label
    /// keeps a row: the From line and the buttons stay.
    @Test func textTruncatesBeforeItDisappears() {
        let from = Label("From Tarō"), spacer = View(), buttons = Label("[ Reply ]")
        let body = Label("one\ntwo\nthree\nfour\nfive\nsix")
        body.numberOfLines = 0
        let column = StackView(axis: .vertical, spacing: 1, arrangedSubviews: [from, body, spacer, buttons])
        #expect(laidOut(column, width: 20, height: 12).map(\.minY) == [0, 2, 9, 11], "room for all, the spacer takes 1")
        #expect(laidOut(column, width: 20, height: 8).map(\.height) == [1, 6, 0, 1], "the gaps gave way")
        #expect(
            laidOut(column, width: 20, height: 4) == [
                Rect(x: 0, y: 0, width: 20, height: 1), Rect(x: 0, y: 1, width: 20, height: 2),
                Rect(x: 0, y: 3, width: 20, height: 0), Rect(x: 0, y: 3, width: 20, height: 1),
            ])
        body.frame.origin = .zero
        #expect(WidgetTesting.drawing(of: body) == ["one", "two three four five…"], "cut with …")
        let row = StackView(arrangedSubviews: [Label("Subject"), SizedView(10, 1)])
        #expect(widths(row, 4) == [2, 2], "the label keeps a character and …")
        #expect(WidgetTesting.drawing(of: row.arrangedSubviews[0]) == ["S…"])
        let indented = StackView(arrangedSubviews: [Label(" Inbox"), SizedView(10, 1)])
        #expect(widths(indented, 4) == [3, 1], "the kept indent counts in the minimum")
        #expect(WidgetTesting.drawing(of: indented.arrangedSubviews[0]) == [" I…"])
    }

    @Test func aLowerPriorityLabelKeepsItsRowUntilTheOthersAreAtTheirs() {
        let note = Label("note")
        note.setContentCompressionResistancePriority(.fittingSizeLevel, for: .vertical)
        let column = StackView(axis: .vertical, arrangedSubviews: [note, SizedView(1, 3)])
        #expect(laidOut(column, width: 4, height: 2).map(\.height) == [1, 1])
        #expect(laidOut(column, width: 4, height: 1).map(\.height) == [0, 1])
    }

    /// A fixed size needs no subclass: the stack keeps it, never stretches it, and squeezes
    /// it last.
    @Test func aFixedSizeHoldsWithoutASubclass() {
        let box = View()
        box.fixedWidth = 5
        box.fixedHeight = 2
        let row = StackView(arrangedSubviews: [box, View()])
        row.alignment = .center
        #expect(laidOut(row, width: 20, height: 6) == [Rect(x: 0, y: 2, width: 5, height: 2), Rect(x: 5, y: 0, width: 15, height: 6)])
        #expect(row.intrinsicContentSize == Size(width: 5, height: 2))
        let squeezed = StackView(arrangedSubviews: [box, SizedView(4, 1)])
        #expect(widths(squeezed, 6) == [5, 1])
        #expect(widths(squeezed, 4) == [4, 0], "only when nothing else can give")
        let alone = StackView(arrangedSubviews: [box])
        #expect(laidOut(alone, width: 9, height: 2).map(\.width) == [5], "the room stays blank")
    }
}
