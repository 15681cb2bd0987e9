import KamishibaiUI

/// The walkthrough's parallax layers: a night sky with far hills behind the cards, and grass
/// with paper lanterns in front of them. Both are strips much wider than the screen that the
/// paging view slides at their own speeds (`ParallaxGroup`). They are transparent, setting only the
/// cells where something is drawn, and deterministic: every feature's place comes from a hash
/// of its position along the strip, never from a random number, so each frame is the same
/// for the same offset. Only the part of a strip inside the canvas's clip is drawn, so a strip
/// thousands of columns wide costs no more than the screen.
enum ParallaxArtwork {
    /// A strip of distant scenery `width` cells wide and `rect.height` tall, drawn at `rect`
    /// (rect.x may be negative: the strip scrolls; only the part inside the canvas's clip is
    /// drawn): dim stars in the upper part, a range of far hills with the odd pagoda along the
    /// bottom third. No background fill.
    static func drawBackground(width: Int, in rect: CellRect, canvas: inout DrawContext) {
        let strip = CellRect(x: rect.x, y: rect.y, width: width, height: rect.height)
        let visible = strip.intersection(canvas.clip)
        guard !visible.isEmpty else { return }

        let sky = strip.minY + strip.height * 3 / 5
        let stars: [(Character, RGB)] = [
            ("·", RGB(hex: 0x4A4F6C)), ("·", RGB(hex: 0x62678A)), ("˙", RGB(hex: 0x555A7A)),
            ("⋆", RGB(hex: 0x6E7396)), ("✦", RGB(hex: 0x7C80A6)),
        ]
        for y in stride(from: visible.minY, to: min(visible.maxY, sky), by: 1) {
            for x in visible.minX..<visible.maxX {
                let bits = PageArtwork.hash(x - strip.minX, y - strip.minY)
                guard bits % 41 == 0 else { continue }
                let (glyph, color) = stars[Int((bits >> 32) % UInt64(stars.count))]
                canvas.put(glyph, x: x, y: y, foreground: color)
            }
        }

        guard let sketch = PageArtwork.Sketch(area: strip, canvas: canvas) else { return }
        let h = sketch.height
        var hills = sketch.blank
        var outline: [(x: Double, y: Double)] = []
        // One point per cell across what is visible, on the strip's own grid.
        let first = (sketch.visibleX.lowerBound / 2).rounded(.down) * 2 - 2
        var x = first
        while x <= sketch.visibleX.upperBound + 2 {
            outline.append((x, h - h * ridge(x)))
            x += 2
        }
        outline.append((x, h + 1))
        outline.append((first, h + 1))
        hills.polygon(outline)

        // A pagoda on the ridge every 64 columns, where it lands inside the visible part.
        let spacing = 64, offset = 22
        let firstPagoda = ((visible.minX - strip.minX - 8 - offset) / spacing) * spacing + offset
        var column = max(offset, firstPagoda)
        while column < min(width, visible.maxX - strip.minX + 8) {
            let px = Double(2 * column) + 1
            hills.pagoda(x: px, ground: h - h * ridge(px) + 2, height: min(h * 0.22, 28))
            column += spacing
        }
        hills.draw(into: &canvas, color: RGB(hex: 0x282C40))
    }

