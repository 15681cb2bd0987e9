import KamishibaiCanvas
import KamishibaiGeometry

/// What a view draws with, in its own coordinates, as UIKit's `draw(_:)` does: cell (0, 0) is
/// the view's top-left corner (the top-left of its `bounds`, for a view that scrolls its
/// content), and ``bounds`` is its bounds in whole cells, `(0, 0)` and its size for most views.
/// Every call below is moved to where the view is on the frame and cut at the clip (the view's
/// edges, and those of its superviews that clip), so a view never needs to know where it is
/// on screen and cannot draw where it may not.
///
/// ```swift
/// override func draw(in context: inout DrawContext) {
///     context.drawBox(context.bounds, style: style, fill: style)
///     context.write("Hello", x: 2, y: 1, style: style, maxWidth: context.bounds.width - 4)
/// }
/// ```
///
/// A view at a fractional position (a sheet sliding by eighths of a row) is drawn from the
/// cell its origin rounds to; ``originFraction`` says by how much it was rounded, for a view
/// that draws an edge finer than a cell itself (with `EighthBlock` and
/// ``put(_:x:y:foreground:)``).
public struct DrawContext {
    /// The frame being composed, in the canvas's own coordinates: for whatever renders a view
    /// tree (the window, a test) to take the result. Views draw through the methods below.
    public private(set) var canvas: Canvas
    /// The view's bounds in whole cells: `(0, 0)` and its size, unless it scrolls its content
    /// (a scroll view's is at its content offset).
    public private(set) var bounds: CellRect
    /// The colours a ``TextStyle`` falls back on where it gives none: the window's
    /// (``TraitCollection/theme``), ``Theme/standard`` for a context made outside one.
    public var theme = Theme.standard
    /// Where the view's coordinate space starts on the canvas, in fractional cells.
    private var origin: Point = .zero
    /// The whole cells every call is moved by: `origin`, rounded.
    private var offset = CellPoint(x: 0, y: 0)

    /// A context over the whole of `canvas`, from its top-left corner; ``View/render(in:)``
    /// moves it into each view of the tree in turn.
    public init(canvas: Canvas) {
        self.canvas = canvas
        self.bounds = canvas.bounds
    }

    /// How far the view's point (0, 0) lies from the corner of the cell (0, 0) it draws, in
    /// cells: between −½ and ½ each way, since the origin is rounded to the nearest cell. A
    /// view whose top edge is a quarter of a row below a cell line draws its row 0 on that
    /// cell row, and `originFraction.y` is 0.25: its edge covers the lower three quarters of
    /// the row.
    public var originFraction: Point { Point(x: origin.x - Double(offset.x), y: origin.y - Double(offset.y)) }

    /// The cells that can be drawn, in the view's coordinates: its clip (and its superviews'),
    /// within the canvas. A view with much content draws only what lies here.
    public var clip: CellRect { local(canvas.clip.intersection(canvas.bounds)) }

    /// Where the terminal shows its cursor with this frame (a focused text field's caret), in
    /// the view's coordinates; nil hides it.
    public var cursor: CellPoint? {
        get { canvas.cursor.map { CellPoint(x: $0.x - offset.x, y: $0.y - offset.y) } }
        set { canvas.cursor = newValue.map { CellPoint(x: $0.x + offset.x, y: $0.y + offset.y) } }
    }

    /// The cells a fractional rectangle in the view's coordinates covers, each edge rounded to
    /// the nearest line of the canvas's grid, so that what meets at a fractional edge shares it.
    public func cells(_ rect: Rect) -> CellRect {
        local(CellRect(rect.offsetBy(dx: origin.x, dy: origin.y)))
    }

    // MARK: Drawing

    /// Draws one character; a wide one takes this cell and the next (or a space if it would be
    /// cut by the clip). Returns the number of cells advanced.
    @discardableResult
    public mutating func put(_ character: Character, x: Int, y: Int, style: Style) -> Int {
        canvas.put(character, x: x + offset.x, y: y + offset.y, style: style)
    }

