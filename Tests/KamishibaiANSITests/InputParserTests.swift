import KamishibaiTerminal
import Testing

@testable import KamishibaiANSI

@Suite struct InputParserTests {
    func parse(_ text: String) -> [InputEvent] {
        var parser = InputParser()
        return parser.feed(Array(text.utf8)) + parser.flush()
    }

    @Test func printableAndControlKeys() {
        #expect(parse("aZ ") == [.key(.character("a")), .key(.character("Z")), .key(.character(" "))])
        #expect(parse("\r\t\u{7F}\u{3}") == [.key(.enter), .key(.tab), .key(.backspace), .key(.control("c"))])
    }

    @Test func utf8Characters() {
        #expect(parse("ō紙🎴") == [.key(.character("ō")), .key(.character("紙")), .key(.character("🎴"))])
    }

    @Test func cursorAndEditingKeys() {
        #expect(parse("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.key(.up), .key(.down), .key(.right), .key(.left)])
        #expect(parse("\u{1B}OA\u{1B}OH\u{1B}OF") == [.key(.up), .key(.home), .key(.end)])
        #expect(
            parse("\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~\u{1B}[H\u{1B}[F\u{1B}[Z")
                == [.key(.pageUp), .key(.pageDown), .key(.home), .key(.end), .key(.home), .key(.end), .key(.backTab)])
        #expect(parse("\u{1B}[1;5A") == [.key(.modified(.up, .control))], "with its modifiers (ModifiedKeysTests)")
        #expect(parse("\u{1B}OP\u{1B}[15~") == [.key(.function(1)), .key(.function(5))])
    }

    /// The Menu key as xterm and rxvt send it, kitty's private-use number for it, and
    /// Shift-F10 (legacy, kitty's press and rxvt's F20): all open a context menu; a plain or
    /// Ctrl-F10 stays F10 (with Ctrl), and a released Shift-F10 is a released Menu.
    @Test func menuKeyAndShiftF10() {
        #expect(parse("\u{1B}[29~\u{1B}[57363u") == [.key(.menu), .key(.menu)])
        #expect(parse("\u{1B}[21;2~\u{1B}[21;2:1~\u{1B}[34~") == [.key(.menu), .key(.menu), .key(.menu)])
        #expect(parse("\u{1B}[21~\u{1B}[21;5~") == [.key(.function(10)), .key(.modified(.function(10), .control))])
        #expect(parse("\u{1B}[21;2:3~") == [.keyReleased(.menu)])
    }

    @Test func focusReports() {
        #expect(parse("\u{1B}[O\u{1B}[Ia") == [.focus(gained: false), .focus(gained: true), .key(.character("a"))])
        #expect(parse("\u{1B}[2O") == [], "with parameters it is no focus report")
    }

    @Test func aLoneEscapeIsTheEscapeKeyOnlyAfterThePause() {
        var parser = InputParser()
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.hasPending)
        #expect(parser.flush() == [.key(.escape)])
        #expect(parse("\u{1B}\u{1B}") == [.key(.escape), .key(.escape)])
    }

    @Test func sequencesSplitAcrossReadsAreJoined() {
        var parser = InputParser()
        let bytes = Array("\u{1B}[<0;10;5M紙".utf8)
        var events: [InputEvent] = []
        for byte in bytes { events += parser.feed([byte]) }
        #expect(events == [.mouse(MouseEvent(.press(.left), column: 9, row: 4)), .key(.character("紙"))])
    }

    @Test func sgrMouseReports() {
        let events = parse("\u{1B}[<0;10;5M\u{1B}[<32;11;6M\u{1B}[<0;12;7m\u{1B}[<64;1;1M\u{1B}[<65;1;1M\u{1B}[<35;3;3M")
        #expect(
            events == [
                .mouse(MouseEvent(.press(.left), column: 9, row: 4)),
                .mouse(MouseEvent(.drag(.left), column: 10, row: 5)),
                .mouse(MouseEvent(.release(.left), column: 11, row: 6)),
                .mouse(MouseEvent(.scrollUp, column: 0, row: 0)),
                .mouse(MouseEvent(.scrollDown, column: 0, row: 0)),
                .mouse(MouseEvent(.move, column: 2, row: 2)),
            ])
    }

    @Test func x10MouseReports() {
        // Press left at (1, 1), then release (button bits 3) — 0-based (0, 0).
        let events = parse("\u{1B}[M !!\u{1B}[M#!!")
        #expect(events == [.mouse(MouseEvent(.press(.left), column: 0, row: 0)), .mouse(MouseEvent(.release(.left), column: 0, row: 0))])
    }

    @Test func garbageIsDroppedWithoutCrashing() {
        var parser = InputParser()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let bytes = (0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let events = parser.feed(bytes) + parser.flush()
            for case .key(.character(let c)) in events {
                #expect(!c.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            }
        }
        // Unknown and malformed sequences, a stray continuation byte, a cut-off lead byte.
        var one = InputParser()
        let bytes = Array("\u{1B}[999999999999;1;1;1;1q\u{1B}[<;;M".utf8) + [0xFF, 0xC3, 0x78]
        #expect(one.feed(bytes) + one.flush() == [.key(.character("x"))])
    }

    /// Feeds `bytes` in reads of `size` bytes, then flushes.
    func parse(_ bytes: [UInt8], inReadsOf size: Int) -> [InputEvent] {
        var parser = InputParser()
        var events: [InputEvent] = []
        var start = 0
        while start < bytes.count {
            events += parser.feed(bytes[start..<min(bytes.count, start + size)])
            start += size
        }
        return events + parser.flush()
    }

    /// A CSI sequence with thousands of parameters is skipped whole however the reads split
    /// it: none of its digits become keys, and it is never stored.
    @Test(arguments: [1, 7, 33, 100, 10_000])
    func aHugeCSISequenceIsSkippedWholeWhateverTheReads(size: Int) {
        let huge = "\u{1B}[" + (1...3_000).map(String.init).joined(separator: ";") + "q"
        let limit = InputEvent.limited(.sequence(bytes: InputParser.maximumParameterBytes + 3))
        #expect(parse(Array((huge + "x").utf8), inReadsOf: size) == [limit, .key(.character("x"))])
    }

    /// OSC, DCS and APC strings (a terminal's replies, titles, graphics) end at BEL or ST and
    /// become nothing; what follows them is read as usual.
    @Test(arguments: [1, 3, 1_000])
    func controlStringsBecomeNothing(size: Int) {
        let strings = "\u{1B}]11;rgb:0000/0000/0000\u{7}a\u{1B}P1$r0m\u{1B}\\b\u{1B}_Gi=1;OK\u{1B}\\c\u{1B}]0;title\u{1B}[A"
        #expect(
            parse(Array(strings.utf8), inReadsOf: size) == [
                .key(.character("a")), .key(.character("b")), .key(.character("c")), .key(.up),
            ])
    }

    /// A control string whose end never comes ends at the pause, like a lone Escape.
    @Test func anUnterminatedControlStringEndsAtThePause() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}]0;no end".utf8)) == [])
        #expect(parser.hasPending && parser.isInControlString)
        #expect(parser.flush() == [.limited(.sequence(bytes: 8))])
        #expect(parser.feed(Array("z".utf8)) == [.key(.character("z"))])
    }

    /// However fast its bytes come, a control string ends at its size limit, and Ctrl-C
    /// ends it at once.
    @Test func aControlStringEndsAtItsLimitOrAtCtrlC() {
        var parser = InputParser()
        let body = [UInt8](repeating: UInt8(ascii: "a"), count: InputParser.maximumControlStringBytes - 2)
        let events = parser.feed(Array("\u{1B}]0;".utf8) + body + Array("z".utf8))
        #expect(events == [.limited(.sequence(bytes: InputParser.maximumControlStringBytes)), .key(.character("z"))])
        #expect(parser.feed(Array("\u{1B}]0;title\u{03}".utf8)) == [.key(.control("c"))])
    }
}

