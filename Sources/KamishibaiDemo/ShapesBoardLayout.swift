import KamishibaiCanvas

/// Where the Shapes board puts its figures: justified rows, as a photo gallery lays out
/// pictures of different shapes. The figures keep their order; each row holds two or more
/// of them (no figure is left alone on a row) at one height, so the row is as wide as the
/// board and its captions share a line. Of every way to break the figures into such rows,
/// the board takes the one whose smallest figure is largest among those that fit the screen
/// (rows may be made shorter, and then spaced out, to fit); where none fits with figures at
/// least ``minimumHeight`` rows tall, it scrolls, taking the rows that show the most figure
/// per row of board, evenly sized. Space left over goes evenly around the figures and the rows,
/// so the board fills the screen instead of leaving its end empty.
struct ShapesBoardLayout: Equatable {
    static let margin = (columns: 2, rows: 1)
    static let gap = (columns: 3, rows: 1)
    /// Shorter, and a suit's lobes or the border's cut corner are a cell or two.
    static let minimumHeight = 8.0

    /// Each figure's cells, in board coordinates, in the order given.
    let frames: [CellRect]
    /// The line under each figure its caption is centred in: the figure's width and half
    /// the gap either side.
    let captions: [CellRect]
    /// How many figures each row holds, top to bottom.
    let rows: [Int]
    /// The board's height: the screen's when it fits, else what the rows need.
    let height: Int

    /// Lays out figures whose aspects (columns per row, on screen) are `aspects` on a board
    /// `width` columns wide of which `visibleHeight` rows show at once.
    init(aspects: [Double], width: Int, visibleHeight: Int) {
        let inner = Double(max(1, width - 2 * Self.margin.columns))
        let tallest = Double(max(1, visibleHeight - 2 * Self.margin.rows - 1))
        var best: (score: [Double], rows: [Int], heights: [Double])?
        for rows in Self.compositions(of: aspects.count) {
            var start = 0
            var heights = rows.map { count -> Double in
                defer { start += count }
                let sum = aspects[start..<start + count].reduce(0, +)
                return min(tallest, (inner - Double(Self.gap.columns * (count - 1))) / sum)
            }
            let fixed = Double(Self.fixedRows(rows.count))
            var fits = fixed + heights.reduce(0, +) <= Double(visibleHeight)
            if !fits {
                let shrink = (Double(visibleHeight) - fixed) / heights.reduce(0, +)
                if (heights.min() ?? 0) * shrink >= Self.minimumHeight {
                    heights = heights.map { $0 * shrink }
                    fits = true
                }
            }
            let smallest = heights.min() ?? 0, largest = heights.max() ?? 1
            let score: [Double]
            if smallest < Self.minimumHeight {
                score = [0, smallest]
            } else if fits {
                score = [2, (smallest * 10).rounded(.down)]
            } else {
                // Scrolling: the most figure per row of board, the rows evenly sized.
                let area = zip(Self.slices(aspects, rows), heights).map { $0.reduce(0, +) * $1 * $1 }.reduce(0, +)
                score = [1, area / (fixed + heights.reduce(0, +)) * smallest / largest]
            }
            if best.map({ $0.score.lexicographicallyPrecedes(score) }) ?? true {
                best = (score, rows, heights)
            }
        }
        let chosen = best ?? ([], [aspects.count], [1])
        (frames, captions, height) = Self.place(
            Self.slices(aspects, chosen.rows), heights: chosen.heights, width: width, visibleHeight: visibleHeight)
        rows = chosen.rows
    }

    /// The rows outside the figures: the margins, a caption line per row and the gaps between.
    private static func fixedRows(_ rows: Int) -> Int { 2 * margin.rows + rows + (rows - 1) * gap.rows }

    /// Every way to write `count` as an ordered sum of parts of two or more (one part if
    /// `count` is under two): there are few (34 for ten figures).
    static func compositions(of count: Int) -> [[Int]] {
        guard count >= 2 else { return [[count]] }
        var result: [[Int]] = []
        func extend(_ parts: [Int], left: Int) {
            if left == 0 { return result.append(parts) }
            for part in 2...left where left - part != 1 { extend(parts + [part], left: left - part) }
        }
        extend([], left: count)
        return result
    }

    private static func slices(_ aspects: [Double], _ rows: [Int]) -> [ArraySlice<Double>] {
        var start = 0
        return rows.map { count in
            defer { start += count }
            return aspects[start..<start + count]
        }
    }

    /// Whole cells: each row's height rounded down until its figures and gaps fit the width,
    /// what is left of the width spread evenly around its figures, and what is left of the
    /// screen evenly around the rows.
    private static func place(_ rows: [ArraySlice<Double>], heights: [Double], width: Int, visibleHeight: Int)
        -> (frames: [CellRect], captions: [CellRect], height: Int)
    {
        let inner = width - 2 * margin.columns
        let sized = zip(rows, heights).map { aspects, height in
            var rowHeight = max(1, Int(height))
            var widths: [Int] { aspects.map { max(1, Int(($0 * Double(rowHeight)).rounded())) } }
            while rowHeight > 1, widths.reduce(0, +) + gap.columns * (aspects.count - 1) > inner { rowHeight -= 1 }
            return (rowHeight, widths)
        }
        let content = sized.map(\.0).reduce(0, +) + fixedRows(rows.count) - 2 * margin.rows
        let spare = max(0, visibleHeight - 2 * margin.rows - content)
        var frames: [CellRect] = [], captions: [CellRect] = []
        var y = margin.rows + spare / (rows.count + 1)
        for (index, (rowHeight, widths)) in sized.enumerated() {
            let free = inner - widths.reduce(0, +) - gap.columns * (widths.count - 1)
            var x = margin.columns + free / (widths.count + 1)
            for (slot, figureWidth) in widths.enumerated() {
                frames.append(CellRect(x: x, y: y, width: figureWidth, height: rowHeight))
                let half = gap.columns / 2
                captions.append(CellRect(x: x - half, y: y + rowHeight, width: figureWidth + 2 * half, height: 1))
                x += figureWidth + gap.columns + free * (slot + 2) / (widths.count + 1) - free * (slot + 1) / (widths.count + 1)
            }
            y += rowHeight + 1 + gap.rows + spare * (index + 2) / (rows.count + 1) - spare * (index + 1) / (rows.count + 1)
        }
        return (frames, captions, max(visibleHeight, y - gap.rows + margin.rows))
    }
}
