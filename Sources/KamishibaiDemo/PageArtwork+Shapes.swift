import KamishibaiUI

/// Small shapes and functions the cards are painted with, free of libm: deterministic on every
/// machine and every frame.
extension PageArtwork {
    /// A band from `top` down `depth` units whose upper edge rolls gently, across the sketch.
    static func wavyBand(top: Double, depth: Double, amplitude: Double, period: Double, across sketch: Sketch) -> [(x: Double, y: Double)] {
        let step = max(1, period / 8)
        var points: [(x: Double, y: Double)] = []
        // Samples on a fixed grid, so the edge does not shimmer as the page scrolls.
        var x = ((sketch.visibleX.lowerBound - step) / step).rounded(.down) * step
        while x <= sketch.visibleX.upperBound + step {
            points.append((x, top + amplitude * sine(x / period * 2 * .pi)))
            x += step
        }
        points.append((x, top + depth))
        points.append((points[0].x, top + depth))
        return points
    }

    /// A peach: a circle drawn up to a soft point at the top, leaning right.
    static func peachOutline(cx: Double, cy: Double, radius: Double) -> [(x: Double, y: Double)] {
        (0..<72).map { i in
            let d = direction(Double(i) / 72 * 2 * .pi)
            let up = max(0, -d.y)
            let up2 = up * up, up8 = up2 * up2 * up2 * up2
            return (cx + radius * (1.06 * d.x + 0.12 * up8 * up2), cy + radius * (d.y - 0.26 * up8 * up2))
        }
    }

    /// A temple roof: flaring eaves at `y`, `half` wide each side, rising to a ridge `top` wide.
    static func roof(cx: Double, y: Double, half: Double, rise: Double, top: Double) -> [(x: Double, y: Double)] {
        [
            (cx - half, y - rise * 0.15), (cx - half * 0.82, y - rise * 0.3), (cx - top, y - rise), (cx + top, y - rise),
            (cx + half * 0.82, y - rise * 0.3), (cx + half, y - rise * 0.15), (cx + half * 0.7, y), (cx - half * 0.7, y),
        ]
    }

    /// A direction on screen: angle 0 points right, π/2 down.
    static func direction(_ angle: Double) -> (x: Double, y: Double) {
        (sine(angle + .pi / 2), sine(angle))
    }

    /// sin(x) by its Taylor series after reducing x to [−π, π]: pure arithmetic, the same on
    /// every platform, and plenty accurate for pictures.
    static func sine(_ x: Double) -> Double {
        guard x.isFinite else { return 0 }
        var r = x.truncatingRemainder(dividingBy: 2 * .pi)
        if r > .pi { r -= 2 * .pi } else if r < -.pi { r += 2 * .pi }
        if r > .pi / 2 { r = .pi - r } else if r < -.pi / 2 { r = -.pi - r }
        let r2 = r * r
        var term = r, sum = r
        for n in stride(from: 2, through: 14, by: 2) {
            term *= -r2 / Double(n * (n + 1))
            sum += term
        }
        return sum
    }

    /// A well-mixed 64-bit hash of two integers (SplitMix64's finaliser): pseudo-random
    /// positions that are the same in every frame.
    static func hash(_ a: Int, _ b: Int) -> UInt64 {
        var h = UInt64(bitPattern: Int64(a)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(b)) &* 0xC2B2_AE3D_27D4_EB4F
        h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
        return h ^ (h >> 31)
    }
}
