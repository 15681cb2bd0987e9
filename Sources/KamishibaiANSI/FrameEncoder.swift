import KamishibaiCanvas

/// Turns a frame's changed cells into the bytes an ANSI terminal (ECMA-48, as xterm, tmux,
/// screen and the Linux console speak it) needs to show them, as few as it can.
///
/// It remembers what each terminal cell shows in terminal terms (`ScreenCell`: glyph, colours
/// as the terminal is told them, attributes), the cursor and the current SGR state, so that it
/// - skips a cell whose look did not change on this terminal (a fade finer than the palette),
/// - sends one SGR sequence per change of look, carrying only what changed (the foreground
///   alone, say, or `22` to end bold instead of a reset and every colour again), with the
///   shortest form of each colour (`31` for palette red rather than `38;5;1`),
/// - moves the cursor the cheapest way: nothing when it is already there, the cells in
///   between written again when that is shorter, else CR LF, CUF, CHA or CUP,
/// - erases a long run of blank cells with ECH instead of writing spaces,
/// - scrolls rows that moved together (`RowShift`) instead of writing them again,
/// - shows the frame's pictures in pixels after its cells, and takes down those it no longer
///   has (`FrameEncoder+Images`).
///
/// Pure: bytes go into an array the caller writes out; a test reads them.
public struct FrameEncoder {
    public let mode: ColorMode
    /// Set again once the start-up probe has decided what the terminal repeats
    /// (`Capabilities.repeatMultibyteCharacter`); the next frame is written by them.
    public var capabilities: Capabilities

    /// What each terminal cell shows, row by row.
    var screen: [ScreenCell] = []
    var columns = 0
    /// The cursor, when known; after a character in the last column it is not (terminals
    /// differ on where a pending wrap leaves it).
    var cursor: CellPoint?
    /// The SGR state, when known.
    var pen: Pen?
    private var cursorVisible: Bool?
    /// The last style mapped and its pen: neighbouring cells mostly share their style.
    private var lastStyle: Style?
    private var lastPen = Pen(foreground: .default, background: .default, attributes: [])
    /// Palette indices of the colours seen so far (in a palette mode), by `RGB.hex`.
    private var paletteIndices: [UInt32: UInt8] = [:]
    /// The pens of the styles seen so far in 16 or 8 colours, where a dimmed or bold style
    /// costs several palette searches (`Style.colors(in:dimAttribute:)`, `attributes(in:…)`).
    private var palettePens: [Style: Pen] = [:]
    /// The pictures the terminal shows in pixels, as they were placed.
    var imagesOnScreen: [PixelImage] = []
    /// The kitty images whose data the terminal keeps, by id and version, the latest shown last.
    var storedImages: [StoredImage] = []

    /// A run of blank cells at least this long is erased rather than written: ECH and the
    /// cursor move after it cost about this many bytes.
    static let shortestErasedRun = 9

    public init(mode: ColorMode, capabilities: Capabilities = Capabilities()) {
        self.mode = mode
        self.capabilities = capabilities
    }

    /// Forgets what the terminal shows, the cursor and the pen (after the screen was cleared or
    /// handed back to the shell): the next frame is written whole, which paints over any
    /// sixel. kitty images are still known: they stay until deleted by their ids
    /// (`takeDownAllImages` does it before the screen is left).
    public mutating func invalidate() {
        screen = []
        columns = 0
        cursor = nil
        pen = nil
        cursorVisible = nil
        imagesOnScreen.removeAll { $0.graphics == .sixel }
    }

