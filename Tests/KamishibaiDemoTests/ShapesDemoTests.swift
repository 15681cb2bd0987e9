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

    @Test func everyFigureIsOnScreenWithItsCaptionOnce() {
        let harness = harness(.palette256)
        let screen = harness.screen
        #expect(harness.app.shapesView.words == Self.words)
        for title in Self.captions {
            #expect(screen.components(separatedBy: title).count == 2, "\(title) once")
        }
        #expect(!screen.contains("("), "no word in parentheses after a caption")
        let blocks = screen.unicodeScalars.count { (0x2580...0x259F).contains($0.value) }
        #expect(blocks > 300, "block symbols draw the figures: \(blocks)")
    }

    static let captions = [
        "Spade", "Heart", "Diamond", "Club", "Corner r24 / r15", "Rounded shadow", "Cut and round corners", "Even-odd erase",
        "QR scanner", "Morph: m or click",
    ]

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

/// The board lays its figures out in justified rows that fill the screen: no figure alone on
/// a row, none touching another or another's caption, the whole board on one screen where
/// the figures can be eight rows tall, and the rows at 80×24 scrolling.
@Suite struct ShapesBoardLayoutTests {
    func frames(columns: Int, rows: Int) -> (harness: DemoHarness, frames: [CellRect]) {
        let harness = DemoHarness(columns: columns, rows: rows, start: .shapes)
        harness.run([])
        let view = harness.app.shapesView
        return (harness, view.words.compactMap { view.figureView(named: $0).map { CellRect($0.frameInRoot) } })
    }

    /// Spade, heart, diamond, club; corner, shadow, border; erase, scanner, morph: rows of
    /// 4, 3 and 3 at every size, one height a row.
    static let expected: [String: [CellRect]] = [
        "80x24": [
            CellRect(x: 2, y: 2, width: 16, height: 8), CellRect(x: 22, y: 2, width: 16, height: 8),
            CellRect(x: 41, y: 2, width: 16, height: 8), CellRect(x: 61, y: 2, width: 16, height: 8),
            CellRect(x: 2, y: 12, width: 15, height: 9), CellRect(x: 21, y: 12, width: 29, height: 9),
            CellRect(x: 53, y: 12, width: 24, height: 9),
            CellRect(x: 3, y: 23, width: 26, height: 9), CellRect(x: 33, y: 23, width: 22, height: 9),
            CellRect(x: 59, y: 23, width: 18, height: 9),
        ],
        "120x40": [
            CellRect(x: 9, y: 2, width: 18, height: 9), CellRect(x: 37, y: 2, width: 18, height: 9),
            CellRect(x: 65, y: 2, width: 18, height: 9), CellRect(x: 93, y: 2, width: 18, height: 9),
            CellRect(x: 10, y: 14, width: 17, height: 10), CellRect(x: 39, y: 14, width: 32, height: 10),
            CellRect(x: 82, y: 14, width: 27, height: 10),
            CellRect(x: 11, y: 26, width: 29, height: 10), CellRect(x: 52, y: 26, width: 25, height: 10),
            CellRect(x: 89, y: 26, width: 20, height: 10),
        ],
        "200x60": [
            CellRect(x: 15, y: 2, width: 30, height: 15), CellRect(x: 61, y: 2, width: 30, height: 15),
            CellRect(x: 108, y: 2, width: 30, height: 15), CellRect(x: 154, y: 2, width: 30, height: 15),
            CellRect(x: 17, y: 20, width: 28, height: 17), CellRect(x: 64, y: 20, width: 54, height: 17),
            CellRect(x: 137, y: 20, width: 45, height: 17),
            CellRect(x: 18, y: 39, width: 49, height: 17), CellRect(x: 86, y: 39, width: 42, height: 17),
            CellRect(x: 147, y: 39, width: 34, height: 17),
        ],
    ]

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func theFiguresSitInRowsOfTwoOrMoreApartFromEachOthersCaptions(columns: Int, rows: Int) {
        let (_, frames) = frames(columns: columns, rows: rows)
        #expect(frames.count == ShapesDemoTests.words.count)
        #expect(frames == Self.expected["\(columns)x\(rows)"])
        let rowsOfFigures = Dictionary(grouping: frames, by: \.maxY)
        #expect(rowsOfFigures.values.allSatisfy { $0.count >= 2 }, "no figure alone on a row: \(rowsOfFigures.mapValues(\.count))")
        #expect(frames.allSatisfy { $0.minX >= 2 && $0.maxX <= columns - 2 })
        for (i, a) in frames.enumerated() {
            for b in frames[(i + 1)...] {
                // With its caption (the row under it) and a cell around it.
                let around = CellRect(x: a.x - 1, y: a.y - 1, width: a.width + 2, height: a.height + 3)
                #expect(around.intersection(b).isEmpty, "\(a) and \(b)")
            }
        }
    }

