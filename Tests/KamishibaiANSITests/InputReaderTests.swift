import KamishibaiTerminal
import Testing

@testable import KamishibaiANSI

/// The reader at exact times: how long it waits for the rest of a sequence, a paste or a
/// control string, and that nothing a terminal sends can hold the keys after it back for long.
@Suite("Input reader")
struct InputReaderTests {
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func nothingHeldMeansNoDeadline() {
        var reader = InputReader()
        #expect(reader.read(bytes("ab"), at: 1) == [.key(.character("a")), .key(.character("b"))])
        #expect(reader.deadline == nil, "an idle reader must not wake the loop")
    }

    @Test func aLoneEscapeIsTheEscapeKeyAfterThePause() {
        var reader = InputReader()
        #expect(reader.read(bytes("\u{1B}"), at: 1).isEmpty)
        #expect(reader.deadline == 1 + InputReader.escapePause)
        #expect(reader.expire(at: 1.02).isEmpty, "not yet")
        #expect(reader.expire(at: 1.025) == [.key(.escape)])
        #expect(reader.deadline == nil)
    }

    /// A CSI sequence too long to mean anything, cut by the pause while it was being skipped
    /// (a storm's 16 KB report, split by a slow link): its rest is skipped like a short one's,
    /// not typed. It once came as thousands of digits and semicolons, which switched tabs and,
    /// in the search field, each searched the stories again for the whole query: minutes of
    /// work, with Esc and q waiting behind them.
    @Test func theRestOfAnOverlongSequenceCutByThePauseIsNeverTyped() {
        var reader = InputReader()
        let whole = bytes("\u{1B}[<" + (0..<500).map { String(1_000 + $0) }.joined(separator: ";") + "M")
        func keys(_ events: [InputEvent]) -> Int { events.count { if case .key = $0 { true } else { false } } }
        #expect(keys(reader.read(whole[..<1_000], at: 0)) == 0)
        #expect(keys(reader.read(whole[1_000...], at: 0.1)) == 0, "the rest, after the pause")
        #expect(reader.read(bytes("j"), at: 0.2) == [.key(.character("j"))])
    }

    /// The lost end of a paste: keys typed 300 ms apart do not keep it open, so it ends 0.5 s
    /// after it began, and the next key is a key again.
    @Test func keysTypedIntoALostPasteDoNotKeepItOpen() {
        var reader = InputReader()
        #expect(reader.read(bytes("\u{1B}[200~"), at: 0).isEmpty)
        #expect(reader.read(bytes("j"), at: 0.3).isEmpty)
        #expect(reader.deadline == InputReader.pastePause)
        #expect(reader.expire(at: 0.5) == [.paste("j")])
        #expect(reader.read(bytes("j"), at: 0.6) == [.key(.character("j"))])
        #expect(reader.deadline == nil)
    }

    /// A long paste over a slow link arrives in large reads with gaps: it stays one paste.
    @Test func aSlowLinksPasteStaysOnePaste() {
        var reader = InputReader()
        let chunk = String(repeating: "x", count: 1_000)
        #expect(reader.read(bytes("\u{1B}[200~" + chunk), at: 0).isEmpty)
        for step in 1...20 {
            #expect(reader.read(bytes(chunk), at: 0.4 * Double(step)).isEmpty, "read \(step)")
        }
        #expect(reader.read(bytes("\u{1B}[201~"), at: 8.3) == [.paste(String(repeating: "x", count: 21_000))])
    }

    /// A key repeat keeps a lost paste open (its reads come in a burst), but never for longer
    /// than `longestPaste`.
    @Test func aPasteEndsAtItsLongestWhateverKeepsComing() {
        var reader = InputReader()
        _ = reader.read(bytes("\u{1B}[200~"), at: 0)
        var time = 0.0
        while time < InputReader.longestPaste - 0.05 {
            time += 0.03
            #expect(reader.read(bytes("\u{1B}[B"), at: time).isEmpty)
        }
        #expect(reader.deadline == InputReader.longestPaste)
        let ended = reader.expire(at: InputReader.longestPaste)
        #expect(ended.count == 1)
        #expect(reader.read(bytes("\u{1B}[B"), at: InputReader.longestPaste + 0.01) == [.key(.down)])
    }

    @Test func ctrlCEndsAPasteAtOnce() {
        var reader = InputReader()
        #expect(reader.read(bytes("\u{1B}[200~half"), at: 0).isEmpty)
        #expect(reader.read([0x03], at: 0.1) == [.paste("half"), .key(.control("c"))])
        #expect(reader.deadline == nil)
    }

    /// An OSC whose end never comes, with input arriving faster than the escape pause: it
    /// ends `longestControlString` after it began, and what follows is input.
    @Test func aControlStringEndsInTimeWhateverKeepsComing() {
        var reader = InputReader()
        #expect(reader.read(bytes("\u{1B}]0;"), at: 0).isEmpty)
        var time = 0.0
        while time + 0.02 < InputReader.longestControlString {
            time += 0.02
            #expect(reader.read(bytes("k"), at: time).isEmpty)
        }
        #expect(reader.deadline == InputReader.longestControlString)
        #expect(reader.expire(at: InputReader.longestControlString) == [.limited(.sequence(bytes: 14))], "`0;` and twelve keys")
        #expect(reader.read(bytes("k"), at: 0.26) == [.key(.character("k"))])
    }

    /// A sequence cut by the pause is never typed: nothing of it is a key, its continuation
    /// is skipped when it comes, and later keys are keys. Cut anywhere: a long report, and
    /// one cut just before its final byte (Ctrl-↑'s `A`, not the letter A).
    @Test(arguments: [("\u{1B}[<0;33211", 10, ";90986;12M", "5"), ("\u{1B}[1;5", 5, "A", "A")])
    func aSequenceCutByThePauseIsNeverText(start: String, length: Int, rest: String, next: Character) {
        var reader = InputReader()
        #expect(reader.read(bytes(start), at: 0).isEmpty)
        #expect(reader.expire(at: 0.025) == [.limited(.sequence(bytes: length))])
        #expect(reader.read(bytes(rest), at: 0.05).isEmpty, "the rest of the sequence is skipped")
        #expect(reader.read(bytes(String(next)), at: 0.1) == [.key(.character(next))])
    }

    /// Once `cutSequenceMemory` has passed, nothing more is taken for a cut sequence's rest.
    @Test func aCutSequencesRestIsExpectedOnlyForAMoment() {
        var reader = InputReader()
        _ = reader.read(bytes("\u{1B}[1;"), at: 0)
        _ = reader.expire(at: 0.025)
        #expect(reader.deadline == 0.025 + InputReader.cutSequenceMemory)
        #expect(reader.expire(at: 0.525).isEmpty)
        #expect(reader.deadline == nil)
        #expect(reader.read(bytes("5"), at: 2) == [.key(.character("5"))])
    }

    @Test func aReadAfterADeadlineEndsWhatWasHeldFirst() {
        var reader = InputReader()
        _ = reader.read(bytes("\u{1B}"), at: 0)
        #expect(reader.read(bytes("x"), at: 1) == [.key(.escape), .key(.character("x"))])
    }
}