    /// Appends to `out` the bytes that make the terminal show `canvas`, given `changes`, the
    /// cells that differ from the previous canvas. A canvas of another size, or the first one
    /// after `invalidate()`, is written whole.
    public mutating func encode(_ changes: [CellChange], of canvas: Canvas, into out: inout [UInt8]) {
        let wholeFrame = canvas.columns != columns || screen.count != canvas.columns * canvas.rows
        // A scroll would carry a picture on screen along with its rows.
        let mayScroll = imagesOnScreen.isEmpty
        let uncovered = takeDownImages(keeping: canvas.images, wholeFrame: wholeFrame, into: &out)
        if wholeFrame {
            columns = canvas.columns
            screen = Array(repeating: .unknown, count: canvas.columns * canvas.rows)
            cursor = nil
            for y in 0..<canvas.rows {
                for x in 0..<canvas.columns { encodeCell(x: x, y: y, of: canvas, into: &out) }
            }
        } else if capabilities.scrollRegion, mayScroll, changes.count >= 2 * columns, let shift = shift(to: canvas) {
            scroll(shift, into: &out)
            // The region's rows now differ from the previous frame in places `changes` does
            // not know of: they are gone through whole.
            let region = shift.top...shift.bottom
            for change in changes where change.y < shift.top { encodeCell(x: change.x, y: change.y, of: canvas, into: &out) }
            for y in region {
                for x in 0..<columns { encodeCell(x: x, y: y, of: canvas, into: &out) }
            }
            for change in changes where change.y > shift.bottom { encodeCell(x: change.x, y: change.y, of: canvas, into: &out) }
        } else {
            for change in changes { encodeCell(x: change.x, y: change.y, of: canvas, into: &out) }
        }
        for rect in uncovered {
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX { encodeCell(x: x, y: y, of: canvas, into: &out) }
            }
        }
        showImages(canvas.images, into: &out)
        encodeCursor(of: canvas, into: &out)
    }

    /// The terminal cursor: at the caret when the canvas has one, hidden otherwise.
    private mutating func encodeCursor(of canvas: Canvas, into out: inout [UInt8]) {
        if let caret = canvas.cursor, (0..<canvas.columns).contains(caret.x), (0..<canvas.rows).contains(caret.y) {
            moveCursor(toX: caret.x, y: caret.y, into: &out)
            if cursorVisible != true { out += Self.showCursor }
            cursorVisible = true
        } else {
            if cursorVisible != false { out += Self.hideCursor }
            cursorVisible = false
        }
    }

    private static let showCursor = Array("\u{1B}[?25h".utf8)
    private static let hideCursor = Array("\u{1B}[?25l".utf8)

    // MARK: Cells

    private mutating func encodeCell(x: Int, y: Int, of canvas: Canvas, into out: inout [UInt8]) {
        let cell = canvas[x, y]
        guard !cell.isContinuation else { return }
        let index = y * columns + x
        // A sixel's cells are its own while it shows.
        guard screen[index] != .underImage else { return }
        let look = self.look(of: cell)
        guard screen[index] != .showing(look) else { return }
        if case .blank = look, capabilities.eraseCharacters {
            var run = 1
            while x + run < columns, run < Self.shortestErasedRun, screen[index + run] != .underImage,
                looksAlike(canvas[x + run, y], cell, look)
            {
                run += 1
            }
            if run == Self.shortestErasedRun {
                while x + run < columns, screen[index + run] != .underImage, looksAlike(canvas[x + run, y], cell, look) { run += 1 }
                moveCursor(toX: x, y: y, into: &out)
                setPen(for: look, into: &out)
                Self.appendCSI(run, final: UInt8(ascii: "X"), to: &out)
                for offset in 0..<run { screen[index + offset] = .showing(look) }
                return
            }
        }
        moveCursor(toX: x, y: y, into: &out)
        setPen(for: look, into: &out)
        let glyph = look.glyph
        glyph.appendUTF8(to: &out)
        screen[index] = .showing(look)
        let width = x + 1 < columns && canvas[x + 1, y].isContinuation ? 2 : 1
        if width == 2 { screen[index + 1] = .continuation }
        var end = x + width
        if width == 1, capabilities.repeatCharacter, glyph.isPrintableASCII || (capabilities.repeatMultibyteCharacter && glyph.s1 == 0) {
            // The same character in the same look just after it: REP, when that is shorter.
            // A character of several bytes only where the terminal repeats it whole (not tmux).
            var run = 0
            // (An ASCII cell is never the left half of a wide character.)
            while end + run < columns, screen[y * columns + end + run] != .underImage, looksAlike(canvas[end + run, y], cell, look) {
                run += 1
            }
            if run * glyph.utf8Count > Self.csiLength(run) {
                Self.appendCSI(run, final: UInt8(ascii: "b"), to: &out)
                for offset in 1...run { screen[index + offset] = .showing(look) }
                end += run
            }
        }
        // Terminals disagree on the width of a grapheme of several scalars (an emoji with its
        // selector, a flag): after one, the next cell is reached by column, not by trust.
        cursor = end < columns && glyph.s1 == 0 ? CellPoint(x: end, y: y) : nil
    }

    /// Whether `other` looks like `cell`, whose look is `look`: the same cell does at once.
    private mutating func looksAlike(_ other: Cell, _ cell: Cell, _ look: Look) -> Bool {
        other == cell || self.look(of: other) == look
    }

    /// What the terminal would have to show at (x, y) for `canvas`.
    mutating func visibleCell(x: Int, y: Int, of canvas: Canvas) -> ScreenCell {
        let cell = canvas[x, y]
        return cell.isContinuation ? .continuation : .showing(look(of: cell))
    }

    /// What `cell` looks like on this terminal. Cells that show only a background colour (a
    /// space, a full block, a block element in one colour) are all the same blank, so a fade
    /// that changes a space's unseen foreground, or a picture whose block turned into a space
    /// of the same colour, costs nothing.
    private mutating func look(of cell: Cell) -> Look {
        let glyph = Glyph(cell)
        let pen = pen(of: cell.style)
        // The terminal's default colours are two different colours: only a block in colours
        // of our own can be told to show one. Dim and bold change a block's colour (its
        // foreground), never a space's.
        if pen.attributes.isDisjoint(with: [.reverse, .dim, .bold]), pen.foreground != .default {
            if glyph == .fullBlock { return .blank(background: pen.foreground) }
            if pen.foreground == pen.background && glyph.isBlockElement { return .blank(background: pen.background) }
        }
        if glyph == .space, pen.attributes.isDisjoint(with: [.reverse, .underline]) { return .blank(background: pen.background) }
        return .glyph(glyph, pen)
    }

    private mutating func pen(of style: Style) -> Pen {
        if style == lastStyle { return lastPen }
        let pen: Pen
        if mode != .palette16 && mode != .palette8 {
            pen = mappedPen(of: style)
        } else if let known = palettePens[style] {
            pen = known
        } else {
            pen = mappedPen(of: style)
            if palettePens.count > 1 << 12 { palettePens.removeAll(keepingCapacity: true) }
            palettePens[style] = pen
        }
        lastStyle = style
        lastPen = pen
        return pen
    }

    private mutating func mappedPen(of style: Style) -> Pen {
        let colors = style.colors(in: mode, dimAttribute: capabilities.dim)
        return Pen(
            foreground: terminalColor(colors.foreground), background: terminalColor(colors.background),
            attributes: style.attributes(in: mode, dimAttribute: capabilities.dim))
    }

    private mutating func terminalColor(_ color: RGB) -> TerminalColor {
        switch mode {
        case .none: return .default
        case .truecolor: return .rgb(color)
        case .palette256, .palette16, .palette8:
            if let index = paletteIndices[color.hex] { return .palette(index) }
            let index =
                switch mode {
                case .palette256: ColorMapping.xterm256(color)
                case .palette16: ColorMapping.ansi(color, count: 16)
                default: ColorMapping.ansi(color, count: 8)
                }
            if paletteIndices.count > 1 << 16 { paletteIndices.removeAll(keepingCapacity: true) }
            paletteIndices[color.hex] = UInt8(index)
            return .palette(UInt8(index))
        }
    }

    // MARK: Bytes

    /// `ESC [ n <final>`: 3 bytes and the digits.
    static func csiLength(_ n: Int) -> Int { n < 10 ? 4 : n < 100 ? 5 : n < 1000 ? 6 : 7 }

    static func appendCSI(_ n: Int, final: UInt8, to out: inout [UInt8]) {
        out += [0x1B, UInt8(ascii: "[")]
        appendNumber(n, to: &out)
        out.append(final)
    }

    static func appendNumber(_ n: Int, to out: inout [UInt8]) {
        if n >= 10 { appendNumber(n / 10, to: &out) }
        out.append(UInt8(ascii: "0") + UInt8(n % 10))
    }
}