@Suite struct BracketedPasteTests {
    func parse(_ chunks: [String], flush: Bool = false) -> [InputEvent] {
        var parser = InputParser()
        var events = chunks.flatMap { parser.feed(Array($0.utf8)) }
        if flush { events += parser.flush() }
        return events
    }

    @Test func aPasteIsTextNotKeysWhateverItHolds() {
        let events = parse(["a\u{1B}[200~q\u{1B}x\u{02}ō\r\nend\u{1B}[201~b"])
        #expect(events == [.key(.character("a")), .paste("qxō end"), .key(.character("b"))])
    }

    /// Line breaks (CR, LF, CR LF) and tabs become spaces whether or not other controls are
    /// there to leave out (two paths: on the bytes, and scalar by scalar).
    @Test(arguments: ["", "\u{1}", "\u{85}", "\u{7F}"])
    func breaksAndTabsAreSpacesEitherWay(control: String) {
        let text = InputParser.pasteText(Array("a\r\nb\tc\rd\ne\(control)ō紙\u{85}".utf8).dropLast(2) + [0xFF])
        #expect(text == "a b c d eō紙\u{FFFD}")
    }

    /// Terminals leave control characters out of what they paste: a Ctrl-C was typed, and
    /// it is never swallowed.
    @Test func ctrlCEndsAPaste() {
        let events = parse(["\u{1B}[200~half\u{1B}[2", "\u{03}j"])
        #expect(events == [.paste("half[2"), .key(.control("c")), .key(.character("j"))])
    }

    @Test func aPasteTooLongForTheParserSaysWhatItDropped() {
        var parser = InputParser()
        let body = [UInt8](repeating: UInt8(ascii: "x"), count: InputParser.maximumPasteBytes + 7)
        let events = parser.feed(Array("\u{1B}[200~".utf8) + body + Array("\u{1B}[201~".utf8))
        #expect(events.first == .limited(.paste(bytes: 7)))
        #expect(events.count == 2)
    }

    @Test func splitAnywhereItIsTheSamePaste() {
        let whole = "\u{1B}[200~line one\tand \u{1B}[20 not the end\u{1B}[201~"
        let bytes = Array(whole.utf8)
        for cut in 1..<bytes.count {
            var parser = InputParser()
            let events = parser.feed(bytes[..<cut]) + parser.feed(bytes[cut...])
            #expect(events == [.paste("line one and [20 not the end")], "cut at \(cut)")
        }
    }

    @Test func aLostEndStillEndsAsAPasteAtTheNextPause() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[200~half a pas".utf8)) == [])
        #expect(parser.isInPaste && parser.hasPending)
        #expect(parser.flush() == [.paste("half a pas")])
        #expect(!parser.hasPending)
        #expect(parser.feed(Array("q".utf8)) == [.key(.character("q"))], "keys again after it")
    }

    @Test func aHugePasteKeepsItsBeginningAndStillFindsItsEnd() {
        var parser = InputParser()
        let body = [UInt8](repeating: UInt8(ascii: "x"), count: InputParser.maximumPasteBytes + 5_000)
        let events = parser.feed(Array("\u{1B}[200~".utf8) + body + Array("\u{1B}[201~k".utf8))
        #expect(events.count == 3)
        #expect(events.first == .limited(.paste(bytes: 5_000)))
        if case .paste(let text) = events[1] { #expect(text.utf8.count == InputParser.maximumPasteBytes) }
        #expect(events.last == .key(.character("k")))
    }
}
