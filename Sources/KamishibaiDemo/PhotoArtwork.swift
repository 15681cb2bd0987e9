import Foundation
import KamishibaiUI

/// The Photos tab's pictures: eight landscapes of the stories' places, drawn with paths so
/// they scale to any size (a thumbnail, the whole screen, every frame of a zoom). Each is a
/// sky in bands, a sun or moon, two ranges of hills and, on some, water with its reflection.
enum PhotoArtwork {
    struct Scene {
        let title: String
        let sky: [RGB]  // top to horizon
        let orb: (color: RGB, x: Double, y: Double, radius: Double)
        let far: RGB, near: RGB
        let water: RGB?
    }

    static let all: [Scene] = [
        Scene(
            title: "Peach river", sky: [RGB(hex: 0x9BC8E8), RGB(hex: 0xF4D9B0)], orb: (RGB(hex: 0xFFF1C2), 0.78, 0.22, 0.08),
            far: RGB(hex: 0x7C9A6E), near: RGB(hex: 0x4E7042), water: RGB(hex: 0x6FA3C8)),
        Scene(
            title: "Palace under the sea", sky: [RGB(hex: 0x0B3954), RGB(hex: 0x087E8B)], orb: (RGB(hex: 0xBFD7EA), 0.25, 0.3, 0.06),
            far: RGB(hex: 0x0A6A73), near: RGB(hex: 0x06444B), water: nil),
        Scene(
            title: "Bamboo moon", sky: [RGB(hex: 0x1B1F3B), RGB(hex: 0x4B4E7A)], orb: (RGB(hex: 0xF6F1D5), 0.62, 0.25, 0.12),
            far: RGB(hex: 0x2E4B3C), near: RGB(hex: 0x1D3328), water: nil),
        Scene(
            title: "Ogre island", sky: [RGB(hex: 0x5A2A27), RGB(hex: 0xE08E45)], orb: (RGB(hex: 0xF9C74F), 0.3, 0.35, 0.1),
            far: RGB(hex: 0x6B3E26), near: RGB(hex: 0x3A2618), water: RGB(hex: 0x8C4A2F)),
        Scene(
            title: "Golden boy's mountain", sky: [RGB(hex: 0x87BFFF), RGB(hex: 0xDFF3FF)], orb: (RGB(hex: 0xFFFFFF), 0.2, 0.18, 0.07),
            far: RGB(hex: 0x9AA9B8), near: RGB(hex: 0x55784B), water: nil),
        Scene(
            title: "Blossoms", sky: [RGB(hex: 0xF7C5D0), RGB(hex: 0xFFF0F3)], orb: (RGB(hex: 0xFF8FA3), 0.8, 0.28, 0.09),
            far: RGB(hex: 0xC98BA0), near: RGB(hex: 0x7D5A6A), water: RGB(hex: 0xE8A9B8)),
        Scene(
            title: "Crane's snow", sky: [RGB(hex: 0xA7B6C8), RGB(hex: 0xE9EEF3)], orb: (RGB(hex: 0xFAFAFA), 0.5, 0.2, 0.06),
            far: RGB(hex: 0xCFD8E1), near: RGB(hex: 0xFFFFFF), water: nil),
        Scene(
            title: "Festival night", sky: [RGB(hex: 0x140F2D), RGB(hex: 0x3D2C8D)], orb: (RGB(hex: 0xFF6B6B), 0.7, 0.3, 0.05),
            far: RGB(hex: 0x2A1E5C), near: RGB(hex: 0x161032), water: RGB(hex: 0x24185A)),
    ]

    /// Scene `index` filling `size` points.
    static func draw(_ index: Int, in context: GraphicsContext, size: Size) {
        let scene = all[min(max(index, 0), all.count - 1)]
        let (w, h) = (size.width, size.height)
        let horizon = scene.water == nil ? h : h * 0.72
        // The sky in six bands from its top colour to its horizon colour.
        for band in 0..<6 {
            let color = scene.sky[0].blended(with: scene.sky[1], amount: Double(band) / 5)
            context.fill(Rect(x: 0, y: horizon * Double(band) / 6, width: w, height: horizon / 6 + 0.5), with: RGBA(color))
        }
        let r = scene.orb.radius * min(w, h * 2)
        context.fill(
            BezierPath(ovalIn: Rect(x: scene.orb.x * w - r, y: scene.orb.y * h - r / 2, width: 2 * r, height: r)),
            with: RGBA(scene.orb.color))
        context.fill(hills(width: w, base: horizon, peak: horizon * 0.45, phase: 0.3), with: RGBA(scene.far))
        context.fill(hills(width: w, base: horizon, peak: horizon * 0.68, phase: 0.8), with: RGBA(scene.near))
        if let water = scene.water {
            context.fill(Rect(x: 0, y: horizon, width: w, height: h - horizon), with: RGBA(water))
            for line in 1...3 {
                let y = horizon + (h - horizon) * Double(line) / 4
                var ripple = BezierPath()
                ripple.move(to: Point(x: w * 0.15 * Double(line), y: y))
                ripple.addLine(to: Point(x: w * (0.45 + 0.12 * Double(line)), y: y))
                context.stroke(ripple, with: RGBA(scene.orb.color, alpha: 0.6), style: StrokeStyle(width: max(1, h / 60), lineCap: .round))
            }
        }
    }

    /// Rolling hills across `width`, their highest point at `peak`, closed along `base`.
    private static func hills(width: Double, base: Double, peak: Double, phase: Double) -> BezierPath {
        var path = BezierPath()
        path.move(to: Point(x: 0, y: base))
        path.addLine(to: Point(x: 0, y: peak + (base - peak) * 0.4))
        let humps = 3
        for i in 0..<humps {
            let x0 = width * Double(i) / Double(humps), x1 = width * Double(i + 1) / Double(humps)
            let top = peak + (base - peak) * (0.5 + 0.5 * sin(Double(i) * 2.1 + phase * 5)) * 0.5
            path.addQuadCurve(
                to: Point(x: x1, y: peak + (base - peak) * 0.4), controlPoint: Point(x: (x0 + x1) / 2, y: top - (base - peak) * 0.3))
        }
        path.addLine(to: Point(x: width, y: base))
        path.close()
        return path
    }
}
