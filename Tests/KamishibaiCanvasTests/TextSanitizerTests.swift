import KamishibaiCanvas
import Testing

@Suite struct TextSanitizerTests {
    @Test func controlCharactersNeverSurvive() {
        let hostile = "a\u{1B}[2Jb\u{07}c\u{9B}31md\u{7F}\r\n\u{0}"
        let safe = TextSanitizer.sanitize(hostile)
        #expect(!safe.unicodeScalars.contains(where: TextSanitizer.isControl))
        #expect(safe.hasPrefix("a\u{FFFD}[2Jb\u{FFFD}c\u{FFFD}31md\u{FFFD}"))
    }

    @Test func tabsBecomeSpacesAndTextIsOtherwiseKept() {
        #expect(TextSanitizer.sanitize("a\tb") == "a b")
        #expect(TextSanitizer.sanitize("紙芝居 — ōkami") == "紙芝居 — ōkami")
    }

    @Test func canvasSanitisesEverythingWritten() {
        var canvas = Canvas(columns: 6, rows: 1, fill: plain)
        canvas.write("\u{1B}]0;x\u{07}", x: 0, y: 0, style: plain)
        canvas.put("\u{1B}", x: 5, y: 0, style: plain)
        for x in 0..<6 {
            #expect(!canvas[x, 0].grapheme.unicodeScalars.contains(where: TextSanitizer.isControl))
        }
        #expect(canvas.text == "\u{FFFD}]0;x\u{FFFD}")
    }
}
