import KamishibaiTerminal
import Testing

@testable import KamishibaiANSI

/// The start-up probe's decision, at exact times: what each terminal's answers make of it,
/// what silence makes of it, and how a resize keeps the cell size.
@Suite("Feature probe")
struct FeatureProbeTests {
    func probe(ttyCell: CellSize? = nil, disabled: Set<TerminalFeatures.Feature> = []) -> FeatureProbe {
        FeatureProbe(sentAt: 1, columns: 80, rows: 24, ttyCell: ttyCell, disabled: disabled)
    }

    func answered(_ replies: [TerminalReply], ttyCell: CellSize? = nil, disabled: Set<TerminalFeatures.Feature> = []) -> FeatureProbe {
        var probe = probe(ttyCell: ttyCell, disabled: disabled)
        for reply in replies { probe.received(reply) }
        return probe
    }

    /// xterm as the end-to-end test plays it: 1016 supported, `CSI 6;16;8 t`, DA1 with 4.
    @Test func anXtermDecidesWhenDA1Answers() {
        var probe = probe()
        for reply in [TerminalReply.mode(1016, .reset), .cellSize(CellSize(width: 8, height: 16)), .attributeList([64, 4, 22])] {
            probe.received(reply)
            #expect(probe.features == nil, "undecided until DA1")
        }
        #expect(probe.deadline == 1 + FeatureProbe.timeout)
        probe.received(.deviceAttributes)
        var expected = TerminalFeatures()
        expected.pixelMouse = true
        expected.cellSize = CellSize(width: 8, height: 16)
        expected.sixel = true
        #expect(probe.features == expected)
        #expect(probe.deadline == nil)
        #expect(probe.pixelGrid == PixelGrid(cellSize: CellSize(width: 8, height: 16), columns: 80, rows: 24))
        #expect(expected.usesPixelMouse && !expected.usesKeyReleases && expected.usesGraphics)
        #expect(expected.modes(on: true) == "\u{1B}[?1016h" && expected.modes(on: false) == "\u{1B}[?1016l")
    }

    /// kitty 0.26.5 as it answered (measured), and later ones: all get key releases; before
    /// 0.33, which sends Enter's bytes again on release, with every key as an escape code.
    @Test(arguments: [
        ("kitty(0.26.5)", 31), ("kitty(0.32.2)", 31), ("kitty(0.33.0)", 3), ("kitty(0.40.1)", 3), ("foot(1.16.2)", 3),
    ])
    func kittyAnswersEverything(version: String, flags: Int) {
        let probe = answered([
            .version(version), .mode(2026, .reset), .mode(1016, .reset), .keyboardFlags(0), .cellSize(CellSize(width: 9, height: 18)),
            .textAreaSize(width: 720, height: 432), .graphics(id: 31, message: "OK"), .attributeList([62, 0]), .deviceAttributes,
        ])
        let features = probe.features
        #expect(features?.terminal == version && features?.keyboardFlags == 0 && features?.kittyGraphics == true)
        #expect(features?.sixel == false && features?.cellSize == CellSize(width: 9, height: 18))
        #expect(features?.usesKeyReleases == true && features?.pushedKeyboardFlags == flags)
        #expect(features?.modes(on: true) == "\u{1B}[?1016h\u{1B}[>\(flags)u")
        #expect(features?.modes(on: false) == "\u{1B}[?1016l\u{1B}[<u")
    }

    /// Silence: at the deadline everything is absent, whatever the tty's pixels say, and no
    /// mode is ever turned on. A late answer changes nothing.
    @Test func aSilentTerminalHasNothing() {
        var probe = probe(ttyCell: CellSize(width: 16, height: 32), disabled: [.graphics])
        probe.expire(at: 1.49)
        #expect(probe.features == nil)
        probe.expire(at: 1.5)
        #expect(probe.features == TerminalFeatures(disabled: [.graphics]))
        #expect(probe.features?.modes(on: true) == "" && probe.pixelGrid == nil)
        probe.received(.mode(1016, .reset))
        probe.received(.deviceAttributes)
        #expect(probe.features == TerminalFeatures(disabled: [.graphics]))
    }

