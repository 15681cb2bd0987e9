import KamishibaiANSI
import KamishibaiTerminal
import Testing

/// Sorting a terminal's output into SGR, text, cursor moves and the rest.
@Suite struct OutputAnatomyTests {
    @Test func eachKindIsCountedByTheByte() {
        let bytes = Array("\u{1B}[38;5;1mab\u{1B}[2;4Hé\u{1B}[?25l\u{1B}(B\r\u{1B}[0m".utf8)
        let anatomy = OutputAnatomy(of: bytes)
        #expect(anatomy.sgr == 9 + 4 && anatomy.sgrSequences == 2)
        #expect(anatomy.text == 2 + 2, "é is two bytes")
        #expect(anatomy.cursor == 6)
        #expect(anatomy.other == 6 + 3 + 1, "a mode, a charset designation, a carriage return")
        #expect(anatomy.total == bytes.count)
        #expect(anatomy.summary == "SGR 39 % (2 sequences), text 12 %, cursor 18 %, other 30 %", "of 33 bytes")
    }

    @Test func aSequenceCutOffAtTheEndIsOther() {
        let anatomy = OutputAnatomy(of: Array("x\u{1B}[38;5".utf8))
        #expect(anatomy.text == 1 && anatomy.other == 6 && anatomy.total == 7)
        #expect(OutputAnatomy(of: []).summary.hasPrefix("SGR 0 %"))
    }
}
