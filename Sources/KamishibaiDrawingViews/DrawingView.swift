import KamishibaiCanvas
import KamishibaiDrawing
import KamishibaiGeometry
import KamishibaiUI

/// A view whose content is vector drawing: `drawing` paints into a `GraphicsContext` in points
/// (`CellScale`: 3 per column, 6 per row) over `canvasColor`, and the pixels become cells
/// (chafa's symbols, in the window's `symbols` unless this view's `symbols` is set, and colours from the
/// window's `colorMode`, so a 16-colour or colourless terminal gets the best cells it can
/// show rather than a mapping of truecolor ones; with `dithers`, for pictures, entries
/// dithered in OKLab, or without colour shades of the picture's light). The cells are kept
/// until the size, the symbols or `setNeedsDisplay()` asks for new ones, so a still drawing
/// costs a copy of its cells per frame; what is drawn over it (dimming, a sheet) diffs as
/// any other view.
///
/// With `showsPixelsAtRest`, where the terminal can show pixels, the drawing is shown in them
/// too while the window is at rest: over its cells, which stay as they are, so that whatever
/// moves or covers it finds the symbols there.
///
/// `drawing` is kept by the view: capture the view itself weakly, if at all.
open class DrawingView: View, LiveResizing {
    /// Paints the content. Its `Size` is the view's size in **points**, not cells: the frame's
    /// columns × `CellScale.pointsPerColumn` (3) by its rows × `CellScale.pointsPerRow` (6), so
    /// a 20×5-cell view is drawn in a 60×30-point space, square points on a cell twice as tall
    /// as wide; the context maps points to whatever pixels the cells are drawn from.
    public var drawing: ((GraphicsContext, Size) -> Void)? {
        didSet { setNeedsDisplay() }
    }
    /// What the drawing is painted over; cells are opaque, so this shows where nothing is drawn.
    public var canvasColor: RGB {
        didSet { if canvasColor != oldValue { setNeedsDisplay() } }
    }
    /// The symbols for this view; nil follows the window's.
    public var symbols: SymbolSet? {
        didSet { if symbols != oldValue { setNeedsDisplay() } }
    }
    /// For a drawing redrawn every frame (a picture in flight): fewer pixels, mapped to half
    /// blocks by `HalfBlockMapper` instead of chafa's search. A zoom at 200×60 then costs a
    /// few milliseconds a frame instead of twenty.
    public var prefersSpeed = false {
        didSet { if prefersSpeed != oldValue { setNeedsDisplay() } }
    }

    /// For a picture (a photo, a painted scene) rather than flat figures: below true colour its
    /// colours are dithered between palette entries in OKLab, so gradients and muted hues
    /// survive, and without colour its tones are shades (`CellMapper.dithers`). `canvasColor`
    /// stays its nearest entry, as the views around it. Only while the window is at rest
    /// (`Window.isAtRest`): a dithered picture in flight costs several times the bytes.
    public var dithers = false {
        didSet { if dithers != oldValue { setNeedsDisplay() } }
    }

    /// Shows the drawing in the terminal's own pixels while the window is at rest
    /// (`Window.isAtRest`), where the terminal can (`Window.pixelGraphics`: sixel or kitty
    /// graphics, a cell size known, a fast link); in symbols while anything moves or covers
    /// it, and everywhere else. The pixels are encoded once per size, on the turn after the
    /// view comes to rest, so the frame that brings it there goes out at once.
    public var showsPixelsAtRest = false

    private var mapper: CellMapper?
    private var cached: (columns: Int, rows: Int, dithered: Bool, cells: [Cell])?
    private let pixels = PixelRendition()

    public init(frame: Rect = .zero, canvasColor: RGB, drawing: ((GraphicsContext, Size) -> Void)? = nil) {
        self.canvasColor = canvasColor
        self.drawing = drawing
        super.init(frame: frame)
    }