    /// tmux 3.3a answers only DA1 (and its name); its tty's pixels are its own guess. Not
    /// asked at all (not ANSI), nothing either.
    @Test func tmuxAndTheUnasked() {
        let tmux = answered([.version("tmux 3.3a"), .attributeList([1, 2]), .deviceAttributes], ttyCell: CellSize(width: 16, height: 32))
        #expect(tmux.features?.pixelMouse == false && tmux.features?.keyboardFlags == nil && tmux.pixelGrid == nil)
        #expect(tmux.features?.modes(on: true) == "")
        #expect(FeatureProbe.unasked(disabled: []).features == TerminalFeatures())
    }

    /// Only the probe's answers count: a DECRQM or DA1 list after the decision does nothing,
    /// nor does a second DA1 list before it.
    @Test func onlyTheProbesAnswersCount() {
        var probe = answered([.attributeList([62]), .attributeList([62, 4]), .deviceAttributes])
        #expect(probe.features?.sixel == false)
        probe.received(.mode(1016, .reset))
        probe.received(.keyboardFlags(1))
        #expect(probe.features?.pixelMouse == false && probe.features?.keyboardFlags == nil)
    }

    /// The cell size: the report, else the text area shared, else the tty's; without one the
    /// pointer stays in cells even where 1016 is there.
    @Test func whereTheCellSizeComesFrom() {
        let area = answered(
            [.mode(1016, .set), .textAreaSize(width: 640, height: 384), .deviceAttributes], ttyCell: CellSize(width: 6, height: 13))
        #expect(area.features?.cellSize == CellSize(width: 8, height: 16))
        let tty = answered([.mode(1016, .reset), .deviceAttributes], ttyCell: CellSize(width: 6, height: 13))
        #expect(tty.features?.cellSize == CellSize(width: 6, height: 13) && tty.pixelGrid != nil)
        let none = answered([.mode(1016, .reset), .deviceAttributes])
        #expect(none.features?.pixelMouse == true && none.features?.usesPixelMouse == false && none.pixelGrid == nil)
    }

    /// A resize: a terminal that answered `CSI 16 t` is asked again, and its answer is the new
    /// size; one whose size came from the tty takes the tty's new pixels at once.
    @Test func aResizeChangesTheCellSize() {
        var reported = answered([.mode(1016, .reset), .cellSize(CellSize(width: 8, height: 16)), .deviceAttributes])
        #expect(reported.resized(columns: 40, rows: 12, ttyCell: CellSize(width: 16, height: 32)) == FeatureProbe.cellSizeQuery)
        #expect(reported.pixelGrid == PixelGrid(cellSize: CellSize(width: 8, height: 16), columns: 40, rows: 12), "until it answers")
        reported.received(.cellSize(CellSize(width: 16, height: 32)))
        #expect(reported.pixelGrid == PixelGrid(cellSize: CellSize(width: 16, height: 32), columns: 40, rows: 12))

        var area = answered([.mode(1016, .reset), .textAreaSize(width: 640, height: 384), .deviceAttributes])
        #expect(area.resized(columns: 40, rows: 12, ttyCell: nil) == FeatureProbe.textAreaQuery)
        area.received(.textAreaSize(width: 640, height: 384))
        #expect(area.features?.cellSize == CellSize(width: 16, height: 32))

        var tty = answered([.mode(1016, .reset), .deviceAttributes], ttyCell: CellSize(width: 6, height: 13))
        #expect(tty.resized(columns: 100, rows: 30, ttyCell: CellSize(width: 12, height: 26)) == nil)
        #expect(tty.pixelGrid == PixelGrid(cellSize: CellSize(width: 12, height: 26), columns: 100, rows: 30))
        tty.received(.cellSize(CellSize(width: 1, height: 1)))
        #expect(tty.features?.cellSize == CellSize(width: 12, height: 26), "an answer nobody asked for")
    }

    /// A feature turned off is still asked about and traced, never turned on.
    @Test func disabledFeaturesAreFoundButNotUsed() {
        let probe = answered(
            [.mode(1016, .reset), .keyboardFlags(0), .cellSize(CellSize(width: 8, height: 16)), .attributeList([4]), .deviceAttributes],
            disabled: [.pixelMouse, .keyReleases, .graphics])
        #expect(probe.features?.pixelMouse == true && probe.features?.keyboardFlags == 0 && probe.features?.sixel == true)
        #expect(probe.features?.usesPixelMouse == false && probe.features?.usesKeyReleases == false)
        #expect(probe.features?.usesGraphics == false && probe.features?.modes(on: true) == "" && probe.pixelGrid == nil)
    }

