import KamishibaiTerminal
import Testing

@testable import KamishibaiANSI

/// Keys with modifiers as terminals send them (docs/decisions/099-modified-keys.md): xterm's
/// `CSI 1 ; m` forms and `CSI n ; m ~`, modifyOtherKeys and formatOtherKeys, Alt as an `ESC`
/// prefix, and the kitty protocol's; m − 1 is Shift 1, Alt 2, Ctrl 4, Meta 8.
@Suite struct ModifiedKeysTests {
    func parse(_ text: String) -> [InputEvent] {
        var parser = InputParser()
        return parser.feed(Array(text.utf8)) + parser.flush()
    }

    func keys(_ text: String) -> [Key] {
        parse(text).compactMap { if case .key(let key) = $0 { key } else { nil } }
    }

    @Test func xtermArrowsHomeAndEnd() {
        #expect(
            keys("\u{1B}[1;2A\u{1B}[1;3B\u{1B}[1;5C\u{1B}[1;6D\u{1B}[1;2H\u{1B}[1;5F") == [
                .modified(.up, .shift), .modified(.down, .alternate), .modified(.right, .control),
                .modified(.left, [.shift, .control]), .modified(.home, .shift), .modified(.end, .control),
            ])
        #expect(
            keys("\u{1B}[1;8A\u{1B}[1;9A\u{1B}[1;1A") == [.modified(.up, [.shift, .alternate, .control]), .modified(.up, .alternate), .up])
    }

    @Test func xtermTildeKeysAndFunctionKeys() {
        #expect(
            keys("\u{1B}[5;5~\u{1B}[6;2~\u{1B}[3;3~\u{1B}[15;2~\u{1B}[24;7~") == [
                .modified(.pageUp, .control), .modified(.pageDown, .shift), .modified(.delete, .alternate),
                .modified(.function(5), .shift), .modified(.function(12), [.alternate, .control]),
            ])
        #expect(
            keys("\u{1B}[1;2P\u{1B}[1;5S\u{1B}[21;6~") == [
                .modified(.function(1), .shift), .modified(.function(4), .control), .modified(.menu, .control),
            ])
        #expect(keys("\u{1B}[1;5Z") == [.modified(.backTab, .control)])
        #expect(
            keys("\u{1B}O2P\u{1B}O5S\u{1B}O1;3A\u{1B}OP") == [
                .modified(.function(1), .shift), .modified(.function(4), .control), .modified(.up, .alternate), .function(1),
            ], "SS3 with a modifier, as konsole and old xterm send it")
    }

    /// modifyOtherKeys (`CSI 27 ; m ; code ~`) and formatOtherKeys (`CSI code ; m u`): the code
    /// is the character typed, Shift included.
    @Test func xtermOtherKeys() {
        #expect(
            keys("\u{1B}[27;5;105~\u{1B}[27;5;49~\u{1B}[27;3;120~\u{1B}[27;2;65~\u{1B}[27;6;65~\u{1B}[27;2;9~\u{1B}[27;5;13~") == [
                .tab, .modified(.character("1"), .control), .modified(.character("x"), .alternate), .character("A"), .control("a"),
                .backTab, .modified(.enter, .control),
            ])
        #expect(
            keys("\u{1B}[120;3u\u{1B}[65;2u\u{1B}[115;5u\u{1B}[115;7u") == [
                .modified(.character("x"), .alternate), .character("A"), .control("s"), .modified(.control("s"), .alternate),
            ])
    }

    /// `ESC` then a key in the same read is Alt with it; `ESC [` and `ESC O` begin sequences,
    /// and a lone `ESC` is still Escape after the pause.
    @Test func altAsAnEscapePrefix() {
        #expect(
            keys("\u{1B}x\u{1B}X\u{1B}\u{1}\u{1B}\r\u{1B}\u{7F}\u{1B}é\u{1B}\t") == [
                .modified(.character("x"), .alternate), .modified(.character("X"), .alternate), .modified(.control("a"), .alternate),
                .modified(.enter, .alternate), .modified(.backspace, .alternate), .modified(.character("é"), .alternate),
                .modified(.tab, .alternate),
            ])
        #expect(keys("\u{1B}[A\u{1B}OA") == [.up, .up])
        var parser = InputParser()
        #expect(parser.feed([0x1B]).isEmpty, "held back: it may be Alt, or a sequence")
        #expect(parser.feed(Array("x".utf8)) == [.key(.modified(.character("x"), .alternate))], "split reads still join")
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.flush() == [.key(.escape)])
        #expect(parser.feed(Array("x".utf8)) == [.key(.character("x"))], "after the pause, x is x")
    }

    /// kitty's `CSI code ; mods u` and its legacy forms with event types: Alt, Ctrl and Shift
    /// on text and functional keys, and releases with the same modifiers.
    @Test func kittyModifiersAndReleases() {
        #expect(
            parse("\u{1B}[120;3u\u{1B}[120;3:3u\u{1B}[1;2A\u{1B}[1;2:3A\u{1B}[13;3u\u{1B}[9;5u\u{1B}[9;2u\u{1B}[57419;5u") == [
                .key(.modified(.character("x"), .alternate)), .keyReleased(.modified(.character("x"), .alternate)),
                .key(.modified(.up, .shift)), .keyReleased(.modified(.up, .shift)), .key(.modified(.enter, .alternate)),
                .key(.modified(.tab, .control)), .key(.backTab), .key(.modified(.up, .control)),
            ])
        #expect(
            keys("\u{1B}[97:65;6u\u{1B}[49:33;6u\u{1B}[120;33u\u{1B}[120;17u") == [
                .control("a"), .modified(.character("!"), .control), .modified(.character("x"), .alternate), .character("x"),
            ])
    }

    /// The normalisation `Key.adding` does, which every form goes through.
    @Test func normalisation() {
        #expect(Key.up.adding([]) == .up)
        #expect(Key.character("s").adding([.control, .shift]) == .control("s"))
        #expect(Key.character("I").adding(.control) == .tab)
        #expect(Key.character("[").adding([.control, .alternate]) == .modified(.escape, .alternate))
        #expect(Key.tab.adding([.shift, .control]) == .modified(.backTab, .control))
        #expect(Key.character("A").adding(.shift) == .character("A"))
        #expect(Key.modified(.up, .shift).adding(.control) == .modified(.up, [.shift, .control]))
        #expect(Key.control("c").adding(.alternate) == .modified(.control("c"), .alternate))
    }
}

