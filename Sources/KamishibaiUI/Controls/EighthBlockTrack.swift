import KamishibaiCanvas

/// A horizontal bar filled from the left to an eighth of a cell, the slider's and the progress
/// view's: whole cells `█`, the partial cell a left eighth block (`▏` … `▉`), and the rest of
/// the track a thin line `─`, so the fill reads without colour too.
enum EighthBlockTrack {
    /// The left blocks one to seven eighths wide.
    static let partials: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// How many eighths of `width` cells `fraction` (clamped to 0…1) fills, to the nearest.
    static func eighths(_ fraction: Double, width: Int) -> Int {
        Int((min(max(fraction, 0), 1) * Double(width * 8)).rounded())
    }

    /// The glyph of cell `x` of a track filled `eighths`.
    static func glyph(at x: Int, eighths: Int) -> Character {
        let filled = eighths - x * 8
        if filled >= 8 { return "█" }
        if filled > 0 { return partials[filled - 1] }
        return "─"
    }

    /// Draws the track on row `y`, `width` cells from the left, filled to `fraction`: the fill
    /// in `fill`, the rest in `track`, over what lies behind.
    static func draw(
        fraction: Double, width: Int, y: Int, fill: RGB, track: RGB, look: ControlAppearance, in context: inout DrawContext
    ) {
        let eighths = eighths(fraction, width: width)
        for x in 0..<width {
            let glyph = glyph(at: x, eighths: eighths)
            look.put(glyph, x: x, y: y, foreground: glyph == "─" ? track : fill, in: &context)
        }
    }
}