    /// DA1 last, DA2 just before it, the features' queries between DECRQM 2026 and it; the graphics query left
    /// out inside GNU screen and tmux and on the Linux console.
    @Test func theProbesBytes() {
        let probe = String(decoding: FramePacer.probe(with: FeatureProbe.queries(graphics: true)), as: UTF8.self)
        #expect(
            probe
                == "\u{1B}[?2026$p\u{1B}[>0q\u{1B}[?1016$p\u{1B}[?u\u{1B}[16t\u{1B}[14t\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[>c\u{1B}[c"
        )
        #expect(!String(decoding: FeatureProbe.queries(graphics: false), as: UTF8.self).contains("\u{1B}_"))
        #expect(FramePacer.probe == Array("\u{1B}[?2026$p\u{1B}[c".utf8))
        #expect(FeatureProbe.mayAskGraphics(term: "xterm-256color", environment: [:]))
        #expect(!FeatureProbe.mayAskGraphics(term: "screen-256color", environment: ["TMUX": "/tmp/tmux-0/default,1,0"]))
        #expect(!FeatureProbe.mayAskGraphics(term: "tmux-256color", environment: [:]), "tmux's TERM, TMUX not passed on (sudo)")
        #expect(!FeatureProbe.mayAskGraphics(term: "screen", environment: [:]))
        #expect(!FeatureProbe.mayAskGraphics(term: "xterm", environment: ["STY": "123.pts-0.host"]))
        #expect(!FeatureProbe.mayAskGraphics(term: "linux", environment: [:]))
    }

    @Test func theEnvironmentTurnsFeaturesOff() {
        #expect(TerminalFeatures.disabled(byEnvironment: "-pixel-mouse,-graphics") == [.pixelMouse, .graphics])
        #expect(TerminalFeatures.disabled(byEnvironment: " -key-releases , pixel-mouse, -nonsense") == [.keyReleases])
        #expect(TerminalFeatures.disabled(byEnvironment: "").isEmpty)
    }

    /// REP of a character of several bytes only where the answers name a terminal known to
    /// repeat one: by XTVERSION when it answers, else by DA2. tmux and screen answer both
    /// themselves (tmux 3.3a measured: `tmux 3.3a`, `>84;0;0c`); silence knows nothing.
    @Test(
        arguments: [
            ("XTerm(379)", [41, 379, 0], true), ("XTerm(378)", [41, 378, 0], false), ("XTerm(390)", nil, true),
            ("kitty(0.26.5)", [1, 4000, 29], true), ("foot(1.16.2)", [1, 11602, 0], true), ("VTE(7600)", [65, 7600, 1], true),
            ("tmux 3.3a", [84, 0, 0], false), ("WezTerm 20240203", [1, 277, 0], false), (nil, [65, 7000, 1], true),
            (nil, [41, 379, 0], true), (nil, [41, 330, 0], false), (nil, [83, 40900, 0], false), (nil, [84, 0, 0], false),
            (nil, [1, 115, 0], false), (nil, nil, false),
        ] as [(String?, [Int]?, Bool)])
    func multibyteRepeatIsKnownByTheAnswers(name: String?, secondary: [Int]?, repeats: Bool) {
        var replies: [TerminalReply] = name.map { [.version($0)] } ?? []
        replies += secondary.map { [.secondaryAttributes($0)] } ?? []
        let probe = answered(replies + [.attributeList([62, 22]), .deviceAttributes])
        #expect(probe.features?.secondaryAttributes == secondary)
        #expect(probe.features?.repeatsMultibyteCharacter == repeats)
    }

    /// Until the probe decides, and when it gives up, nothing is known: plain characters.
    @Test func anUnansweredProbeKnowsNoRepeat() {
        var probe = answered([.version("XTerm(379)"), .secondaryAttributes([41, 379, 0])])
        #expect(probe.features == nil)
        probe.expire(at: 1 + FeatureProbe.timeout)
        #expect(probe.features?.repeatsMultibyteCharacter == false)
        #expect(FeatureProbe.queries(graphics: false).suffix(4) == Array("\u{1B}[>c".utf8), "DA2 last, before DA1")
    }
}
