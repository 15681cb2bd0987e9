import Foundation

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
        guard opacity > 0, !rect.isEmpty, levels > 0 else { return }
        let sigma = (x: max(blur, 0.01), y: max(blur / 2, 0.01))
        let caster = (
            minX: Double(rect.minX) + offset.x, maxX: Double(rect.maxX) + offset.x,
            minY: Double(rect.minY) + offset.y, maxY: Double(rect.maxY) + offset.y
        )
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
            for x in area.minX..<area.maxX where !rect.contains(x: x, y: y) {
                let step = (across[x - area.minX] * down * Double(levels)).rounded()
                if step > 0 { dim(CellRect(x: x, y: y, width: 1, height: 1), opacity: opacity * step / Double(levels)) }
            }
        }
    }
}