    /// Grass tufts along the bottom row and a paper lantern on a post every 18 columns, in the
    /// bottom four rows of the strip (`width` cells wide at `rect`, as for the background);
    /// transparent everywhere else.
    static func drawForeground(width: Int, in rect: CellRect, canvas: inout DrawContext) {
        let rows = min(rect.height, 4)
        let strip = CellRect(x: rect.x, y: rect.maxY - rows, width: width, height: rows)
        guard let sketch = PageArtwork.Sketch(area: strip, canvas: canvas) else { return }
        let h = sketch.height
        let from = Int(sketch.visibleX.lowerBound), to = Int(sketch.visibleX.upperBound)

        // Blades one dot wide, up to three dots (a row and a half) tall, gathered in tufts.
        var grass = sketch.blank, blades = sketch.blank
        for x in stride(from: max(0, from), to: min(2 * width, to), by: 1) {
            let clump = noise(Double(x) / 9, seed: 5)
            let tall = Int(PageArtwork.hash(x, 6) % 4)
            let height = clump > 0.35 ? min(3, tall + (clump > 0.7 ? 1 : 0)) : (tall == 3 ? 1 : 0)
            for dot in 0..<height {
                grass.dot(x: Double(x), y: h - 1 - Double(2 * dot))
            }
            if height == 3, PageArtwork.hash(x, 8) % 3 == 0 { blades.dot(x: Double(x), y: h - 5) }
        }

        // Chōchin: a round red body between dark caps, on a post, with 祭 (festival) on it.
        var posts = sketch.blank, bodies = sketch.blank, caps = sketch.blank
        var centres: [Int] = []
        let spacing = 18
        var column = max(spacing / 2, ((from / 2 - 4) / spacing) * spacing + spacing / 2)
        while rows >= 4, column < min(width, to / 2 + 4) {
            let cx = Double(2 * column + 2)
            posts.rect(x: cx - 0.5, y: h - 6, width: 1, height: 6)
            bodies.ellipse(cx: cx, cy: h - 10, rx: 4.4, ry: 5)
            caps.rect(x: cx - 2, y: h - 16, width: 4, height: 2)
            caps.rect(x: cx - 2, y: h - 6, width: 4, height: 2)
            centres.append(strip.minX + column)
            column += spacing
        }
        grass.draw(into: &canvas, color: RGB(hex: 0x2F4D38))
        blades.draw(into: &canvas, color: RGB(hex: 0x4E7A4C))
        posts.draw(into: &canvas, color: RGB(hex: 0x4A3A30))
        bodies.draw(into: &canvas, color: Theme.stamp)
        caps.draw(into: &canvas, color: RGB(hex: 0x2B2024))
        // The middle row of a body is whole red under the two cells of the character.
        let ink = Style(foreground: RGB(hex: 0x2B2024), background: Theme.stamp, attributes: .bold)
        for x in centres { canvas.put("祭", x: x, y: strip.minY + 1, style: ink) }
    }

    /// The far hills' height at `x` units along the strip, as a share of the strip's height:
    /// long swells with smaller bumps on them.
    private static func ridge(_ x: Double) -> Double {
        0.12 + 0.16 * noise(x / 70, seed: 1) + 0.06 * noise(x / 19, seed: 2)
    }

    /// Smooth value noise in 0…1: hashed values at whole numbers, eased between.
    private static func noise(_ x: Double, seed: Int) -> Double {
        let floor = x.rounded(.down)
        let t = x - floor, k = Int(floor)
        let a = Double(PageArtwork.hash(k, seed) % 1024) / 1023
        let b = Double(PageArtwork.hash(k + 1, seed) % 1024) / 1023
        let eased = t * t * (3 - 2 * t)
        return a + (b - a) * eased
    }
}

extension PageArtwork.Sketch {
    /// A pagoda's silhouette: three roofs narrowing upward and a spire, `height` tall.
    mutating func pagoda(x: Double, ground: Double, height: Double) {
        let storey = height / 3.6
        for level in 0..<3 {
            let bottom = ground - storey * Double(level)
            let half = height * (0.3 - 0.06 * Double(level))
            rect(x: x - half * 0.55, y: bottom - storey, width: half * 1.1, height: storey)
            polygon([
                (x - half, bottom - storey * 0.75), (x - half * 0.6, bottom - storey * 1.15),
                (x + half * 0.6, bottom - storey * 1.15), (x + half, bottom - storey * 0.75),
            ])
        }
        rect(x: x - 0.5, y: ground - height, width: 1, height: height - storey * 3)
    }
}
