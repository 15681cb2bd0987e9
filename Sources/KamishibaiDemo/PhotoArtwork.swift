import KamishibaiDrawingViews
import KamishibaiPlatform
import KamishibaiUI

/// The Photos tab's pictures: eight landscapes of the stories' places, drawn with paths so
/// they scale to any size (a thumbnail, the whole screen, every frame of a zoom). Each is a
/// graded sky, a glowing sun or moon, two ranges of hills and, on some, water with its
/// reflection, painted with Cairo's gradients and curves.
enum PhotoArtwork {
    struct Scene {
        let title: String
        /// What the grid's caption says where the title does not fit its thumbnail.
        var shortTitle: String?
        let sky: [RGB]  // top to horizon
        let orb: (color: RGB, x: Double, y: Double, radius: Double)
        let far: RGB, near: RGB
        let water: RGB?
        var starry = false
    }

    static let all: [Scene] = [
        Scene(
            title: "Peach river", sky: [RGB(hex: 0x9BC8E8), RGB(hex: 0xF4D9B0)], orb: (RGB(hex: 0xFFF1C2), 0.78, 0.22, 0.08),
            far: RGB(hex: 0x7C9A6E), near: RGB(hex: 0x4E7042), water: RGB(hex: 0x6FA3C8)),
        Scene(
            title: "Palace under the sea", shortTitle: "Sea palace", sky: [RGB(hex: 0x0B3954), RGB(hex: 0x087E8B)],
            orb: (RGB(hex: 0xBFD7EA), 0.25, 0.3, 0.06),
            far: RGB(hex: 0x0A6A73), near: RGB(hex: 0x06444B), water: nil),
        Scene(
            title: "Bamboo moon", sky: [RGB(hex: 0x1B1F3B), RGB(hex: 0x4B4E7A)], orb: (RGB(hex: 0xF6F1D5), 0.62, 0.25, 0.12),
            far: RGB(hex: 0x2E4B3C), near: RGB(hex: 0x1D3328), water: nil, starry: true),
        Scene(
            title: "Ogre island", sky: [RGB(hex: 0x5A2A27), RGB(hex: 0xE08E45)], orb: (RGB(hex: 0xF9C74F), 0.3, 0.35, 0.1),
            far: RGB(hex: 0x6B3E26), near: RGB(hex: 0x3A2618), water: RGB(hex: 0x8C4A2F)),
        Scene(
            title: "Golden boy's mountain", shortTitle: "Kintarō's hill", sky: [RGB(hex: 0x87BFFF), RGB(hex: 0xDFF3FF)],
            orb: (RGB(hex: 0xFFFFFF), 0.2, 0.18, 0.07),
            far: RGB(hex: 0x9AA9B8), near: RGB(hex: 0x55784B), water: nil),
        Scene(
            title: "Blossoms", sky: [RGB(hex: 0xF7C5D0), RGB(hex: 0xFFF0F3)], orb: (RGB(hex: 0xFF8FA3), 0.8, 0.28, 0.09),
            far: RGB(hex: 0xC98BA0), near: RGB(hex: 0x7D5A6A), water: RGB(hex: 0xE8A9B8)),
        Scene(
            title: "Crane's snow", sky: [RGB(hex: 0xA7B6C8), RGB(hex: 0xE9EEF3)], orb: (RGB(hex: 0xFAFAFA), 0.5, 0.2, 0.06),
            far: RGB(hex: 0xCFD8E1), near: RGB(hex: 0xFFFFFF), water: nil),
        Scene(
            title: "Festival night", sky: [RGB(hex: 0x140F2D), RGB(hex: 0x3D2C8D)], orb: (RGB(hex: 0xFF6B6B), 0.7, 0.3, 0.05),
            far: RGB(hex: 0x2A1E5C), near: RGB(hex: 0x161032), water: RGB(hex: 0x24185A), starry: true),
    ]

