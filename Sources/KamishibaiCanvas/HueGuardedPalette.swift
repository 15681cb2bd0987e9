import KamishibaiPlatform

/// A palette searched for the entry nearest a colour in OKLab, among the entries that keep its
/// hue: plain nearest distance let a dimmed sky take a lavender, a dimmed paper an olive, a
/// dark edge a purple, wherever the palette had nothing of the colour's own hue at that
/// lightness.
///
/// The guard: a grey entry is always allowed (a colour may fade to grey, never to another
/// hue); a coloured entry only when the colour has a hue (chroma at least half the least
/// colourful entry's, nearer that entry's colourfulness than grey's) and the entry's hue is
/// within `hueTolerance` of it.
///
/// Among the allowed entries, the nearest by a hue-keeping OKLab cost (`cost(of:to:chroma:)`):
/// the grey ramp's 24 lightness steps against the cube's 6 levels put a muted or dark colour
/// nearer a grey of its lightness than any entry of its hue (`#1A2040` is 0.062 from `#262626`,
/// 0.100 from navy `#00005F`), so losing colourfulness and hue count more than lightness.
struct HueGuardedPalette: Sendable {
    struct Entry: Sendable {
        var lab: OKLab
        /// The hue as a unit vector in the a–b plane (0 for a grey), so that the guard is a
        /// dot product against the cosine of the tolerance rather than an `atan2` per entry.
        var hueA: Double
        var hueB: Double
        var chroma: Double
        var isGrey: Bool
    }

    /// How much more colourfulness lost (an entry greyer than the colour) counts than
    /// lightness or colourfulness gained: 5 takes `#1A2040` to navy `#00005F` (from 3) and
    /// the Paging grass `#2F4D38` to green `#005F00` (from 4), and keeps the faint theme
    /// surfaces grey (chroma 0.02–0.04, under a quarter of the cube's darkest blue's: the
    /// cube has no muted dark entry, and a saturated navy slab would be the louder error).
    static let chromaLossWeight = 5.0

    /// How much more an error of hue (ΔH, the a–b error that is not colourfulness) counts:
    /// the selection's blue `#34508C` keeps blue `#0000EE` in 16 colours (7.5:1 under the
    /// text) where at 1 it took the bright `#5C5CFF` (3.8:1).
    static let hueErrorWeight = 4.0

    /// Entries with less chroma than this are greys: the palettes' greys have none at all,
    /// their least colourful other entries (xterm's 195, `#d7ffff`) 0.04.
    static let greyChroma = 0.01

    let entries: [Entry]
    let firstIndex: Int
    let minimumCosine: Double
    /// Below this chroma a colour's hue is too faint to follow: it gets a grey.
    let neutralChroma: Double

    /// `colors` are the palette's entries, numbered from `firstIndex`; `hueTolerance` is in
    /// degrees.
    init(_ colors: [RGB], firstIndex: Int, hueTolerance: Double) {
        entries = colors.map { color in
            let lab = OKLab(color)
            let chroma = lab.chroma
            let isGrey = chroma < Self.greyChroma
            return Entry(
                lab: lab, hueA: isGrey ? 0 : lab.a / chroma, hueB: isGrey ? 0 : lab.b / chroma, chroma: chroma, isGrey: isGrey)
        }
        self.firstIndex = firstIndex
        minimumCosine = cos(hueTolerance * .pi / 180)
        neutralChroma = (entries.filter { !$0.isGrey }.map(\.lab.chroma).min() ?? 0) / 2
    }

    /// The number of the allowed entry nearest `color`.
    func nearest(_ color: RGB) -> Int {
        nearest(color, hueOf: OKLab(color), minimumCosine: minimumCosine)
    }

    /// The entry nearest `color` among those whose hue is within the tolerance, less
    /// `hueMargin` degrees, of `reference`'s: for a colour known only to within rounding (a
    /// dimmed one), the entry keeps the hue of every colour it may have been.
    func nearest(_ color: RGB, hueOf reference: RGB, hueMargin: Double) -> Int {
        let tolerance = acos(minimumCosine) * 180 / .pi - hueMargin
        return nearest(color, hueOf: OKLab(reference), minimumCosine: tolerance > 0 ? cos(tolerance * .pi / 180) : 2)
    }

