import KamishibaiCanvas
import Testing

let plain = Style(foreground: .white, background: .black)
let red = Style(foreground: RGB(255, 0, 0), background: .black)

@Suite struct CanvasTests {
    @Test func writesTextAndClipsAtTheEdge() {
        var canvas = Canvas(columns: 5, rows: 1, fill: plain)
        canvas.write("abcdefg", x: 2, y: 0, style: plain)
        #expect(canvas.text == "  abc")
        canvas.write("zz", x: -1, y: 0, style: plain)
        #expect(canvas.text == "z abc")
    }

    @Test func nothingDrawsOutsideTheClip() {
        var canvas = Canvas(columns: 4, rows: 2, fill: plain)
        canvas.clip = CellRect(x: 1, y: 0, width: 2, height: 1)
        canvas.fill(canvas.bounds, with: "#", style: plain)
        #expect(canvas.text == " ## \n    ")
    }

    @Test func wideCharactersTakeTwoCellsAndAreNeverHalved() {
        var canvas = Canvas(columns: 6, rows: 1, fill: plain)
        #expect(canvas.write("紙芝", x: 0, y: 0, style: plain) == 4)
        #expect(canvas[1, 0].isContinuation)
        #expect(canvas.text == "紙芝  ")
        // Overwriting the right half of 紙 blanks its left half.
        canvas.put("x", x: 1, y: 0, style: plain)
        #expect(canvas.text == " x芝  ")
        // A wide character that would be cut by the edge becomes a space.
        canvas.put("居", x: 5, y: 0, style: plain)
        #expect(canvas.text == " x芝  ")
    }

    @Test func truncatedTextEndsWithAnEllipsis() {
        var canvas = Canvas(columns: 8, rows: 1, fill: plain)
        #expect(canvas.write("Momotarō story", x: 0, y: 0, style: plain, maxWidth: 6) == 6)
        #expect(canvas.text == "Momot…  ")
    }

    @Test func roundedBoxWithTitle() {
        var canvas = Canvas(columns: 12, rows: 3, fill: plain)
        canvas.drawBox(canvas.bounds, style: plain, title: "Hi")
        #expect(canvas.text == "╭─ Hi ─────╮\n│          │\n╰──────────╯")
    }

    @Test func tinyBoxesDrawNothing() {
        var canvas = Canvas(columns: 1, rows: 1, fill: plain)
        canvas.drawBox(canvas.bounds, style: plain, title: "x")
        #expect(canvas.text == " ")
    }

    @Test func zeroSizedCanvasIsSafe() {
        var canvas = Canvas(columns: 0, rows: 0, fill: plain)
        canvas.write("hello", x: 0, y: 0, style: plain)
        canvas.fill(CellRect(x: -5, y: -5, width: 50, height: 50), style: plain)
        #expect(canvas.text == "")
        #expect(canvas.changes(from: nil).isEmpty)
    }

    @Test func dimmingDarkensAndRecordsTheAmount() {
        var canvas = Canvas(columns: 2, rows: 1, fill: Style(foreground: RGB(200, 100, 50), background: RGB(100, 100, 100)))
        canvas.dim(CellRect(x: 0, y: 0, width: 1, height: 1), opacity: 0.4)
        #expect(canvas[0, 0].style.foreground == RGB(120, 60, 30))
        #expect(canvas[0, 0].style.background == RGB(60, 60, 60))
        #expect(canvas[0, 0].style.dimming == 0.4)
        #expect(canvas[1, 0].style.dimming == 0)
        // A second layer: the opacities combine as 1 − (1 − 0.4)(1 − 0.5).
        canvas.dim(CellRect(x: 0, y: 0, width: 1, height: 1), opacity: 0.5)
        #expect(abs(canvas[0, 0].style.dimming - 0.7) < 1e-12)
    }
}

@Suite struct FrameDiffTests {
    /// Without a previous frame, or with one of another size, every cell is a change.
    @Test(arguments: [nil, Canvas(columns: 2, rows: 2, fill: plain)])
    func everyCellWithoutAPreviousFrameOfTheSameSize(previous: Canvas?) {
        #expect(Canvas(columns: 3, rows: 2, fill: plain).changes(from: previous).count == 6)
    }

    @Test func onlyChangedCellsAreYielded() {
        let before = Canvas(columns: 4, rows: 2, fill: plain)
        var after = before
        after.put("x", x: 2, y: 1, style: plain)
        after.put(" ", x: 0, y: 0, style: plain.with(foreground: RGB(1, 2, 3)))
        let changes = after.changes(from: before)
        #expect(changes.map { [$0.x, $0.y] } == [[0, 0], [2, 1]])
        #expect(changes[1].cell.grapheme == "x")
        #expect(after.changes(from: after).isEmpty)
    }

    @Test func aChangedWideCharacterBringsItsContinuation() {
        let before = Canvas(columns: 4, rows: 1, fill: plain)
        var after = before
        after.put("紙", x: 1, y: 0, style: red)
        #expect(after.changes(from: before).map(\.x) == [1, 2])
    }
}

@Suite struct CanvasANSITests {
    /// Each row starts from a reset, a style is set once per run, wide characters once.
    @Test func rowsAreSGRRunsInTrueColour() {
        var canvas = Canvas(columns: 4, rows: 2, fill: Style(foreground: .white, background: .black))
        canvas.write("紙a", x: 0, y: 0, style: Style(foreground: RGB(255, 0, 0), background: .black, attributes: .bold))
        let lines = canvas.ansiText.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0] == "\u{1B}[0m\u{1B}[0;38;2;255;0;0;48;2;0;0;0;1m紙a\u{1B}[0;38;2;255;255;255;48;2;0;0;0m \u{1B}[0m")
        #expect(lines[1] == "\u{1B}[0m\u{1B}[0;38;2;255;255;255;48;2;0;0;0m    \u{1B}[0m")
    }
}
