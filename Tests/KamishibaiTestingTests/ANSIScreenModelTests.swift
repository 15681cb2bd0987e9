import KamishibaiCanvas
import KamishibaiTesting
import Testing

/// The screen model reading what tmux's `capture-pane -p -e` prints.
@Suite struct ANSIScreenModelTests {
    @Test func aCapturesLinesAreRowsAndThePenCarriesOver() {
        let capture = "\u{1B}[1m\u{1B}[38;5;1mab\u{1B}[0m c\n\u{1B}[44m紙 \u{1B}[49mz\n"
        let model = ANSIScreenModel(capture: capture, columns: 6)
        #expect(model.rows == 3 && model.unknownSequences.isEmpty)
        #expect(model[0, 0] == ANSIScreenModel.Cell(glyph: "a", pen: .init(foreground: "1", attributes: .bold)))
        #expect(model[3, 0].glyph == "c" && model[3, 0].pen == .init())
        #expect(model[0, 1].glyph == "紙" && model[1, 1].glyph == "" && model[2, 1].pen.background == "4")
        #expect(model[3, 1] == ANSIScreenModel.Cell(glyph: "z"))
        #expect(model.lines.count == 3 && model.lines.allSatisfy { $0.count == 6 })
    }

    @Test func aBlankLooksLikeItsBackgroundOnlyUnlessReversed() {
        let blank = ANSIScreenModel.Cell(glyph: " ", pen: .init(foreground: "7", background: "4", attributes: .underline))
        #expect(blank.look == ANSIScreenModel.Cell(glyph: " ", pen: .init(background: "4")))
        let reversed = ANSIScreenModel.Cell(glyph: " ", pen: .init(foreground: "7", attributes: .reverse))
        #expect(reversed.look == reversed)
        let letter = ANSIScreenModel.Cell(glyph: "x", pen: .init(foreground: "7"))
        #expect(letter.look == letter)
    }

    @Test func the16ColoursAndTheirPaletteIndicesLookTheSame() {
        let sgr = ANSIScreenModel(capture: "\u{1B}[31;102mx", columns: 2)
        let indexed = ANSIScreenModel(capture: "\u{1B}[38;5;1;48;5;10mx", columns: 2)
        #expect(sgr[0, 0] == indexed[0, 0])
    }
}