/// What tmux 3.3a sends a program for `send-keys S-Up M-x C-Up S-F5 M-Up C-M-a BTab M-Enter`,
/// and with `extended-keys always` for `C-1 C-S-a C-Enter` (recorded with `dd` in a raw pane):
/// Shift-↑ and Alt-x arrive as modified keys.
@Suite struct TmuxModifiedKeysTests {
    @Test func whatTmuxSendsIsReadAsModifiedKeys() {
        let sent = "\u{1B}[1;2A\u{1B}x\u{1B}[1;5A\u{1B}[15;2~\u{1B}[1;3A\u{1B}\u{1}\u{1B}[Z\u{1B}\r"
        let extended = "\u{1B}[49;5u\u{1B}[65;6u\u{1B}[13;5u"
        var parser = InputParser()
        #expect(
            parser.feed(Array((sent + extended).utf8)) == [
                .key(.modified(.up, .shift)), .key(.modified(.character("x"), .alternate)), .key(.modified(.up, .control)),
                .key(.modified(.function(5), .shift)), .key(.modified(.up, .alternate)), .key(.modified(.control("a"), .alternate)),
                .key(.backTab), .key(.modified(.enter, .alternate)), .key(.modified(.character("1"), .control)),
                .key(.control("a")), .key(.modified(.enter, .control)),
            ])
    }
}
