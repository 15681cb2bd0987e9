/// Maps RGB to the colour numbers of a palette, nearest by weighted distance.
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

    /// Nearest of the cube (16…231) and the grey ramp (232…255); the 16 system colours are
    /// skipped because terminals change them with their themes.
    public static func xterm256(_ c: RGB) -> Int {
        func nearestLevel(_ v: UInt8) -> Int {
            var best = 0
            for (i, level) in cubeLevels.enumerated() where abs(level - Int(v)) < abs(cubeLevels[best] - Int(v)) {
                best = i
            }
            return best
        }
        let cube = 16 + 36 * nearestLevel(c.r) + 6 * nearestLevel(c.g) + nearestLevel(c.b)
        let average = (Int(c.r) + Int(c.g) + Int(c.b)) / 3
        let greyStep = min(23, max(0, Int((Double(average - 8) / 10).rounded())))
        let grey = 232 + greyStep
        return distance(c, rgb(ofXterm256: grey)) < distance(c, rgb(ofXterm256: cube)) ? grey : cube
    }

    /// Nearest of the first `count` ANSI colours (8 or 16).
    public static func ansi(_ c: RGB, count: Int = 16) -> Int {
        var best = 0
        for i in 1..<min(count, 16) where distance(c, ansi16[i]) < distance(c, ansi16[best]) {
            best = i
        }
        return best
    }

    /// Squared distance weighted for the eye ("redmean").
    static func distance(_ a: RGB, _ b: RGB) -> Double {
        let rMean = (Double(a.r) + Double(b.r)) / 2
        let dr = Double(a.r) - Double(b.r), dg = Double(a.g) - Double(b.g), db = Double(a.b) - Double(b.b)
        return (2 + rMean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rMean) / 256) * db * db
    }
}