    /// Scene `index` filling `size` points: a sky graded from its top colour to its horizon,
    /// a soft glow round the sun or moon, two ranges of rounded hills shaded from their crests
    /// down, and on some water that mirrors the sky, the orb and the hills.
    static func draw(_ index: Int, in context: GraphicsContext, size: Size) {
        let scene = all[min(max(index, 0), all.count - 1)]
        let (w, h) = (size.width, size.height)
        let horizon = scene.water == nil ? h : h * 0.72
        let whole = BezierPath(rect: Rect(origin: .zero, size: size))
        context.fillLinearGradient(
            whole, from: .zero, to: Point(x: 0, y: horizon),
            stops: [(0, RGBA(scene.sky[0])), (0.6, RGBA(scene.sky[0].blended(with: scene.sky[1], amount: 0.7))), (1, RGBA(scene.sky[1]))])
        if scene.starry { drawStars(context, width: w, height: horizon * 0.6, seed: index) }
        // Points are square on screen (3 a column, 6 a row), so a circle is round.
        let orb = Point(x: scene.orb.x * w, y: scene.orb.y * h), r = scene.orb.radius * min(w, 2 * h) * 0.5
        drawOrb(context, scene: scene, at: orb, radius: r, in: whole)
        let ranges = [
            (hills(width: w, base: horizon, peak: horizon * 0.5, phase: 0.3), scene.far),
            (hills(width: w, base: horizon, peak: horizon * 0.7, phase: 0.8), scene.near),
        ]
        for (path, color) in ranges { fillHill(context, path, color: color, top: horizon * 0.5, base: horizon) }
        guard let water = scene.water else { return }
        let surface = BezierPath(rect: Rect(x: 0, y: horizon, width: w, height: h - horizon))
        context.fillLinearGradient(
            surface, from: Point(x: 0, y: horizon), to: Point(x: 0, y: h),
            stops: [(0, RGBA(water.blended(with: scene.sky[1], amount: 0.45))), (1, RGBA(water.blended(with: .black, amount: 0.3)))])
        // The reflection: the scene above turned over the horizon, faint, in the water only.
        context.withSavedState {
            context.clip(to: surface)
            let mirror = AffineTransform2D(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * horizon)
            drawOrb(context, scene: scene, at: mirror.apply(to: orb), radius: r, in: surface, strength: 0.45)
            for (path, color) in ranges { context.fill(path.applying(mirror), with: RGBA(color, alpha: 0.35)) }
        }
        // Ripples catching the light under the orb, shorter further from it.
        for line in 1...4 {
            let y = horizon + (h - horizon) * Double(line) / 5, half = w * (0.05 + 0.03 * Double(line))
            var ripple = BezierPath()
            ripple.move(to: Point(x: orb.x - half, y: y))
            ripple.addQuadCurve(to: Point(x: orb.x + half, y: y), controlPoint: Point(x: orb.x, y: y + h / 80))
            context.stroke(ripple, with: RGBA(scene.orb.color, alpha: 0.5), style: StrokeStyle(width: max(0.8, h / 70), lineCap: .round))
        }
    }

    /// The orb with its glow: a radial fade of its colour to nothing at four radii.
    private static func drawOrb(
        _ context: GraphicsContext, scene: Scene, at center: Point, radius r: Double, in area: BezierPath, strength: Double = 1
    ) {
        let glow = RGBA(scene.orb.color, alpha: 0.55 * strength)
        context.fillRadialGradient(
            area, center: center, startRadius: r * 0.8, endRadius: r * 4,
            stops: [(0, glow), (0.35, glow.withAlpha(0.18 * strength)), (1, .clear)])
        let disc = BezierPath(ovalIn: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
        context.fillRadialGradient(
            disc, center: center, endRadius: r,
            stops: [
                (0, RGBA(scene.orb.color.blended(with: .white, amount: 0.5), alpha: strength)), (1, RGBA(scene.orb.color, alpha: strength)),
            ])
    }

    /// A range shaded from a lighter crest to its colour at the base, as haze lightens heights.
    private static func fillHill(_ context: GraphicsContext, _ path: BezierPath, color: RGB, top: Double, base: Double) {
        context.fillLinearGradient(
            path, from: Point(x: 0, y: top), to: Point(x: 0, y: base),
            stops: [(0, RGBA(color.blended(with: .white, amount: 0.18))), (1, RGBA(color.blended(with: .black, amount: 0.15)))])
    }

    /// A few stars in a night sky, where a seeded sequence puts them (the same every frame).
    private static func drawStars(_ context: GraphicsContext, width: Double, height: Double, seed: Int) {
        var state = UInt64(seed + 1) &* 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let radius = max(0.4, min(width, height) / 120)
        for _ in 0..<24 {
            let (x, y, bright) = (next() * width, next() * height, 0.4 + 0.6 * next())
            context.fill(
                BezierPath(ovalIn: Rect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius)),
                with: RGBA(.white, alpha: bright))
        }
    }

    /// Rounded hills across `width`, their highest point near `peak` (`phase` shapes them), closed along `base`: a
    /// smooth curve through crests and saddles (Catmull-Rom turned into cubic Béziers).
    private static func hills(width: Double, base: Double, peak: Double, phase: Double) -> BezierPath {
        // Crests (odd points) and saddles, unevenly spaced and of uneven heights.
        let count = phase < 0.5 ? 8 : 6, rise = base - peak
        let points = (0...count).map { i -> Point in
            let jitter = i == 0 || i == count ? 0 : 0.15 * sin(Double(i) * 2.3 + phase * 7)
            let wave = 0.5 + 0.5 * sin(Double(i) * 1.7 + phase * 5)
            return Point(
                x: width * (Double(i) + jitter) / Double(count), y: peak + rise * (i % 2 == 1 ? 0.4 * wave : 0.55 + 0.25 * wave))
        }
        var path = BezierPath()
        path.move(to: Point(x: 0, y: base))
        path.addLine(to: points[0])
        for i in 0..<count {
            let p0 = points[max(i - 1, 0)], p1 = points[i], p2 = points[i + 1], p3 = points[min(i + 2, count)]
            path.addCurve(
                to: p2, controlPoint1: Point(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6),
                controlPoint2: Point(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6))
        }
        path.addLine(to: Point(x: width, y: base))
        path.close()
        return path
    }
}
