/// Pictures in pixels laid over the cells that show them in symbols (`PixelImage`).
extension Canvas {
    /// Lays `image` over the cells from (x, y), which must already hold the same picture in
    /// symbols. Refused (false) where it would not show whole: cut by the clip or the canvas's
    /// edge, or, in sixel, within two rows of the bottom. A sixel's last band of pixels may
    /// reach into the row below its cells (`PixelEncoder`), and terminals put the cursor on the
    /// row of an image's last pixels (xterm) or below it (mlterm, foot): on the last row, that
    /// scrolls the whole screen up.
    @discardableResult
    public mutating func place(_ image: PixelImage, x: Int, y: Int) -> Bool {
        var placed = image
        placed.origin = CellPoint(x: x, y: y)
        let rect = placed.rect
        guard !rect.isEmpty, rect.intersection(clip).intersection(bounds) == rect else { return false }
        if image.graphics == .sixel, rect.maxY >= rows - 1 { return false }
        placed.symbols = cells(in: rect)
        images.append(placed)
        return true
    }

    /// Takes off every picture that something was drawn over since it was laid (a sheet, a
    /// backdrop's dimming, a help card, a later picture): it would hide what covers it. Returns
    /// those taken off, in the order they were laid.
    public mutating func removeCoveredImages() -> [PixelImage] {
        var covered: [PixelImage] = []
        var kept: [PixelImage] = []
        for (index, image) in images.enumerated() {
            let underLater = images[(index + 1)...].contains { !$0.rect.intersection(image.rect).isEmpty }
            if underLater || cells(in: image.rect) != image.symbols { covered.append(image) } else { kept.append(image) }
        }
        if !covered.isEmpty { images = kept }
        return covered
    }

    /// The cells of `rect` (within the canvas), row by row.
    private func cells(in rect: CellRect) -> [Cell] {
        var result: [Cell] = []
        result.reserveCapacity(rect.width * rect.height)
        for y in rect.minY..<rect.maxY { result += cells[(y * columns + rect.minX)..<(y * columns + rect.maxX)] }
        return result
    }
}
