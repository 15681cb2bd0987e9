import KamishibaiTerminal
import Testing

@testable import KamishibaiANSI

/// Answers to the program's queries: read apart from events, never as keys.
@Suite("Terminal replies")
struct TerminalReplyTests {
    @Test func deviceAttributesAndModeReportsAreRepliesNotKeys() {
        var parser = InputParser()
        let events = parser.feed(Array("a\u{1B}[?62;22cb\u{1B}[?2026;2$y\u{1B}[?1;2c\u{1B}[?2004;0$yc".utf8))
        #expect(events == [.key(.character("a")), .key(.character("b")), .key(.character("c"))])
        #expect(
            parser.takeReplies() == [
                .attributeList([62, 22]), .deviceAttributes, .mode(2026, .reset), .attributeList([1, 2]), .deviceAttributes,
                .mode(2004, .notRecognized),
            ])
        #expect(parser.takeReplies().isEmpty)
    }

    @Test func aReplySplitAcrossReadsIsStillOne() {
        var parser = InputParser()
        var events: [InputEvent] = []
        for byte in "\u{1B}[?2026;1$y\u{1B}[?6c".utf8 { events += parser.feed([byte]) }
        #expect(events.isEmpty)
        #expect(parser.takeReplies() == [.mode(2026, .set), .attributeList([6]), .deviceAttributes])
    }

    @Test func anAnswerCutOffByThePauseIsNeitherKeysNorEscape() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[?62;2".utf8)).isEmpty)
        #expect(parser.flush() == [.limited(.sequence(bytes: 7))])
        #expect(parser.feed(Array("c".utf8)).isEmpty, "its final byte, come late")
        #expect(parser.feed(Array("x".utf8)) == [.key(.character("x"))])
    }

    @Test func aMalformedModeReportIsDropped() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[?2026;9$y\u{1B}[?2026$y".utf8)).isEmpty)
        #expect(parser.takeReplies().isEmpty)
    }

    @Test func repliesNobodyTakesAreCapped() {
        var parser = InputParser()
        let flood = Array(String(repeating: "\u{1B}[?1c", count: InputParser.maximumReplies + 50).utf8)
        _ = parser.feed(flood)
        #expect(parser.takeReplies().count == InputParser.maximumReplies)
    }

    /// What the start-up probe is answered with by xterm 379 (DA1 with sixel as a VT340),
    /// kitty 0.26.5 and tmux 3.3a, byte for byte as they sent it: replies all, never a key.
    @Test func theProbesAnswersAreReplies() {
        var parser = InputParser()
        let xterm = "\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?2026;0$y\u{1B}[?1016;2$y\u{1B}[?63;1;2;4;6;9;15;16;22;28c"
        let kitty =
            "\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[?2026;2$y\u{1B}[?1016;2$y\u{1B}[?0u\u{1B}[6;18;9t\u{1B}[4;432;720t"
            + "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c"
        let tmux = "\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c"
        #expect(parser.feed(Array((xterm + kitty + tmux).utf8)).isEmpty)
        #expect(
            parser.takeReplies() == [
                .version("XTerm(379)"), .mode(2026, .notRecognized), .mode(1016, .reset),
                .attributeList([63, 1, 2, 4, 6, 9, 15, 16, 22, 28]), .deviceAttributes,
                .version("kitty(0.26.5)"), .mode(2026, .reset), .mode(1016, .reset), .keyboardFlags(0),
                .cellSize(CellSize(width: 9, height: 18)), .textAreaSize(width: 720, height: 432), .graphics(id: 31, message: "OK"),
                .attributeList([62, 0]), .deviceAttributes,
                .version("tmux 3.3a"), .attributeList([1, 2]), .deviceAttributes,
            ])
    }

    /// DA2's answers as tmux 3.3a sent it (measured) and xterm documents it: replies, not keys;
    /// another sequence that starts with `>` is dropped.
    @Test func secondaryAttributesAreReplies() {
        var parser = InputParser()
        let events = parser.feed(Array("\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[>84;0;0c\u{1B}[?1;2ca\u{1B}[>41;379;0c\u{1B}[>1mb".utf8))
        #expect(events == [.key(.character("a")), .key(.character("b"))])
        #expect(
            parser.takeReplies() == [
                .version("tmux 3.3a"), .secondaryAttributes([84, 0, 0]), .attributeList([1, 2]), .deviceAttributes,
                .secondaryAttributes([41, 379, 0]),
            ])
    }

    /// Every byte its own read, and the string terminators BEL and `ESC \` alike.
    @Test func controlStringAnswersSurviveSplitReads() {
        var parser = InputParser()
        var events: [InputEvent] = []
        for byte in "\u{1B}_Gi=31;ENOTSUPPORTED:no\u{7}\u{1B}P>|foot(1.16)\u{1B}\\x".utf8 { events += parser.feed([byte]) }
        #expect(events == [.key(.character("x"))])
        #expect(parser.takeReplies() == [.graphics(id: 31, message: "ENOTSUPPORTED:no"), .version("foot(1.16)")])
    }

    /// Other control strings (OSC, other DCS and APC, an answer too long to be one) are skipped
    /// as before: no reply, no key.
    @Test func otherControlStringsAreStillSkipped() {
        var parser = InputParser()
        let long = String(repeating: "x", count: InputParser.maximumAnswerBytes)
        let strings = "\u{1B}]11;rgb:0/0/0\u{7}\u{1B}P1$r0m\u{1B}\\\u{1B}_Xyz\u{1B}\\\u{1B}_G\(long)\u{1B}\\\u{1B}P>1\u{1B}\\"
        #expect(parser.feed(Array((strings + "k").utf8)) == [.key(.character("k"))])
        #expect(parser.takeReplies().isEmpty)
    }

    /// XTWINOPS reports: the cell (16 t) and the text area (14 t); a cell of no size is none,
    /// and other `t` reports are dropped. None of them is a key.
    @Test func windowReportsAreReplies() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[6;16;8t\u{1B}[4;384;640t\u{1B}[6;0;8t\u{1B}[8;24;80t\u{1B}[6;16t".utf8)).isEmpty)
        #expect(parser.takeReplies() == [.cellSize(CellSize(width: 8, height: 16)), .textAreaSize(width: 640, height: 384)])
    }

    @Test func theKeyboardFlagsAnswerIsAReply() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[?3u\u{1B}[?u".utf8)).isEmpty)
        #expect(parser.takeReplies() == [.keyboardFlags(3), .keyboardFlags(0)])
    }
}