    @Test(arguments: [(120, 40), (200, 60)])
    func theWholeBoardIsOnOneScreen(columns: Int, rows: Int) {
        let (harness, frames) = frames(columns: columns, rows: rows)
        // The page runs from under the tab bar (row 1) to above the footer (rows - 2).
        #expect(frames.allSatisfy { $0.minY >= 1 && $0.maxY + 1 <= rows - 2 }, "\(frames)")
        #expect(harness.app.shapesView.scrollView.maximumContentOffset.y == 0)
    }

    @Test func theRowsScrollAt80x24() {
        let (harness, _) = frames(columns: 80, rows: 24)
        #expect(harness.app.shapesView.scrollView.maximumContentOffset.y > 0)
    }

    @Test func theLayoutOfTenFiguresConsidersEveryWayToBreakThem() {
        #expect(ShapesBoardLayout.compositions(of: 10).count == 34)
        #expect(ShapesBoardLayout.compositions(of: 10).allSatisfy { $0.reduce(0, +) == 10 && $0.allSatisfy { $0 >= 2 } })
        #expect(ShapesBoardLayout.compositions(of: 1) == [[1]])
    }

    @Test func snapshotAt120x40() {
        let (harness, _) = frames(columns: 120, rows: 40)
        assertSnapshot(of: harness.screen, as: .lines)
    }
}

/// The border's cuts run through whole cells, two columns for every row, so each row of a
/// cut is the same pair of eighth blocks two columns over from the last: a straight ramp.
@Suite struct CutCornerTests {
    /// The border's cells, a line of graphemes a row.
    func border(columns: Int, rows: Int) throws -> [[String]] {
        let harness = DemoHarness(columns: columns, rows: rows, start: .shapes)
        harness.run([])
        let frame = CellRect(try #require(harness.app.shapesView.figureView(named: "border")).frameInRoot)
        let screen = harness.terminal.screen
        return (frame.minY..<frame.maxY).map { y in (frame.minX..<frame.maxX).map { screen[$0, y].grapheme } }
    }

    /// Where the pair ▃▅ starts on each line, searching the left half (the top-left cut) or
    /// the right half from its end (the bottom-right cut).
    func ramps(_ lines: [[String]], rightHalf: Bool) -> [Int] {
        lines.compactMap { line in
            let starts = (0..<line.count - 1).filter { line[$0] == "▃" && line[$0 + 1] == "▅" }
            return rightHalf ? starts.last { $0 >= line.count / 2 } : starts.first { $0 < line.count / 2 }
        }
    }

    @Test(arguments: [(120, 40, 2), (200, 60, 4)])
    func eachCutIsAStraightRampTwoColumnsARow(columns: Int, rows: Int, cut: Int) throws {
        let lines = try border(columns: columns, rows: rows)
        let text = lines.map { $0.joined() }.joined(separator: "\n")
        // The top-left cut: rows 1 to `cut`, each starting two columns left of the one above.
        let topLeft = ramps(Array(lines[1...cut]), rightHalf: false)
        #expect(topLeft == (0..<cut).map { 2 * (cut - 1 - $0) + 2 }, "\(topLeft)\n\(text)")
        // The bottom-right cut, in the last `cut` rows of the border (above its shadow's row).
        let bottom = Array(lines[(lines.count - 2 - cut)..<(lines.count - 2)])
        let bottomRight = ramps(bottom, rightHalf: true)
        #expect(bottomRight.count == cut, "\(bottomRight)\n\(text)")
        #expect(zip(bottomRight, bottomRight.dropFirst()).allSatisfy { $0 - $1 == 2 }, "\(bottomRight)\n\(text)")
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
