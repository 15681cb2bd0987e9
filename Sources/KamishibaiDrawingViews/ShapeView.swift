import KamishibaiCanvas
import KamishibaiDrawing
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI

/// A view showing one path, filled and stroked, with an optional shadow of the same shape:
/// what `CAShapeLayer` is to a layer. `animatePath(to:duration:)` morphs the path as a
/// `CABasicAnimation` of the layer's `path` does, point by point, so both paths need the same
/// elements in the same order; a path that does not match is shown at once instead.
open class ShapeView: DrawingView {
    /// In points (`CellScale`), from the view's top-left corner.
    public var path: BezierPath {
        didSet { if path != oldValue { setNeedsDisplay() } }
    }
    public var fillColor: RGBA? {
        didSet { if fillColor != oldValue { setNeedsDisplay() } }
    }
    public var strokeColor: RGBA? {
        didSet { if strokeColor != oldValue { setNeedsDisplay() } }
    }
    public var lineStyle = StrokeStyle(width: 1) {
        didSet { if lineStyle != oldValue { setNeedsDisplay() } }
    }
    public var shadow: Shadow? {
        didSet { if shadow != oldValue { setNeedsDisplay() } }
    }
    /// Whether a path animation is running.
    public var isAnimatingPath: Bool { morph?.isRunning ?? false }

    private var morph: PropertyAnimator?

    public init(
        frame: Rect = .zero, path: BezierPath = BezierPath(), fillColor: RGBA? = .black, strokeColor: RGBA? = nil,
        canvasColor: RGB
    ) {
        self.path = path
        self.fillColor = fillColor
        self.strokeColor = strokeColor
        super.init(frame: frame, canvasColor: canvasColor)
        drawing = { [weak self] context, _ in self?.drawShape(in: context) }
    }

    private func drawShape(in context: GraphicsContext) {
        let paint = {
            if let fillColor = self.fillColor { context.fill(self.path, with: fillColor) }
            if let strokeColor = self.strokeColor { context.stroke(self.path, with: strokeColor, style: self.lineStyle) }
        }
        if let shadow { context.withShadow(shadow, paint) } else { paint() }
    }

    /// Morphs from the path on screen to `target` in `duration` seconds of animation time
    /// (the window's `Animations` slows it by `--slow-animations`) along `curve`, then calls `completion`. A morph still running is
    /// replaced, starting from where it had got to. Outside a window, or when the paths'
    /// elements differ, the new path is shown at once.
    public func animatePath(
        to target: BezierPath, duration: Double, curve: TimingCurve = .linear, completion: (() -> Void)? = nil
    ) {
        morph?.stopAnimation()
        morph = nil
        let start = path
        guard let window, duration > 0, start.interpolated(to: target, by: 0) != nil else {
            path = target
            completion?()
            return
        }
        let animator = window.animations.makeAnimator(duration: duration, curve: curve)
        animator.addAnimations { [weak self] progress in
            self?.path = start.interpolated(to: target, by: progress) ?? target
        }
        animator.addCompletion { _ in completion?() }
        animator.startAnimation()
        window.animations.add { [weak animator] in
            guard let animator else { return false }
            animator.update()
            return animator.isRunning
        }
        morph = animator
    }
}
