import KamishibaiGeometry

/// A grid of cells that a frame is composed into before anything reaches a terminal.
/// Every drawing call is clipped to `clip` and to the canvas, so nothing can draw out of bounds,
/// whatever the geometry (a 1×1 terminal, a view pushed off screen by an animation).
public struct Canvas: Equatable, Sendable {
    public private(set) var columns: Int
    public private(set) var rows: Int
    public private(set) var cells: [Cell]
    /// Drawing outside this area is discarded; the whole canvas by default.
    public var clip: CellRect
    /// Where the terminal shows its cursor with this frame (a focused text field's caret);
    /// nil hides it. Each frame starts without one.
    public var cursor: CellPoint?
    /// Pictures shown in the terminal's pixels over cells of this frame (`place`), in the order
    /// laid. Each frame starts without any.
    public internal(set) var images: [PixelImage] = []

    public init(columns: Int, rows: Int, fill: Style) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.cells = Array(repeating: Cell(" " as Unicode.Scalar, style: fill), count: self.columns * self.rows)
        self.clip = CellRect(x: 0, y: 0, width: self.columns, height: self.rows)
    }

    /// Blanks the canvas at a size, keeping its storage when it can: a run loop composes each
    /// frame into the one before last instead of allocating a new one.
    public mutating func reset(columns: Int, rows: Int, fill: Style) {
        let blank = Cell(" " as Unicode.Scalar, style: fill)
        if columns == self.columns, rows == self.rows {
            cells.withUnsafeMutableBufferPointer { $0.update(repeating: blank) }
        } else {
            self = Canvas(columns: columns, rows: rows, fill: fill)
        }
        clip = bounds
        cursor = nil
        images.removeAll(keepingCapacity: true)
    }

    public var bounds: CellRect { CellRect(x: 0, y: 0, width: columns, height: rows) }

    public subscript(x: Int, y: Int) -> Cell {
        cells[y * columns + x]
    }

    func isDrawable(_ x: Int, _ y: Int) -> Bool {
        clip.contains(x: x, y: y) && x >= 0 && y >= 0 && x < columns && y < rows
    }

    /// Replaces one cell, keeping wide characters whole: a wide character cut by the write is
    /// blanked with its own style, so no half of one is ever left on screen.
    mutating func store(_ cell: Cell, x: Int, y: Int) {
        let index = y * columns + x
        let old = cells[index]
        if old.isContinuation, x > 0 {
            cells[index - 1] = Cell(" " as Unicode.Scalar, style: cells[index - 1].style)
        }
        if !old.isContinuation, x + 1 < columns, cells[index + 1].isContinuation {
            cells[index + 1] = Cell(" " as Unicode.Scalar, style: cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Draws one character; a wide one takes this cell and the next (or a space if it would
    /// be cut by the clip). Returns the number of cells advanced. With `keepingBackground`
    /// each cell drawn keeps the background it had (and its reverse without colour): text over whatever
    /// lies behind it.
    @discardableResult
    public mutating func put(_ character: Character, x: Int, y: Int, style: Style, keepingBackground: Bool = false) -> Int {
        func styled(_ x: Int) -> Style { keepingBackground ? over(style, atX: x, y: y) : style }
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
            CharacterWidth.of(first) == 1
        {
            // One narrow scalar, the usual case: no String to build or scan.
            let safe = TextSanitizer.isControl(first) ? TextSanitizer.replacementScalar : first
            if isDrawable(x, y) { store(Cell(safe, style: styled(x)), x: x, y: y) }
            return 1
        }
        let safe = TextSanitizer.sanitize(character)
        let width = CharacterWidth.of(safe)
        if width == 0 { return 0 }
        if width == 2 {
            guard isDrawable(x, y), isDrawable(x + 1, y) else {
                if isDrawable(x, y) { store(Cell(" " as Unicode.Scalar, style: styled(x)), x: x, y: y) }
                if isDrawable(x + 1, y) { store(Cell(" " as Unicode.Scalar, style: styled(x + 1)), x: x + 1, y: y) }
                return 2
            }
            let (left, right) = (styled(x), styled(x + 1))
            store(Cell(String(safe), style: left), x: x, y: y)
            if x + 2 < columns, cells[y * columns + x + 2].isContinuation {
                cells[y * columns + x + 2] = Cell(" " as Unicode.Scalar, style: cells[y * columns + x + 2].style)
            }
            cells[y * columns + x + 1] = .continuation(style: right)
            return 2
        }
        if isDrawable(x, y) { store(Cell(String(safe), style: styled(x)), x: x, y: y) }
        return 1
    }

    /// `style` on the background the cell at (x, y) shows, and in reverse without colour where
    /// the cell is (a selected row's bar): what text with no background of its own is drawn
    /// in, so it reads as part of what lies behind it. The cell must be on the canvas.
    func over(_ style: Style, atX x: Int, y: Int) -> Style {
        let behind = cells[y * columns + x].style
        var result = style
        result.background = behind.background
        result.monochrome.formUnion(behind.monochrome.intersection(.reverse))
        return result
    }

    /// Draws untrusted text on one line, from `x`, at most `maxWidth` cells wide (the last
    /// visible cell becomes `…` when it is cut). Returns the cells used. With
    /// `keepingBackground` each cell keeps the background it had, as ``put(_:x:y:style:keepingBackground:)``.
    @discardableResult
    public mutating func write(
        _ text: String, x: Int, y: Int, style: Style, maxWidth: Int? = nil, keepingBackground: Bool = false
    ) -> Int {
        let limit = maxWidth ?? Int.max
        guard limit > 0 else { return 0 }
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            // Printable ASCII, most text: one cell per byte, nothing to sanitise or measure.
            let count = text.utf8.count
            for (offset, byte) in text.utf8.enumerated() {
                if count > limit, offset == limit - 1 {
                    put("…", x: x + offset, y: y, style: style, keepingBackground: keepingBackground)
                    return limit
                }
                if isDrawable(x + offset, y) {
                    let cellStyle = keepingBackground ? over(style, atX: x + offset, y: y) : style
                    store(Cell(Unicode.Scalar(byte), style: cellStyle), x: x + offset, y: y)
                }
            }
            return count
        }
        let safe = TextSanitizer.sanitize(text)
        let total = CharacterWidth.of(safe)
        var used = 0
        for character in safe {
            let width = CharacterWidth.of(character)
            if total > limit, used + width > limit - 1 {
                put("…", x: x + used, y: y, style: style, keepingBackground: keepingBackground)
                return used + 1
            }
            used += put(character, x: x + used, y: y, style: style, keepingBackground: keepingBackground)
        }
        return used
    }

    /// Lays a block of cells (a picture's, row by row, `width` to a row) with its top-left
    /// corner at (x, y), clipped. Only one-scalar, one-cell characters are laid as they are;
    /// anything else (wide, combined, a control) becomes a space in the cell's style.
    public mutating func blit(_ block: [Cell], width: Int, x: Int, y: Int) {
        guard width > 0 else { return }
        for (index, cell) in block.enumerated() {
            let (cx, cy) = (x + index % width, y + index / width)
            guard isDrawable(cx, cy) else { continue }
            store(cell.isPlainNarrow ? cell : Cell(" " as Unicode.Scalar, style: cell.style), x: cx, y: cy)
        }
    }

    /// Fills an area with a character in a style; with `keepingBackground` each cell keeps the
    /// background it had (and its reverse without colour).
    public mutating func fill(_ rect: CellRect, with character: Character = " ", style: Style, keepingBackground: Bool = false) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let safe = TextSanitizer.sanitize(character)
        let cell = CharacterWidth.of(safe) == 1 ? Cell(String(safe), style: style) : Cell(" " as Unicode.Scalar, style: style)
        if keepingBackground {
            for y in area.minY..<area.maxY {
                for x in area.minX..<area.maxX {
                    var kept = cell
                    kept.style = over(style, atX: x, y: y)
                    store(kept, x: x, y: y)
                }
            }
            return
        }
        for y in area.minY..<area.maxY {
            // Only the edges can cut a wide character; the inside is overwritten whole.
            store(cell, x: area.minX, y: y)
            if area.width > 1 { store(cell, x: area.maxX - 1, y: y) }
            let row = y * columns
            for x in (area.minX + 1)..<max(area.minX + 1, area.maxX - 1) { cells[row + x] = cell }
        }
    }

    /// Lays a black layer of `opacity` over an area: colours darken by `c × (1 − opacity)`,
    /// and the cells remember the layers' combined opacity, `1 − Π(1 − opacity)`.
    public mutating func dim(_ rect: CellRect, opacity: Double) {
        guard opacity > 0 else { return }
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let keep = RGB.fixedPoint(1 - opacity)
        for y in area.minY..<area.maxY {
            for index in (y * columns + area.minX)..<(y * columns + area.maxX) {
                cells[index].style.foreground = cells[index].style.foreground.scaled(by: keep)
                cells[index].style.background = cells[index].style.background.scaled(by: keep)
                cells[index].style.dimming = 1 - (1 - cells[index].style.dimming) * (1 - opacity)
            }
        }
    }

    /// The screen as plain text, one line per row, continuation cells omitted.
    public var text: String {
        (0..<rows).map(line).joined(separator: "\n")
    }

    public func line(_ y: Int) -> String {
        var out = ""
        for x in 0..<columns {
            self[x, y].forEachScalar { value in
                if let scalar = Unicode.Scalar(value) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
