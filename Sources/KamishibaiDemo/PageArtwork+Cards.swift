import KamishibaiUI

/// The four cards of the walkthrough, painted: the peach on the river, the journey through
/// the mountains, the island under the moon, and home under the rising sun.
extension PageArtwork {
    struct Card: Sendable {
        let title: String
        let caption: [String]
        let backdrop: RGB
        let titleColor: RGB
        let paint: @Sendable (Sketch, inout DrawContext) -> Void

        static let all: [Card] = [
            Card(
                title: "The peach",
                caption: [
                    "A giant peach comes floating down the river.",
                    "Inside it sleeps a boy: Momotarō, the peach boy.",
                ],
                backdrop: RGB(hex: 0x2A2440), titleColor: RGB(hex: 0xF6B49C), paint: paintPeach),
            Card(
                title: "The journey",
                caption: [
                    "Momotarō sets out for the ogres' island.",
                    "A dog, a monkey and a pheasant join him on the road.",
                ],
                backdrop: RGB(hex: 0x1C2E36), titleColor: RGB(hex: 0xE6C48A), paint: paintJourney),
            Card(
                title: "The island",
                caption: [
                    "Under a thin moon they cross to Onigashima.",
                    "The ogres give back the treasure they stole.",
                ],
                backdrop: RGB(hex: 0x121930), titleColor: RGB(hex: 0xF3E4A2), paint: paintIsland),
            Card(
                title: "Home",
                caption: [
                    "At sunrise they come home with the treasure,",
                    "and they all live happily ever after. めでたし",
                ],
                backdrop: RGB(hex: 0x3A2430), titleColor: Theme.accent, paint: paintHome),
        ]
    }

    /// A peach with a cleft, a blush and two leaves, riding the waves of a river under clouds.
    static func paintPeach(_ sketch: Sketch, _ canvas: inout DrawContext) {
        let w = sketch.width, h = sketch.height
        let backdrop = RGB(hex: 0x2A2440), water = RGB(hex: 0x2F5776), crest = RGB(hex: 0x86BCD8)
        let riverTop = h * 0.66
        let radius = min(w * 0.18, h * 0.33)
        let cx = w * 0.5, cy = h * 0.03 + radius * 1.55
        let waterline = max(riverTop + 2, cy + radius * 0.55)
        let period = max(10, w / 9)

        var clouds = sketch.blank
        clouds.cloud(cx: w * 0.17, cy: h * 0.22, size: min(w * 0.07, h * 0.16))
        clouds.cloud(cx: w * 0.84, cy: h * 0.14, size: min(w * 0.055, h * 0.12))
        clouds.draw(into: &canvas, color: backdrop.blended(with: Theme.muted, amount: 0.35))

        var river = sketch.blank
        river.polygon(wavyBand(top: riverTop, depth: h - riverTop + 4, amplitude: period * 0.06, period: period * 1.6, across: sketch))
        river.draw(into: &canvas, color: water)
        var far = sketch.blank
        far.waves(y: riverTop + (waterline - riverTop) * 0.55, amplitude: period * 0.18, period: period, phase: period * 0.3)
        far.draw(into: &canvas, color: crest.blended(with: water, amount: 0.45))

        // In front of the lower part of the peach: the water it floats in.
        var front = sketch.blank
        front.polygon(wavyBand(top: waterline, depth: h - waterline + 4, amplitude: period * 0.08, period: period, across: sketch))

        var body = sketch.blank
        body.polygon(peachOutline(cx: cx, cy: cy, radius: radius))
        body.subtract(front)
        body.draw(into: &canvas, color: RGB(hex: 0xF4A48C))
        // The blush: the peach's right flank, the body less a disc shifted left.
        var blush = body
        var unblushed = sketch.blank
        unblushed.ellipse(cx: cx - radius * 0.38, cy: cy - radius * 0.2, rx: radius * 1.12, ry: radius * 1.3)
        blush.subtract(unblushed)
        blush.draw(into: &canvas, color: RGB(hex: 0xEC8A84))
        var shine = sketch.blank
        shine.ellipse(cx: cx - radius * 0.55, cy: cy - radius * 0.3, rx: radius * 0.14, ry: radius * 0.2)
        shine.draw(into: &canvas, color: RGB(hex: 0xFBD5C2))
        var cleft = sketch.blank
        cleft.curve(
            from: (cx + radius * 0.1, cy - radius * 1.25), control: (cx - radius * 0.5, cy - radius * 0.4),
            to: (cx - radius * 0.02, cy + radius * 0.95), width: max(1, radius * 0.07))
        cleft.subtract(front)
        cleft.draw(into: &canvas, color: RGB(hex: 0xC65563))

        var leaves = sketch.blank
        let stem = (x: cx + radius * 0.08, y: cy - radius * 1.18)
        leaves.leaf(from: stem, to: (cx - radius * 0.95, cy - radius * 1.55), width: radius * 0.26)
        leaves.leaf(from: stem, to: (cx + radius * 0.95, cy - radius * 1.7), width: radius * 0.22)
        leaves.draw(into: &canvas, color: RGB(hex: 0x7DB06A))
        var veins = sketch.blank
        veins.line(from: stem, to: (cx - radius * 0.7, cy - radius * 1.5))
        veins.line(from: stem, to: (cx + radius * 0.7, cy - radius * 1.6))
        if radius >= 12 { veins.draw(into: &canvas, color: RGB(hex: 0x4E8A4C)) }

        front.draw(into: &canvas, color: water)
        var near = sketch.blank
        var y = waterline + period * 0.12, row = 0
        while y < h {
            near.waves(y: y, amplitude: period * 0.2, period: period, phase: row % 2 == 0 ? 0 : period * 0.5)
            y += max(4, period * 0.45)
            row += 1
        }
        near.draw(into: &canvas, color: crest)
    }

