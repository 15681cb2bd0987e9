import KamishibaiCanvas

/// What a split cell shows when a side of its symbol covers two distinct colours. chafa gives
/// each side the mean of its pixels: right across a soft gradient, wrong where the side holds
/// two colours, whose mean is a third colour in a patch of a quarter cell or more. A stroked
/// square's corners showed grey nubs beside the white stroke and pale orange ones beside the
/// fill, a rounded fill over its shadow a khaki rim, a curve over paper a tinted fringe; in
/// 256 colours each nub became a palette entry of its own. Such a side shows a colour of its
/// own pixels, the one most of them have, which moves an edge running along the symbol's onto
/// it. Where the two colours meet across the symbol's edge instead (a shape's corner falls
/// inside the side) and the smaller group is the other side's colour, the cell takes the
/// other side's colour: the shape's corner is cut by less than a cell, as a rounding, rather
/// than sticking out of its edges as a tick.
enum PureSides {
    enum Choice: Equatable {
        /// chafa's colours stand.
        case keep
        /// The symbol in these colours.
        case colours(ink: RGB, paper: RGB)
        /// A space in this colour.
        case flat(RGB)
    }

    /// ΔE_OK between a side's two groups from which they are two colours, not one gradient:
    /// the blurred shadows' sides spread up to 0.07, an edge's two colours 0.09 and more.
    static let distinct = 0.08
    /// ΔE_OK under which a side's smaller group is the other side's colour.
    static let sameColour = 0.05

    static func choice(_ pixels: CellPixels, symbol: BlockElement, ink: RGB, paper: RGB) -> Choice {
        let sides = (ink: SideColours(pixels.ink), paper: SideColours(pixels.paper))
        let pure = (
            ink: colour(of: sides.ink, shown: ink, other: paper, split: symbol.split),
            paper: colour(of: sides.paper, shown: paper, other: ink, split: symbol.split)
        )
        for (groups, other, smaller) in [
            (sides.ink, pure.paper, pixels.ink.count < pixels.paper.count), (sides.paper, pure.ink, pixels.paper.count < pixels.ink.count),
        ] {
            guard let groups = groups?.groups, distance(groups.major, groups.minor) >= distinct, distance(groups.minor, other) < sameColour
            else {
                continue
            }
            let isCorner =
                switch symbol.split {
                case .rows, .columns: groups.crosses(symbol.split)
                // A quadrant's edges turn a corner themselves: a corner inside its smaller
                // side is a rectangle there, where a curve's edge is not.
                case .other: smaller && groups.minorIsRectangle
                }
            if isCorner { return .flat(other) }
        }
        return pure == (ink, paper) ? .keep : .colours(ink: pure.ink, paper: pure.paper)
    }

    /// The colour a side shows: one that half its pixels or more have exactly (a fill, with
    /// an edge's anti-aliased pixels or another colour beside it); else, when its pixels are
    /// two distinct colours, the larger group's; else their mean, chafa's (a gradient). Of
    /// two halves, the one less like the other side, so the edge between the sides stays.
    /// Where that colour would be the other side's and the rest lies inside the cell, the
    /// mean stays too: chafa split the cell for the rest, a feature smaller than the side (a
    /// star), which the mean keeps in view at its weight.
    private static func colour(of side: SideColours?, shown: RGB, other: RGB, split: BlockElement.Split) -> RGB {
        guard let side else { return shown }
        func lessLikeOther(_ a: RGB, _ b: RGB) -> RGB { distance(b, other) > distance(a, other) ? b : a }
        let pure: RGB
        if let prevailing = side.prevailing {
            pure = side.otherHalf.map { lessLikeOther(prevailing, $0) } ?? prevailing
        } else if let groups = side.groups, distance(groups.major, groups.minor) >= distinct {
            pure = groups.isTie ? lessLikeOther(groups.major, groups.minor) : groups.major
        } else {
            return shown
        }
        let isFeature = side.groups.map { !$0.continues(split) } ?? false
        return isFeature && distance(pure, other) < sameColour ? shown : pure
    }

    private static func distance(_ a: RGB, _ b: RGB) -> Double {
        OKLab(a).distance(to: OKLab(b)).squareRoot()
    }
}
