import KamishibaiTerminal
import Testing

@testable import KamishibaiANSI

/// Keys as a terminal with the kitty keyboard protocol pushed (`ESC [ > 3 u`, or `ESC [ > 31 u`
/// for every key as an escape code) sends them: presses and repeats are the keys they always
/// were, releases are `keyReleased`, and Esc, Enter, Tab, Backspace and the modified keys keep
/// their meaning.
@Suite("Kitty keyboard protocol")
struct KittyKeyboardTests {
    func parse(_ text: String) -> [InputEvent] {
        var parser = InputParser()
        return parser.feed(Array(text.utf8)) + parser.flush()
    }

    /// ↓ held and let go, as kitty 0.26.5 sent it: press, repeats, release.
    @Test func pressRepeatAndRelease() {
        #expect(
            parse("\u{1B}[B\u{1B}[1;1:2B\u{1B}[1;1:2B\u{1B}[1;1:3B")
                == [.key(.down), .key(.down), .key(.down), .keyReleased(.down)])
        #expect(
            parse("\u{1B}[1;1:1A\u{1B}[1;5:3D\u{1B}[1;1:3H\u{1B}[1;1:3P") == [
                .key(.up), .keyReleased(.modified(.left, .control)), .keyReleased(.home), .keyReleased(.function(1)),
            ])
        #expect(
            parse("\u{1B}[5;1:2~\u{1B}[6;1:3~\u{1B}[3;5:3~\u{1B}[13;1:3~") == [
                .key(.pageUp), .keyReleased(.pageDown), .keyReleased(.modified(.delete, .control)), .keyReleased(.function(3)),
            ])
    }

    /// Text is text; its release comes as `CSI code ; mods : 3 u`, shifted for a letter.
    @Test func textAndItsRelease() {
        #expect(
            parse("a\u{1B}[97;1:3uA\u{1B}[97;2:3u") == [
                .key(.character("a")), .keyReleased(.character("a")), .key(.character("A")), .keyReleased(.character("A")),
            ])
        #expect(parse("\u{1B}[233;1:3u\u{1B}[1089u") == [.keyReleased(.character("é")), .key(.character("с"))])
    }

    /// Esc is `CSI 27 u` (no pause to wait out); Enter, Tab and Backspace keep their bytes, or
    /// come as `CSI u` with a modifier, which they keep; Shift-Tab is back-tab.
    @Test func escapeEnterTabAndBackspaceKeepTheirMeaning() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[27u".utf8)) == [.key(.escape)], "at once, not after the pause")
        #expect(!parser.hasPending)
        #expect(parse("\u{1B}[27;1:3u\r\t\u{7F}") == [.keyReleased(.escape), .key(.enter), .key(.tab), .key(.backspace)])
        #expect(
            parse("\u{1B}[13;2u\u{1B}[9;2u\u{1B}[9;1:3u\u{1B}[127;5u\u{1B}[57414u") == [
                .key(.modified(.enter, .shift)), .key(.backTab), .keyReleased(.tab), .key(.modified(.backspace, .control)), .key(.enter),
            ])
    }

    /// Ctrl with a letter is the control key its legacy byte is (Ctrl-C still quits, Ctrl-I
    /// is Tab); Alt, Meta and Super are Alt; Hyper and the lock keys are no modifier.
    @Test func modifiedKeysKeepTheirMeaning() {
        #expect(parse("\u{1B}[99;5u\u{1B}[122;5u\u{1B}[97;6u") == [.key(.control("c")), .key(.control("z")), .key(.control("a"))])
        #expect(
            parse("\u{1B}[105;5u\u{1B}[109;5u\u{1B}[104;5u\u{1B}[91;5u") == [.key(.tab), .key(.enter), .key(.backspace), .key(.escape)])
        #expect(parse("\u{1B}[99;5:3u") == [.keyReleased(.control("c"))], "a release is no press: it does not quit")
        #expect(
            parse("\u{1B}[120;3u\u{1B}[120;9u\u{1B}[120;65u\u{1B}[120;129u") == [
                .key(.modified(.character("x"), .alternate)), .key(.modified(.character("x"), .alternate)), .key(.character("X")),
                .key(.character("x")),
            ])
        #expect(
            parse("\u{1B}[32;5u\u{1B}[49;5u") == [.key(.modified(.character(" "), .control)), .key(.modified(.character("1"), .control))],
            "Ctrl with a key that has no control byte")
        #expect(parse("\u{1B}[1;5A\u{1B}[1;3B") == [.key(.modified(.up, .control)), .key(.modified(.down, .alternate))])
    }

    /// The keypad and F13 up have private-use numbers; modifier and media keys are no key here.
    @Test func keysWithNumbersOfTheirOwn() {
        #expect(
            parse("\u{1B}[57399u\u{1B}[57408u\u{1B}[57409u\u{1B}[57413u\u{1B}[57419u\u{1B}[57424u\u{1B}[57426u\u{1B}[57376u\u{1B}[57398u")
                == [
                    .key(.character("0")), .key(.character("9")), .key(.character(".")), .key(.character("+")), .key(.up), .key(.end),
                    .key(.delete), .key(.function(13)), .key(.function(35)),
                ])
        #expect(parse("\u{1B}[57441u\u{1B}[57441;2:3u\u{1B}[57428u\u{1B}[57358u").isEmpty)
    }

    /// The text field (flag 16), when a terminal sends it: the text typed, not the key.
    @Test func textAsCodePoints() {
        #expect(
            parse("\u{1B}[97;2;65u\u{1B}[97;;229u\u{1B}[0;;12354u") == [
                .key(.character("A")), .key(.character("å")), .key(.character("あ")),
            ])
        #expect(
            parse("\u{1B}[97;;7u\u{1B}[97;;101:769u") == [.key(.character("é"))],
            "a control in the text is no key; two code points make one character")
    }

    /// Whatever the split, the same keys; a `u` with a private marker is no key.
    @Test func splitReadsGiveTheSameKeys() {
        let text = "\u{1B}[1;1:2B\u{1B}[97;5u\u{1B}[1;1:3B\u{1B}[27u\u{1B}[120;1:3u"
        let whole = parse(text)
        #expect(whole == [.key(.down), .key(.control("a")), .keyReleased(.down), .key(.escape), .keyReleased(.character("x"))])
        var parser = InputParser()
        var events: [InputEvent] = []
        for byte in text.utf8 { events += parser.feed([byte]) }
        #expect(events + parser.flush() == whole)
        #expect(parse("\u{1B}[>1u\u{1B}[=5;1u\u{1B}[u").isEmpty)
    }

    /// kitty 0.26.5 with every key an escape code (`ESC [ > 31 u`), as it sent them under Xvfb
    /// to xdotool's a, Shift-a, 1, Shift-1, Enter, Tab, Backspace, Esc, ↓, Ctrl-C, Ctrl-Z, space
    /// and Shift-comma, each pressed and let go: the presses are the keys the legacy bytes of
    /// that typing are, the modifier keys no key, and every key's release is a release.
    @Test func everyKeyAsAnEscapeCodeIsTheLegacyKeys() {
        let measured =
            "\u{1B}[97;;97u\u{1B}[97;1:3u\u{1B}[57441u\u{1B}[97:65;2;65u\u{1B}[57441;2:3u\u{1B}[97;1:3u"
            + "\u{1B}[49;;49u\u{1B}[49;1:3u\u{1B}[57441u\u{1B}[49:33;2;33u\u{1B}[57441;2:3u\u{1B}[49;1:3u"
            + "\u{1B}[13u\u{1B}[13;1:3u\u{1B}[9u\u{1B}[9;1:3u\u{1B}[127u\u{1B}[127;1:3u\u{1B}[27u\u{1B}[27;1:3u"
            + "\u{1B}[B\u{1B}[1;1:3B\u{1B}[57442u\u{1B}[99;5u\u{1B}[57442;5:3u\u{1B}[99;1:3u"
            + "\u{1B}[57442u\u{1B}[122;5u\u{1B}[57442;5:3u\u{1B}[122;1:3u\u{1B}[32;;32u\u{1B}[32;1:3u"
            + "\u{1B}[57441u\u{1B}[44:60;2;60u\u{1B}[57441;2:3u\u{1B}[44;1:3u"
        let events = parse(measured)
        let presses = events.filter { if case .key = $0 { true } else { false } }
        #expect(presses == parse("aA1!\r\t\u{7F}\u{1B}\u{1B}[B\u{3}\u{1A} <"))
        #expect(
            events.compactMap { event -> Key? in if case .keyReleased(let key) = event { key } else { nil } } == [
                .character("a"), .character("a"), .character("1"), .character("1"), .enter, .tab, .backspace, .escape, .down,
                .character("c"), .character("z"), .character(" "), .character(","),
            ])
    }

    /// Held keys repeat as `:2` with their text: the keys a legacy terminal repeats.
    @Test func repeatsWithEveryKeyAsAnEscapeCode() {
        #expect(
            parse("\u{1B}[97;;97u\u{1B}[97;1:2;97u\u{1B}[97;1:3u\u{1B}[13u\u{1B}[13;1:2u\u{1B}[13;1:3u") == [
                .key(.character("a")), .key(.character("a")), .keyReleased(.character("a")), .key(.enter), .key(.enter),
                .keyReleased(.enter),
            ])
    }

    /// What kitty 0.26.5 sent without text (xdotool's keys mapped for the moment, a dead key's
    /// result) is the key's code, or under Shift its shifted key (flag 4); the keypad under Num
    /// Lock types its text; text of several characters is as many keys.
    @Test func keysWithoutTextAndTextOfSeveralCharacters() {
        #expect(
            parse("\u{1B}[233::101;u\u{1B}[32025;u\u{1B}[233:201;2u\u{1B}[233:201;2:3u\u{1B}[39::32;;39u") == [
                .key(.character("é")), .key(.character("紙")), .key(.character("É")), .keyReleased(.character("É")),
                .key(.character("'")),
            ])
        #expect(
            parse("\u{1B}[57360;129u\u{1B}[57400;129;49u\u{1B}[57360;129:3u\u{1B}[57414;129u") == [
                .key(.character("1")), .key(.enter),
            ])
        #expect(parse("\u{1B}[97;;104:105u") == [.key(.character("h")), .key(.character("i"))])
    }

    @Test func thePushAndPopAreTheDocumentedBytes() {
        #expect(KittyKeyboard.push(KittyKeyboard.eventTypes) == "\u{1B}[>3u")
        #expect(KittyKeyboard.push(KittyKeyboard.allKeysAsEscapeCodes) == "\u{1B}[>31u")
        #expect(KittyKeyboard.pop == "\u{1B}[<u")
        #expect(KittyKeyboard.query == "\u{1B}[?u")
    }
}
