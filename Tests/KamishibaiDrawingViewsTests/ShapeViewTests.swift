import KamishibaiCanvas
import KamishibaiDrawing
import KamishibaiDrawingViews
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// `ShapeView` as an app uses it: a path in points shown as cells, and its path morph on the
/// window's clock.
@Suite struct ShapeViewTests {
    let clock = ManualClock()
    let window: Window

    init() {
        window = Window(columns: 30, rows: 14, clock: clock, trace: .disabled(clock: clock))
    }

    func frame() -> Canvas {
        var canvas = Canvas(columns: 30, rows: 14, fill: Style(foreground: .white, background: .black))
        window.render(into: &canvas)
        return canvas
    }

    /// The README's heart.
    func heart() -> ShapeView {
        var heart = BezierPath()
        heart.move(to: Point(x: 30, y: 54))
        heart.addArc(withCenter: Point(x: 18, y: 24), radius: 12, startAngle: 0.8 * .pi, endAngle: 0, clockwise: true)
        heart.addArc(withCenter: Point(x: 42, y: 24), radius: 12, startAngle: .pi, endAngle: 0.2 * .pi, clockwise: true)
        heart.close()
        let view = ShapeView(path: heart, fillColor: RGBA(RGB(hex: 0xC62F3A)), canvasColor: RGB(hex: 0xD9D2C3))
        view.shadow = Shadow(offset: Point(x: 2, y: 2), blur: 4, opacity: 0.5)
        view.frame = Rect(x: 2, y: 1, width: 20, height: 10)
        return view
    }

    @Test func theReadmesHeartIsRedInTheMiddleAndPaperAtTheCorners() {
        window.rootView.addSubview(heart())
        let canvas = frame()
        func shown(_ x: Int, _ y: Int) -> RGB {
            let cell = canvas[x, y]
            return cell.grapheme == "█" ? cell.style.foreground : cell.style.background
        }
        #expect(shown(12, 5) == RGB(hex: 0xC62F3A), "inside the heart: \(canvas[12, 5])")
        #expect(shown(2, 10) == RGB(hex: 0xD9D2C3), "the view's corner: \(canvas[2, 10])")
        #expect(canvas[0, 0].style.background == .black, "outside the view")
    }

    func square(bend: Double) -> BezierPath {
        var path = BezierPath()
        path.move(to: Point(x: 6, y: 12))
        path.addQuadCurve(to: Point(x: 60, y: 12), controlPoint: Point(x: 33, y: 12 + 60 * bend))
        path.addLine(to: Point(x: 60, y: 72))
        path.addLine(to: Point(x: 6, y: 72))
        path.close()
        return path
    }

    @Test func aPathAnimationMovesPointByPointOnTheWindowsClock() {
        let view = ShapeView(path: square(bend: 0), canvasColor: .white)
        view.frame = Rect(x: 0, y: 0, width: 24, height: 13)
        window.rootView.addSubview(view)
        var finished = false
        view.animatePath(to: square(bend: 0.6), duration: 0.4) { finished = true }
        #expect(view.isAnimatingPath)
        clock.set(to: 0.1)
        window.advance()
        // Linear: a quarter of the way at a quarter of the time.
        #expect(view.path == square(bend: 0).interpolated(to: square(bend: 0.6), by: 0.25))
        clock.set(to: 0.4)
        window.advance()
        #expect(view.path == square(bend: 0.6))
        #expect(!view.isAnimatingPath && finished)
        #expect(!window.animations.isActive, "nothing left ticking")
    }

    @Test func aPathOfOtherElementsIsShownAtOnce() {
        let view = ShapeView(path: square(bend: 0), canvasColor: .white)
        window.rootView.addSubview(view)
        let oval = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 30, height: 30))
        view.animatePath(to: oval, duration: 0.4)
        #expect(view.path == oval && !view.isAnimatingPath)
    }

    @Test func aShapeViewLeftBehindMidMorphIsHarmless() {
        var view: ShapeView? = ShapeView(path: square(bend: 0), canvasColor: .white)
        window.rootView.addSubview(view!)
        view!.animatePath(to: square(bend: 0.6), duration: 0.4)
        weak let gone = view
        view!.removeFromSuperview()
        view = nil
        #expect(gone == nil)
        clock.set(to: 0.2)
        window.advance()
        #expect(!window.animations.isActive)
    }
}
