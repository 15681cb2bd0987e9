import CKamishibaiCairo
import KamishibaiGeometry

/// Draws paths into a `Bitmap`, in CoreGraphics' manner (`CGContext`): a current transform
/// from points to pixels, fills with either rule, strokes, clips, shadows, transparency
/// layers and blend modes, always antialiased unless told otherwise. Cairo does the work.
public final class GraphicsContext {
    public let bitmap: Bitmap
    private var cairo: OpaquePointer
    private var blend = BlendMode.normal

    /// A context whose unit is `scale` pixels (x and y may differ: a terminal cell is taller
    /// than it is wide).
    public init(bitmap: Bitmap, scaleX: Double = 1, scaleY: Double = 1) {
        self.bitmap = bitmap
        cairo = cairo_create(bitmap.surface)
        cairo_scale(cairo, scaleX, scaleY)
    }

    deinit { cairo_destroy(cairo) }

    // MARK: State

    /// Runs `body`, then puts back the transform, clip, blend mode and antialiasing.
    public func withSavedState(_ body: () -> Void) {
        let savedBlend = blend
        cairo_save(cairo)
        body()
        cairo_restore(cairo)
        blend = savedBlend
    }

    public func concatenate(_ transform: AffineTransform2D) {
        var matrix = cairo_matrix_t(
            xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(cairo, &matrix)
    }

    public func translateBy(x: Double, y: Double) { cairo_translate(cairo, x, y) }
    public func scaleBy(x: Double, y: Double) { cairo_scale(cairo, x, y) }
    public func rotate(by angle: Double) { cairo_rotate(cairo, angle) }

    public var blendMode: BlendMode {
        get { blend }
        set {
            blend = newValue
            switch newValue {
            case .normal: cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            case .clear: cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            case .xor: cairo_set_operator(cairo, CAIRO_OPERATOR_XOR)
            }
        }
    }

    /// Off draws hard pixel edges (a pixel is in when its centre is).
    public var antialiasing: Bool {
        get { cairo_get_antialias(cairo) != CAIRO_ANTIALIAS_NONE }
        set { cairo_set_antialias(cairo, newValue ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE) }
    }

    // MARK: Drawing

    /// Fills the inside of `path`, by its fill rule.
    public func fill(_ path: BezierPath, with color: RGBA) {
        setPath(path)
        setColor(color)
        cairo_fill(cairo)
    }

    public func fill(_ rect: Rect, with color: RGBA) { fill(BezierPath(rect: rect), with: color) }

    /// Draws `path`'s outline with `style`.
    public func stroke(_ path: BezierPath, with color: RGBA, style: StrokeStyle) {
        setPath(path)
        setColor(color)
        cairo_set_line_width(cairo, style.width)
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cairo, style.miterLimit)
        cairo_stroke(cairo)
    }

    /// Fills `path` with colours blended along the line from `start` to `end` (a sky, water):
    /// `stops` are offsets from 0 (start) to 1 (end), in order; past either end its colour
    /// goes on.
    public func fillLinearGradient(_ path: BezierPath, from start: Point, to end: Point, stops: [(offset: Double, color: RGBA)]) {
        fill(path, with: cairo_pattern_create_linear(start.x, start.y, end.x, end.y), stops: stops)
    }

    /// Fills `path` with colours blended outward over the circles around `center` from
    /// `startRadius` (offset 0) to `endRadius` (offset 1), as a glow fades.
    public func fillRadialGradient(
        _ path: BezierPath, center: Point, startRadius: Double = 0, endRadius: Double, stops: [(offset: Double, color: RGBA)]
    ) {
        fill(path, with: cairo_pattern_create_radial(center.x, center.y, startRadius, center.x, center.y, endRadius), stops: stops)
    }

    /// Limits later drawing to the inside of `path` (until the state is restored).
    public func clip(to path: BezierPath) {
        setPath(path)
        cairo_clip(cairo)
    }

    /// Darkens everything inside `rect` by a black layer of `opacity`, except inside `hole`:
    /// a mask with a clear shape, as a scanner's viewfinder dims all but its window.
    public func dim(_ rect: Rect, except hole: BezierPath, opacity: Double) {
        var mask = BezierPath(rect: rect)
        mask.append(hole)
        mask.usesEvenOddFillRule = true
        fill(mask, with: RGBA(.black, alpha: opacity))
    }

    /// Draws what `body` draws as one layer: its parts combine with each other first (an
    /// eraser inside it erases only the layer), then the layer goes onto the bitmap.
    public func withTransparencyLayer(_ body: () -> Void) {
        cairo_push_group(cairo)
        withSavedState(body)
        cairo_pop_group_to_source(cairo)
        withSavedState {
            blendMode = .normal
            cairo_paint(cairo)
        }
    }

    /// Draws what `body` draws with `shadow` under it. The shadow is the drawing's own opacity,
    /// blurred (a Gaussian of σ = blur / 2, as CSS reads a blur radius, from three box blurs),
    /// so it has exactly the drawing's shape. `body` runs twice: once for the shadow, once
    /// for the drawing.
    public func withShadow(_ shadow: Shadow, _ body: () -> Void) {
        guard let mask = Bitmap(width: bitmap.width, height: bitmap.height) else { return body() }
        // The shadow's shape: the drawing, into a bitmap of its own with the same transform.
        let shapeContext = GraphicsContext(bitmap: mask)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_set_matrix(shapeContext.cairo, &matrix)
        let target = cairo
        cairo = shapeContext.cairo
        withSavedState(body)
        cairo = target
        // Blur radius and offset in pixels, through the current transform.
        var (dx, dy) = (shadow.offset.x, shadow.offset.y)
        cairo_user_to_device_distance(cairo, &dx, &dy)
        var (bx, by) = (shadow.blur, shadow.blur)
        cairo_user_to_device_distance(cairo, &bx, &by)
        mask.blurAlpha(sigmaX: abs(bx) / 2, sigmaY: abs(by) / 2)
        withSavedState {
            cairo_identity_matrix(cairo)
            blendMode = .normal
            setColor(shadow.color.withAlpha(shadow.color.alpha * shadow.opacity))
            cairo_mask_surface(cairo, mask.surface, dx, dy)
        }
        withSavedState(body)
    }

    // MARK: Helpers

    private func fill(_ path: BezierPath, with pattern: OpaquePointer?, stops: [(offset: Double, color: RGBA)]) {
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            let (rgb, alpha) = (stop.color.rgb, stop.color.alpha)
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.offset, Double(rgb.r) / 255, Double(rgb.g) / 255, Double(rgb.b) / 255, alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        setPath(path)
        // The pattern's coordinates are the user space's now, the current transform's.
        cairo_set_source(cairo, pattern)
        cairo_fill(cairo)
    }

    private func setColor(_ color: RGBA) {
        cairo_set_source_rgba(
            cairo, Double(color.rgb.r) / 255, Double(color.rgb.g) / 255, Double(color.rgb.b) / 255, color.alpha)
    }

    private func setPath(_ path: BezierPath) {
        cairo_new_path(cairo)
        var current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cairo, p.x, p.y)
                current = p
            case .line(let p):
                cairo_line_to(cairo, p.x, p.y)
                current = p
            case let .quadCurve(p, c):
                // A quadratic curve is the cubic whose handles lie 2/3 of the way to its control.
                let c1 = Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case let .curve(p, c1, c2):
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .close:
                cairo_close_path(cairo)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cairo, &x, &y)
                current = Point(x: x, y: y)
            }
        }
        cairo_set_fill_rule(cairo, path.usesEvenOddFillRule ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }
}
