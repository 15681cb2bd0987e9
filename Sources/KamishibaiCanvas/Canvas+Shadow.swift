import KamishibaiGeometry
import KamishibaiPlatform

extension Canvas {
    /// A soft drop shadow of `rect`: the rectangle moved by `offset` (in cells) and blurred
    /// with a Gaussian of σ = `blur` columns (half that in rows, since a cell is twice as tall
    /// as it is wide), darkening the cells around `rect` by up to `opacity`. The darkness is
    /// rounded to `levels` steps, so a shadow's cells share a handful of colours: few colour
    /// pairs and few bytes however large it is. Cells inside `rect` are left alone, since what
    /// casts the shadow covers them.
    public mutating func dropShadow(
        of rect: CellRect, opacity: Double, offset: (x: Double, y: Double) = (1, 0.5), blur: Double = 1,
        levels: Int = 4
    ) {
        dropShadow(
            of: Rect(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height)), opacity: opacity,
            offset: offset, blur: blur, levels: levels)
    }

    /// A soft drop shadow of a caster whose edges need not lie on the lines between cells (in
    /// cells, as a `CellRect`'s): a sheet whose top edge is drawn part-way through a row casts
    /// its shadow from there, so the row above it is darkened, never hidden. Cells the caster
    /// covers whole are left alone; a cell it covers in part is darkened, and the caster's
    /// own partial glyph, drawn over it keeping its background, shows the shadow beside it.
    public mutating func dropShadow(
        of rect: Rect, opacity: Double, offset: (x: Double, y: Double) = (1, 0.5), blur: Double = 1, levels: Int = 4
    ) {
        guard opacity > 0, rect.width > 0, rect.height > 0, levels > 0 else { return }
        let sigma = (x: max(blur, 0.01), y: max(blur / 2, 0.01))
        let caster = (
            minX: rect.minX + offset.x, maxX: rect.maxX + offset.x,
            minY: rect.minY + offset.y, maxY: rect.maxY + offset.y
        )
        let whole = CellRect(
            x: Int(rect.minX.rounded(.up)), y: Int(rect.minY.rounded(.up)),
            width: max(0, Int(rect.maxX.rounded(.down)) - Int(rect.minX.rounded(.up))),
            height: max(0, Int(rect.maxY.rounded(.down)) - Int(rect.minY.rounded(.up))))
        // How much of the blurred caster covers a cell's centre along one axis.
        func coverage(_ centre: Double, _ low: Double, _ high: Double, _ sigma: Double) -> Double {
            0.5 * (erf((centre - low) / (sigma * 2.0.squareRoot())) - erf((centre - high) / (sigma * 2.0.squareRoot())))
        }
        let reach = (x: Int((3 * sigma.x).rounded(.up)) + 1, y: Int((3 * sigma.y).rounded(.up)) + 1)
        let area = CellRect(
            x: Int(caster.minX.rounded(.down)) - reach.x, y: Int(caster.minY.rounded(.down)) - reach.y,
            width: Int((caster.maxX - caster.minX).rounded(.up)) + 2 * reach.x + 1,
            height: Int((caster.maxY - caster.minY).rounded(.up)) + 2 * reach.y + 1
        ).intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let across = (area.minX..<area.maxX).map { coverage(Double($0) + 0.5, caster.minX, caster.maxX, sigma.x) }
        for y in area.minY..<area.maxY {
            let down = coverage(Double(y) + 0.5, caster.minY, caster.maxY, sigma.y)
            guard down > 0.001 else { continue }
            for x in area.minX..<area.maxX where !whole.contains(x: x, y: y) {
                let step = (across[x - area.minX] * down * Double(levels)).rounded()
                if step > 0 { dim(CellRect(x: x, y: y, width: 1, height: 1), opacity: opacity * step / Double(levels)) }
            }
        }
    }
}
