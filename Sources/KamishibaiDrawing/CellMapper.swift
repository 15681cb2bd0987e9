import CKamishibaiChafa
import KamishibaiCanvas

/// Turns a bitmap into terminal cells: for each cell, chafa picks the symbol of `symbols` and
/// the two colours (foreground for the symbol's ink, background for the rest) that best show
/// the cell's pixels. Without colours the symbols alone draw the picture (ink where it is
/// light, as on a light-on-dark terminal). The bitmap should be opaque: cells have no
/// transparency. Two corrections follow chafa, with colours: a side of the symbol that covers
/// two distinct colours shows one of them, not their mean (`PureSides`), so a shape's corner
/// has no tick of a third colour; and a cell whose two colours are too close to tell apart is
/// a space in the mean of its pixels (`FlatCells`), so soft gradients have no hairlines. With
/// 16 or 8 colours chafa is given the drawing in the palette's own colours, outlined where two
/// colours would become one entry (`FewColours`), and the cells' colours are entries.
///
/// With `dithers`, for pictures (a photo, a painted scene) rather than flat figures: with 256,
/// 16 or 8 colours the cells' colours are palette entries, ordered-dithered in OKLab from
/// cell to cell (`PaletteDither`), so a gradient stays a gradient and a muted or dark colour
/// keeps its hue; the `backdrop` colour is its nearest entry, as the view around the drawing.
/// Without colours, cells chafa fills or leaves empty are shades of their light (` ░▒▓█`,
/// dithered), so a photo is drawn by its light rather than as solid blocks. A flat figure is
/// better without: its fill would be a pattern where the nearest entry is one colour.
public final class CellMapper {
    public let symbols: SymbolSet
    public let colorMode: ColorMode
    /// Whether colours the palette lacks are dithered, and tones without colour shaded.
    public let dithers: Bool
    private let map: OpaquePointer
    /// Work factor 0…1: how hard chafa searches for the best symbol.
    private let workFactor: Float
    /// On only for tests that look at chafa's own choice, before `PureSides` and `FlatCells`.
    var showsChafasChoice = false

    public init(symbols: SymbolSet = .blocks, colorMode: ColorMode = .truecolor, workFactor: Float = 0.5, dithers: Bool = false) {
        DrawingLibrary.chafa.requireOrFatal()
        _ = Self.chafaIsReady
        self.symbols = symbols
        self.colorMode = colorMode
        self.dithers = dithers
        self.workFactor = workFactor
        map = chafa_symbol_map_new()
        chafa_symbol_map_apply_selectors(map, symbols.selectors, nil)
    }

    deinit { chafa_symbol_map_unref(map) }

