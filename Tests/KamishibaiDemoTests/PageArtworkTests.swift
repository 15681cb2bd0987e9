import KamishibaiCanvas
import KamishibaiUI
import Testing

@testable import KamishibaiDemo

@Suite struct PageArtworkTests {
    private let stage = Style(foreground: .white, background: RGB(hex: 0x010203))
    private let titles = ["The peach", "The journey", "The island", "Home"]

    private func page(_ index: Int, columns: Int = 80, rows: Int = 20) -> Canvas {
        var context = DrawContext(canvas: Canvas(columns: columns, rows: rows, fill: stage))
        PageArtwork.draw(page: index, in: context.bounds, canvas: &context)
        return context.canvas
    }

    private func quadrantCells(_ canvas: Canvas) -> Int {
        canvas.cells.filter { cell in
            cell.grapheme.unicodeScalars.first.map { (0x2580...0x259F).contains($0.value) } ?? false
        }.count
    }

    @Test func everyPageIsADifferentPicture() {
        let pages = (0..<PageArtwork.count).map { page($0) }
        #expect(PageArtwork.count == 4)
        for (index, canvas) in pages.enumerated() {
            #expect(canvas.line(2).contains(titles[index]), "the title sits two rows from the top")
            #expect(quadrantCells(canvas) > 150, "page \(index + 1) has a big shape")
            let column = Array(canvas.line(2)).firstIndex { $0 != " " } ?? -1
            #expect(canvas[column, 2].style.attributes.contains(.bold))
            #expect(abs(2 * column + titles[index].count - 80) <= 1, "centred")
            // The backdrop fills the card: no stage colour is left.
            #expect(canvas.cells.allSatisfy { $0.style.background != stage.background })
        }
        for a in pages.indices {
            for b in pages.indices where a < b {
                #expect(pages[a].text != pages[b].text)
                #expect(pages[a][0, 0].style.background != pages[b][0, 0].style.background, "each page has its own backdrop")
            }
        }
    }

    @Test func pagesFitTinyAndHugeCards() {
        for index in 0..<PageArtwork.count {
            let tiny = page(index, columns: 20, rows: 6)
            #expect(tiny.line(2).contains(titles[index]))
            #expect(tiny.line(4).contains("…"), "the caption is cut to fit")
            let huge = page(index, columns: 400, rows: 120)
            #expect(huge.line(2).contains(titles[index]))
            #expect(quadrantCells(huge) > 2000)
            #expect(huge.text.split(separator: "\n").contains { $0.contains("█████████████████████████") })
        }
        // Degenerate cards and indexes draw what fits, or nothing, and never trap.
        for (columns, rows) in [(0, 0), (1, 1), (3, 2), (5, 3), (20, 4), (2, 40), (400, 7)] {
            for index in [-1, 0, 1, 2, 3, 4, 99] {
                _ = page(index, columns: columns, rows: rows)
            }
        }
    }

    @Test func drawingIsDeterministic() {
        for index in 0..<PageArtwork.count {
            #expect(page(index, columns: 100, rows: 28) == page(index, columns: 100, rows: 28))
        }
    }

    @Test func pagesStayInTheirRectAndTheClip() {
        for index in 0..<PageArtwork.count {
            let rect = CellRect(x: -30, y: 3, width: 70, height: 24)
            var canvas = Canvas(columns: 60, rows: 30, fill: stage)
            canvas.clip = CellRect(x: 2, y: 0, width: 50, height: 29)
            var context = DrawContext(canvas: canvas)
            PageArtwork.draw(page: index, in: rect, canvas: &context)
            canvas = context.canvas
            let visible = rect.intersection(canvas.clip)
            for y in 0..<30 {
                for x in 0..<60 where !visible.contains(x: x, y: y) {
                    #expect(canvas[x, y] == Cell(" " as Unicode.Scalar, style: stage), "(\(x), \(y)) on page \(index + 1)")
                }
            }
        }
    }

    @Test func aClippedPageMatchesTheWholeOneInsideTheClip() {
        // Only the visible part is rasterised; it must be the same picture.
        for index in 0..<PageArtwork.count {
            let whole = page(index, columns: 90, rows: 26)
            var clipped = Canvas(columns: 90, rows: 26, fill: stage)
            clipped.clip = CellRect(x: 37, y: 5, width: 29, height: 14)
            var context = DrawContext(canvas: clipped)
            PageArtwork.draw(page: index, in: clipped.bounds, canvas: &context)
            clipped = context.canvas
            for y in 5..<19 {
                for x in 37..<66 {
                    #expect(clipped[x, y] == whole[x, y], "(\(x), \(y)) on page \(index + 1)")
                }
            }
        }
    }
}

