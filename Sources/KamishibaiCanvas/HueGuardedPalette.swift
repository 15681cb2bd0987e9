import Foundation

/// A palette searched for the entry nearest a colour in OKLab, among the entries that keep its
/// hue: plain nearest distance let a dimmed sky take a lavender, a dimmed paper an olive, a
/// dark edge a purple, wherever the palette had nothing of the colour's own hue at that
/// lightness.
///
/// The guard: a grey entry is always allowed (a colour may fade to grey, never to another
/// hue); a coloured entry only when the colour has a hue (chroma at least half the least
/// colourful entry's, nearer that entry's colourfulness than grey's) and the entry's hue is
/// within `hueTolerance` of it.
struct HueGuardedPalette: Sendable {
    private struct Entry: Sendable {
        var lab: OKLab
        /// The hue as a unit vector in the a–b plane (0 for a grey), so that the guard is a
        /// dot product against the cosine of the tolerance rather than an `atan2` per entry.
        var hueA: Double
        var hueB: Double
        var isGrey: Bool
    }

    /// Entries with less chroma than this are greys: the palettes' greys have none at all,
    /// their least colourful other entries (xterm's 195, `#d7ffff`) 0.04.
    static let greyChroma = 0.01

    private let entries: [Entry]
    private let firstIndex: Int
    private let minimumCosine: Double
    /// Below this chroma a colour's hue is too faint to follow: it gets a grey.
    let neutralChroma: Double

    /// `colors` are the palette's entries, numbered from `firstIndex`; `hueTolerance` is in
    /// degrees.
    init(_ colors: [RGB], firstIndex: Int, hueTolerance: Double) {
        entries = colors.map { color in
            let lab = OKLab(color)
            let chroma = lab.chroma
            let isGrey = chroma < Self.greyChroma
            return Entry(lab: lab, hueA: isGrey ? 0 : lab.a / chroma, hueB: isGrey ? 0 : lab.b / chroma, isGrey: isGrey)
        }
        self.firstIndex = firstIndex
        minimumCosine = cos(hueTolerance * .pi / 180)
        neutralChroma = (entries.filter { !$0.isGrey }.map(\.lab.chroma).min() ?? 0) / 2
    }

    /// The number of the allowed entry nearest `color`.
    func nearest(_ color: RGB) -> Int {
        let target = OKLab(color)
        let chroma = target.chroma
        let hasHue = chroma >= neutralChroma && chroma > 0
        let (hueA, hueB) = hasHue ? (target.a / chroma, target.b / chroma) : (0, 0)
        var best = 0, bestDistance = Double.infinity
        for (offset, entry) in entries.enumerated() {
            if !entry.isGrey {
                guard hasHue, entry.hueA * hueA + entry.hueB * hueB >= minimumCosine else { continue }
            }
            let d = target.distance(to: entry.lab)
            if d < bestDistance { (best, bestDistance) = (offset, d) }
        }
        return firstIndex + best
    }
}
