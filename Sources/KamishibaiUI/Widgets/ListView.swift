import KamishibaiCanvas
import KamishibaiGeometry

/// A scrolling list of rows, one of them selected (UIKit's `UITableView`, one section). It is
/// a ``ScrollView``, so it scrolls under a drag, a flick and the wheel with the scroll physics;
/// its rows come from a ``ListViewDataSource`` — a ``ListRow`` of text each
/// (``ListViewTextDataSource``) or a view of the app's own — and its ``ListViewDelegate``
/// hears the user select a row and act on it.
///
/// Only the rows in view are asked for and laid out, as they come into view, so a list of a
/// million rows costs what one of thirty does. Rows are all ``rowHeight`` lines high, with
/// ``rowSpacing`` blank lines between them, so where a row is follows from its number.
///
/// The selected row is filled and marked by the list (its ``Appearance``). In the responder
/// chain (the list has the focus, or is the screen's key view), ↑↓ move the selection, PgUp
/// and PgDn by a page of rows, Home and End to the first and last row, keeping it in view;
/// Enter acts on it. A click selects a row and a double click acts on it (a click alone, with
/// ``activatesOnClick``, as a tap does on iOS).
///
/// ```swift
/// let list = ListView()
/// list.dataSource = inbox          // a ListViewTextDataSource, held weakly: keep `inbox` alive
/// list.delegate = self             // a ListViewDelegate: performPrimaryActionForRowAt opens
/// list.rowHeight = 2               // title and detail
/// list.selectRow(0, animated: false, scrollPosition: .none)
/// ```
///
/// Its ``dataSource`` and ``ScrollView/delegate`` are weak, as UIKit's are: the list does not
/// keep them, so the app does (the screen or window that shows the list, say). One made on
/// the spot and only given to the list is gone at once, and the list shows no rows.
open class ListView: ScrollView {
    /// Where the rows come from; setting it loads them. Weak, as UIKit's: the app keeps it.
    public weak var dataSource: ListViewDataSource? { didSet { reloadData() } }
    /// Every row's height in lines, at least 1.
    public var rowHeight = 1 { didSet { if rowHeight != oldValue { rowGeometryDidChange() } } }
    /// Blank lines between two rows (none before the first or after the last); a click there
    /// selects nothing.
    public var rowSpacing = 0 { didSet { if rowSpacing != oldValue { rowGeometryDidChange() } } }
    /// How its rows and selection look.
    public var appearance = Appearance() {
        didSet { if appearance.cellMargin != oldValue.cellMargin { layoutRows() } }
    }
    /// Whether the rows keep their content to a readable width, centred, in a list wider than
    /// that (UIKit's name): on a wide terminal a row's accessory then stays near its title
    /// rather than against the far edge, 170 columns away. The rows, their margins included, take
    /// the view's ``View/readableFrame(in:)`` of the list's bounds. The selected row is still
    /// filled across the whole list; its marker stands beside the content.
    public var cellLayoutMarginsFollowReadableWidth = false {
        didSet { if cellLayoutMarginsFollowReadableWidth != oldValue { layoutRows() } }
    }
    /// How ``ListRow/columns`` are laid out across a row: one ``ListColumn`` each, a column of
    /// space between two (none: the columns share the row equally).
    public var columns: [ListColumn] = []
    /// Where a ``ListViewSectionedDataSource``'s sections start, made when the rows load.
    var sectionIndex = ListSectionIndex()
    /// Whether a click also acts on the row it selects, as a tap does on iOS; by default a
    /// double click does, as on the Mac.
    public var activatesOnClick = false
    /// Two clicks on the same row at most this far apart (seconds) are a double click.
    public static let doubleClickInterval = 0.5

