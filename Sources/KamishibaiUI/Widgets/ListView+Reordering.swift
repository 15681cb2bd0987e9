import KamishibaiGeometry

/// Moving rows: the reorder controls, and the list's side of ``ListReorder``.
extension ListView {
    /// Whether each row the data source lets move (``ListViewDataSource/listView(_:canMoveRowAt:)``)
    /// shows a reorder control, `≡` at its trailing end, that a drag lifts at once (UIKit's
    /// `showsReorderControl`, which shows it in editing mode). Off by default: a press held on
    /// the row, or Space, lifts it either way. The row's cell is two columns narrower for it.
    public var showsReorderControls: Bool {
        get { reorder.showsControls }
        set {
            guard newValue != reorder.showsControls else { return }
            reorder.showsControls = newValue
            layoutRows()
        }
    }

    /// Whether a row is lifted or settling after its drop (UIKit's `hasActiveDrag`).
    public var hasActiveDrag: Bool { reorder.liftedRow != nil }

    /// The reorder control's glyph.
    static let reorderControl: Character = "≡"

    /// The column of a row's reorder control: in the last of the two its cell gives up.
    var reorderControlX: Int { Int(frame.width.rounded(.down)) - readableInset - max(0, appearance.cellMargin) - 1 }

    /// A press at or right of this column (content coordinates) is on a row's reorder control.
    var reorderControlMinX: Double { Double(reorderControlX - 1) }

    /// Columns the cell of `row` gives up to its reorder control: two (a gap and `≡`) when it
    /// shows one, as a lifted row always does (the grip says it is lifted without colour too).
    func reorderControlWidth(ofRow row: Int) -> Double {
        if row == reorder.liftedRow { return 2 }
        guard reorder.showsControls, let dataSource, dataSource.listView(self, canMoveRowAt: row) else { return 0 }
        return 2
    }

    /// The user lifted `row`: it becomes the selection (the delegate hears of it), as the one
    /// Space lifts is.
    func selectLiftedRow(_ row: Int) {
        guard row != selectedRow else { return }
        selectedRow = row
        updateCellSelection()
        (delegate as? ListViewDelegate)?.listView(self, didSelectRowAt: row)
    }

    /// The rows laid out: the lifted row's shadow view and cell go on top of the others.
    func raiseLiftedRow() {
        guard let row = reorder.liftedRow, let cell = cellForRow(row) else { return }
        let rect = displayedRect(ofRow: row)
        reorder.liftView.frame = Rect(x: 0, y: rect.minY, width: rect.width, height: rect.height)
        let top = subviews.suffix(2)
        if top.first !== reorder.liftView || top.last !== cell {
            addSubview(reorder.liftView)
            addSubview(cell)
        }
    }

    /// The reorder controls of the rows in view that can move, but the lifted row's (its lift
    /// view draws it above the others).
    func drawReorderControls(in context: inout DrawContext) {
        guard reorder.showsControls else { return }
        let look = appearance.resolved(in: context.theme)
        for row in visibleRows where row != reorder.liftedRow && reorderControlWidth(ofRow: row) > 0 {
            let rect = context.cells(displayedRect(ofRow: row))
            let style = row == selectedRow ? look.selectedDetail : look.detail
            context.put(Self.reorderControl, x: rect.minX + reorderControlX, y: rect.minY, style: style)
        }
    }
}
