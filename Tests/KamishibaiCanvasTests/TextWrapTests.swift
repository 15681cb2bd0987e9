import KamishibaiCanvas
import Testing

@Suite struct TextWrapTests {
    @Test func wrapsAtSpacesAndMidWordWhenAWordAloneIsTooLong() {
        #expect(TextWrap.lines("the quick brown fox", width: 9) == ["the quick", "brown fox"])
        #expect(TextWrap.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWrap.lines("a verylongword", width: 5) == ["a", "veryl", "ongwo", "rd"])
    }

    @Test func aLineKeepsTheSpacesTheTextHasAndABreakDropsThem() {
        #expect(TextWrap.lines("From: X  ·  r", width: 40) == ["From: X  ·  r"])
        #expect(TextWrap.lines("a   b", width: 9) == ["a   b"])
        #expect(TextWrap.lines("ab   cd  ef", width: 8) == ["ab   cd", "ef"], "the run at the break goes")
        #expect(TextWrap.lines("ab      cd", width: 5) == ["ab", "cd"], "a run too long for the line breaks it")
        #expect(TextWrap.lines("a b  ", width: 9) == ["a b"], "none after the last word")
    }

    @Test func aParagraphKeepsItsIndentWhereItsFirstWordFits() {
        #expect(TextWrap.lines("  indented", width: 20) == ["  indented"])
        #expect(TextWrap.lines("a\n  b c", width: 3) == ["a", "  b", "c"])
        #expect(TextWrap.lines("    abc", width: 5) == ["abc"], "no room for the indent and the word: it goes")
    }

    @Test func emptyTextHasNoLinesAndNoWidthHasNone() {
        #expect(TextWrap.lines("", width: 5) == [])
        #expect(TextWrap.lines("   ", width: 5) == [])
        #expect(TextWrap.lines("abc", width: 0) == [])
    }

    @Test func wideCharactersAreNeverSplit() {
        #expect(TextWrap.lines("日本語の文章です", width: 5) == ["日本", "語の", "文章", "です"])
        #expect(TextWrap.lines("ab 😀😀", width: 3) == ["ab", "😀", "😀"])
        #expect(TextWrap.lines("日", width: 1) == ["日"], "a lone wide character too wide for the line stays whole")
    }

    @Test func aLineBreakEndsALineAndABlankLineStaysBlank() {
        #expect(TextWrap.lines("Dear Tarō,\n\nThe cards are ready.", width: 12) == ["Dear Tarō,", "", "The cards", "are ready."])
        #expect(TextWrap.lines("a\n\nb", width: 5) == ["a", "", "b"])
        #expect(TextWrap.lines("\nb", width: 5) == ["", "b"])
        #expect(TextWrap.lines("a \n b", width: 5) == ["a", " b"])
    }

    @Test func aBreakAtTheEndOnlyEndsTheLastLine() {
        #expect(TextWrap.lines("a\n", width: 5) == ["a"])
        #expect(TextWrap.lines("a\n\n", width: 5) == ["a", ""])
        #expect(TextWrap.lines("\n", width: 5) == [""])
    }

    @Test func everyKindOfLineBreakBreaks() {
        #expect(TextWrap.lines("one two\r\nthree", width: 3) == ["one", "two", "thr", "ee"])
        #expect(TextWrap.lines("x\ry\u{2028}z\u{2029}w", width: 3) == ["x", "y", "z", "w"])
    }

    @Test func noLineHoldsABreakOrPassesTheWidth() {
        let text = "Momotarō 桃太郎\n\nAn old couple find a peach 🍑 drifting down the river;\r\ninside is a boy.\n"
        for width in 2...30 {
            for line in TextWrap.lines(text, width: width) {
                #expect(!line.contains { $0.isNewline })
                #expect(CharacterWidth.of(line) <= width, "\(line) at \(width)")
            }
        }
    }
}