    /// Draws a character in `foreground` over what the cell shows, keeping its background: a
    /// lower eighth block of a sheet's edge over whatever lies behind the sheet, a star over
    /// the sky.
    public mutating func put(_ character: Character, x: Int, y: Int, foreground: RGB) {
        let (cx, cy) = (x + offset.x, y + offset.y)
        guard canvas.clip.contains(x: cx, y: cy), canvas.bounds.contains(x: cx, y: cy) else { return }
        canvas.put(character, x: cx, y: cy, style: Style(foreground: foreground, background: canvas[cx, cy].style.background))
    }

    /// The background cell (x, y) shows so far, nil outside the clip: what a faded control
    /// fades toward.
    func background(atX x: Int, y: Int) -> RGB? {
        let (cx, cy) = (x + offset.x, y + offset.y)
        guard canvas.clip.contains(x: cx, y: cy), canvas.bounds.contains(x: cx, y: cy) else { return nil }
        return canvas[cx, cy].style.background
    }

    /// Draws untrusted text on one line, from `x`, at most `maxWidth` cells wide (the last
    /// visible cell becomes `…` when it is cut). Returns the cells used.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style, maxWidth: Int? = nil) -> Int {
        canvas.write(text, x: x + offset.x, y: y + offset.y, style: style, maxWidth: maxWidth)
    }

    /// Fills an area with a character in a style.
    public mutating func fill(_ rect: CellRect, with character: Character = " ", style: Style) {
        canvas.fill(moved(rect), with: character, style: style)
    }

    // MARK: Drawing in text styles

    /// Draws untrusted text as the `Style` one does, in a
    /// ``TextStyle`` resolved cell by cell: with no foreground in ``theme``'s ``Theme/text``,
    /// with no background on the background each cell already shows.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: TextStyle, maxWidth: Int? = nil) -> Int {
        canvas.write(
            text, x: x + offset.x, y: y + offset.y, style: style.resolved(foreground: theme.text), maxWidth: maxWidth,
            keepingBackground: style.background == nil)
    }

    /// Draws one character in a ``TextStyle``, resolved as `write(_:x:y:style:maxWidth:)`
    /// resolves it. Returns the number of cells advanced.
    @discardableResult
    public mutating func put(_ character: Character, x: Int, y: Int, style: TextStyle) -> Int {
        canvas.put(
            character, x: x + offset.x, y: y + offset.y, style: style.resolved(foreground: theme.text),
            keepingBackground: style.background == nil)
    }

    /// Fills an area with a character in a ``TextStyle``; with no background each cell keeps
    /// its own (a row of spaces that clears text but not colour).
    public mutating func fill(_ rect: CellRect, with character: Character = " ", style: TextStyle) {
        canvas.fill(
            moved(rect), with: character, style: style.resolved(foreground: theme.text), keepingBackground: style.background == nil)
    }

    /// Darkens an area by a black layer of `opacity` (`Canvas.dim`).
    public mutating func dim(_ rect: CellRect, opacity: Double) {
        canvas.dim(moved(rect), opacity: opacity)
    }

    /// Draws an outline on the edge of `rect`, optionally filled and titled (`Canvas.drawBox`).
    public mutating func drawBox(
        _ rect: CellRect, border: BoxBorder = .rounded, style: Style, fill: Style? = nil, title: String? = nil, titleStyle: Style? = nil
    ) {
        canvas.drawBox(moved(rect), border: border, style: style, fill: fill, title: title, titleStyle: titleStyle)
    }

    /// A soft shadow around `rect`, which may fall outside the view: it shows where the clip
    /// lets it, as when the view does not clip to its bounds (`Canvas.dropShadow`).
    public mutating func dropShadow(
        of rect: CellRect, opacity: Double, offset: (x: Double, y: Double) = (1, 0.5), blur: Double = 1, levels: Int = 4
    ) {
        canvas.dropShadow(of: moved(rect), opacity: opacity, offset: offset, blur: blur, levels: levels)
    }

    /// A soft shadow of a caster whose edges may fall part-way through cells, in this view's
    /// cells (a `CellRect`'s coordinates, not its points): a sheet's edge drawn in eighths of a
    /// row (`Canvas.dropShadow`).
    public mutating func dropShadow(
        of rect: Rect, opacity: Double, offset: (x: Double, y: Double) = (1, 0.5), blur: Double = 1, levels: Int = 4
    ) {
        canvas.dropShadow(
            of: rect.offsetBy(dx: Double(self.offset.x), dy: Double(self.offset.y)), opacity: opacity, offset: offset, blur: blur,
            levels: levels)
    }

    /// Lays a block of cells, `width` to a row, with its top-left corner at (x, y)
    /// (`Canvas.blit`).
    public mutating func blit(_ block: [Cell], width: Int, x: Int, y: Int) {
        canvas.blit(block, width: width, x: x + offset.x, y: y + offset.y)
    }

    /// Draws a quadrant raster's shapes in `color`, its top-left cell at (x, y), over what is
    /// there (`QuadrantRaster.draw(into:x:y:color:)`).
    public mutating func draw(_ raster: QuadrantRaster, x: Int, y: Int, color: RGB) {
        raster.draw(into: &canvas, x: x + offset.x, y: y + offset.y, color: color)
    }

    /// Shows `image` in the terminal's pixels with its top-left corner at (x, y), over cells
    /// that already show it in symbols (`Canvas.place`). False where it would not show whole.
    @discardableResult
    public mutating func place(_ image: PixelImage, x: Int, y: Int) -> Bool {
        canvas.place(image, x: x + offset.x, y: y + offset.y)
    }

    // MARK: Moving between views

    /// Runs `body` in the space of a view with this `frame` (in the current space), which
    /// starts at `boundsOrigin`: the view's own drawing and its subviews'. Drawing is cut at
    /// the frame when `clipsToBounds`. The frame's edges are rounded on the canvas's grid, not
    /// the view's, so views that meet at a fractional edge meet on the same cell line.
    mutating func entering(frame: Rect, boundsOrigin: Point, clipsToBounds: Bool, _ body: (inout DrawContext) -> Void) {
        let saved = (origin, offset, bounds, canvas.clip)
        let frameOrigin = origin + frame.origin
        let cells = CellRect(Rect(origin: frameOrigin, size: frame.size))
        if clipsToBounds { canvas.clip = canvas.clip.intersection(cells) }
        origin = frameOrigin - boundsOrigin
        offset = CellPoint(x: Int(origin.x.rounded()), y: Int(origin.y.rounded()))
        bounds = local(cells)
        body(&self)
        (origin, offset, bounds, canvas.clip) = saved
    }

    /// A view drawn later that hides what lies under it (`View.hidesViewsBelow`), and its frame
    /// on the canvas: until it is reached, views wholly under it are passed over.
    var cover: (view: View, frame: Rect)?

    /// Whether `view`, about to be drawn, lies wholly under the cover still to come. Reaching
    /// the cover ends it.
    mutating func isCovered(_ view: View) -> Bool {
        guard let cover else { return false }
        if cover.view === view {
            self.cover = nil
            return false
        }
        let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
        // What holds the cover (the window's root view, as large) is drawn, the cover in it.
        return cover.frame.intersection(frame) == frame && !cover.view.isDescendant(of: view)
    }

    private func moved(_ rect: CellRect) -> CellRect {
        CellRect(x: rect.x + offset.x, y: rect.y + offset.y, width: rect.width, height: rect.height)
    }

    private func local(_ rect: CellRect) -> CellRect {
        CellRect(x: rect.x - offset.x, y: rect.y - offset.y, width: rect.width, height: rect.height)
    }
}
