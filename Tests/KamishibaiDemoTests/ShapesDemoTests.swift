import KamishibaiCanvas
import KamishibaiUI
import SnapshotTesting
import Testing

@testable import KamishibaiDemo

/// The Shapes tab at 200×60, where every figure fits: one snapshot per figure (its cells cut
/// out of the screen) in 256 colours, with the palette colour of every cell, and with no
/// colour, where the symbols alone must draw it.
@Suite struct ShapesDemoTests {
    static let words = ["spade", "heart", "diamond", "club", "corner", "shadow", "border", "erase", "scanner", "morph"]

    func harness(_ mode: ColorMode) -> DemoHarness {
        let harness = DemoHarness(columns: 200, rows: 60, start: .shapes, colorMode: mode)
        harness.run([])
        return harness
    }

    /// The figure's cells and its caption row.
    func cutOut(_ word: String, from harness: DemoHarness) throws -> (text: String, palette: String) {
        let view = try #require(harness.app.shapesView.figureView(named: word))
        let frame = CellRect(view.frameInRoot)
        let screen = harness.terminal.screen
        var text: [String] = [], palette: [String] = []
        for y in frame.minY...frame.maxY {
            var line = "", colours: [String] = []
            for x in frame.minX..<frame.maxX {
                let cell = screen[x, y]
                line += cell.grapheme.isEmpty ? " " : cell.grapheme
                colours.append("\(ColorMapping.xterm256(cell.style.foreground))/\(ColorMapping.xterm256(cell.style.background))")
            }
            text.append(line)
            palette.append(colours.joined(separator: " "))
        }
        return (text.joined(separator: "\n"), palette.joined(separator: "\n"))
    }

    @Test func everyFigureIsOnScreenWithItsCaption() {
        let screen = harness(.palette256).screen
        #expect(harness(.palette256).app.shapesView.words == Self.words)
        for word in Self.words { #expect(screen.contains("(\(word))"), "caption of \(word)") }
        let blocks = screen.unicodeScalars.count { (0x2580...0x259F).contains($0.value) }
        #expect(blocks > 300, "block symbols draw the figures: \(blocks)")
    }

    @Test(arguments: words)
    func in256Colours(_ word: String) throws {
        let figure = try cutOut(word, from: harness(.palette256))
        assertSnapshot(of: figure.text, as: .lines, named: "\(word)-text")
        assertSnapshot(of: figure.palette, as: .lines, named: "\(word)-palette")
    }

    @Test(arguments: words)
    func withNoColour(_ word: String) throws {
        let figure = try cutOut(word, from: harness(.none))
        assertSnapshot(of: figure.text, as: .lines, named: word)
    }

    @Test func drawingIsDeterministic() throws {
        #expect(harness(.truecolor).terminal.screen == harness(.truecolor).terminal.screen)
    }

    @Test func mOrAClickMorphsTheSquareIn0_4Seconds() throws {
        let harness = DemoHarness(columns: 200, rows: 60, start: .shapes)
        harness.run([])
        let square = harness.screen
        let morph = try #require(harness.app.shapesView.figureView(named: "morph"))
        // A click on the figure, then m: a half-moon, then the square again.
        let centre = morph.frameInRoot
        harness.run(timed: [(10, .mouse(MouseEvent(.press(.left), column: Int(centre.midX), row: Int(centre.midY))))])
        harness.run(timed: [(10.05, .mouse(MouseEvent(.release(.left), column: Int(centre.midX), row: Int(centre.midY))))])
        let midway = harness.frame(at: 10.25)
        #expect(midway.text != square)
        #expect(harness.app.shapesView.morph.isHalfMoon)
        #expect(!harness.app.shapesView.morph.isAnimatingPath, "0.4 s later it rests")
        let halfMoon = harness.screen
        #expect(halfMoon != square)
        harness.run(timed: [(20, .key(.character("m")))])
        #expect(harness.screen == square)
    }
}
