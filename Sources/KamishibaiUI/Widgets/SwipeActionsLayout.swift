import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion

/// Where a swiped row and its actions are, as pure arithmetic on columns: how far the row
/// goes for a drag, where each action's block stands in the strip it uncovers, and the
/// distances that decide a release. Columns may be fractional (a terminal that reports
/// pixels moves the row to the pixel); only drawing rounds them.
struct SwipeActionsLayout: Equatable {
    /// Which side the actions stand on.
    let edge: SwipeActionsEdge
    /// Each action's block at rest, from the row's edge inwards: its label and a column
    /// either side.
    let widths: [Double]
    /// The row's width.
    let rowWidth: Double
    /// Whether a full swipe performs the first action.
    let allowsFullSwipe: Bool

    /// The share of the row's width a drag must cover to be a full swipe (UIKit's is about
    /// the same: most of the row). Decision 124.
    static let fullSwipeShare = 0.6
    /// Columns a full swipe goes past the actions at least, so that on a narrow row it is
    /// never mistaken for opening them.
    static let fullSwipeMargin = 8.0

    init(edge: SwipeActionsEdge, labels: [String], rowWidth: Double, allowsFullSwipe: Bool) {
        self.edge = edge
        self.widths = labels.map { Double(CharacterWidth.of($0) + 2) }
        self.rowWidth = rowWidth
        self.allowsFullSwipe = allowsFullSwipe
    }

    /// The sign of an offset that uncovers the actions: -1 for trailing (the row goes left).
    var outward: Double { edge == .trailing ? -1 : 1 }
    /// All the blocks' width: how far the row rests open.
    var openWidth: Double { widths.reduce(0, +) }
    /// The offset at which the actions rest open.
    var openOffset: Double { outward * openWidth }
    /// How far a drag must go outwards (the pointer's way, not the row's) to be a full swipe.
    var fullSwipeDistance: Double {
        max(Self.fullSwipeShare * rowWidth, openWidth + Self.fullSwipeMargin)
    }

    /// Whether a drag `raw` columns from closed (signed) is a full swipe.
    func isFullSwipe(raw: Double) -> Bool {
        allowsFullSwipe && raw * outward >= fullSwipeDistance
    }

    /// The row's offset for a drag `raw` columns from closed (signed): with the pointer up to
    /// the actions' width, rubber-banding past it, never past closed the other way; with
    /// the pointer again once a full swipe is armed.
    func offset(forDrag raw: Double) -> Double {
        let distance = raw * outward
        guard distance > 0 else { return 0 }
        if isFullSwipe(raw: raw) || distance <= openWidth { return raw }
        return outward * (openWidth + RubberBand.offset(distance - openWidth, dimension: rowWidth))
    }

    /// The blocks in a strip `revealed` columns wide (positive), from the row's edge inwards,
    /// as spans measured from the list's outer edge: each grows with the strip in proportion
    /// to its width at rest, or the first takes the whole strip when `expandsFirst`.
    func spans(revealed: Double, expandsFirst: Bool) -> [ClosedRange<Double>] {
        guard revealed > 0, openWidth > 0 else { return [] }
        if expandsFirst { return [0...revealed] + widths.dropFirst().map { _ in revealed...revealed } }
        let scale = revealed / openWidth
        var start = 0.0
        return widths.map { width in
            defer { start += width * scale }
            return start...(start + width * scale)
        }
    }

    /// The action whose block is at `distance` columns in from the list's outer edge.
    func action(atDistance distance: Double, revealed: Double, expandsFirst: Bool) -> Int? {
        spans(revealed: revealed, expandsFirst: expandsFirst).firstIndex { $0.contains(distance) && $0.upperBound > $0.lowerBound }
    }
}
