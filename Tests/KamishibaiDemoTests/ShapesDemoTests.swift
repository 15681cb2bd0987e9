import Foundation
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

/// The board flows its figures over the whole width: as many columns as fit, the figures
/// scaled to them.
@Suite struct ShapesBoardLayoutTests {
    func frames(columns: Int, rows: Int) -> (harness: DemoHarness, frames: [String: Rect]) {
        let harness = DemoHarness(columns: columns, rows: rows, start: .shapes)
        harness.run([])
        let view = harness.app.shapesView
        let frames = Dictionary(
            uniqueKeysWithValues: view.words.compactMap { word in view.figureView(named: word).map { (word, $0.frameInRoot) } })
        return (harness, frames)
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func theFiguresFillTheWidthWithoutOverlapping(columns: Int, rows: Int) {
        let (_, frames) = frames(columns: columns, rows: rows)
        #expect(frames.count == ShapesDemoTests.words.count)
        let rightmost = frames.values.map(\.maxX).max() ?? 0
        #expect(rightmost >= Double(columns - 4), "the rightmost figure ends at \(rightmost)")
        #expect(frames.values.allSatisfy { $0.minX >= 0 && $0.maxX <= Double(columns) })
        let pairs = frames.sorted { $0.key < $1.key }
        for (i, a) in pairs.enumerated() {
            for b in pairs[(i + 1)...] {
                // A figure's caption is the row under it: that may not overlap either.
                let (ra, rb) = (a.value.inset(by: Insets(top: 0, left: 0, bottom: -1, right: 0)), b.value)
                #expect(
                    ra.intersection(rb).isEmpty && rb.inset(by: Insets(top: 0, left: 0, bottom: -1, right: 0)).intersection(ra).isEmpty,
                    "\(a.key) \(a.value) and \(b.key) \(b.value)")
            }
        }
    }

    @Test(arguments: [(120, 40), (200, 60)])
    func theFirstScreenUsesItsRightHalfAndEveryFigureIsLarge(columns: Int, rows: Int) {
        let (_, frames) = frames(columns: columns, rows: rows)
        let firstScreen = frames.values.filter { $0.minY < Double(rows - 2) }
        #expect(firstScreen.contains { $0.minX >= Double(columns) / 2 }, "a figure starts in the right half")
        // Wide enough that the border's cut corners (a sixth of it) are cells, not a pixel.
        #expect((frames["border"]?.width ?? 0) >= 30)
        #expect((frames["corner"]?.height ?? 0) >= 6, "the corner figure's two radii are rows apart")
    }

    @Test func theEvenOddFigureFitsOneScreenAt120x40() throws {
        let (_, frames) = frames(columns: 120, rows: 40)
        let erase = try #require(frames["erase"])
        // The Shapes page runs from under the tab bar (row 1) to above the footer (row 38).
        #expect(erase.height + 1 <= 38, "\(erase) and its caption")
        #expect(erase.width >= 60)
    }

    @Test func snapshotAt120x40() {
        let (harness, _) = frames(columns: 120, rows: 40)
        assertSnapshot(of: harness.screen, as: .lines)
    }
}

/// The viewfinder of "iOSでMaterial Designを使いたくない理由", sampled from its cells at its own size: 126 × 102 points are
/// 42 × 17 cells, and the clear square (54 points) is columns 12 to 29, rows 4 to 12.
@Suite struct ScannerFigureTests {
    let columns = 42, rows = 17
    let cells: [Cell]

    init() throws {
        let catalog = ShapeFigure.catalog(morph: MorphView(side: 48, margin: 12, canvasColor: ShapeFigure.paper))
        let scanner = try #require(catalog.first { $0.word == "scanner" })
        #expect(scanner.cells() == (columns, rows))
        cells = scanner.view.render(columns: columns, rows: rows)
    }

    /// The colours cell (x, y) shows: a space's foreground is not seen.
    func colours(_ x: Int, _ y: Int) -> [RGB] {
        let cell = cells[y * columns + x]
        return cell.grapheme.trimmingCharacters(in: .whitespaces).isEmpty
            ? [cell.style.background] : [cell.style.foreground, cell.style.background]
    }

    @Test func outsideIsDimmedBy60PercentBlack() {
        // The tiles and their grout are 0x2A6F8F to 0x3C8DB0: blue 0x8F to 0xB0, 40 % of it 57 to 70.
        let outside = (0..<rows).flatMap { y in (0..<columns).filter { $0 < 10 || $0 > 32 || y < 3 || y > 14 }.map { (x: $0, y: y) } }
        let blues = outside.flatMap { colours($0.x, $0.y) }.map { Double($0.b) }
        let mean = blues.reduce(0, +) / Double(blues.count)
        #expect(mean > 0.4 * 0x8F - 6 && mean < 0.4 * 0xB0 + 6, "mean blue \(mean)")
        #expect(blues.allSatisfy { $0 < 0.4 * 0xB0 + 12 }, "nothing outside is bright")
    }

    @Test func insideIsClear() {
        // A whole tile (0x3C8DB0) between the square's edge and the code's card, undimmed.
        #expect(colours(13, 7).contains { $0.b > 0xA0 && $0.g > 0x80 }, "\(colours(13, 7))")
        let inside = (5...11).flatMap { y in (14...27).flatMap { colours($0, y) } }
        #expect(inside.contains { $0.r > 0xF0 && $0.g > 0xF0 && $0.b > 0xF0 }, "the code's white card, undimmed")
    }

    @Test func theSquareHasAThinWhiteLineAndBlueCorners() {
        for x in [18, 21, 24] {
            #expect(colours(x, 4).contains { min($0.r, $0.g, $0.b) > 0xC0 }, "white along the top at \(x): \(colours(x, 4))")
        }
        // The marks' upright strokes, a cell wide, beside the square's corners.
        for (x, y) in [(11, 5), (30, 5), (11, 11), (30, 11)] {
            #expect(colours(x, y).contains { $0.b > 0xD0 && $0.r < 0x70 }, "blue at (\(x), \(y)): \(colours(x, y))")
        }
    }
}
