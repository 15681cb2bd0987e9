import KamishibaiCanvas
import KamishibaiDrawing
import KamishibaiUI

/// A drawing's picture in the terminal's pixels (`DrawingView.showsPixelsAtRest`), encoded for
/// one form (size, cell size, graphics) and kept until the form or the drawing changes.
///
/// It is encoded off the frame that asks for it: on the window's next turn (a timer due at
/// once), so the frame that brings the view to rest goes out without waiting, in symbols, and
/// the pixels follow in the next.
final class PixelRendition {
    /// What the bytes depend on besides the drawing.
    struct Form: Equatable {
        var columns: Int
        var rows: Int
        var cellWidth: Int
        var cellHeight: Int
        var graphics: PixelImage.Graphics
    }

    /// The picture's number, once it has one: the same for every version.
    private var id: UInt32?
    private var version = 0
    private var encoded: (form: Form, image: PixelImage)?
    private var pending: (form: Form, token: Timers.Token)?

    /// The picture in `form`, if it is encoded; otherwise nil, and its encoding is scheduled on
    /// `window`'s next turn: `paint` draws the bitmap (nil: nothing to show).
    func image(for form: Form, in window: Window, name: String, paint: @escaping (Form) -> Bitmap?) -> PixelImage? {
        if let encoded, encoded.form == form { return encoded.image }
        if pending?.form == form { return nil }
        window.timers.cancel(pending?.token)
        let token = window.timers.schedule(at: window.clock.now) { [weak self, weak window] in
            guard let self, let window else { return }
            pending = nil
            encode(form, in: window, name: name, paint: paint)
        }
        pending = (form, token)
        return nil
    }

    /// The drawing changed: the pixels are encoded again when next asked for.
    func invalidate() { encoded = nil }

    private func encode(_ form: Form, in window: Window, name: String, paint: (Form) -> Bitmap?) {
        guard let bitmap = paint(form) else { return }
        let id = id ?? window.makePixelImageID()
        self.id = id
        version += 1
        let bytes = PixelEncoder.bytes(
            of: bitmap, columns: form.columns, rows: form.rows, cellWidth: form.cellWidth, cellHeight: form.cellHeight,
            graphics: form.graphics, id: id)
        let image = PixelImage(
            id: id, version: version, graphics: form.graphics, columns: form.columns, rows: form.rows, bytes: bytes, name: name)
        encoded = (form, image)
    }
}
