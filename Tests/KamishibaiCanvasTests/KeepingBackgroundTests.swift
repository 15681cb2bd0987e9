import KamishibaiCanvas
import Testing

/// Drawing that keeps each cell's background: text with no background of its own, over
/// whatever was drawn before it.
@Suite struct KeepingBackgroundTests {
    static let blue = RGB(0, 0, 200)
    static let selected = Style(foreground: .white, background: blue, monochrome: .reverse)

    /// Columns 0–2 black, 3–5 a selected row's blue.
    func canvas() -> Canvas {
        var canvas = Canvas(columns: 6, rows: 1, fill: plain)
        canvas.fill(CellRect(x: 3, y: 0, width: 3, height: 1), style: Self.selected)
        return canvas
    }

    @Test func textTakesEachCellsBackgroundAndItsReverse() {
        var canvas = canvas()
        canvas.write("abcdef", x: 0, y: 0, style: red.adding(.bold, monochrome: .bold), keepingBackground: true)
        #expect(canvas.text == "abcdef")
        #expect(canvas[2, 0].style == Style(foreground: RGB(255, 0, 0), background: .black, attributes: .bold, monochrome: .bold))
        #expect(
            canvas[3, 0].style
                == Style(foreground: RGB(255, 0, 0), background: Self.blue, attributes: .bold, monochrome: [.bold, .reverse]))
    }

    @Test func aWideCharacterAndTheCutKeepTheirCellsBackgrounds() {
        var canvas = canvas()
        canvas.write("日本語", x: 1, y: 0, style: red, maxWidth: 5, keepingBackground: true)
        #expect(canvas.line(0) == " 日本…")
        #expect(canvas[1, 0].style.background == .black && canvas[2, 0].style.background == .black)
        #expect(canvas[3, 0].style.background == Self.blue && canvas[4, 0].style.background == Self.blue)
        #expect(canvas[5, 0].style.background == Self.blue, "the ellipsis too")
    }

    @Test func aFillClearsTheTextButKeepsTheColours() {
        var canvas = canvas()
        canvas.write("abcdef", x: 0, y: 0, style: plain)
        canvas.fill(canvas.bounds, style: red, keepingBackground: true)
        #expect(canvas.text == "      ")
        #expect(canvas[0, 0].style.background == .black && canvas[0, 0].style.foreground == RGB(255, 0, 0))
        #expect(canvas[4, 0].style.background == .black, "the plain text had painted over the blue")
    }
}
