import KamishibaiCanvas
import KamishibaiTerminal
import KamishibaiTesting
import Testing

@testable import KamishibaiANSI

/// The ANSI encoder: what a terminal shows after its bytes is the canvas (checked through a
/// small terminal model, over seeded random frames), and it says so in few bytes.
@Suite("Frame encoder")
struct FrameEncoderTests {
    static let plain = Style(foreground: .white, background: .black)

    /// Encodes `canvas` after `previous` (nil: the first frame) and returns the bytes as text.
    func encode(_ canvas: Canvas, after previous: Canvas?, with encoder: inout FrameEncoder) -> String {
        var out: [UInt8] = []
        encoder.encode(canvas.changes(from: previous), of: canvas, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    func canvas(_ text: String, style: Style = plain, columns: Int = 10) -> Canvas {
        var canvas = Canvas(columns: columns, rows: 2, fill: Self.plain)
        _ = canvas.write(text, x: 0, y: 0, style: style)
        return canvas
    }

    @Test func theFirstFrameIsWrittenWholeAndAnUnchangedOneCostsNothing() {
        var encoder = FrameEncoder(mode: .palette256)
        let first = canvas("héllo", style: Style(foreground: RGB(200, 100, 50), background: .black))
        let bytes = encode(first, after: nil, with: &encoder)
        #expect(bytes.contains("héllo"))
        #expect(encode(first, after: nil, with: &encoder) == "", "every cell is offered again, none looks different")
        encoder.invalidate()
        #expect(encode(first, after: first, with: &encoder).contains("héllo"), "after invalidate(): whole again")
    }

    @Test func anSGRCarriesOnlyWhatChanged() {
        var encoder = FrameEncoder(mode: .palette256)
        let before = canvas("ab")
        _ = encode(before, after: nil, with: &encoder)
        var after = before
        _ = after.write("b", x: 1, y: 0, style: Style(foreground: RGB(255, 0, 0), background: .black))
        let red = ColorMapping.xterm256(RGB(255, 0, 0))
        #expect(encode(after, after: before, with: &encoder) == "\u{1B}[1;2H\u{1B}[38;5;\(red)mb")
    }

    @Test func endingBoldIsOneParameterNotAReset() {
        var encoder = FrameEncoder(mode: .truecolor)
        let before = canvas("ab", style: Self.plain.adding(.bold))
        _ = encode(before, after: nil, with: &encoder)
        let after = canvas("cd")
        #expect(encode(after, after: before, with: &encoder) == "\u{1B}[H\u{1B}[22mcd")
    }

    @Test func afterAGraphemeOfSeveralScalarsTheNextCellIsPlacedByColumn() {
        var encoder = FrameEncoder(mode: .truecolor)
        let before = canvas("", columns: 10)
        _ = encode(before, after: nil, with: &encoder)
        var after = before
        _ = after.write("\u{2764}\u{FE0F}x", x: 0, y: 0, style: Self.plain)
        #expect(encode(after, after: before, with: &encoder) == "\u{1B}[H\u{1B}[38;2;255;255;255m\u{2764}\u{FE0F}\u{1B}[1;3Hx")
    }

    @Test func aDimmedBlockIsNotABlank() {
        var encoder = FrameEncoder(mode: .palette16)
        var canvas = Canvas(columns: 4, rows: 1, fill: Self.plain)
        canvas.fill(
            CellRect(x: 0, y: 0, width: 2, height: 1), with: "\u{2588}",
            style: Style(foreground: RGB(255, 0, 0), background: .black, dimming: 0.4))
        #expect(encode(canvas, after: nil, with: &encoder).contains("\u{2588}\u{2588}"), "dim shows on a block, not on a space")
    }

    @Test func aSpacesForegroundIsNeverSent() {
        var encoder = FrameEncoder(mode: .truecolor)
        let before = canvas("a b", style: Style(foreground: RGB(10, 20, 30), background: .black))
        _ = encode(before, after: nil, with: &encoder)
        var after = before
        after.fill(CellRect(x: 1, y: 0, width: 1, height: 1), with: " ", style: Style(foreground: RGB(200, 0, 0), background: .black))
        #expect(encode(after, after: before, with: &encoder) == "", "a space shows its background only")
        after.fill(CellRect(x: 1, y: 0, width: 1, height: 1), with: "\u{2588}", style: Style(foreground: .black, background: .white))
        #expect(encode(after, after: before, with: &encoder) == "", "a full block in black is a black space")
    }

    @Test func longBlankRunsAreErasedAndRepeatsRepeated() {
        var encoder = FrameEncoder(mode: .palette256)
        let before = canvas("", columns: 40)
        _ = encode(before, after: nil, with: &encoder)
        var after = before
        after.fill(CellRect(x: 0, y: 0, width: 40, height: 1), with: " ", style: Style(foreground: .white, background: RGB(0, 0, 255)))
        after.fill(CellRect(x: 0, y: 1, width: 30, height: 1), with: "=", style: Self.plain)
        let bytes = encode(after, after: before, with: &encoder)
        #expect(bytes.contains("\u{1B}[40X"), "\(bytes.debugDescription)")
        #expect(bytes.contains("=\u{1B}[29b"), "\(bytes.debugDescription)")
        // Written out, the 40 spaces and 30 equals signs, with their moves, take over 80 bytes.
        #expect(bytes.utf8.count < 50, "\(bytes.utf8.count) bytes")
    }

    @Test func withoutTheCapabilitiesSpacesAndCharactersAreWritten() {
        var encoder = FrameEncoder(mode: .palette256, capabilities: .init(eraseCharacters: false, repeatCharacter: false))
        let before = canvas("", columns: 20)
        _ = encode(before, after: nil, with: &encoder)
        var after = before
        after.fill(CellRect(x: 0, y: 0, width: 20, height: 1), with: "x", style: Self.plain)
        let bytes = encode(after, after: before, with: &encoder)
        #expect(bytes.contains(String(repeating: "x", count: 20)))
        #expect(!bytes.contains("b") && !bytes.contains("X"))
    }

    @Test func aShortGapIsWrittenOverAndALongOneJumped() {
        var encoder = FrameEncoder(mode: .truecolor)
        let before = canvas("abcdefghijklmnop", columns: 20)
        _ = encode(before, after: nil, with: &encoder)
        var after = before
        for x in [0, 3, 15] { _ = after.write("Z", x: x, y: 0, style: Self.plain) }
        #expect(encode(after, after: before, with: &encoder) == "\u{1B}[HZbcZ\u{1B}[11CZ")
    }

    @Test func rowsThatMovedTogetherAreScrolledNotWritten() {
        var encoder = FrameEncoder(mode: .palette256)
        var before = Canvas(columns: 40, rows: 12, fill: Self.plain)
        let words = [
            "peach", "river", "boy", "dog", "monkey", "pheasant", "island", "ogre", "treasure", "home", "bamboo", "moon", "palace", "sea",
        ]
        func line(_ n: Int) -> String { "\(n): " + String(repeating: words[n % words.count] + " ", count: 5) }
        for y in 0..<12 { _ = before.write(line(y), x: 0, y: y, style: Self.plain) }
        _ = encode(before, after: nil, with: &encoder)
        var after = Canvas(columns: 40, rows: 12, fill: Self.plain)
        for y in 0..<12 { _ = after.write(line(y + 2), x: 0, y: y, style: Self.plain) }
        let bytes = encode(after, after: before, with: &encoder)
        #expect(bytes.hasPrefix("\u{1B}[1;12r\u{1B}[2S\u{1B}[r"), "\(bytes.debugDescription)")
        #expect(bytes.contains("12: ") && bytes.contains("13: ") && !bytes.contains("11: "), "only the two new rows")
        var model = ANSIScreenModel(columns: 40, rows: 12)
        var encoder2 = FrameEncoder(mode: .palette256)
        var out: [UInt8] = []
        encoder2.encode(before.changes(from: nil), of: before, into: &out)
        encoder2.encode(after.changes(from: before), of: after, into: &out)
        model.apply(out)
        Self.expectShows(model, after, mode: .palette256, frame: 1, seed: 0)
        var noScroll = FrameEncoder(mode: .palette256, capabilities: .init(scrollRegion: false))
        _ = encode(before, after: nil, with: &noScroll)
        #expect(encode(after, after: before, with: &noScroll).utf8.count > 3 * bytes.utf8.count)
    }

    @Test func theCursorShowsAtTheCaretOnlyWhileThereIsOne() {
        var encoder = FrameEncoder(mode: .palette256)
        let plain = canvas("x")
        _ = encode(plain, after: nil, with: &encoder)
        var caret = plain
        caret.cursor = CellPoint(x: 3, y: 1)
        // The second row was erased with ECH, which leaves the cursor at its start: three
        // spaces written again take it to the caret for less than a CUF.
        #expect(encode(caret, after: plain, with: &encoder) == "   \u{1B}[?25h")
        var far = plain
        far.cursor = CellPoint(x: 8, y: 0)
        #expect(encode(far, after: caret, with: &encoder) == "\u{1B}[1;9H")
        #expect(encode(plain, after: caret, with: &encoder) == "\u{1B}[?25l")
    }

    // MARK: What a terminal shows

    /// What the eye sees in a cell: a blank shows only its background colour.
    static func visible(glyph: String, foreground: String, background: String, attributes: TextAttributes) -> String {
        let blockElement = glyph.unicodeScalars.count == 1 && (0x2580...0x259F).contains(glyph.unicodeScalars.first!.value)
        if !attributes.contains(.reverse) {
            if glyph == " " && !attributes.contains(.underline) { return "blank \(background)" }
            // The default foreground and background are two colours; dim and bold change a
            // block's colour (its foreground), never a space's.
            let plainBlock = foreground != "default" && attributes.isDisjoint(with: [.dim, .bold])
            if glyph == "\u{2588}" && plainBlock { return "blank \(foreground)" }
            if blockElement && foreground == background && plainBlock { return "blank \(background)" }
        }
        return "\(glyph) \(foreground) \(background) \(attributes.rawValue)"
    }

    static func name(_ color: RGB, in mode: ColorMode) -> String {
        switch mode {
        case .truecolor: "#\(color.r),\(color.g),\(color.b)"
        case .palette256: "\(ColorMapping.xterm256(color))"
        case .palette16, .palette8: "\(ColorMapping.ansi(color, count: mode == .palette16 ? 16 : 8))"
        case .none: "default"
        }
    }

    /// Checks every cell the model shows against the canvas.
    static func expectShows(_ model: ANSIScreenModel, _ canvas: Canvas, mode: ColorMode, frame: Int, seed: UInt64) {
        #expect(model.unknownSequences.isEmpty, "seed \(seed), frame \(frame): \(model.unknownSequences)")
        for y in 0..<canvas.rows {
            for x in 0..<canvas.columns where !canvas[x, y].isContinuation {
                let cell = canvas[x, y]
                let colors = cell.style.colors(in: mode)
                let expected = visible(
                    glyph: cell.grapheme, foreground: name(colors.foreground, in: mode),
                    background: name(colors.background, in: mode), attributes: cell.style.attributes(in: mode))
                let shown = model[x, y]
                let seen = visible(
                    glyph: shown.glyph, foreground: shown.pen.foreground, background: shown.pen.background, attributes: shown.pen.attributes
                )
                if expected != seen {
                    Issue.record("seed \(seed), frame \(frame), cell \(x),\(y): expected \(expected), the terminal shows \(seen)")
                    return
                }
            }
        }
        if let caret = canvas.cursor {
            #expect(model.cursorVisible && model.x == caret.x && model.y == caret.y, "seed \(seed), frame \(frame): the caret")
        } else {
            #expect(!model.cursorVisible, "seed \(seed), frame \(frame): no caret, no cursor")
        }
    }

    @Test(arguments: [(UInt64(1), ColorMode.palette256), (2, .truecolor), (3, .palette256), (4, .truecolor), (5, .none), (6, .palette16)])
    func randomFramesShowExactlyTheCanvas(seed: UInt64, mode: ColorMode) {
        print("FrameEncoderTests: seed \(seed) (replay with this seed)")
        var random = SplitMix64(seed: seed)
        let palette = [RGB(0, 0, 0), RGB(255, 255, 255), RGB(200, 60, 40), RGB(30, 30, 30), RGB(31, 31, 31), RGB(90, 160, 220)]
        let texts = ["word", "héllo", "日本", "a b", "─────", "▄▄▀", "██", "   ", "x", "かみしばい", "e\u{301}"]
        var encoder = FrameEncoder(mode: mode)
        var columns = 30, rows = 8
        var model = ANSIScreenModel(columns: columns, rows: rows)
        var previous: Canvas?
        var canvas = Canvas(columns: columns, rows: rows, fill: Self.plain)
        for frame in 0..<300 {
            if frame % 97 == 96 {
                columns = 20 + Int(random.next() % 20)
                rows = 4 + Int(random.next() % 6)
                canvas = Canvas(columns: columns, rows: rows, fill: Self.plain)
                model.resize(columns: columns, rows: rows)
                previous = nil
            }
            if random.next() % 4 == 0 {
                // A block of rows moves up or down, as a sliding sheet's or a scrolled list's.
                let top = Int(random.next() % UInt64(rows - 1))
                let height = 2 + Int(random.next() % UInt64(rows - top - 1))
                let distance = (1 + Int(random.next() % 3)) * (random.next() % 2 == 0 ? 1 : -1)
                let source = canvas
                for y in top..<(top + height) where (top..<(top + height)).contains(y + distance) {
                    canvas.blit((0..<columns).map { source[$0, y + distance] }, width: columns, x: 0, y: y)
                }
            }
            for _ in 0..<(1 + Int(random.next() % 6)) {
                var style = Style(
                    foreground: palette[Int(random.next() % 6)], background: palette[Int(random.next() % 6)])
                if random.next() % 4 == 0 { style.attributes = TextAttributes(rawValue: UInt8(random.next() % 32)) }
                let x = Int(random.next() % UInt64(columns)), y = Int(random.next() % UInt64(rows))
                if random.next() % 3 == 0 {
                    let width = 1 + Int(random.next() % UInt64(columns))
                    canvas.fill(CellRect(x: x, y: y, width: width, height: 1), with: random.next() % 2 == 0 ? " " : "▄", style: style)
                } else {
                    _ = canvas.write(texts[Int(random.next() % UInt64(texts.count))], x: x, y: y, style: style)
                }
            }
            canvas.cursor =
                random.next() % 5 == 0 ? CellPoint(x: Int(random.next() % UInt64(columns)), y: Int(random.next() % UInt64(rows))) : nil
            var out: [UInt8] = []
            encoder.encode(canvas.changes(from: previous), of: canvas, into: &out)
            model.apply(out)
            Self.expectShows(model, canvas, mode: mode, frame: frame, seed: seed)
            previous = canvas
        }
    }
}

extension FrameEncoderTests {
    /// Where the terminal is not known to repeat a character of several bytes (tmux drops it)
    /// only ASCII is repeated; where it is, a box line or an eighth block is too.
    @Test(arguments: [false, true])
    func multibyteCharactersAreRepeatedOnlyWhereKnown(repeatsMultibyte: Bool) {
        var capabilities = FrameEncoder.Capabilities()
        capabilities.repeatMultibyteCharacter = repeatsMultibyte
        var encoder = FrameEncoder(mode: .palette256, capabilities: capabilities)
        let before = canvas("", columns: 20)
        _ = encode(before, after: nil, with: &encoder)
        var after = before
        after.fill(CellRect(x: 0, y: 0, width: 20, height: 1), with: "─", style: Self.plain)
        let bytes = encode(after, after: before, with: &encoder)
        if repeatsMultibyte {
            #expect(bytes.contains("─\u{1B}[19b"), "\(bytes)")
        } else {
            #expect(bytes.contains(String(repeating: "─", count: 20)), "tmux 3.3 ignores REP after a multibyte character")
        }
    }
}

extension FrameEncoderTests {
    /// The probe decides after the first frame: the encoder told then repeats a box line in
    /// the next frame, having written it plainly before.
    @Test func capabilitiesDecidedLaterApplyToTheNextFrame() {
        var capabilities = FrameEncoder.Capabilities()
        capabilities.repeatMultibyteCharacter = false
        var encoder = FrameEncoder(mode: .palette256, capabilities: capabilities)
        var first = canvas("", columns: 20)
        first.fill(CellRect(x: 0, y: 0, width: 20, height: 1), with: "─", style: Self.plain)
        #expect(encode(first, after: nil, with: &encoder).contains(String(repeating: "─", count: 20)))
        encoder.capabilities.repeatMultibyteCharacter = true
        var second = first
        second.fill(CellRect(x: 0, y: 1, width: 20, height: 1), with: "━", style: Self.plain)
        let bytes = encode(second, after: first, with: &encoder)
        #expect(bytes.contains("━\u{1B}[19b"), "\(bytes)")
    }
}

extension FrameEncoderTests {
    /// A colour packed in one word reads back as what it was made from, and no two kinds share
    /// a packing (palette black is not RGB black, nor is either the default).
    @Test func terminalColorsReadBackAsTheirKind() {
        typealias Color = FrameEncoder.TerminalColor
        #expect(Color.default.kind == .default)
        #expect(Color.palette(0).kind == .palette(0) && Color.palette(255).kind == .palette(255))
        #expect(Color.rgb(.black).kind == .rgb(.black) && Color.rgb(.white).kind == .rgb(.white))
        #expect(Set([Color.default, .palette(0), .rgb(.black)].map(\.hashBits)).count == 3)
        var parameters: [Int] = []
        for color in [Color.default, .palette(1), .palette(9), .palette(200), .rgb(RGB(1, 2, 3))] {
            color.appendParameters(base: 30, to: &parameters)
        }
        #expect(parameters == [39, 31, 91, 38, 5, 200, 38, 2, 1, 2, 3])
    }
}