    /// Snow-capped mountains under a low sun, pines, and a road winding toward the mountains.
    static func paintJourney(_ sketch: Sketch, _ canvas: inout DrawContext) {
        let w = sketch.width, h = sketch.height
        let base = h * 0.7
        let sunRadius = min(w * 0.07, h * 0.16)
        var sun = sketch.blank
        sun.ellipse(cx: w * 0.66, cy: h * 0.3, rx: sunRadius, ry: sunRadius)
        sun.draw(into: &canvas, color: RGB(hex: 0xE07F5C))

        // (x, peak height, half width) as shares of the width and height.
        let peaks: [(Double, Double, Double)] = [(0.1, 0.5, 0.2), (0.34, 0.92, 0.27), (0.6, 0.62, 0.2), (0.86, 0.8, 0.24)]
        var range = sketch.blank, snow = sketch.blank
        for (x, rise, half) in peaks {
            let px = w * x, py = base - base * rise, spread = max(w * half, (base - py) * 0.9)
            range.polygon([(px - spread, base + h * 0.12), (px, py), (px + spread, base + h * 0.12)])
            // The cap: the top quarter of the triangle, with a ragged lower edge.
            let d = (base - py) * 0.27, s = spread * 0.27
            snow.polygon([
                (px, py), (px + s, py + d), (px + s * 0.45, py + d * 0.75), (px + s * 0.05, py + d),
                (px - s * 0.4, py + d * 0.7), (px - s, py + d),
            ])
        }
        range.draw(into: &canvas, color: RGB(hex: 0x4D5B8C))
        snow.draw(into: &canvas, color: RGB(hex: 0xE4E2EE))

        var hills = sketch.blank
        hills.ellipse(cx: w * 0.15, cy: base + h * 0.1, rx: w * 0.3, ry: h * 0.12)
        hills.ellipse(cx: w * 0.82, cy: base + h * 0.1, rx: w * 0.32, ry: h * 0.13)
        hills.rect(x: -1, y: base + h * 0.08, width: w + 2, height: h)
        hills.draw(into: &canvas, color: RGB(hex: 0x35604C))

        // Pines on either side of the road, smaller toward the back.
        var pines = sketch.blank
        let pine = min(h * 0.3, w * 0.08)
        for (x, scale) in [(0.08, 0.8), (0.16, 1.0), (0.24, 0.7), (0.74, 0.75), (0.83, 1.0), (0.93, 0.85)] {
            pines.pine(x: w * x, ground: base + h * 0.14 + pine * scale * 0.25, height: pine * scale)
        }
        pines.draw(into: &canvas, color: RGB(hex: 0x22473A))

        // The road: wide at the front, narrowing and swaying up to the foot of the mountains.
        var road = sketch.blank
        var left: [(x: Double, y: Double)] = [], right: [(x: Double, y: Double)] = []
        let steps = 40
        let far = base + h * 0.04
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            let y = h + 2 - (h + 2 - far) * (1 - (1 - t) * (1 - t) * (1 - t))
            let x = w * (0.5 + 0.09 * sine(t * 2 * .pi) * (1 - 0.5 * t))
            let half = w * 0.09 * (1 - t) * (1 - t) + 1.2
            left.append((x - half, y))
            right.append((x + half, y))
        }
        road.polygon(left + right.reversed())
        road.draw(into: &canvas, color: RGB(hex: 0xD6B27A))
    }

    /// Onigashima by night: a crescent moon and stars over the sea, and the ogres' castle,
    /// horns on its roof, gate glowing, on a dark island.
    static func paintIsland(_ sketch: Sketch, _ canvas: inout DrawContext) {
        let w = sketch.width, h = sketch.height
        let seaTop = h * 0.74
        var stars = sketch.blank
        let count = Int(w * h / 260)
        for i in 0..<min(count, 4000) {
            let bits = hash(i, 3)
            stars.dot(x: Double(bits % UInt64(max(1, Int(w)))), y: Double((bits >> 24) % UInt64(max(1, Int(seaTop * 0.85)))))
        }
        stars.draw(into: &canvas, color: RGB(hex: 0xA9A6CC))

        let moon = min(w * 0.085, h * 0.2)
        var crescent = sketch.blank
        crescent.ellipse(cx: w * 0.8, cy: h * 0.26, rx: moon, ry: moon)
        var bite = sketch.blank
        bite.ellipse(cx: w * 0.8 + moon * 0.45, cy: h * 0.26 - moon * 0.22, rx: moon * 0.86, ry: moon * 0.86)
        crescent.subtract(bite)
        crescent.draw(into: &canvas, color: RGB(hex: 0xF3E4A2))

        let sea = RGB(hex: 0x1E3A5E)
        var water = sketch.blank
        water.rect(x: -1, y: seaTop, width: w + 2, height: h)
        water.draw(into: &canvas, color: sea)

        let ix = w * 0.4, islandTop = h * 0.56
        var island = sketch.blank
        island.ellipse(cx: ix, cy: seaTop + h * 0.06, rx: min(w * 0.3, h * 1.4), ry: seaTop + h * 0.06 - islandTop)
        var below = sketch.blank
        below.rect(x: -1, y: seaTop + h * 0.06, width: w + 2, height: h)
        island.subtract(below)
        island.draw(into: &canvas, color: RGB(hex: 0x2D4535))

        // The castle: a stone base, two storeys of red walls under dark, flaring roofs.
        let k = min(w * 0.2, (islandTop + h * 0.04) / 1.25)
        let ground = islandTop + h * 0.04
        var stone = sketch.blank
        stone.polygon([
            (ix - k * 0.62, ground), (ix - k * 0.5, ground - k * 0.24), (ix + k * 0.5, ground - k * 0.24), (ix + k * 0.62, ground),
        ])
        stone.draw(into: &canvas, color: RGB(hex: 0x5A5570))
        var walls = sketch.blank, roofs = sketch.blank, horns = sketch.blank, lights = sketch.blank
        let floor1 = ground - k * 0.24, floor2 = floor1 - k * 0.42
        walls.rect(x: ix - k * 0.42, y: floor1 - k * 0.32, width: k * 0.84, height: k * 0.32)
        roofs.polygon(roof(cx: ix, y: floor1 - k * 0.3, half: k * 0.58, rise: k * 0.14, top: k * 0.36))
        walls.rect(x: ix - k * 0.28, y: floor2 - k * 0.24, width: k * 0.56, height: k * 0.26)
        roofs.polygon(roof(cx: ix, y: floor2 - k * 0.22, half: k * 0.44, rise: k * 0.2, top: k * 0.12))
        let ridge = floor2 - k * 0.42
        horns.polygon([(ix - k * 0.12, ridge + 1), (ix - k * 0.22, ridge - k * 0.16), (ix - k * 0.04, ridge + 1)])
        horns.polygon([(ix + k * 0.12, ridge + 1), (ix + k * 0.22, ridge - k * 0.16), (ix + k * 0.04, ridge + 1)])
        walls.draw(into: &canvas, color: RGB(hex: 0xC44E4E))
        roofs.draw(into: &canvas, color: RGB(hex: 0x6A3B6E))
        horns.draw(into: &canvas, color: RGB(hex: 0xF0E2C0))
        lights.rect(x: ix - k * 0.08, y: ground - k * 0.2, width: k * 0.16, height: k * 0.2)
        lights.ellipse(cx: ix, cy: ground - k * 0.2, rx: k * 0.08, ry: k * 0.08)
        for side in [-1.0, 1.0] {
            lights.rect(x: ix + side * k * 0.24 - k * 0.05, y: floor1 - k * 0.22, width: k * 0.1, height: k * 0.1)
            lights.rect(x: ix + side * k * 0.13 - k * 0.04, y: floor2 - k * 0.17, width: k * 0.08, height: k * 0.08)
        }
        lights.draw(into: &canvas, color: RGB(hex: 0xF2C25A))

        var crests = sketch.blank
        let period = max(10, w / 10)
        var y = seaTop + period * 0.3, row = 0
        while y < h {
            crests.waves(y: y, amplitude: period * 0.16, period: period, phase: row % 2 == 0 ? period * 0.2 : period * 0.7)
            y += max(4, period * 0.5)
            row += 1
        }
        crests.draw(into: &canvas, color: RGB(hex: 0x5A84B6))
    }

    /// A house with lit paper windows and a lantern at the door, under a big rising sun.
    static func paintHome(_ sketch: Sketch, _ canvas: inout DrawContext) {
        let w = sketch.width, h = sketch.height
        let horizon = h * 0.8
        let radius = min(w * 0.15, h * 0.34)
        let sx = w * 0.42, sy = horizon - radius * 0.5
        var rays = sketch.blank
        let rayCount = 13
        for i in 0..<rayCount {
            let angle = Double.pi * (1 + (Double(i) + 0.5) / Double(rayCount))
            let spread = 0.07, inner = radius * 1.18, outer = radius * (i % 2 == 0 ? 1.85 : 1.55)
            let a = direction(angle - spread), b = direction(angle + spread), c = direction(angle)
            rays.polygon([(sx + a.x * inner, sy + a.y * inner), (sx + c.x * outer, sy + c.y * outer), (sx + b.x * inner, sy + b.y * inner)])
            rays.line(from: (sx + c.x * inner, sy + c.y * inner), to: (sx + c.x * outer * 0.97, sy + c.y * outer * 0.97))
        }
        rays.draw(into: &canvas, color: RGB(hex: 0xD98E55))
        var sun = sketch.blank
        sun.ellipse(cx: sx, cy: sy, rx: radius, ry: radius)
        sun.draw(into: &canvas, color: Theme.accent)

        var ground = sketch.blank
        ground.polygon(wavyBand(top: horizon, depth: h - horizon + 4, amplitude: h * 0.015, period: w * 0.5, across: sketch))
        ground.draw(into: &canvas, color: RGB(hex: 0x4A3430))

        // The house stands to the right of the sun, on the ground line.
        let size = min(w * 0.3, h * 1.0)
        let hx = min(w - size * 0.7, sx + radius + size * 0.25), gy = horizon + h * 0.07
        let wall = size * 0.28
        var walls = sketch.blank
        walls.rect(x: hx - size * 0.42, y: gy - wall, width: size * 0.84, height: wall)
        walls.draw(into: &canvas, color: RGB(hex: 0xE8D6B2))
        var roofs = sketch.blank
        roofs.polygon(roof(cx: hx, y: gy - wall + 1, half: size * 0.6, rise: size * 0.3, top: size * 0.26))
        roofs.draw(into: &canvas, color: RGB(hex: 0x8E3A40))
        var door = sketch.blank
        door.rect(x: hx - size * 0.07, y: gy - wall * 0.75, width: size * 0.14, height: wall * 0.75)
        door.draw(into: &canvas, color: RGB(hex: 0x5B3A2C))
        var windows = sketch.blank
        for side in [-1.0, 1.0] {
            windows.rect(x: hx + side * size * 0.26 - size * 0.07, y: gy - wall * 0.75, width: size * 0.14, height: wall * 0.42)
        }
        windows.draw(into: &canvas, color: RGB(hex: 0xF7CF6E))
        var lantern = sketch.blank
        lantern.ellipse(cx: hx + size * 0.13, cy: gy - wall * 0.6, rx: size * 0.04, ry: size * 0.055)
        // Smaller, a lantern is a lone red blot.
        if size >= 40 { lantern.draw(into: &canvas, color: Theme.stamp) }
    }
}
