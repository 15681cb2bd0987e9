import CKamishibaiCairo

extension Bitmap {
    /// Blurs the opacity (the colour bytes are left as they are: a shadow's mask needs only
    /// its alpha) with three box blurs per axis, which come within a few percent of a
    /// Gaussian of the given σ, in pixels.
    func blurAlpha(sigmaX: Double, sigmaY: Double) {
        guard sigmaX > 0.3 || sigmaY > 0.3 else { return }
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = self.stride
        // One line at a time, back into the bitmap between the passes: memory stays a line's.
        func pass(lines: Int, length: Int, sigma: Double, offset: (_ line: Int, _ i: Int) -> Int) {
            guard sigma > 0.3 else { return }
            let radii = Self.boxRadii(sigma: sigma)
            var line = [Double](repeating: 0, count: length), scratch = line
            for index in 0..<lines {
                for i in 0..<length { line[i] = Double(data[offset(index, i) + 3]) }
                for radius in radii { Self.boxBlur(&line, radius: radius, scratch: &scratch) }
                for i in 0..<length {
                    // Premultiplied: a pixel's colour may not exceed its alpha; black is safe.
                    let p = data + offset(index, i)
                    (p[0], p[1], p[2], p[3]) = (0, 0, 0, UInt8(min(255, max(0, line[i].rounded()))))
                }
            }
        }
        pass(lines: height, length: width, sigma: sigmaX) { y, x in y * stride + x * 4 }
        pass(lines: width, length: height, sigma: sigmaY) { x, y in y * stride + x * 4 }
        cairo_surface_mark_dirty(surface)
    }

    /// The radii of three box blurs whose sequence approximates a Gaussian of σ (the
    /// widths are odd and differ by at most 2, chosen so the variances add up to σ²).
    static func boxRadii(sigma: Double) -> [Int] {
        let passes = 3.0
        var lower = Int((12 * sigma * sigma / passes + 1).squareRoot().rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let wl = Double(lower)
        let lowerCount = Int(((12 * sigma * sigma - passes * wl * wl - 4 * passes * wl - 3 * passes) / (-4 * wl - 4)).rounded())
        return (0..<3).map { (($0 < lowerCount ? lower : lower + 2) - 1) / 2 }
    }

    /// A moving average of width 2·radius + 1; outside the line counts as transparent.
    static func boxBlur(_ line: inout [Double], radius: Int, scratch: inout [Double]) {
        let count = line.count
        guard radius > 0, count > 0 else { return }
        let width = Double(2 * radius + 1)
        var sum = 0.0
        for i in 0...min(radius, count - 1) { sum += line[i] }
        for i in 0..<count {
            scratch[i] = sum / width
            let entering = i + radius + 1, leaving = i - radius
            if entering < count { sum += line[entering] }
            if leaving >= 0 { sum -= line[leaving] }
        }
        swap(&line, &scratch)
    }
}
