import KamishibaiCanvas

/// Pixels to cells the quick way, for drawings that change every frame (a picture in flight):
/// each cell shows its upper half in the foreground of `▀` and its lower half in the
/// background, each the average of its pixels. No search, so it costs a pass over the pixels;
/// chafa's choice among many symbols looks better and is for drawings at rest.
///
/// With `dithers` (for pictures, as `CellMapper.dithers`), with 256, 16 or 8 colours each half
/// is an entry of the palette, ordered-dithered in OKLab (`PaletteDither`) so that gradients
/// and muted hues survive; the colour `backdrop` (what the drawing is painted over) is its
/// nearest entry, as the view around it is. Without colours a cell is then a shade of its
/// light (` ░▒▓█`, dithered) or a half block at an edge; otherwise each half is ink where it
/// is light.
public enum HalfBlockMapper {
    /// `columns` × `rows` cells, row by row, showing the whole of `bitmap` in `colorMode`.
    public static func cells(
        of bitmap: Bitmap, columns: Int, rows: Int, colorMode: ColorMode = .truecolor, dithers: Bool = false, backdrop: RGB? = nil
    ) -> [Cell] {
        guard columns > 0, rows > 0 else { return [] }
        let stride = bitmap.stride
        let dither = dithers ? PaletteDither.forMode(colorMode) : nil
        let plainBackdrop = backdrop.flatMap { dither?.nearest($0) }
        return bitmap.withPixels { data in
            var cells: [Cell] = []
            cells.reserveCapacity(columns * rows)
            /// The average colour of the pixels in [x0, x1) × [y0, y1), alpha undone.
            func average(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) -> RGB {
                var (r, g, b, n) = (0, 0, 0, 0)
                for y in y0..<max(y0 + 1, y1) where y < bitmap.height {
                    for x in x0..<max(x0 + 1, x1) where x < bitmap.width {
                        let p = data + y * stride + x * 4
                        (r, g, b, n) = (r + Int(p[2]), g + Int(p[1]), b + Int(p[0]), n + 1)
                    }
                }
                guard n > 0 else { return .black }
                return RGB(UInt8(r / n), UInt8(g / n), UInt8(b / n))
            }
            for row in 0..<rows {
                let top = row * bitmap.height / rows, bottom = (row + 1) * bitmap.height / rows
                let middle = (top + bottom) / 2
                for column in 0..<columns {
                    let left = column * bitmap.width / columns, right = (column + 1) * bitmap.width / columns
                    var upper = average(left, right, top, middle), lower = average(left, right, middle, bottom)
                    if colorMode == .none, dithers {
                        cells.append(Shades.cell(upper: OKLab(upper).l, lower: OKLab(lower).l, x: column, y: row))
                        continue
                    }
                    if colorMode == .none {
                        upper = OKLab(upper).l > 0.5 ? .white : .black
                        lower = OKLab(lower).l > 0.5 ? .white : .black
                    }
                    if let dither {
                        // Halves are about square: the dither's grid is half rows.
                        upper = upper == backdrop ? plainBackdrop ?? upper : dither.colour(upper, x: column, y: 2 * row)
                        lower = lower == backdrop ? plainBackdrop ?? lower : dither.colour(lower, x: column, y: 2 * row + 1)
                    }
                    cells.append(Cell("▀" as Unicode.Scalar, style: Style(foreground: upper, background: lower)))
                }
            }
            return cells
        }
    }
}
