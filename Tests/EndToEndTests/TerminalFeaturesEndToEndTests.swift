import Foundation
import KamishibaiPlatform
import KamishibaiTesting
import Testing

/// The start-up probe's features on the real binary, on a pty where the test is the terminal
/// and answers as xterm, as kitty, or not at all: what is found goes into the trace, what the
/// terminal can do is turned on after its answers, and off again on the way out.
@Suite("Terminal features, end to end")
struct TerminalFeaturesEndToEndTests {
    /// kitty after 0.33 by default, whose releases of Enter, Tab and Backspace are no legacy
    /// bytes; before it, every key is asked for as an escape code.
    static func kitty(version: String = "0.40.1") throws -> PtyTerminal {
        try PtyTerminal(
            modeState: 2,
            answers: [
                ("\u{1B}[>0q", "\u{1B}P>|kitty(\(version))\u{1B}\\"), ("\u{1B}[?1016$p", "\u{1B}[?1016;2$y"), ("\u{1B}[?u", "\u{1B}[?0u"),
                ("\u{1B}[16t", "\u{1B}[6;18;9t"), ("\u{1B}[14t", "\u{1B}[4;432;720t"),
                ("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\", "\u{1B}_Gi=31;OK\u{1B}\\"),
            ],
            deviceAttributes: "\u{1B}[?62;c")
    }

    /// The features the app traced once the probe was decided.
    static func features(_ terminal: PtyTerminal) throws -> TerminalFeaturesFound {
        guard case .terminalFeatures(let found) = try terminal.waitForEvent(.terminalFeatures).event else {
            throw EndToEndError("not a terminalFeatures line")
        }
        return found
    }

    /// The row of a resting sheet's top edge (its rounded corner, `▗` in 256 colours, and its
    /// grabber), if one is shown.
    static func sheetBorder(_ screen: ANSIScreenModel) -> Int? {
        screen.lines.firstIndex { ["▗", "╭"].contains($0.first?.glyph) && text($0).contains("━━━━━━") }
    }

    static func text(_ row: [ANSIScreenModel.Cell]) -> String { row.map(\.glyph).joined() }

    /// What was found is traced; SGR-Pixels goes on after the answers. On the sheet's grabber
    /// (column 50) a drag moves by the pixel: each step of the percent is a sixteenth of a
    /// row's share (1 / 16 / the sheet's rows), and the drawn edge moves by eighths of a row.
    @Test func anXtermGetsThePointerInPixels() throws {
        let terminal = try PtyTerminal.xterm()
        let features = try Self.features(terminal)
        #expect(features.terminal == "XTerm(379)" && features.pixelMouse == true, "\(features)")
        #expect(features.cellSize == [8, 16] && features.sixel == true, "\(features)")
        #expect(features.keyboardFlags == nil && features.keyReleases == false, "\(features)")
        #expect(features.kittyGraphics == false && features.disabled.isEmpty)
        try terminal.pump(until: "SGR-Pixels on") { terminal.output.ranges(of: Escape.pixelsOn).count == 1 }
        let probe = try #require(terminal.output.firstRange(of: Array("\u{1B}[c".utf8)))
        #expect(terminal.output.firstRange(of: Escape.pixelsOn)!.lowerBound > probe.lowerBound, "on only once asked")
        #expect(terminal.output.firstRange(of: Escape.keyboardPush) == nil)

        _ = try terminal.presentSheet()
        let border = try #require(Self.sheetBorder(terminal.screen), "no sheet: \(terminal)")
        // The sheet's way down is its height: to the row above the footer of keys.
        let travel = Double(39 - border)
        // The centre pixel of the grabber's cell, counted from 1.
        let x = 49 * 8 + 5, y = border * 16 + 9
        try terminal.send("\u{1B}[<0;\(x);\(y)M")
        var percents: [Double] = [0]
        for step in 1...4 {
            terminal.pump(seconds: 0.04)
            try terminal.send("\u{1B}[<32;\(x);\(y + step)M")
            let expected = Double(step) / 16 / travel
            let update = try terminal.waitForEvent(.interactionUpdate) { isNear($0.percent ?? 0, expected, tolerance: 2e-6) }
            percents.append(update.percent ?? 0)
            guard step.isMultiple(of: 2) else { continue }
            // Two pixels are an eighth of a row: the edge's row is filled seven eighths from
            // below (`▔` in the backdrop's colour over the surface), then six (`▆`), between
            // its quadrant corners; the grabber moves to the first row the sheet covers whole.
            try terminal.pumpUntilQuiet()
            let screen = terminal.screen
            let filled = "▗" + String(repeating: step == 2 ? "▔" : "▆", count: 98) + "▖"
            #expect(Self.text(screen.lines[border]) == filled, "\(terminal)")
            #expect(Self.text(screen.lines[border + 1]).contains("━━━━━━"), "the grabber a row lower")
        }
        #expect(zip(percents.dropFirst(), percents).allSatisfy { $0 - $1 < 1 / travel / 8 }, "steps of a pixel: \(percents)")
        try terminal.send("\u{1B}[<0;\(x);\(y + 4)m")
        try terminal.waitForEvent(.dismissalDidEnd)
        try terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
        let end = try #require(terminal.output.lastRange(of: Escape.pixelsOff), "SGR-Pixels off at the end: \(terminal)")
        #expect(end.lowerBound > terminal.output.lastRange(of: Escape.pixelsOn)!.lowerBound)
    }

    /// After a resize (a font change resizes the window too) the cell size is asked again,
    /// the way the terminal told it, and reports are read in the new size: with the font
    /// doubled (100 × 20 cells of 8 × 32) a drag of 8 pixels is a quarter of a row, not half.
    @Test func aResizeAsksForTheCellSizeAgain() throws {
        let terminal = try PtyTerminal.xterm()
        try terminal.waitForEvent(.terminalFeatures)
        try terminal.pumpUntilQuiet()
        let query = Array("\u{1B}[16t".utf8)
        #expect(terminal.output.ranges(of: query).count == 1)
        terminal.answer("\u{1B}[16t", with: "\u{1B}[6;32;8t")
        try terminal.resize(columns: 100, rows: 20)
        try terminal.pump(until: "the cell size asked again") { terminal.output.ranges(of: query).count == 2 }

        _ = try terminal.presentSheet()
        let border = try #require(Self.sheetBorder(terminal.screen), "no sheet: \(terminal)")
        let x = 49 * 8 + 5, y = border * 32 + 17
        try terminal.send("\u{1B}[<0;\(x);\(y)M")
        terminal.pump(seconds: 0.04)
        try terminal.send("\u{1B}[<32;\(x);\(y + 8)M")
        let update = try terminal.waitForEvent(.interactionUpdate) { ($0.percent ?? 0) > 0 }
        let travel = Double(19 - border)
        #expect(isNear(update.percent ?? 0, 0.25 / travel, tolerance: 2e-6), "\(update), \(travel) rows")
        try terminal.send("\u{1B}[<0;\(x);\(y + 8)m")
        try terminal.waitForEvent(.dismissalDidEnd)
        try terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
    }

    /// `--no-pixel-mouse`: still asked and traced, never turned on, reports stay in cells.
    @Test func theFlagKeepsThePointerInCells() throws {
        let terminal = try PtyTerminal.xterm(["--no-pixel-mouse"])
        let features = try Self.features(terminal)
        #expect(features.pixelMouse == true && features.disabled == ["pixel-mouse"], "\(features)")
        try terminal.pumpUntilQuiet()
        try terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
        #expect(terminal.output.firstRange(of: Escape.pixelsOn) == nil && terminal.output.firstRange(of: Escape.pixelsOff) == nil)
    }

    /// The keyboard protocol is pushed after the answers, popped before Ctrl-Z hands the
    /// terminal back (here nothing stops the app: its process group has no shell) and pushed
    /// again on the way back, popped at the end before the main screen returns. A release is
    /// no press: `q` let go does not quit, Ctrl-C in the protocol's form does.
    @Test func kittyGetsKeyReleasesPushedAndPopped() throws {
        let terminal = try Self.kitty()
        let features = try Self.features(terminal)
        #expect(features.terminal == "kitty(0.40.1)" && features.keyboardFlags == 0, "\(features)")
        #expect(features.keyReleases == true && features.kittyGraphics == true, "\(features)")
        #expect(features.cellSize == [9, 18] && features.sixel == false, "\(features)")
        try terminal.pump(until: "the keyboard protocol pushed") { terminal.output.ranges(of: Escape.keyboardPush).count == 1 }

        try terminal.send("\u{1B}[122;5u\u{1B}[122;5:3u")  // Ctrl-Z, pressed and let go
        try terminal.pump(until: "pushed again after the suspend") { terminal.output.ranges(of: Escape.keyboardPush).count == 2 }
        let pops = terminal.output.ranges(of: Escape.keyboardPop).map(\.lowerBound)
        let pushes = terminal.output.ranges(of: Escape.keyboardPush).map(\.lowerBound)
        #expect(pops.count == 1 && pops[0] > pushes[0] && pops[0] < pushes[1], "pop before the suspend: \(terminal)")

        try terminal.send("\u{1B}[113;1:3u")  // q let go
        try terminal.pumpUntilQuiet()
        #expect(terminal.output.ranges(of: Escape.keyboardPop).count == 1, "a release quit the app: \(terminal)")
        try terminal.send("\u{1B}[99;5u")  // Ctrl-C
        #expect(try terminal.waitForExit() == 0)
        let lastPop = try #require(terminal.output.lastRange(of: Escape.keyboardPop)).lowerBound
        #expect(terminal.output.ranges(of: Escape.keyboardPop).count == 2 && lastPop > pushes[1], "\(terminal)")
        let leave = try #require(terminal.output.lastRange(of: Escape.mainScreen), "\(terminal)")
        #expect(lastPop < leave.lowerBound, "popped while the alternate screen, whose stack it is, is up")
    }

    /// A signal that ends the app through the run loop (SIGTERM) and one the crash handler
    /// restores from (SIGSEGV, sent): both turn off what was turned on, before the main screen.
    @Test(arguments: [SIGTERM, SIGSEGV])
    func signalsTurnTheFeaturesOff(signal: Int32) throws {
        let terminal = try Self.kitty()
        try terminal.waitForEvent(.terminalFeatures)
        try terminal.pump(until: "both on") {
            terminal.output.firstRange(of: Escape.keyboardPush) != nil && terminal.output.firstRange(of: Escape.pixelsOn) != nil
        }
        try terminal.pumpUntilQuiet()
        terminal.signal(signal)
        #expect(try terminal.waitForExit() == 128 + signal)
        let leave = try #require(terminal.output.ranges(of: Escape.mainScreen).last, "\(terminal)").lowerBound
        for mode in [Escape.keyboardPop, Escape.pixelsOff] {
            let off = try #require(terminal.output.ranges(of: mode).last, "\(terminal)").lowerBound
            #expect(off > terminal.output.ranges(of: Escape.keyboardPush).last!.lowerBound && off < leave, "\(terminal)")
        }
    }

    /// A terminal that answers DA1 alone (tmux 3.3a), and one that answers nothing: features
    /// absent, nothing turned on or off beyond today's modes.
    @Test(arguments: [true, false])
    func aTerminalThatSaysNothingGetsNothingExtra(answersDeviceAttributes: Bool) throws {
        let terminal = try PtyTerminal(modeState: nil, answersDeviceAttributes: answersDeviceAttributes)
        let features = try Self.features(terminal)
        #expect(features.pixelMouse == false && features.keyReleases == false, "\(features)")
        #expect(features.sixel == false && features.kittyGraphics == false, "\(features)")
        #expect(features.terminal == nil && features.keyboardFlags == nil, "\(features)")
        try terminal.pumpUntilQuiet()
        try terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
        for mode in [Escape.pixelsOn, Escape.pixelsOff, Escape.keyboardPush, Escape.keyboardPop] {
            #expect(terminal.output.firstRange(of: mode) == nil, "\(String(decoding: mode, as: UTF8.self).debugDescription): \(terminal)")
        }
    }
}