    /// chafa builds its tables on first use; two threads mapping their first pictures at once
    /// (tests in parallel) got different symbols for the same pixels. One small picture, once,
    /// before anything else: Swift runs a static's initialiser exactly once, the others wait.
    private static let chafaIsReady: Bool = {
        let map = chafa_symbol_map_new()
        defer { chafa_symbol_map_unref(map) }
        chafa_symbol_map_apply_selectors(map, SymbolSet.blocks.selectors, nil)
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, 1, 1)
        chafa_canvas_config_set_symbol_map(config, map)
        let canvas = chafa_canvas_new(config)
        defer { chafa_canvas_unref(canvas) }
        let pixels = [UInt8](repeating: 0x80, count: 8 * 8 * 4)
        pixels.withUnsafeBufferPointer { chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_BGRA8_PREMULTIPLIED, $0.baseAddress, 8, 8, 32) }
        return true
    }()

    /// `columns` × `rows` cells, row by row, showing the whole of `bitmap`. `backdrop` is the
    /// colour the drawing is painted over, which a palette shows undithered.
    public func cells(of bitmap: Bitmap, columns: Int, rows: Int, backdrop: RGB? = nil) -> [Cell] {
        guard columns > 0, rows > 0 else { return [] }
        let cell = (width: max(1, bitmap.width / columns), height: max(1, bitmap.height / rows))
        let bitmap = FewColours.outlined(bitmap, mode: colorMode, cell: cell, dithered: dithers, backdrop: backdrop) ?? bitmap
        let palette = dithers ? Palette(mode: colorMode, backdrop: backdrop) : nil
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa_canvas_config_set_canvas_mode(config, canvasMode)
        if colorMode == .none {
            chafa_canvas_config_set_fg_color(config, 0xFF_FFFF)
            chafa_canvas_config_set_bg_color(config, 0x00_0000)
        }
        chafa_canvas_config_set_symbol_map(config, map)
        chafa_canvas_config_set_work_factor(config, workFactor)
        let canvas = chafa_canvas_new(config)
        defer { chafa_canvas_unref(canvas) }
        bitmap.withPixels { pixels in
            chafa_canvas_draw_all_pixels(
                canvas, CHAFA_PIXEL_BGRA8_PREMULTIPLIED, pixels, Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.stride))
        }
        var cells: [Cell] = []
        cells.reserveCapacity(columns * rows)
        var pixels = CellPixels()
        bitmap.withPixels { data in
            for y in 0..<rows {
                for x in 0..<columns {
                    let scalar = Unicode.Scalar(chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))) ?? " "
                    var foreground: Int32 = 0, background: Int32 = 0
                    chafa_canvas_get_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
                    let ink = rgb(foreground, isInk: true), paper = rgb(background, isInk: false)
                    guard !showsChafasChoice else {
                        cells.append(Cell(scalar, style: Style(foreground: ink, background: paper)))
                        continue
                    }
                    let area = Area(
                        x0: x * bitmap.width / columns, x1: (x + 1) * bitmap.width / columns, y0: y * bitmap.height / rows,
                        y1: (y + 1) * bitmap.height / rows)
                    guard colorMode != .none else {
                        cells.append(
                            dithers
                                ? lit(scalar, area: area, of: bitmap, x: x, y: y)
                                : Cell(scalar, style: Style(foreground: ink, background: paper)))
                        continue
                    }
                    let tidy = tidied(scalar, ink: ink, paper: paper, area: area, of: bitmap, data: data, pixels: &pixels)
                    cells.append(palette?.cell(tidy, x: x, y: y) ?? tidy)
                }
            }
        }
        return cells
    }

    /// A cell's pixels in the bitmap: [x0, x1) × [y0, y1).
    private struct Area {
        var x0: Int, x1: Int, y0: Int, y1: Int
    }

    /// Without colours: chafa's symbol where it draws an edge; where it fills the cell or
    /// leaves it empty, the shade of the cell's light, so that tones are not one solid field.
    private func lit(_ scalar: Unicode.Scalar, area: Area, of bitmap: Bitmap, x: Int, y: Int) -> Cell {
        guard scalar == " " || scalar == "█" else {
            return Cell(scalar, style: Style(foreground: .white, background: .black))
        }
        let middle = (area.y0 + area.y1) / 2
        let upper = OKLab(bitmap.meanColor(x0: area.x0, x1: area.x1, y0: area.y0, y1: max(area.y0 + 1, middle))).l
        let lower = OKLab(bitmap.meanColor(x0: area.x0, x1: area.x1, y0: middle, y1: max(middle + 1, area.y1))).l
        return Shades.cell(upper: upper, lower: lower, x: x, y: y)
    }

    /// A palette's cells: each colour dithered, the backdrop's plain.
    private struct Palette {
        let dither: PaletteDither
        let backdrop: (colour: RGB, shown: RGB)?

        init?(mode: ColorMode, backdrop: RGB?) {
            guard let dither = PaletteDither.forMode(mode) else { return nil }
            self.dither = dither
            self.backdrop = backdrop.map { ($0, dither.nearest($0)) }
        }

        /// `cell` in the palette's entries at (`x`, `y`). A cell of one colour is dithered by
        /// its halves, on the grid of half rows `HalfBlockMapper` uses (a pattern of cells
        /// twice as fine, and a picture at rest dithered as it was in flight); a cell whose two
        /// colours become one entry is a space in it.
        func cell(_ cell: Cell, x: Int, y: Int) -> Cell {
            func shown(_ colour: RGB, _ y: Int) -> RGB {
                colour == backdrop?.colour ? backdrop?.shown ?? colour : dither.colour(colour, x: x, y: y)
            }
            let isFlat = cell.grapheme == " " || cell.grapheme == "█"
            if isFlat {
                let colour = cell.grapheme == " " ? cell.style.background : cell.style.foreground
                let (upper, lower) = (shown(colour, 2 * y), shown(colour, 2 * y + 1))
                return Cell(upper == lower ? " " : "▀" as Unicode.Scalar, style: Style(foreground: upper, background: lower))
            }
            let (ink, paper) = (shown(cell.style.foreground, 2 * y), shown(cell.style.background, 2 * y))
            guard ink != paper else { return Cell(" " as Unicode.Scalar, style: Style(foreground: ink, background: paper)) }
            var cell = cell
            (cell.style.foreground, cell.style.background) = (ink, paper)
            return cell
        }
    }

    /// chafa's cell with its sides' colours made pure (`PureSides`), then in the palette's
    /// own colours with 16 or 8 (`FewColours`), else flat where its two colours are too close
    /// to tell apart (`FlatCells`).
    private func tidied(
        _ scalar: Unicode.Scalar, ink: RGB, paper: RGB, area: Area, of bitmap: Bitmap, data: UnsafePointer<UInt8>,
        pixels: inout CellPixels
    ) -> Cell {
        let fewColours = FewColours.applies(to: colorMode)
        func shown(_ colour: RGB) -> RGB { fewColours ? FewColours.snapped(colour, mode: colorMode) : colour }
        func flat(_ colour: RGB) -> Cell { Cell(" " as Unicode.Scalar, style: Style(foreground: colour, background: colour)) }
        var (ink, paper) = (ink, paper)
        var madePure = false
        if let symbol = BlockElement(scalar),
            !CellPixels.sidesAreOneColour(data, stride: bitmap.stride, x0: area.x0, x1: area.x1, y0: area.y0, y1: area.y1, symbol: symbol)
        {
            pixels.load(data, stride: bitmap.stride, x0: area.x0, x1: area.x1, y0: area.y0, y1: area.y1, symbol: symbol)
            switch PureSides.choice(pixels, symbol: symbol, ink: ink, paper: paper) {
            case .keep: break
            case .flat(let colour): return flat(shown(colour))
            case .colours(let pureInk, let purePaper): (ink, paper, madePure) = (pureInk, purePaper, true)
            }
        }
        if fewColours {
            // Each side is an entry; two sides of one entry are one.
            (ink, paper) = (shown(ink), shown(paper))
            return ink == paper ? flat(ink) : Cell(scalar, style: Style(foreground: ink, background: paper))
        }
        guard FlatCells.isSeam(scalar, foreground: ink, background: paper) else {
            return Cell(scalar, style: Style(foreground: ink, background: paper))
        }
        // A side made pure shows one of the cell's own colours; the mean would blend them again.
        return flat(
            madePure
                ? (pixels.ink.count >= pixels.paper.count ? ink : paper)
                : bitmap.meanColor(x0: area.x0, x1: area.x1, y0: area.y0, y1: area.y1))
    }

    /// Colours are picked in RGB even for a palette terminal: the output maps them as it maps
    /// every other cell's, so a drawing's background is the same palette colour as the view
    /// around it (chafa's own palette matching chose differently from one figure to the next).
    /// Without colours chafa draws with ink and paper only.
    private var canvasMode: ChafaCanvasMode {
        colorMode == .none ? CHAFA_CANVAS_MODE_FGBG : CHAFA_CANVAS_MODE_TRUECOLOR
    }

    /// A colour as chafa reports it: packed 0xRRGGBB. With no colours every symbol is the
    /// terminal's foreground ink on its background: white on black here, which the output
    /// replaces with the terminal's own two.
    private func rgb(_ value: Int32, isInk: Bool) -> RGB {
        if colorMode == .none { return isInk ? .white : .black }
        return value < 0 ? .black : RGB(hex: UInt32(value) & 0xFF_FFFF)
    }
}
