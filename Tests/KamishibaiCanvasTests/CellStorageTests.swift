import KamishibaiCanvas
import Testing

@Suite struct CellStorageTests {
    @Test func graphemesRoundTripThroughInlineStorage() {
        for text in ["a", "紙", "é", "e\u{301}", "🎴", " "] {
            #expect(Cell(text, style: plain).grapheme == text)
        }
        #expect(Cell("", style: plain).isContinuation)
        #expect(!Cell("x", style: plain).isContinuation)
    }

    @Test func longCombiningSequencesKeepTheirFirstFourScalars() {
        let cell = Cell("a\u{301}\u{302}\u{303}\u{304}\u{305}", style: plain)
        #expect(cell.grapheme.unicodeScalars.count == 4)
    }

    /// Found by the text fuzzer: cut to its first four scalars, a long grapheme ending in the
    /// emoji presentation selector lost it and with it its second cell, while the canvas still
    /// drew a continuation after it.
    @Test func aLongGraphemeKeepsItsPresentationSelectorAndSoItsWidth() {
        let grapheme: Character = "b\u{300}\u{300}\u{300}\u{FE0F}"
        let cell = Cell(String(grapheme), style: plain)
        #expect(cell.grapheme.unicodeScalars.map(\.value) == [0x62, 0x300, 0x300, 0xFE0F])
        #expect(CharacterWidth.of(cell.grapheme) == CharacterWidth.of(grapheme))
    }

    @Test func equalityIsByGraphemeAndStyle() {
        #expect(Cell("x", style: plain) == Cell("x" as Unicode.Scalar, style: plain))
        #expect(Cell("x", style: plain) != Cell("x", style: red))
        #expect(Cell("x", style: plain) != Cell("y", style: plain))
    }

    @Test func resetBlanksAndKeepsOrChangesTheSize() {
        var canvas = Canvas(columns: 3, rows: 1, fill: plain)
        canvas.write("abc", x: 0, y: 0, style: red)
        canvas.clip = CellRect(x: 0, y: 0, width: 1, height: 1)
        canvas.reset(columns: 3, rows: 1, fill: plain)
        #expect(canvas.text == "   ")
        #expect(canvas[0, 0].style == plain)
        #expect(canvas.clip == canvas.bounds, "the clip is reset too")
        canvas.reset(columns: 2, rows: 2, fill: plain)
        #expect(canvas.text == "  \n  ")
    }

    @Test func fillKeepsWideCharactersWholeAtItsEdges() {
        var canvas = Canvas(columns: 6, rows: 1, fill: plain)
        canvas.write("紙芝居", x: 0, y: 0, style: plain)
        canvas.fill(CellRect(x: 1, y: 0, width: 2, height: 1), with: "-", style: plain)
        #expect(canvas.text == " -- 居", "紙 and 芝, each cut by the fill, become blanks")
        #expect(!canvas[3, 0].isContinuation)
    }
}
