import KamishibaiCanvas

/// What lies under a lifted row's cell, above the other rows: the row's shadow on them, its
/// selected fill and marker, and its reorder control (shown on a lifted row always). The list keeps it just below the cell.
final class ListLiftView: View {
    /// How dark the shadow is where it is darkest.
    static let shadowOpacity = 0.45

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = false
        isUserInteractionEnabled = false
    }

    override func draw(in context: inout DrawContext) {
        guard let list = superview as? ListView else { return }
        let row = context.bounds
        let look = list.appearance.resolved(in: context.theme)
        context.dropShadow(of: row, opacity: Self.shadowOpacity, offset: (1, 0.5), blur: 1)
        context.fill(row, style: look.selectedTitle)
        if let marker = look.selectionMarker {
            for y in row.minY..<row.maxY { context.put(marker, x: row.minX + list.readableInset, y: y, style: look.selectionMarkerStyle) }
        }
        // The grip, shown or not at rest: in monochrome the shadow cannot say the row is lifted.
        context.put(ListView.reorderControl, x: row.minX + list.reorderControlX, y: row.minY, style: look.selectedDetail)
    }
}
