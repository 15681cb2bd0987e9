import CKamishibaiChafa
import KamishibaiCanvas

/// A bitmap in the terminal's own pixels: the bytes that show it over a block of cells, through
/// chafa's pixel canvas modes, written with the cursor at the block's top-left cell.
///
/// - Sixel: a DCS (`ESC P 0;1;0 q … ESC \`) in at most 256 colours of chafa's choosing,
///   diffused. chafa cuts a sixel's height to a whole number of bands of six pixels, which
///   left up to five pixel rows at the bottom in the cells' symbols (a light line under an
///   8-colour xterm's photo): where the cells' height is no such number, the picture is
///   given a row more of transparent pixels, which the last band reaches into and leaves as
///   it is (`P2` = 1).
/// - kitty: the pixels as RGBA in base64, in APC chunks (`ESC _ G … ESC \`), stored under
///   `id` with placement 1, placed without moving the cursor (`C=1`) and without an answer
///   (`q=2`): the terminal keeps it by the id, which places it again and deletes it.
public enum PixelEncoder {
    /// The bytes that show `bitmap` over `columns` × `rows` cells of `cellWidth` × `cellHeight`
    /// pixels each; the bitmap should be that size (chafa scales it otherwise).
    public static func bytes(
        of bitmap: Bitmap, columns: Int, rows: Int, cellWidth: Int, cellHeight: Int, graphics: PixelImage.Graphics, id: UInt32
    ) -> [UInt8] {
        guard columns > 0, rows > 0, cellWidth > 0, cellHeight > 0 else { return [] }
        DrawingLibrary.chafa.requireOrFatal()
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        let padded = graphics == .sixel && rows * cellHeight % 6 != 0
        chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows + (padded ? 1 : 0)))
        chafa_canvas_config_set_cell_geometry(config, Int32(cellWidth), Int32(cellHeight))
        chafa_canvas_config_set_pixel_mode(config, graphics == .sixel ? CHAFA_PIXEL_MODE_SIXELS : CHAFA_PIXEL_MODE_KITTY)
        // 256 colours band a sky's gradient: spread the error instead.
        if graphics == .sixel { chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_DIFFUSION) }
        let canvas = chafa_canvas_new(config)
        defer { chafa_canvas_unref(canvas) }
        bitmap.withPixels { pixels in
            guard padded else {
                chafa_canvas_draw_all_pixels(
                    canvas, CHAFA_PIXEL_BGRA8_PREMULTIPLIED, pixels, Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.stride))
                return
            }
            // The bitmap's rows, then a cell's height of transparent ones (premultiplied: zeros).
            let height = bitmap.height + bitmap.height / rows
            var rowsWithMargin = [UInt8](repeating: 0, count: height * bitmap.stride)
            rowsWithMargin.withUnsafeMutableBytes {
                $0.copyMemory(from: UnsafeRawBufferPointer(start: pixels, count: bitmap.height * bitmap.stride))
            }
            chafa_canvas_draw_all_pixels(
                canvas, CHAFA_PIXEL_BGRA8_PREMULTIPLIED, rowsWithMargin, Int32(bitmap.width), Int32(height), Int32(bitmap.stride))
        }
        let info = termInfo(graphics, id: id)
        defer { chafa_term_info_unref(info) }
        guard let printed = chafa_canvas_print(canvas, info) else { return [] }
        defer { _ = g_string_free(printed, 1) }
        let count = Int(printed.pointee.len)
        return printed.pointee.str.withMemoryRebound(to: UInt8.self, capacity: count) {
            Array(UnsafeBufferPointer(start: $0, count: count))
        }
    }

    /// The sequences chafa frames the pixels with: its own for sixel, and for kitty its own
    /// with the image's id and `q=2` added to the first chunk, and `a=t`: the data only, placed
    /// by the frame (`a=p`) once it has come (see `FrameEncoder.transmitImages`).
    private static func termInfo(_ graphics: PixelImage.Graphics, id: UInt32) -> OpaquePointer {
        let info = chafa_term_info_new()!
        let sequences: [(ChafaTermSeq, String)] =
            switch graphics {
            case .sixel: [(CHAFA_TERM_SEQ_BEGIN_SIXELS, "\u{1B}P%1;%2;%3q"), (CHAFA_TERM_SEQ_END_SIXELS, "\u{1B}\\")]
            case .kitty:
                [
                    (
                        CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1,
                        "\u{1B}_Ga=t,i=\(id),q=2,f=%1,s=%2,v=%3,c=%4,r=%5,m=1\u{1B}\\"
                    ),
                    (CHAFA_TERM_SEQ_BEGIN_KITTY_IMAGE_CHUNK, "\u{1B}_Gm=1;"), (CHAFA_TERM_SEQ_END_KITTY_IMAGE_CHUNK, "\u{1B}\\"),
                    (CHAFA_TERM_SEQ_END_KITTY_IMAGE, "\u{1B}_Gm=0\u{1B}\\"),
                ]
            }
        for (sequence, text) in sequences { _ = chafa_term_info_set_seq(info, sequence, text, nil) }
        return info
    }
}
