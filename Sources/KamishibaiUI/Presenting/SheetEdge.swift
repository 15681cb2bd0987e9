import KamishibaiCanvas

/// Where a sheet's edges are drawn on the grid of cells, and with which glyphs. A box drawn
/// with lines (`╭──╮`) runs its line through the middle of its first row over a whole cell of
/// its colour, so half a row of the box stands above its edge. A sheet's edge is instead the
/// top of its surface: at rest its top row is the surface's colour alone, with lower quadrants
/// (`▗ ▖`) for rounded corners, so above the sheet and beside its corners is what lies behind;
/// while it moves its top row is filled in eighths from below (`▂▃▄▅▆`, and `▔` drawn in the
/// backdrop's colour over the surface for seven eighths: xterm draws block glyphs narrower than
/// the cell, and a row of `▇` shows the gaps as a comb; a row covered an eighth or less keeps
/// its text). A card's bottom row mirrors the top
/// (`▝ ▘`). Textual's `tall` and `outer` borders avoid the slab the same way. In 16 colours or
/// fewer the surface is the backdrop's black, so there the edge is a line again, on the first
/// whole row the sheet covers (where its grabber stands).
struct SheetEdge: Equatable {
    /// What one cell of an edge row shows.
    enum Glyph: Equatable {
        /// The surface, whole.
        case fill
        /// The glyph in the surface's colour over what lies behind.
        case surface(Character)
        /// The glyph in the colour of what lies behind, over the surface.
        case backdrop(Character)
        /// A line of the border.
        case border(Character)
    }

    /// The glyphs of an edge row: its first cell, the cells between, its last cell; nil
    /// leaves the cell to what lies behind.
    struct Glyphs: Equatable {
        var leading: Glyph?
        var middle: Glyph?
        var trailing: Glyph?
    }

    /// The row the top edge runs through: the sheet's top row.
    let topRow: Int
    /// How much of ``topRow`` the sheet covers, from its bottom, in eighths (2 … 8).
    let topEighths: Int
    /// The row after a floating sheet's (a card's) last; nil for a sheet that runs off the
    /// container's bottom.
    let bottom: Int?
    /// Drawn with lines (`╭──╮`) on whole rows: in 16 colours, 8 or none a sheet's surface is
    /// the backdrop's black (or no colour at all), so only a line shows where it begins.
    let lined: Bool

    /// The edges of a sheet whose frame's top is `frameTop` (rows of the grid) and whose frame
    /// ends at `frameBottom`, when it floats; `lined` in a palette of 16 colours or fewer.
    init(frameTop: Double, frameBottom: Double?, lined: Bool = false) {
        let row = Int(frameTop.rounded(.down))
        let eighths = Int(((Double(row + 1) - frameTop) * 8).rounded())
        if lined {
            // Lined, the edge is on the row the grabber stands on and the content starts
            // below (`SheetChrome.contentInsets(of:)`): the first the frame covers whole, so
            // the three move together at every fraction, with no gap between line and grabber.
            (topRow, topEighths) = (Int(frameTop.rounded(.up)), 8)
        } else {
            // An eighth of a row or less (a pointer in pixels lets a drag rest there) is left
            // to what is behind, text and all: the next row is the top, whole.
            (topRow, topEighths) = eighths <= 1 ? (row + 1, 8) : (row, eighths)
        }
        bottom = frameBottom.map { Int($0.rounded()) }
        self.lined = lined
    }

    /// Whether a sheet is drawn with lines in `mode`: in 16 colours, 8 or none.
    static func isLined(in mode: ColorMode) -> Bool {
        switch mode {
        case .palette16, .palette8, .none: true
        case .truecolor, .palette256: false
        }
    }

    /// The drawn top edge, in rows: where the sheet's shadow is cast from.
    var top: Double { Double(topRow + 1) - Double(topEighths) / 8 }

    /// The first row below the top row.
    var firstWholeRow: Int { topRow + 1 }

    /// The row after the last the sides run down: a card's bottom row, or `end` for a sheet
    /// that runs off the container's bottom.
    func endOfSides(_ end: Int) -> Int { bottom.map { $0 - 1 } ?? end }

    /// The top row's glyphs: the surface's share of the row, and rounded corners as lower
    /// quadrants once the edge is at least half way up the row (below that the corners show
    /// what is behind).
    func topGlyphs(rounded: Bool) -> Glyphs {
        if lined { return Glyphs(leading: .border(rounded ? "╭" : "┌"), middle: .border("─"), trailing: .border(rounded ? "╮" : "┐")) }
        let middle: Glyph
        switch topEighths {
        case 8: middle = .fill
        case 7: middle = .backdrop("▔")
        default: middle = .surface(EighthBlock.lower(Double(topEighths) / 8))
        }
        guard rounded else { return Glyphs(leading: middle, middle: middle, trailing: middle) }
        return topEighths >= 4
            ? Glyphs(leading: .surface("▗"), middle: middle, trailing: .surface("▖"))
            : Glyphs(leading: nil, middle: middle, trailing: nil)
    }

    /// A card's bottom row, and its glyphs: the surface, with rounded corners as upper quadrants.
    var bottomRow: Int? { bottom.map { $0 - 1 } }

    func bottomGlyphs(rounded: Bool) -> Glyphs {
        if lined { return Glyphs(leading: .border(rounded ? "╰" : "└"), middle: .border("─"), trailing: .border(rounded ? "╯" : "┘")) }
        return rounded
            ? Glyphs(leading: .surface("▝"), middle: .fill, trailing: .surface("▘"))
            : Glyphs(leading: .fill, middle: .fill, trailing: .fill)
    }
}