    /// The same, among the entries darker (in OKLab lightness) than entry `index`; `index`
    /// itself when none is.
    func nearest(_ color: RGB, hueOf reference: RGB, hueMargin: Double, darkerThan index: Int) -> Int {
        let tolerance = acos(minimumCosine) * 180 / .pi - hueMargin
        let lightness = entries[index - firstIndex].lab.l
        let found = nearest(
            color, hueOf: OKLab(reference), minimumCosine: tolerance > 0 ? cos(tolerance * .pi / 180) : 2, below: lightness)
        return entries[found - firstIndex].lab.l < lightness ? found : index
    }

    private func nearest(_ color: RGB, hueOf reference: OKLab, minimumCosine: Double, below lightness: Double = .infinity) -> Int {
        let target = OKLab(color)
        let hue = hueDirection(of: reference)
        var best = 0, bestCost = Double.infinity
        let chroma = hue == nil ? nil : target.chroma
        for (offset, entry) in entries.enumerated() where entry.lab.l < lightness && allows(entry, hue: hue, minimumCosine: minimumCosine) {
            let cost = cost(of: entry, to: target, chroma: chroma)
            if cost < bestCost { (best, bestCost) = (offset, cost) }
        }
        return firstIndex + best
    }

    /// What showing `entry` for `target` costs: for a colour with a hue (its `chroma` given,
    /// computed once per search), ΔL² + ΔC² (lost colourfulness weighted by
    /// `chromaLossWeight`) + ΔH² weighted by `hueErrorWeight`; for a colour without one (nil,
    /// which may only take greys), ΔE_OK².
    func cost(of entry: Entry, to target: OKLab, chroma: Double?) -> Double {
        let dl = entry.lab.l - target.l, da = entry.lab.a - target.a, db = entry.lab.b - target.b
        let ab = da * da + db * db
        guard let chroma else { return dl * dl + ab }
        let dc = entry.chroma - chroma
        let dh = max(0, ab - dc * dc)
        return dl * dl + (dc < 0 ? Self.chromaLossWeight : 1) * dc * dc + Self.hueErrorWeight * dh
    }

    /// `colour`'s hue as a unit vector in the a–b plane; nil when it is too faint to follow
    /// (under `neutralChroma`, the palette's own unless given).
    func hueDirection(of colour: OKLab, neutralChroma: Double? = nil) -> (a: Double, b: Double)? {
        let chroma = colour.chroma
        guard chroma >= neutralChroma ?? self.neutralChroma, chroma > 0 else { return nil }
        return (colour.a / chroma, colour.b / chroma)
    }

    /// The guard: a grey always; a coloured entry for a colour of `hue` within the tolerance
    /// whose cosine is `minimumCosine`.
    func allows(_ entry: Entry, hue: (a: Double, b: Double)?, minimumCosine: Double) -> Bool {
        guard !entry.isGrey else { return true }
        guard let hue else { return false }
        return entry.hueA * hue.a + entry.hueB * hue.b >= minimumCosine
    }

    /// How far, in degrees, the hue of a colour within `levels` of `color` on each channel
    /// may be from `color`'s: 180 when such a colour may be too faint to have a hue.
    func hueSpread(around color: RGB, levels: Double) -> Double {
        let centre = OKLab(color)
        guard centre.chroma >= neutralChroma else { return 180 }
        func channel(_ value: UInt8, _ sign: Double) -> UInt8 { UInt8(min(255, max(0, (Double(value) + sign * levels).rounded()))) }
        var spread = 0.0
        for corner in 0..<8 {
            let signs = (corner & 1 == 0 ? -1.0 : 1.0, corner & 2 == 0 ? -1.0 : 1.0, corner & 4 == 0 ? -1.0 : 1.0)
            let lab = OKLab(RGB(channel(color.r, signs.0), channel(color.g, signs.1), channel(color.b, signs.2)))
            guard lab.chroma >= neutralChroma else { return 180 }
            spread = max(spread, abs(remainder(lab.hue - centre.hue, 2 * .pi)) * 180 / .pi)
        }
        return spread
    }
}
