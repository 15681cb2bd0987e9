import CKamishibaiCairo
import KamishibaiCanvas

/// Pixels to draw into: 32-bit, premultiplied alpha, starting fully transparent (a Cairo
/// image surface). What `GraphicsContext` draws on and `CellMapper` turns into cells.
public final class Bitmap {
    public let width: Int
    public let height: Int
    let surface: OpaquePointer

    /// Nil when Cairo cannot allocate the pixels (a size of zero or an absurd one).
    public init?(width: Int, height: Int) {
        DrawingLibrary.cairo.requireOrFatal()
        guard width > 0, height > 0, width <= 32_767, height <= 32_767,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        self.width = width
        self.height = height
        self.surface = surface
    }

    deinit { cairo_surface_destroy(surface) }

    /// Bytes from one row to the next.
    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The pixels as Cairo left them (little-endian ARGB: bytes B, G, R, A, premultiplied).
    func withPixels<T>(_ body: (UnsafePointer<UInt8>) -> T) -> T {
        cairo_surface_flush(surface)
        return body(cairo_image_surface_get_data(surface))
    }

    /// The colour at a pixel, alpha undone; transparent outside the bitmap.
    public func pixel(x: Int, y: Int) -> RGBA {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return .clear }
        return withPixels { data in
            let p = data + y * stride + x * 4
            let alpha = Double(p[3]) / 255
            guard alpha > 0 else { return .clear }
            func channel(_ v: UInt8) -> UInt8 { UInt8(min(255, (Double(v) / alpha).rounded())) }
            return RGBA(RGB(channel(p[2]), channel(p[1]), channel(p[0])), alpha: alpha)
        }
    }
}