@Suite struct ParallaxArtworkTests {
    private let stage = Style(foreground: .white, background: RGB(hex: 0x010203))
    private let blank = Cell(" " as Unicode.Scalar, style: Style(foreground: .white, background: RGB(hex: 0x010203)))

    private typealias Layer = (Int, CellRect, inout DrawContext) -> Void
    private let layers: [(String, Layer)] = [
        ("background", { ParallaxArtwork.drawBackground(width: $0, in: $1, canvas: &$2) }),
        ("foreground", { ParallaxArtwork.drawForeground(width: $0, in: $1, canvas: &$2) }),
    ]

    private func strip(_ layer: Layer, width: Int = 1200, x: Int, columns: Int = 80, rows: Int = 24, clip: CellRect? = nil) -> Canvas {
        var canvas = Canvas(columns: columns, rows: rows, fill: stage)
        if let clip { canvas.clip = clip }
        var context = DrawContext(canvas: canvas)
        layer(width, CellRect(x: x, y: 0, width: columns, height: rows), &context)
        return context.canvas
    }

    @Test func layersAreTransparentAndHaveFeatures() {
        for (name, layer) in layers {
            let canvas = strip(layer, x: -500)
            let drawn = canvas.cells.filter { $0 != blank }
            #expect(drawn.count > 20, "\(name) draws something")
            #expect(drawn.count < canvas.cells.count / 2, "\(name) is mostly transparent")
            // Nothing drawn replaces the backdrop of an empty cell with a fill of its own.
            #expect(canvas.cells.allSatisfy { $0.grapheme != " " || $0.style.background == stage.background }, "\(name)")
        }
        let front = strip(layers[1].1, x: -500)
        for y in 0..<20 { #expect(front.line(y).allSatisfy { $0 == " " }, "the foreground keeps to the bottom rows") }
        #expect(front.line(21).filter { $0 == "祭" }.count >= 4, "a lantern every 18 columns")
    }

    @Test func featuresRunAlongTheWholeStrip() {
        for (name, layer) in layers {
            for x in stride(from: 0, through: -1120, by: -80) {
                #expect(strip(layer, x: x).cells.contains { $0 != blank }, "\(name) at \(x)")
            }
        }
    }

    @Test func scrollingMovesThePictureWithoutChangingIt() {
        for (name, layer) in layers {
            let a = strip(layer, x: -301), b = strip(layer, x: -300)
            #expect(a == strip(layer, x: -301), "\(name) is deterministic")
            for y in 0..<24 {
                for x in 0..<79 {
                    #expect(a[x, y] == b[x + 1, y], "\(name) at (\(x), \(y))")
                }
            }
        }
    }

    @Test func onlyTheClipIsTouchedAndTheEndsAreSafe() {
        let clip = CellRect(x: 10, y: 4, width: 30, height: 18)
        for (name, layer) in layers {
            for x in [-5000, -1190, -600, -1, 0, 30, 79, 80, 5000] {
                let canvas = strip(layer, x: x, clip: clip)
                for y in 0..<24 {
                    for column in 0..<80 where !clip.contains(x: column, y: y) {
                        #expect(canvas[column, y] == blank, "\(name) at \(x): (\(column), \(y))")
                    }
                }
                // Inside the clip the picture is the one drawn without a clip, but for a wide
                // character the clip's edge cuts, which becomes a space on the same colour.
                let whole = strip(layer, x: x)
                for y in clip.minY..<clip.maxY {
                    for column in clip.minX..<clip.maxX {
                        let cut = whole[column, y].isContinuation || CharacterWidth.of(whole[column, y].grapheme) == 2
                        if cut, canvas[column, y].grapheme == " " {
                            #expect(canvas[column, y].style.background == whole[column, y].style.background)
                            continue
                        }
                        #expect(canvas[column, y] == whole[column, y], "\(name) at \(x): (\(column), \(y))")
                    }
                }
            }
            for (columns, rows, width) in [(0, 0, 100), (1, 1, 1), (80, 2, 3), (80, 24, 0), (5, 3, 2000)] {
                _ = strip(layer, width: width, x: -7, columns: columns, rows: rows)
            }
        }
    }
}
