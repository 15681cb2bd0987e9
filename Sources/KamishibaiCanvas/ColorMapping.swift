/// Maps RGB to the colour numbers of a palette, nearest by perceptual (OKLab) distance.
public enum ColorMapping {
    /// The xterm cube's six levels per channel.
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The 16 ANSI colours as xterm draws them by default.
    public static let ansi16: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// The colour an xterm-256 index stands for (16…255; 0…15 as `ansi16`).
    public static func rgb(ofXterm256 index: Int) -> RGB {
        switch index {
        case 0..<16:
            return ansi16[index]
        case 16..<232:
            let i = index - 16
            return RGB(UInt8(cubeLevels[i / 36]), UInt8(cubeLevels[i / 6 % 6]), UInt8(cubeLevels[i % 6]))
        default:
            let level = UInt8(8 + 10 * (min(index, 255) - 232))
            return RGB(level, level, level)
        }
    }

    /// Nearest of the cube (16…231) and the grey ramp (232…255) in OKLab, so that a dimmed or
    /// antialiased colour keeps its hue (a darkened orange stays brown, where distance in RGB
    /// picked a mauve). The 16 system colours are skipped because themes change them.
    public static func xterm256(_ c: RGB) -> Int {
        nearest(c, in: xterm256Lab, firstIndex: 16)
    }

    /// Nearest of the first `count` ANSI colours (8 or 16), in OKLab.
    public static func ansi(_ c: RGB, count: Int = 16) -> Int {
        nearest(c, in: ansiLab.prefix(min(max(count, 1), 16)), firstIndex: 0)
    }

    private static let xterm256Lab: [OKLab] = (16...255).map { OKLab(rgb(ofXterm256: $0)) }
    private static let ansiLab: [OKLab] = ansi16.map(OKLab.init)

    private static func nearest(_ c: RGB, in palette: some Collection<OKLab>, firstIndex: Int) -> Int {
        let target = OKLab(c)
        var best = 0, bestDistance = Double.infinity
        for (offset, entry) in palette.enumerated() {
            let d = target.distance(to: entry)
            if d < bestDistance { (best, bestDistance) = (offset, d) }
        }
        return firstIndex + best
    }
}
