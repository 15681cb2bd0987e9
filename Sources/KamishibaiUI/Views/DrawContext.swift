import KamishibaiCanvas
import KamishibaiGeometry

/// What a view draws with: the frame's canvas, where the view is on it, and the clip.
public struct DrawContext {
    public var canvas: Canvas
    /// The view's origin on the canvas, in (fractional) cells.
    public var origin: Point = .zero
    /// The view's frame on the canvas in whole cells.
    public var bounds: CellRect

    public init(canvas: Canvas) {
        self.canvas = canvas
        self.bounds = canvas.bounds
    }

    /// A rectangle in the view's own coordinates, as cells on the canvas.
    public func cells(_ rect: Rect) -> CellRect {
        CellRect(rect.offsetBy(dx: origin.x, dy: origin.y))
    }
}
