import Foundation
import KamishibaiTesting
import Testing

/// The open photo in pixels on the real binary, on a pty where the test is the terminal and
/// answers the probe as xterm run as a VT340 (sixel, cells of 8 × 16) or as kitty (its
/// graphics protocol): the picture at rest goes out in pixels, and comes down cleanly.
@Suite("Pictures in pixels, end to end")
struct PixelsEndToEndTests {
    static let sixelStart = Array("\u{1B}P0;1;0q".utf8)

    /// Opens the Photos tab's first photo and waits for its pixels; returns their event.
    static func openPhoto(_ terminal: PtyTerminal) throws -> TraceLine {
        try terminal.waitForEvent(.terminalFeatures)
        try terminal.send("4")
        try terminal.waitForEvent(.viewDidAppear) { $0.screen == "photos" }
        try terminal.send("\r")
        return try terminal.waitForEvent(.pixelsShown)
    }

    /// What a terminal that paints sixels shows after `output`: the bytes applied to a screen
    /// model, each sixel painted as `#` over the cells of the picture `frame` (its width and
    /// height) from the cursor, kitty's APCs and other escapes passed over.
    static func screen(after output: [UInt8], columns: Int, rows: Int, picture frame: [Int]) -> ANSIScreenModel {
        var model = ANSIScreenModel(columns: columns, rows: rows)
        var i = 0, plain = 0
        func flush(to end: Int) {
            if plain < end { model.apply(Array(output[plain..<end])) }
        }
        while i < output.count {
            guard output[i] == 0x1B, i + 1 < output.count, output[i + 1] != UInt8(ascii: "[") else {
                i += 1
                continue
            }
            flush(to: i)
            let kind = output[i + 1]
            if kind == UInt8(ascii: "P") || kind == UInt8(ascii: "_") {
                // A control string, to its terminator.
                var end = i + 2
                while end + 1 < output.count, !(output[end] == 0x1B && output[end + 1] == UInt8(ascii: "\\")) { end += 1 }
                if kind == UInt8(ascii: "P"), output[i..<min(end, i + 20)].starts(with: sixelStart) {
                    let (x, y) = (model.x, model.y)
                    for row in y..<min(rows, y + frame[3]) {
                        model.apply(Array("\u{1B}[\(row + 1);\(x + 1)H\(String(repeating: "#", count: frame[2]))".utf8))
                    }
                }
                i = end + 2
            } else {
                // ESC ( B and the like.
                i += kind == UInt8(ascii: "(") ? 3 : 2
            }
            plain = i
        }
        flush(to: output.count)
        return model
    }

    static func painted(_ model: ANSIScreenModel) -> Int { model.cells.count { $0.glyph == "#" } }

    /// The photo at rest is a sixel over its cells; closing it writes every one of them again
    /// (a model that paints the sixel over them shows none of it afterwards), and nothing is
    /// sent as pixels after that.
    @Test func anXtermAsAVT340GetsThePhotoInSixelsAndEveryCellBackAfter() throws {
        let terminal = try PtyTerminal.xterm()
        let shown = try Self.openPhoto(terminal)
        guard case .pixelsShown(_, let view, let graphics, let frame, let bytes) = shown.event else { throw EndToEndError("\(shown)") }
        #expect(view == "PhotoView" && graphics == "sixel" && frame == [2, 1, 96, 37] && bytes > 10_000, "\(shown)")
        try terminal.pump(until: "the sixel") { terminal.output.firstRange(of: Self.sixelStart) != nil }
        try terminal.pumpUntilQuiet()
        #expect(Self.painted(Self.screen(after: terminal.output, columns: 100, rows: 40, picture: frame)) == 96 * 37)

        try terminal.send("\u{1B}")
        let removed = try terminal.waitForEvent(.pixelsRemoved)
        #expect(removed.event == .pixelsRemoved(id: 1, view: "PhotoView", reason: "moving"), "\(terminal)")
        try terminal.waitForEvent(.dismissalDidEnd)
        try terminal.pumpUntilQuiet()
        #expect(Self.painted(Self.screen(after: terminal.output, columns: 100, rows: 40, picture: frame)) == 0, "no ghost of the sixel")
        let sixels = terminal.output.ranges(of: Self.sixelStart).count
        try terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
        #expect(terminal.output.ranges(of: Self.sixelStart).count == sixels && sixels == 1)
    }

    /// kitty: sent once under id 1, deleted by that id when help covers it, placed again (not
    /// sent again) when help goes, and freed before the main screen comes back.
    @Test func kittyGetsThePhotoUnderAnIdDeletedAndFreedByIt() throws {
        let terminal = try TerminalFeaturesEndToEndTests.kitty()
        let shown = try Self.openPhoto(terminal)
        guard case .pixelsShown(let id, _, let graphics, let frame, _) = shown.event else { throw EndToEndError("\(shown)") }
        #expect(id == 1 && graphics == "kitty" && frame == [2, 1, 76, 21], "\(shown)")
        let sent = Array("\u{1B}_Ga=t,i=1,q=2,f=32".utf8)
        let placed = Array("\u{1B}_Ga=p,i=1,p=1,c=76,r=21,C=1,q=2\u{1B}\\".utf8)
        // Its 1.4 MB of data go before it is placed, and a key waits behind them: on a busy
        // machine they take seconds, so help is asked for once the image is whole.
        try terminal.pump(timeout: 60, until: "the image sent and placed") { terminal.output.firstRange(of: placed) != nil }
        #expect(terminal.output.firstRange(of: sent) != nil)

        try terminal.send("?")
        try terminal.waitForEvent(.pixelsRemoved) { $0.event == .pixelsRemoved(id: 1, view: "PhotoView", reason: "covered") }
        let deleted = Array("\u{1B}_Ga=d,d=i,i=1,q=2\u{1B}\\".utf8)
        try terminal.pump(until: "deleted by its id") { terminal.output.firstRange(of: deleted) != nil }
        try terminal.send("?")
        try terminal.waitForEvent(.pixelsShown) { $0.t > shown.t }
        try terminal.pump(until: "placed again") { terminal.output.ranges(of: placed).count == 2 }
        #expect(terminal.output.ranges(of: sent).count == 1, "its data stayed with the terminal")

        try terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
        let freed = try #require(terminal.output.lastRange(of: Array("\u{1B}_Ga=d,d=I,i=1,q=2\u{1B}\\".utf8)), "\(terminal)")
        let leave = try #require(terminal.output.lastRange(of: Escape.mainScreen), "\(terminal)")
        #expect(freed.lowerBound < leave.lowerBound)
    }

    /// `--no-graphics`: the same terminal, the same photo, no picture ever sent.
    @Test func theFlagKeepsThePhotoInSymbols() throws {
        let terminal = try PtyTerminal.xterm(["--no-graphics"])
        try terminal.waitForEvent(.terminalFeatures)
        try terminal.send("4")
        try terminal.waitForEvent(.viewDidAppear) { $0.screen == "photos" }
        try terminal.send("\r")
        try terminal.waitForEvent(.presentationDidEnd) { $0.screen == "photo-1" }
        try terminal.pumpUntilQuiet(for: 0.5)
        try terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
        let pictures = try terminal.trace.events().filter { [.pixelsShown, .pixelsRemoved].contains($0.kind) }
        #expect(terminal.output.firstRange(of: Self.sixelStart) == nil && pictures.isEmpty)
    }
}
