import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiUI
import Testing

@Suite struct LabelTests {
    func label(_ text: String, lines: Int = 0, mode: LineBreakMode = .byTruncatingTail) -> Label {
        let label = Label(text)
        label.numberOfLines = lines
        label.lineBreakMode = mode
        return label
    }

    @Test func wrapsByWordsOverAsManyLinesAsItNeeds() {
        #expect(label("the quick brown fox jumps").lines(forWidth: 10) == ["the quick", "brown fox", "jumps"])
    }

    @Test func theLastLineTakesTheRestCutByTheMode() {
        let text = "the quick brown fox jumps"
        #expect(label(text, lines: 2, mode: .byWordWrapping).lines(forWidth: 10) == ["the quick", "brown fox"])
        #expect(label(text, lines: 2, mode: .byTruncatingTail).lines(forWidth: 10) == ["the quick", "brown fox…"])
        #expect(label(text, lines: 2, mode: .byTruncatingHead).lines(forWidth: 10) == ["the quick", "…fox jumps"])
        #expect(label(text, lines: 2, mode: .byTruncatingMiddle).lines(forWidth: 10) == ["the quick", "brown…umps"])
        #expect(label(text, lines: 1, mode: .byTruncatingMiddle).lines(forWidth: 9) == ["the …umps"])
        #expect(label("abcdef", lines: 1).lines(forWidth: 6) == ["abcdef"], "what fits is not cut")
        var canvas = Canvas(columns: 10, rows: 1, fill: WidgetTesting.plain)
        canvas.write(text, x: 0, y: 0, style: WidgetTesting.plain, maxWidth: 10)
        #expect(label(text, lines: 1).lines(forWidth: 10) == [canvas.line(0)], "cut as Canvas.write cuts")
    }

    @Test func oneLineByDefaultWithTheLineBreaksAsSpaces() {
        let label = Label("Hello\nWorld, again")
        #expect(label.lines(forWidth: 10) == ["Hello Wor…"])
        #expect(label.lines(forWidth: 20) == ["Hello World, again"])
        #expect(label.intrinsicContentSize == Size(width: 18, height: 1))
    }

    @Test func runsOfSpacesStayOnALineAndOnTheCutOne() {
        let hint = Label("From: X  ·  r reply  ·  a attachment")
        #expect(hint.lines(forWidth: 40) == ["From: X  ·  r reply  ·  a attachment"])
        #expect(hint.lines(forWidth: 20) == ["From: X  ·  r reply…"])
        #expect(hint.intrinsicContentSize == Size(width: 36, height: 1))
        #expect(label("a  b\n  c  d", lines: 1).lines(forWidth: 20) == ["a  b c  d"], "a line break and its indent: one space")
        #expect(label("ab  cd  ef  gh", lines: 2).lines(forWidth: 7) == ["ab  cd", "ef  gh"])
        #expect(label("ab  cd  ef  gh  ij", lines: 2).lines(forWidth: 7) == ["ab  cd", "ef  gh…"])
    }

    /// The bug: the indent stayed at width 30 but went when the line was cut.
    @Test func aCutLineKeepsItsIndentAsTheWholeOneDoes() {
        let title = Label(" Inbox — 30 messages")
        #expect(title.lines(forWidth: 30) == [" Inbox — 30 messages"])
        #expect(title.lines(forWidth: 10) == [" Inbox — …"])
        #expect(label("  two\nlines", lines: 1).lines(forWidth: 6) == ["  two…"])
        #expect(label("  one two three", lines: 2).lines(forWidth: 8) == ["  one", "two thr…"], "a later line has no indent")
    }

    @Test func aBlankLineStaysBlank() {
        let letter = label("Dear Tarō,\n\nThe cards are ready.")
        #expect(letter.lines(forWidth: 20) == ["Dear Tarō,", "", "The cards are ready."])
        #expect(letter.intrinsicContentSize == Size(width: 20, height: 3))
        #expect(label("a\n\nb c d", lines: 2).lines(forWidth: 5) == ["a", "b c d"], "the rest, on the last line")
    }

    @Test func wideCharactersAreNeverSplitNorCut() {
        let text = label("日本語の文章です", lines: 2)
        #expect(text.lines(forWidth: 7) == ["日本語", "の文章…"])
        #expect(label("日本語の文章です", lines: 1, mode: .byTruncatingHead).lines(forWidth: 6) == ["…です"])
        #expect(label("🍑 peach", lines: 1).lines(forWidth: 4) == ["🍑 …"])
        #expect(label("a🍑b", lines: 1).lines(forWidth: 2) == ["a…"], "a wide character that would be cut is left out")
        #expect(text.intrinsicContentSize == Size(width: 16, height: 1))
    }

    @Test func sizesByItsTextUnwrappedOrWrappedToAWidth() {
        let text = label("ab\ncdef")
        #expect(text.intrinsicContentSize == Size(width: 4, height: 2))
        text.numberOfLines = 1
        #expect(text.intrinsicContentSize == Size(width: 7, height: 1))
        #expect(label("aaa bbb").sizeThatFits(Size(width: 3, height: .infinity)) == Size(width: 3, height: 2))
        #expect(label("aaa bbb", lines: 1).sizeThatFits(Size(width: 5, height: 1)) == Size(width: 5, height: 1), "aaa …")
        #expect(Label().intrinsicContentSize == .zero)
    }

    @Test func controlCharactersNeverReachTheCanvas() {
        let hostile = label("a\u{1B}[2Jb\tc\u{7}")
        #expect(hostile.lines(forWidth: 20) == ["a\u{FFFD}[2Jb c\u{FFFD}"])
        hostile.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        #expect(WidgetTesting.drawing(of: hostile) == ["a\u{FFFD}[2Jb c\u{FFFD}"])
    }

    @Test func drawsEachLineAlignedAndTheBlockCentredVertically() {
        let text = label("one two\nthree")
        text.frame = Rect(x: 0, y: 0, width: 9, height: 4)
        #expect(WidgetTesting.drawing(of: text) == ["", "one two", "three", ""])
        text.textAlignment = .center
        #expect(WidgetTesting.drawing(of: text) == ["", " one two", "  three", ""])
        text.textAlignment = .right
        #expect(WidgetTesting.drawing(of: text) == ["", "  one two", "    three", ""])
    }

    @Test func aFrameTooShortCutsTheLastLineItHasRoomFor() {
        let text = label("the quick brown fox jumps")
        text.frame = Rect(x: 0, y: 0, width: 10, height: 2)
        #expect(WidgetTesting.drawing(of: text) == ["the quick", "brown fox…"])
    }

    @Test func drawsAtItsPlaceInTheWindowInItsStyle() {
        let window = WidgetTesting.window(columns: 12, rows: 3)
        let text = Label("日本 ok")
        text.style = TextStyle(foreground: .black, background: .white)
        text.frame = Rect(x: 3, y: 1, width: 8, height: 1)
        window.rootView.addSubview(text)
        let screen = WidgetTesting.screen(of: window)
        #expect(WidgetTesting.rows(of: screen) == ["", "   日本 ok", ""])
        let drawn = Style(foreground: .black, background: .white)
        #expect(screen[3, 1].style == drawn && screen[9, 1].style == drawn)
        #expect(screen[2, 1].style == WidgetTesting.plain && screen[10, 1].style == WidgetTesting.plain)
    }
}