    /// Draws again at the next frame (call it when what `drawing` draws has changed).
    public func setNeedsDisplay() {
        cached = nil
        pixels.invalidate()
    }

    open override func draw(in context: inout DrawContext) {
        let columns = Int(frame.width.rounded()), rows = Int(frame.height.rounded())
        guard columns > 0, rows > 0 else { return }
        // A dithered picture in flight would cost five to eight times the bytes a frame (every
        // other cell a colour change): it moves in nearest entries, and is dithered once at rest.
        let dithered = dithers && window?.isAtRest != false
        if cached?.columns != columns || cached?.rows != rows || cached?.dithered != dithered {
            cached = (columns, rows, dithered, render(columns: columns, rows: rows, dithered: dithered))
        }
        if let cached { context.blit(cached.cells, width: columns, x: 0, y: 0) }
        if showsPixelsAtRest, let image = pixelImage(columns: columns, rows: rows) { context.place(image, x: 0, y: 0) }
    }

    /// The drawing in pixels for the window's terminal, when it is at rest and the pixels are
    /// ready.
    private func pixelImage(columns: Int, rows: Int) -> PixelImage? {
        guard let window, window.isAtRest, let graphics = window.pixelGraphics, let cell = window.terminalFeatures.cellSize else {
            return nil
        }
        let form = PixelRendition.Form(
            columns: columns, rows: rows, cellWidth: Int(cell.width), cellHeight: Int(cell.height), graphics: graphics)
        return pixels.image(for: form, in: window, name: traceName) { [weak self] form in
            self?.paint(columns: form.columns, rows: form.rows, pixelsPerColumn: form.cellWidth, pixelsPerRow: form.cellHeight)
        }
    }

    /// The drawing as cells, `columns` × `rows`.
    public func render(columns: Int, rows: Int) -> [Cell] { render(columns: columns, rows: rows, dithered: dithers) }

    private func render(columns: Int, rows: Int, dithered dithers: Bool) -> [Cell] {
        let colorMode = window?.colorMode ?? .truecolor
        // Half blocks need only two pixels a cell, upper and lower, sampled twice each way.
        let density = prefersSpeed ? (x: 2, y: 4) : (x: CellScale.pixelsPerColumn, y: CellScale.pixelsPerRow)
        guard let bitmap = paint(columns: columns, rows: rows, pixelsPerColumn: density.x, pixelsPerRow: density.y) else { return [] }
        if prefersSpeed {
            return HalfBlockMapper.cells(
                of: bitmap, columns: columns, rows: rows, colorMode: colorMode, dithers: dithers, backdrop: canvasColor)
        }
        let symbols = symbols ?? window?.symbols ?? SymbolSetTrait.defaultValue
        if mapper?.symbols != symbols || mapper?.colorMode != colorMode || mapper?.dithers != dithers {
            mapper = CellMapper(symbols: symbols, colorMode: colorMode, dithers: dithers)
        }
        return mapper?.cells(of: bitmap, columns: columns, rows: rows, backdrop: canvasColor) ?? []
    }

    /// The drawing over `canvasColor` in a bitmap of `columns` × `rows` cells of the given
    /// pixels each.
    private func paint(columns: Int, rows: Int, pixelsPerColumn: Int, pixelsPerRow: Int) -> Bitmap? {
        guard let bitmap = Bitmap(width: columns * pixelsPerColumn, height: rows * pixelsPerRow) else { return nil }
        let context = GraphicsContext(
            bitmap: bitmap, scaleX: Double(pixelsPerColumn) / CellScale.pointsPerColumn,
            scaleY: Double(pixelsPerRow) / CellScale.pointsPerRow)
        let size = Size(width: Double(columns) * CellScale.pointsPerColumn, height: Double(rows) * CellScale.pointsPerRow)
        context.fill(Rect(origin: .zero, size: size), with: RGBA(canvasColor))
        drawing?(context, size)
        return bitmap
    }
}
