import KamishibaiDrawingViews
import KamishibaiUI

/// The path morph of "View の Auto Layout によるアニメーションを無効にする" (its CGPath post): an orange square whose top edge bends
/// down into a half-moon and back, in 0.4 s, linear. Both paths are the same elements (the
/// top edge is a quadratic curve whose control point sits on the edge in the square), so the
/// morph moves points only.
final class MorphView: ShapeView {
    static let duration = 0.4
    private(set) var isHalfMoon = false
    /// The square's side, in points, and the margin around it.
    private let side: Double, margin: Double

    init(side: Double, margin: Double, canvasColor: RGB) {
        self.side = side
        self.margin = margin
        super.init(fillColor: RGBA(RGB(hex: 0xF08A24)), strokeColor: .white, canvasColor: canvasColor)
        lineStyle = StrokeStyle(width: 4)
        path = shape(bend: 0)
    }

    /// The square with its top edge's curve pulled down to `bend` of the side.
    private func shape(bend: Double) -> BezierPath {
        var path = BezierPath()
        path.move(to: .zero)
        path.addLine(to: Point(x: side * 0.05, y: 0))
        path.addQuadCurve(to: Point(x: side * 0.95, y: 0), controlPoint: Point(x: side / 2, y: side * bend))
        path.addLine(to: Point(x: side, y: 0))
        path.addLine(to: Point(x: side, y: side))
        path.addLine(to: Point(x: 0, y: side))
        path.close()
        return path.applying(AffineTransform2D(translationX: margin, y: margin))
    }

    /// Square to half-moon, or back.
    func toggle() {
        isHalfMoon.toggle()
        animatePath(to: shape(bend: isHalfMoon ? 0.6 : 0), duration: Self.duration)
    }
}