    /// The rows the data source said there are, when the list last loaded.
    public internal(set) var numberOfRows = 0
    /// The selected row, if any (UIKit's `indexPathForSelectedRow`).
    public internal(set) var selectedRow: Int?
    /// The views of the rows laid out, by row: those in view and one either side (and those an
    /// update slides out of view).
    var cells: [Int: View] = [:]
    /// The last click, to tell a double click.
    var lastClick: (row: Int, time: Double)?
    /// What the user can do to rows beyond selecting them, offered each drag in this order.
    var rowGestures: [any ListRowGesture] = []
    /// Which of them owns the drag under way, or whether it scrolls.
    private var dragRoute = ListDragRoute.none
    /// Drag to reorder, the first of the row gestures.
    let reorder = ListReorder()
    /// The batch of row updates being gathered and the slide that shows them.
    let rowUpdates = ListRowUpdates()

    /// An empty list at `frame`: its rows come once it has a ``dataSource``.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        // The first movement decides between a row's gestures and scrolling: read it once the
        // pointer has really gone somewhere, not from a pixel's wobble.
        panGestureRecognizer.minimumDistance = 0.5
        reorder.list = self
        // Reorder first: a lifted row's drag is never a swipe.
        rowGestures = [reorder, SwipeActionsGesture(list: self)]
    }

    // MARK: Loading

    /// Asks the data source again for the number of rows and the rows in view (UIKit's
    /// `reloadData`). The selection stays on its row, or on the last one if the list is now
    /// shorter (none if it is empty); the offset is brought back within a shorter list.
    public func reloadData() {
        endRowSlide(layingOut: false)
        if let sectioned = dataSource as? any ListViewSectionedDataSource {
            sectionIndex = sectioned.sectionIndex(for: self)
            numberOfRows = sectionIndex.numberOfRows
        } else {
            sectionIndex = ListSectionIndex()
            numberOfRows = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        }
        for cell in cells.values { cell.removeFromSuperview() }
        cells = [:]
        lastClick = nil
        if let selected = selectedRow { selectedRow = numberOfRows > 0 ? min(selected, numberOfRows - 1) : nil }
        for gesture in rowGestures { gesture.listRowsDidChange() }
        rowGeometryDidChange()
    }

    /// The view laid out for `row`, if it is in view (UIKit's `cellForRow(at:)`).
    public func cellForRow(_ row: Int) -> View? { cells[row] }

    // MARK: Geometry

    private var clampedRowHeight: Int { max(1, rowHeight) }
    private var clampedRowSpacing: Int { max(0, rowSpacing) }
    /// From one row's top to the next's.
    var pitch: Double { Double(clampedRowHeight + clampedRowSpacing) }

    private var contentHeight: Double {
        numberOfRows == 0 ? 0 : Double(numberOfRows) * pitch - Double(clampedRowSpacing)
    }

    /// Rows a page key moves by: as many as the view shows whole within its insets, at least one.
    var rowsPerPage: Int {
        let visible = frame.height - adjustedContentInset.top - adjustedContentInset.bottom
        return max(1, Int(((visible + Double(clampedRowSpacing)) / pitch).rounded(.down)))
    }

    /// Where `row` is, in content coordinates: the list's width, `rowHeight` high (UIKit's
    /// `rectForRow(at:)`).
    public func rectForRow(_ row: Int) -> Rect {
        Rect(x: 0, y: Double(row) * pitch, width: frame.width, height: Double(clampedRowHeight))
    }

    /// The row at `point` in content coordinates; nil between rows or past the last (UIKit's
    /// `indexPathForRow(at:)`).
    public func row(at point: Point) -> Int? {
        guard point.x >= 0, point.x < frame.width, point.y >= 0 else { return nil }
        let row = Int((point.y / pitch).rounded(.down))
        guard row < numberOfRows, point.y - Double(row) * pitch < Double(clampedRowHeight) else { return nil }
        return row
    }

    /// The rows whose lines are in the bounds, wholly or in part (UIKit's
    /// `indexPathsForVisibleRows`).
    public var visibleRows: Range<Int> { rows(from: contentOffset.y, to: contentOffset.y + frame.height) }

    /// The rows with a line between `top` and `bottom` (content coordinates).
    private func rows(from top: Double, to bottom: Double) -> Range<Int> {
        guard numberOfRows > 0, bottom > top else { return 0..<0 }
        let first = max(0, Int(((top - Double(clampedRowHeight)) / pitch).rounded(.down)) + 1)
        let end = min(numberOfRows, Int((bottom / pitch).rounded(.up)))
        return first < end ? first..<end : 0..<0
    }

    // MARK: Layout

    /// The content moved: the rows in view change.
    public override var boundsOrigin: Point {
        didSet {
            guard boundsOrigin != oldValue else { return }
            layoutRows()
            swipeActions?.listDidScroll()
        }
    }

    /// A new size: the rows take the new width, and the selection stays in view.
    open override func layoutSubviews() {
        contentSize = Size(width: frame.width, height: contentHeight)
        super.layoutSubviews()
        swipeActions?.listDidLayout()
        layoutRows()
        if let selectedRow, !isDragging { scrollToRow(selectedRow, at: .none, animated: false) }
    }

    /// The number or size of the rows changed: a new content size, an offset within it, and
    /// the rows in view laid out again.
    func rowGeometryDidChange() {
        contentSize = Size(width: frame.width, height: contentHeight)
        let upper = maximumContentOffset.y, lower = minimumContentOffset.y
        if !isDragging, contentOffset.y > upper || contentOffset.y < lower {
            setContentOffset(Point(x: contentOffset.x, y: min(max(contentOffset.y, lower), upper)), animated: false)
        }
        layoutRows()
    }

    /// Lays out the rows in view and one either side (drawing rounds a fractional offset):
    /// rows that left are removed, rows that came are asked of the data source.
    func layoutRows() {
        // A row lifted, and those making room for it, may be drawn up to a row from their places.
        let reach = reorder.liftedRow == nil ? 1 : 1 + pitch
        let range = rows(from: contentOffset.y - reach, to: contentOffset.y + frame.height + reach)
        // The lifted row, wherever its place, stays laid out: it is drawn under the pointer.
        let lifted = reorder.liftedRow.flatMap { $0 < numberOfRows ? $0 : nil }
        let slide = rowUpdates.slide
        for (row, cell) in cells where !range.contains(row) && slide?.offsets[row] == nil && row != lifted {
            cell.removeFromSuperview()
            cells[row] = nil
        }
        guard let dataSource else { return }
        let margin = Double(max(0, appearance.cellMargin))
        for row in Array(range) + (lifted.map { [$0] } ?? []) where cells[row] == nil {
            let cell = dataSource.listView(self, cellForRowAt: row)
            addSubview(cell)
            cells[row] = cell
        }
        for (row, cell) in cells {
            let rect = displayedRect(ofRow: row), inset = Double(readableInset)
            let width = rect.width - 2 * (inset + margin) - reorderControlWidth(ofRow: row)
            cell.frame = Rect(x: rect.minX + inset + margin, y: rect.minY, width: max(0, width), height: rect.height)
            if slide?.appearing.contains(row) == true { cell.isHidden = true }
            (cell as? ListViewCell)?.isSelected = row == selectedRow
        }
        raiseLiftedRow()
    }

    /// Where `row` is drawn now, in content coordinates: its place (``rectForRow(_:)``) moved by
    /// an update's slide and what the row gestures under way say.
    func displayedRect(ofRow row: Int) -> Rect {
        var rect = rectForRow(row)
        rect.origin.y += rowUpdates.slide?.offset(ofRow: row) ?? 0
        for gesture in rowGestures { rect.origin = rect.origin + gesture.displacement(ofRow: row) }
        return rect
    }

    /// Columns left empty at either side of the rows' content (and its margins): half of what
    /// a list wider than the readable width has over it, when the rows follow it.
    var readableInset: Int {
        guard cellLayoutMarginsFollowReadableWidth else { return 0 }
        let width = frame.width.rounded(.down)
        return Int(View.readableFrame(in: Rect(x: 0, y: 0, width: width, height: 0)).minX)
    }

    /// The selected row's cell's label.
    override var defaultAccessibilityLabel: String? { selectedRow.flatMap { cells[$0]?.accessibilityLabel } }

    /// The selected row's cell (where its text starts), while it is laid out and in view.
    open override var accessibilityFrame: Rect? {
        guard let selectedRow, let cell = cells[selectedRow], !cell.isHidden else { return nil }
        let row = cell.frameInRoot, list = frameInRoot
        guard row.minY >= list.minY, row.minY < list.maxY else { return nil }
        return row
    }

    /// Tells the cells laid out which of them is selected.
    func updateCellSelection() {
        for (row, cell) in cells { (cell as? ListViewCell)?.isSelected = row == selectedRow }
    }

    // MARK: Drawing

    /// A swiped row's surface, the selected row's fill and marker, behind their cells; the rows'
    /// reorder controls.
    open override func draw(in context: inout DrawContext) {
        defer { drawReorderControls(in: &context) }
        drawSwipedRow(in: &context)
        guard let selectedRow, cells[selectedRow] != nil else { return }
        let row = context.cells(displayedRect(ofRow: selectedRow))
        let look = appearance.resolved(in: context.theme)
        context.fill(row, style: look.selectedTitle)
        guard let marker = look.selectionMarker else { return }
        for y in row.minY..<row.maxY { context.put(marker, x: row.minX + readableInset, y: y, style: look.selectionMarkerStyle) }
    }

    // MARK: Input

    /// ↑↓, PgUp/PgDn, Home/End select (with none selected, the first row in view is where
    /// they start) and bring the selection into view at once; Enter acts on the selected row.
    /// Taken whenever the list has rows, at its ends too; other keys scroll as a scroll view's.
    /// They are its key commands: ``Window/availableKeyCommands`` lists them, an app's own
    /// command for the same key wins, and ``KeyCommand/init(input:performing:title:discoverabilityTitle:attributes:)``
    /// gives one another key (j for ↓). A subclass adds its own to `super.keyCommands`.
    /// While a row gesture is under way (a row's actions open, a row lifted) its keys are the
    /// list's only ones.
    open override var keyCommands: [KeyCommand] {
        for gesture in rowGestures { if let modal = gesture.modalKeyCommands { return modal } }
        return rowGestures.flatMap(\.beginKeyCommands) + refreshKeyCommands + selectionKeyCommands
    }

    /// A click selects the row under it; a second click on that row within
    /// ``doubleClickInterval`` acts on it (a third starts again), as does every click with
    /// ``activatesOnClick``. Between rows, nothing. `onTap` hears every click first.
    open override func handleTap(at point: Point) {
        super.handleTap(at: point)
        clicked(at: point)
    }

    /// A press starts the row gestures' hold (a row lifts if the pointer stays); the press
    /// goes on to the pan.
    open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        if case .press(.left) = event.kind {
            let content = contentPoint(fromRoot: point + frameInRoot.origin - boundsOrigin)
            for gesture in rowGestures { gesture.listPressed(at: content) }
        }
        return super.mouseEvent(event, at: point)
    }

    /// A drag's first movement (or a tap) goes to the first row gesture that claims it, and
    /// the rest of that drag with it; a drag none claims scrolls.
    override func panDidChange(_ gesture: PanGestureRecognizer) {
        if gesture.state == .began || gesture.state == .failed {
            dragRoute = rowGestures.first { $0.claims(gesture) }.map(ListDragRoute.gesture) ?? .scrolling
        }
        switch dragRoute {
        case .gesture(let owner): owner.track(gesture)
        case .scrolling, .none: super.panDidChange(gesture)
        }
        if [.ended, .cancelled, .failed].contains(gesture.state) { dragRoute = .none }
    }

    open override var canBecomeFirstResponder: Bool { true }
    open override var traceName: String { "list" }
}
