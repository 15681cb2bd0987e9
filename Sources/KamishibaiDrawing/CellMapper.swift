import CKamishibaiChafa
import KamishibaiCanvas

/// Turns a bitmap into terminal cells: for each cell, chafa picks the symbol of `symbols` and
/// the two colours (foreground for the symbol's ink, background for the rest) that best show
/// the cell's pixels. Without colours the symbols alone draw the picture (ink where it is
/// light, as on a light-on-dark terminal). The bitmap should be opaque: cells have no
/// transparency. A cell whose two colours are too close to tell apart is shown as a space in
/// the mean of its pixels instead (`FlatCells`), so soft gradients have no hairlines.
public final class CellMapper {
    public let symbols: SymbolSet
    public let colorMode: ColorMode
    private let map: OpaquePointer
    /// Work factor 0…1: how hard chafa searches for the best symbol.
    private let workFactor: Float
    /// Off only for tests that look at chafa's own choice.
    var flattensSeams = true

    public init(symbols: SymbolSet = .blocks, colorMode: ColorMode = .truecolor, workFactor: Float = 0.5) {
        _ = Self.chafaIsReady
        self.symbols = symbols
        self.colorMode = colorMode
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

    /// `columns` × `rows` cells, row by row, showing the whole of `bitmap`.
    public func cells(of bitmap: Bitmap, columns: Int, rows: Int) -> [Cell] {
        guard columns > 0, rows > 0 else { return [] }
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
        for y in 0..<rows {
            for x in 0..<columns {
                let scalar = Unicode.Scalar(chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))) ?? " "
                var foreground: Int32 = 0, background: Int32 = 0
                chafa_canvas_get_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
                let ink = rgb(foreground, isInk: true), paper = rgb(background, isInk: false)
                if flattensSeams, colorMode != .none, FlatCells.isSeam(scalar, foreground: ink, background: paper) {
                    let mean = bitmap.meanColor(
                        x0: x * bitmap.width / columns, x1: (x + 1) * bitmap.width / columns,
                        y0: y * bitmap.height / rows, y1: (y + 1) * bitmap.height / rows)
                    cells.append(Cell(" " as Unicode.Scalar, style: Style(foreground: mean, background: mean)))
                } else {
                    cells.append(Cell(scalar, style: Style(foreground: ink, background: paper)))
                }
            }
        }
        return cells
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
